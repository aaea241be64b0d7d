/**
 * The customer's view of an order's road (`timeline` of `GET orders/{id}`). Pure: the caller reads
 * the order's columns, its `order_events` rows and the names in the request's language.
 */
import { type OrderTimelineStep, orderStatusIds } from '@store/contract';

/** The road's steps in order, the status id each one is, and the event that records reaching it. */
const road = [
  { type: 'placed', statusId: orderStatusIds.placed, event: 'order.placed' },
  { type: 'accepted', statusId: orderStatusIds.inProcess, event: 'order.accepted' },
  { type: 'dispatched', statusId: orderStatusIds.outForDelivery, event: 'order.dispatched' },
  { type: 'delivered', statusId: orderStatusIds.delivered, event: 'order.delivered' },
  { type: 'completed', statusId: orderStatusIds.completed, event: 'order.completed' },
] as const;

export interface TimelineFacts {
  statusId: number;
  createdAt: Date;
  dispatchedAt: Date | null;
  cancelledAt: Date | null;
  /** The cancellation reason's name, and the customer's comment, when cancelled. */
  cancellationReason: string | null;
  cancellationComment: string | null;
  /** The unanswered substitution request, if one waits: asked at, answer until. */
  substitution: { requestedAt: Date; until: Date } | null;
  /** Requests already answered (or dropped at their deadline): they stay on the road, with the answer. */
  answeredSubstitutions?: readonly { requestedAt: Date; answeredAt: Date | null; answer: string }[];
  /** The name of an answered request's step. */
  substitutionAskedName?: string;
  /** The order's events, any order. */
  events: readonly { type: string; at: Date }[];
  /** Status names in the request's language, by status id. */
  statusNames: ReadonlyMap<number, string>;
  substitutionName: string;
}

export function orderTimeline(facts: TimelineFacts): OrderTimelineStep[] {
  const firstAt = new Map<string, Date>();
  for (const event of [...facts.events].sort((a, b) => a.at.getTime() - b.at.getTime())) {
    if (!firstAt.has(event.type)) firstAt.set(event.type, event.at);
  }
  const reachedAt = (step: (typeof road)[number]): Date | null => {
    if (step.type === 'placed') return facts.createdAt;
    if (step.type === 'dispatched') return firstAt.get(step.event) ?? facts.dispatchedAt;
    return firstAt.get(step.event) ?? null;
  };
  const cancelled = facts.cancelledAt !== null || facts.statusId === orderStatusIds.cancelled;
  // A live order is where its status says (a subscription's order, status 3, has only been placed);
  // a cancelled one got as far as the last step it has a time for.
  let current = road.findIndex((step) => step.statusId === facts.statusId);
  if (cancelled || current < 0) {
    current = 0;
    road.forEach((step, index) => {
      if (reachedAt(step)) current = index;
    });
  }
  const waiting = !cancelled && facts.substitution !== null;

  const steps: OrderTimelineStep[] = road
    .slice(0, cancelled ? current + 1 : road.length)
    .map((step, index) => {
      const at = index <= current ? reachedAt(step) : null;
      // The cancellation or the waiting request is the current step when there is one.
      const state =
        index < current ? 'done' : index > current ? 'upcoming' : cancelled || waiting ? 'done' : 'current';
      return {
        type: step.type,
        name: facts.statusNames.get(step.statusId) ?? step.type,
        at: at?.toISOString() ?? null,
        state,
      };
    });
  if (cancelled) {
    steps.push({
      type: 'cancelled',
      name: facts.statusNames.get(orderStatusIds.cancelled) ?? 'cancelled',
      at: (facts.cancelledAt ?? firstAt.get('order.cancelled') ?? null)?.toISOString() ?? null,
      state: 'current',
      reason: facts.cancellationReason,
      comment: facts.cancellationComment || null,
    });
  } else if (waiting && facts.substitution) {
    steps.splice(current + 1, 0, {
      type: 'substitution',
      name: facts.substitutionName,
      at: facts.substitution.requestedAt.toISOString(),
      state: 'current',
      until: facts.substitution.until.toISOString(),
    });
  }
  // Each answered request goes after the last step reached before it was asked.
  for (const asked of [...(facts.answeredSubstitutions ?? [])].sort(
    (a, b) => a.requestedAt.getTime() - b.requestedAt.getTime(),
  )) {
    let after = -1;
    steps.forEach((step, index) => {
      if (step.at !== null && step.state !== 'upcoming' && Date.parse(step.at) <= asked.requestedAt.getTime())
        after = index;
    });
    steps.splice(after + 1, 0, {
      type: 'substitution',
      name: facts.substitutionAskedName ?? facts.substitutionName,
      at: asked.requestedAt.toISOString(),
      state: 'done',
      answer: asked.answer,
      answeredAt: asked.answeredAt?.toISOString() ?? null,
    });
  }
  return steps;
}
