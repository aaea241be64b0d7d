import { seededRandom } from './deterministic-random.ts';
import type { DemoBranch } from './types.ts';

export interface StockedProduct {
  id: number;
  price: number;
  oldPrice?: number;
  weighted: boolean;
}

export interface BranchOffer {
  branchId: number;
  productId: number;
  price: number;
  oldPrice: number | null;
  stockMilli: number;
}

/** Rounds piasters to the nearest quarter pound, as shelf prices are. */
const toShelfPrice = (piasters: number) => Math.max(25, Math.round(piasters / 25) * 25);

/**
 * What each branch sells, at what price and with how much stock. The default branch sells everything
 * at the catalogue price; the others drop some products and price some differently, so changing branch
 * really changes the catalogue. About 6% of offers are out of stock.
 */
export function branchOffers(branches: readonly DemoBranch[], product: StockedProduct): BranchOffer[] {
  return branches.flatMap((branch) => {
    const random = seededRandom(product.id * 7919 + branch.id * 104_729);
    if (!branch.isDefault && random() < 0.08) return [];
    const factor =
      branch.isDefault || random() < 0.7 ? 1 : 1 + (random() < 0.5 ? -1 : 1) * (0.03 + random() * 0.07);
    const price = factor === 1 ? product.price : toShelfPrice(product.price * factor);
    const oldPrice = product.oldPrice ? Math.max(price + 25, toShelfPrice(product.oldPrice * factor)) : null;
    const outOfStock = random() < 0.06;
    const units = 5 + Math.floor(random() * 195);
    return [
      {
        branchId: branch.id,
        productId: product.id,
        price,
        oldPrice,
        stockMilli: outOfStock ? 0 : units * 1000,
      },
    ];
  });
}
