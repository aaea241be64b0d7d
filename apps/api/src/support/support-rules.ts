import { orderStatusIds, type SupportStatus, supportReportHours } from '@store/contract';

/**
 * The support issue rules (docs/product.md#support-and-contact; docs/decisions/0028), pure.
 *
 * 'Problems must be reported within 24 hours': a problem that names an order may be reported until 24
 * hours after the order was delivered. Before delivery (placed, on its way, cancelled) there is no
 * deadline yet. The delivery time is the `order.delivered` event the staff's status change writes;
 * an order marked completed without that event counts from its completion.
 */
export function reportDeadline(order: {
  statusId: number;
  deliveredAt: Date | null;
  completedAt: Date | null;
}): Date | null {
  if (order.statusId !== orderStatusIds.delivered && order.statusId !== orderStatusIds.completed) return null;
  const from = order.deliveredAt ?? order.completedAt;
  return from ? new Date(from.getTime() + supportReportHours * 3_600_000) : null;
}

export function tooLateToReport(
  order: { statusId: number; deliveredAt: Date | null; completedAt: Date | null },
  now: Date,
): boolean {
  const deadline = reportDeadline(order);
  return deadline !== null && now.getTime() > deadline.getTime();
}

/** A closed issue takes no more replies; a reply from one side hands the turn to the other. */
export function statusAfterReply(current: SupportStatus, from: 'customer' | 'staff'): SupportStatus | null {
  if (current === 'closed') return null;
  return from === 'staff' ? 'answered' : 'open';
}
