import {
  type CategoryNode,
  discountPercent,
  type IdName,
  type MedicineClass,
  oldPriceLabel,
  type PharmacyFacts,
  type Product,
  piastersToPounds,
  quantitiesWithin,
} from '@store/contract';
import { mediaPath } from './media-paths.ts';
import { isOutOfStock } from './stock.ts';

/** One product as the queries read it: translated text, the branch's price and stock. */
export interface ProductRow {
  id: number;
  name: string;
  description: string;
  specialOfferDesc: string | null;
  brandId: number;
  brandName: string;
  price: number;
  oldPrice: number | null;
  stockMilli: number;
  weighted: boolean;
  quantities: number[];
  offerTypeId: number | null;
  categoryId: number;
  /** The cutting types offered (meat, fish), in the language; empty for most products. */
  cuttingTypes: IdName[];
  /** A medicine's active ingredients and uses in the language (its page shows them); null for others. */
  pharmacy: PharmacyFacts | null;
  /** What it is as a pharmacist sees it. */
  medicineClass: MedicineClass;
  /** A medicine's largest quantity per order, whole packs; null: none. */
  maxPerOrder: number | null;
  /** Uploaded pictures in order, the first the main one; none: its drawn picture. */
  pictures: ProductPicture[];
}

/** An uploaded picture as the storefront reads it: alt text in the language ('' when none was given). */
export interface ProductPicture {
  id: number;
  alt: string;
  width: number;
  height: number;
}

/** The picture lists show: the first uploaded one, else the drawn one. */
export const productImageOf = (row: Pick<ProductRow, 'id' | 'pictures'>) =>
  mediaPath.product(row.id, row.pictures[0]?.id ?? null);

/**
 * A product as customers read it. `path`: its category and those above it (top first); `promotion`:
 * the name of the automatic promotion it shows, in the language, beside its own offer text.
 */
export function toProduct(
  row: ProductRow,
  path: readonly CategoryNode[],
  promotion: string | null = null,
  /** The brand's uploaded picture (docs/decisions/0083), else the drawn one. */
  brandImage: string = mediaPath.brand(row.brandId),
): Product {
  const ownOffer = row.offerTypeId !== null ? row.specialOfferDesc : null;
  const hasDiscount = row.oldPrice !== null && row.oldPrice > row.price;
  // The storefront offers only what one order may take (docs/decisions/0054).
  const quantities = quantitiesWithin(row.quantities, row.maxPerOrder);
  return {
    id: row.id,
    name: row.name,
    description: row.description,
    image: productImageOf(row),
    brand: { id: row.brandId, name: row.brandName, image: brandImage },
    finalPrice: piastersToPounds(row.price),
    oldPrice: hasDiscount ? oldPriceLabel(row.oldPrice) : '0',
    discount: hasDiscount ? discountPercent(row.price, row.oldPrice) : 0,
    outOfStock: isOutOfStock(row.stockMilli, quantities) ? 1 : 0,
    isSpecialOffer: row.offerTypeId !== null || promotion !== null,
    specialOfferDesc: promotion === null ? ownOffer : ownOffer ? `${ownOffer} – ${promotion}` : promotion,
    // As a guest sees it; a user's favourites and cart are laid over at send time (shopper/).
    isFavorite: false,
    weighted: row.weighted,
    unit: row.weighted ? 'kg' : 'piece',
    quantities,
    cuttingTypes: row.cuttingTypes,
    selectedCuttingType: null,
    inCart: null,
    quantity: 0,
    amount: 0,
    categories: path.map((node) => `${node.name}-${node.id}`),
    medicineClass: row.medicineClass,
  };
}
