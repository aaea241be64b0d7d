import { orderStatusIds } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { reportDeadline, statusAfterReply, tooLateToReport } from './support-rules.ts';

const deliveredAt = new Date('2026-11-20T10:00:00Z');
const hours = (n: number) => new Date(deliveredAt.getTime() + n * 3_600_000);

describe('reporting a problem with an order', () => {
  it('is open until 24 hours after delivery, and closed after', () => {
    const order = { statusId: orderStatusIds.delivered, deliveredAt, completedAt: null };
    expect(reportDeadline(order)).toEqual(hours(24));
    expect(tooLateToReport(order, hours(23.99))).toBe(false);
    expect(tooLateToReport(order, hours(24))).toBe(false);
    expect(tooLateToReport(order, hours(24.01))).toBe(true);
  });

  it('counts from delivery even once the order is completed', () => {
    const order = { statusId: orderStatusIds.completed, deliveredAt, completedAt: hours(30) };
    expect(tooLateToReport(order, hours(25))).toBe(true);
  });

  it('counts from completion when no delivery was recorded', () => {
    const order = { statusId: orderStatusIds.completed, deliveredAt: null, completedAt: deliveredAt };
    expect(tooLateToReport(order, hours(25))).toBe(true);
    expect(tooLateToReport(order, hours(2))).toBe(false);
  });

  it('has no deadline before delivery', () => {
    for (const statusId of [
      orderStatusIds.placed,
      orderStatusIds.inProcess,
      orderStatusIds.outForDelivery,
      orderStatusIds.cancelled,
    ]) {
      const order = { statusId, deliveredAt: null, completedAt: null };
      expect(reportDeadline(order)).toBeNull();
      expect(tooLateToReport(order, hours(1000))).toBe(false);
    }
  });
});

describe('replies', () => {
  it('hand the turn to the other side, and a closed issue takes none', () => {
    expect(statusAfterReply('open', 'staff')).toBe('answered');
    expect(statusAfterReply('answered', 'customer')).toBe('open');
    expect(statusAfterReply('open', 'customer')).toBe('open');
    expect(statusAfterReply('closed', 'customer')).toBeNull();
    expect(statusAfterReply('closed', 'staff')).toBeNull();
  });
});
