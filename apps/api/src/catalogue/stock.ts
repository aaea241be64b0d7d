/**
 * Stock is kept in milli-units (1 piece = 1000, 1 kg = 1000) so fractional kilos stay exact.
 * A product is out of stock when the branch cannot sell even its smallest allowed quantity.
 */
export function toMilli(quantity: number): number {
  return Math.round(quantity * 1000);
}

export function isOutOfStock(stockMilli: number, quantities: readonly number[]): boolean {
  const smallest = quantities[0] ?? 1;
  return stockMilli < toMilli(smallest);
}
