import { lineAmount, poundsToPiasters } from '@store/contract';

/** A line of the quote being built: a product in stock at the branch, in one of its quantities. */
export interface QuoteLine {
  productId: number;
  name: string;
  /** The branch's price today, EGP per piece (or per kg when weighted), as the API gives it. */
  price: number;
  weighted: boolean;
  /** The quantities the product is sold in (kg when weighted); the quote must use one of them. */
  quantities: number[];
  quantity: number;
}

/** A line's amount in piasters: the cart's own rule (contract `lineAmount`), so the total is the customer's. */
export function linePiasters(line: Pick<QuoteLine, 'price' | 'quantity'>): number {
  return lineAmount(poundsToPiasters(line.price), Math.round(line.quantity * 1000));
}

/** The quote's items total in piasters (delivery is added when the customer confirms). */
export function quoteTotalPiasters(lines: readonly Pick<QuoteLine, 'price' | 'quantity'>[]): number {
  return lines.reduce((sum, line) => sum + linePiasters(line), 0);
}

/** Adds a product (its smallest quantity), or leaves the quote as it is when it is already in. */
export function addLine(lines: readonly QuoteLine[], product: Omit<QuoteLine, 'quantity'>): QuoteLine[] {
  if (lines.some((line) => line.productId === product.productId)) return [...lines];
  return [...lines, { ...product, quantity: product.quantities[0] ?? 1 }];
}
