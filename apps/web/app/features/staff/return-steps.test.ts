import { describe, expect, it } from 'vitest';
import { stepsOf } from './return-screen.tsx';

describe("a return's steps offered to a member", () => {
  it("follows the return's status and the role table's actions", () => {
    expect(stepsOf({ status: 'requested' }, true, true)).toEqual(['decide']);
    expect(stepsOf({ status: 'approved' }, true, false)).toEqual(['pickup', 'receive']);
    expect(stepsOf({ status: 'pickup' }, true, false)).toEqual(['receive']);
    expect(stepsOf({ status: 'received' }, true, true)).toEqual(['refund']);
    // A pharmacist handles returns but does not pay refunds; support only reads.
    expect(stepsOf({ status: 'received' }, true, false)).toEqual([]);
    expect(stepsOf({ status: 'requested' }, false, false)).toEqual([]);
    for (const status of ['refused', 'refunded'] as const)
      expect(stepsOf({ status }, true, true)).toEqual([]);
  });
});
