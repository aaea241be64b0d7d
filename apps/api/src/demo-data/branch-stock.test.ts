import { describe, expect, it } from 'vitest';
import { branchOffers } from './branch-stock.ts';
import type { DemoBranch } from './types.ts';

const branch = (id: number, isDefault = false): DemoBranch => ({
  id,
  districtId: 1,
  name: { en: `B${id}`, ar: `ف${id}` },
  address: { en: 'a', ar: 'ع' },
  phone: '0',
  deliveryCharge: 1500,
  isDefault,
  location: { lat: 30.06, lng: 31.33 },
  zones: [],
});
const branches = [branch(1, true), branch(2), branch(3), branch(4)];
const catalogue = Array.from({ length: 400 }, (_, i) => ({
  id: i + 1,
  price: 1000 + i * 37,
  oldPrice: i % 4 === 0 ? 1500 + i * 37 : undefined,
  weighted: false,
}));

describe('branch offers', () => {
  const offers = catalogue.flatMap((product) => branchOffers(branches, product));

  it('sells every product at the default branch at the catalogue price', () => {
    const atDefault = offers.filter((offer) => offer.branchId === 1);
    expect(atDefault).toHaveLength(catalogue.length);
    for (const offer of atDefault) expect(offer.price).toBe(catalogue[offer.productId - 1]!.price);
  });

  it('makes other branches differ in range and price', () => {
    const atTwo = offers.filter((offer) => offer.branchId === 2);
    expect(atTwo.length).toBeLessThan(catalogue.length);
    expect(atTwo.some((offer) => offer.price !== catalogue[offer.productId - 1]!.price)).toBe(true);
  });

  it('keeps old prices above prices and some products out of stock', () => {
    for (const offer of offers)
      if (offer.oldPrice !== null) expect(offer.oldPrice).toBeGreaterThan(offer.price);
    const empty = offers.filter((offer) => offer.stockMilli === 0).length;
    expect(empty / offers.length).toBeGreaterThan(0.02);
    expect(empty / offers.length).toBeLessThan(0.12);
  });

  it('is deterministic', () => {
    expect(catalogue.flatMap((product) => branchOffers(branches, product))).toEqual(offers);
  });
});
