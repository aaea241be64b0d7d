import { describe, expect, it } from 'vitest';
import { reorderNoticeFrom } from './reorder-notice.tsx';

const names = async (orderId: number) => {
  if (orderId !== 12) throw new Error('not found');
  return new Map([
    [101, 'Panadol Extra 48 tablets'],
    [102, 'Gaviscon 24 tablets'],
  ]);
};

describe('the cart’s note after ordering again', () => {
  it('is absent without a valid order id', () => {
    expect(reorderNoticeFrom(new URLSearchParams(''), names)).toBeNull();
    expect(reorderNoticeFrom(new URLSearchParams('reordered=abc'), names)).toBeNull();
    expect(reorderNoticeFrom(new URLSearchParams('reordered=0'), names)).toBeNull();
  });

  it('names the skipped items from the order itself, with known reasons only', async () => {
    const search = new URLSearchParams(
      'reordered=12&skipped=101.outOfStock,102.hacked,999.notSold,x.notSold',
    );
    expect(await reorderNoticeFrom(search, names)).toEqual({
      orderId: 12,
      skipped: [{ name: 'Panadol Extra 48 tablets', reason: 'outOfStock' }],
    });
  });

  it('says nothing when the order is not the user’s', async () => {
    expect(
      await reorderNoticeFrom(new URLSearchParams('reordered=13&skipped=101.notSold'), names),
    ).toBeNull();
  });
});
