/** Piasters (integer, inside the store) to pounds with two decimals (at the API's edge). */
export function piastersToPounds(piasters: number): number {
  return Math.round(piasters) / 100;
}

/** Pounds as the API answers them (two decimals) back to integer piasters. */
export function poundsToPiasters(pounds: number): number {
  return Math.round(pounds * 100);
}

/** `oldPrice` as existing clients read it: a string, '0' when there is no old price (docs/product.md#existing-clients). */
export function oldPriceLabel(piasters: number | null | undefined): string {
  return piasters ? (piasters / 100).toFixed(2) : '0';
}

/** Whole-percent discount from old to new price; 0 without an old price. */
export function discountPercent(price: number, oldPrice: number | null | undefined): number {
  if (!oldPrice || oldPrice <= price) return 0;
  return Math.round(((oldPrice - price) / oldPrice) * 100);
}
