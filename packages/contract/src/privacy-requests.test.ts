import { describe, expect, it } from 'vitest';
import { breachDeadline, isOverdue, isWorkingDay, privacyDeadline, queueOrder } from './privacy-requests.ts';

// 2026-12-06 is a Sunday; Cairo is UTC+2 in winter (no summer time then).
describe('privacyDeadline (six working days, Egypt)', () => {
  it('counts Sunday to Thursday, skipping Friday and Saturday, from the day after receipt', () => {
    // Received Sunday 6 Dec: Mon 7, Tue 8, Wed 9, Thu 10, Sun 13, Mon 14: due at the end of Monday 14.
    const due = privacyDeadline(new Date('2026-12-06T10:00:00+02:00'), []);
    expect(due.toISOString()).toBe('2026-12-14T22:00:00.000Z');
  });

  it('a request sent on a Friday counts from Sunday', () => {
    // Fri 4 Dec: Sun 6, Mon 7, Tue 8, Wed 9, Thu 10, Sun 13.
    expect(privacyDeadline(new Date('2026-12-04T09:00:00+02:00'), []).toISOString()).toBe(
      '2026-12-13T22:00:00.000Z',
    );
  });

  it('skips the public holidays of the list', () => {
    // As the first case with Tuesday 8 and Sunday 13 holidays: Mon 7, Wed 9, Thu 10, Mon 14, Tue 15, Wed 16.
    const due = privacyDeadline(new Date('2026-12-06T10:00:00+02:00'), ['2026-12-08', '2026-12-13']);
    expect(due.toISOString()).toBe('2026-12-16T22:00:00.000Z');
  });

  it('reads the day of receipt in Cairo time, not UTC', () => {
    // 23:30 UTC on Saturday 5 Dec is 01:30 on Sunday 6 Dec in Cairo: the same as a Sunday request.
    expect(privacyDeadline(new Date('2026-12-05T23:30:00Z'), []).toISOString()).toBe(
      '2026-12-14T22:00:00.000Z',
    );
    // 21:30 UTC on Saturday is still Saturday in Cairo: Sun 6 counts.
    expect(privacyDeadline(new Date('2026-12-05T21:30:00Z'), []).toISOString()).toBe(
      '2026-12-13T22:00:00.000Z',
    );
  });

  it('ends at Cairo midnight in summer time too (UTC+3)', () => {
    // Sunday 5 Jul 2026: Mon 6 ... Thu 9, Sun 12, Mon 13: midnight after Monday 13 is 21:00 UTC.
    expect(privacyDeadline(new Date('2026-07-05T12:00:00+03:00'), []).toISOString()).toBe(
      '2026-07-13T21:00:00.000Z',
    );
  });

  it('knows working days', () => {
    expect(isWorkingDay('2026-12-04', [])).toBe(false); // Friday
    expect(isWorkingDay('2026-12-05', [])).toBe(false); // Saturday
    expect(isWorkingDay('2026-12-06', [])).toBe(true);
    expect(isWorkingDay('2026-12-06', ['2026-12-06'])).toBe(false);
  });
});

describe('breaches and the queue', () => {
  it('gives the Data Protection Centre 72 hours from discovery', () => {
    expect(breachDeadline(new Date('2026-12-06T10:00:00Z')).toISOString()).toBe('2026-12-09T10:00:00.000Z');
  });

  it('is overdue only when not done after the deadline', () => {
    const deadline = new Date('2026-12-09T10:00:00Z');
    expect(isOverdue(deadline, false, new Date('2026-12-09T10:00:01Z'))).toBe(true);
    expect(isOverdue(deadline, true, new Date('2026-12-10T10:00:00Z'))).toBe(false);
    expect(isOverdue(deadline, false, new Date('2026-12-09T09:00:00Z'))).toBe(false);
  });

  it('sorts overdue first, then open by deadline, then decided newest first', () => {
    const now = new Date('2026-12-10T00:00:00Z');
    const row = (id: number, status: 'open' | 'answered', deadline: string, receivedAt: string) => ({
      id,
      status,
      deadline,
      receivedAt,
    });
    const sorted = queueOrder(
      [
        row(1, 'answered', '2026-12-01T00:00:00Z', '2026-11-20T00:00:00Z'),
        row(2, 'open', '2026-12-20T00:00:00Z', '2026-12-09T00:00:00Z'),
        row(3, 'open', '2026-12-05T00:00:00Z', '2026-11-25T00:00:00Z'),
        row(4, 'answered', '2026-12-02T00:00:00Z', '2026-11-21T00:00:00Z'),
        row(5, 'open', '2026-12-15T00:00:00Z', '2026-12-05T00:00:00Z'),
      ],
      now,
    );
    expect(sorted.map((r) => r.id)).toEqual([3, 5, 2, 4, 1]);
  });
});
