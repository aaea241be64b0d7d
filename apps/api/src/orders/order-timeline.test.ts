import { describe, expect, it } from 'vitest';
import { orderTimeline, type TimelineFacts } from './order-timeline.ts';

const at = (minute: number) => new Date(Date.UTC(2026, 10, 23, 10, minute));
const facts = (over: Partial<TimelineFacts>): TimelineFacts => ({
  statusId: 1,
  createdAt: at(0),
  dispatchedAt: null,
  cancelledAt: null,
  cancellationReason: null,
  cancellationComment: null,
  substitution: null,
  events: [],
  statusNames: new Map([
    [1, 'Placed'],
    [2, 'In process'],
    [7, 'Out for delivery'],
    [4, 'Delivered'],
    [5, 'Completed'],
    [6, 'Cancelled'],
  ]),
  substitutionName: 'Waiting',
  ...over,
});
const shape = (steps: ReturnType<typeof orderTimeline>) => steps.map((step) => `${step.type}:${step.state}`);

describe('orderTimeline', () => {
  it('marks the status as the current step, the ones before done with their first times, the rest ahead', () => {
    const steps = orderTimeline(
      facts({
        statusId: 4,
        dispatchedAt: at(20),
        events: [
          { type: 'order.delivered', at: at(40) },
          { type: 'order.accepted', at: at(9) },
          { type: 'order.accepted', at: at(5) },
        ],
      }),
    );
    expect(shape(steps)).toEqual([
      'placed:done',
      'accepted:done',
      'dispatched:done',
      'delivered:current',
      'completed:upcoming',
    ]);
    expect(steps.map((step) => step.at)).toEqual([
      at(0).toISOString(),
      at(5).toISOString(),
      at(20).toISOString(),
      at(40).toISOString(),
      null,
    ]);
  });

  it('ends a cancelled order at the cancellation, after the last step it reached', () => {
    const steps = orderTimeline(
      facts({
        statusId: 6,
        cancelledAt: at(30),
        cancellationReason: 'Changed my mind',
        cancellationComment: '',
        events: [{ type: 'order.accepted', at: at(5) }],
      }),
    );
    expect(shape(steps)).toEqual(['placed:done', 'accepted:done', 'cancelled:current']);
    expect(steps[2]).toMatchObject({ at: at(30).toISOString(), reason: 'Changed my mind', comment: null });
  });

  it('puts a waiting substitution request after the step reached, as the current one', () => {
    const steps = orderTimeline(facts({ substitution: { requestedAt: at(2), until: at(5) } }));
    expect(shape(steps)).toEqual([
      'placed:done',
      'substitution:current',
      'accepted:upcoming',
      'dispatched:upcoming',
      'delivered:upcoming',
      'completed:upcoming',
    ]);
    expect(steps[1]).toMatchObject({ name: 'Waiting', until: at(5).toISOString() });
  });

  it('keeps an answered substitution request on the road, with its answer, where it happened', () => {
    const steps = orderTimeline(
      facts({
        statusId: 7,
        dispatchedAt: at(30),
        events: [{ type: 'order.accepted', at: at(5) }],
        substitutionAskedName: 'Alternatives offered',
        answeredSubstitutions: [{ requestedAt: at(8), answeredAt: at(12), answer: 'You chose alternatives' }],
      }),
    );
    expect(shape(steps)).toEqual([
      'placed:done',
      'accepted:done',
      'substitution:done',
      'dispatched:current',
      'delivered:upcoming',
      'completed:upcoming',
    ]);
    expect(steps[2]).toEqual({
      type: 'substitution',
      name: 'Alternatives offered',
      at: at(8).toISOString(),
      state: 'done',
      answer: 'You chose alternatives',
      answeredAt: at(12).toISOString(),
    });
  });

  it('keeps an answered request before a new one that waits, and on a cancelled order', () => {
    const waiting = orderTimeline(
      facts({
        answeredSubstitutions: [{ requestedAt: at(2), answeredAt: null, answer: 'No choice in time' }],
        substitution: { requestedAt: at(20), until: at(30) },
      }),
    );
    expect(shape(waiting).slice(0, 3)).toEqual(['placed:done', 'substitution:done', 'substitution:current']);
    const cancelled = orderTimeline(
      facts({
        statusId: 6,
        cancelledAt: at(30),
        answeredSubstitutions: [{ requestedAt: at(2), answeredAt: at(3), answer: 'You removed the items' }],
      }),
    );
    expect(shape(cancelled)).toEqual(['placed:done', 'substitution:done', 'cancelled:current']);
  });

  it('treats a subscription order (status 3) as placed', () => {
    expect(shape(orderTimeline(facts({ statusId: 3 })))[0]).toBe('placed:current');
  });
});
