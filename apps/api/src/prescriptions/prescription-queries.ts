import {
  type Lang,
  localPhone,
  type Prescription,
  type PrescriptionStatus,
  piastersToPounds,
  prescriptionStatusIds,
  priceCart,
  translate,
} from '@store/contract';
import { and, desc, eq, gt, inArray, lte, or, type SQL, sql } from 'drizzle-orm';
import { deliveryPricingOf } from '../branches/index.ts';
import type { CartLine } from '../cart/index.ts';
import { alternativesAt, mediaPath, soldHere } from '../catalogue/index.ts';
import { type Db, queryRows } from '../db/client.ts';
import { branchProducts, prescriptions, products, productTranslations, users } from '../db/schema.ts';
import { inLang } from '../db/translated.ts';
import type { Attachments } from '../storage/index.ts';
import { cheapestOf, customerMayAnswerQuote, customerMayCancel, isPending } from './prescription-rules.ts';

export type PrescriptionRow = typeof prescriptions.$inferSelect;
export type QuoteItem = { productId: number; quantityMilli: number };

/**
 * A quote's items as cart lines at the branch (names in `lang`, today's price and stock), in the
 * quote's order: what the confirmation places through the cart's own placement code, and what the
 * customer sees priced.
 */
export async function quoteLines(db: Db, items: readonly QuoteItem[], branchId: number, lang: Lang) {
  if (items.length === 0) return [];
  const rows = await db
    .select({
      productId: products.id,
      name: productTranslations.name,
      weighted: products.weighted,
      quantities: products.quantities,
      price: branchProducts.price,
      oldPrice: branchProducts.oldPrice,
      stockMilli: branchProducts.stockMilli,
      medicineClass: products.medicineClass,
      maxPerOrder: products.maxPerOrder,
      pictureId: products.pictureId,
    })
    .from(products)
    .innerJoin(productTranslations, inLang(productTranslations, products.id, lang))
    .leftJoin(
      branchProducts,
      and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, branchId), soldHere()),
    )
    .where(
      inArray(
        products.id,
        items.map((item) => item.productId),
      ),
    );
  return items.flatMap((item, index): CartLine[] => {
    const row = rows.find((found) => found.productId === item.productId);
    if (!row) return [];
    return [
      {
        ...row,
        itemId: index + 1,
        quantityMilli: item.quantityMilli,
        cuttingTypeId: null,
        quantities: row.quantities as number[],
      },
    ];
  });
}

/** The quote priced at the branch today, as the cart prices (no promo: a quote is the pharmacy's offer). */
async function pricedQuote(db: Db, row: PrescriptionRow, lang: Lang): Promise<Prescription['quote']> {
  if (!row.quoteItems || !row.quotedAt) return null;
  const lines = await quoteLines(db, row.quoteItems, row.branchId, lang);
  const priced = priceCart({
    lines: lines.map((line) => ({ ...line, unitPrice: line.price })),
    ...(await deliveryPricingOf(db, row.branchId)),
    promo: null,
  });
  return {
    items: priced.lines.map((line) => ({
      productId: line.productId,
      name: line.name,
      image: mediaPath.product(line.productId, line.pictureId),
      quantity: line.quantityMilli / 1000,
      price: line.price === null ? null : piastersToPounds(line.price),
      amount: piastersToPounds(line.amount),
      available: line.price !== null && (line.stockMilli ?? 0) >= line.quantityMilli,
    })),
    subtotal: piastersToPounds(priced.totals.subtotal),
    deliveryCharge: piastersToPounds(priced.totals.deliveryCharge),
    total: piastersToPounds(priced.totals.total),
    note: row.quoteNote ?? '',
    quotedAt: row.quotedAt.toISOString(),
  };
}

function summaryOf(row: PrescriptionRow, attachmentsCount: number, lang: Lang) {
  const status = row.status as PrescriptionStatus;
  return {
    id: row.id,
    createdAt: row.createdAt.toISOString(),
    status: prescriptionStatusIds[status],
    statusKey: status,
    statusName: translate(lang, `prescription.status.${status}`),
    cancelled: status === 'cancelled',
    description: row.description,
    attachmentsCount,
    orderId: row.orderId,
  };
}

/** The whole record as its owner (and the branch's staff) see it, with fresh file links. */
export async function prescriptionView(
  db: Db,
  files: Attachments,
  row: PrescriptionRow,
  lang: Lang,
): Promise<Prescription> {
  const attachments = (await files.listFor('prescriptionId', [row.id])).get(row.id) ?? [];
  const status = row.status as PrescriptionStatus;
  return {
    ...summaryOf(row, attachments.length, lang),
    attachments,
    address: row.addressText,
    branchId: row.branchId,
    quote: await pricedQuote(db, row, lang),
    rejectionReason: row.rejectionReason,
    canCancel: customerMayCancel(status),
    canConfirm: customerMayAnswerQuote(status),
  };
}

async function summaries(files: Attachments, rows: PrescriptionRow[], lang: Lang) {
  const attachments = await files.listFor(
    'prescriptionId',
    rows.map((row) => row.id),
  );
  return rows.map((row) => summaryOf(row, attachments.get(row.id)?.length ?? 0, lang));
}

/** `GET prescriptions`: pending (new, quoted) and old ones, newest first. */
export async function listPrescriptions(db: Db, files: Attachments, userId: number, lang: Lang) {
  const rows = await db
    .select()
    .from(prescriptions)
    .where(eq(prescriptions.userId, userId))
    .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id));
  const all = await summaries(files, rows, lang);
  return {
    pendingPrescriptions: all.filter((one) => isPending(one.statusKey)),
    oldPrescriptions: all.filter((one) => !isPending(one.statusKey)),
  };
}

/** The user's prescription (null: none such, or someone else's). */
export async function findOwnPrescription(db: Db, userId: number, id: number, lock = false) {
  const query = db
    .select()
    .from(prescriptions)
    .where(and(eq(prescriptions.id, id), eq(prescriptions.userId, userId)));
  const [row] = lock ? await query.for('update') : await query;
  return row ?? null;
}

export const staffPrescriptionsPageSize = 20;

/** The staff's list: the branches they see, optionally one status, newest first. */
export async function listStaffPrescriptions(
  db: Db,
  files: Attachments,
  filter: { branchIds: readonly number[] | null; status?: PrescriptionStatus | undefined; page: number },
  lang: Lang,
) {
  const conditions: SQL[] = [];
  if (filter.branchIds) conditions.push(inArray(prescriptions.branchId, [...filter.branchIds, 0]));
  if (filter.status) conditions.push(eq(prescriptions.status, filter.status));
  const rows = await db
    .select({ row: prescriptions, firstName: users.firstName, lastName: users.lastName })
    .from(prescriptions)
    .innerJoin(users, eq(users.id, prescriptions.userId))
    .where(and(...conditions))
    .orderBy(desc(prescriptions.createdAt), desc(prescriptions.id))
    .limit(staffPrescriptionsPageSize)
    .offset((filter.page - 1) * staffPrescriptionsPageSize);
  const list = await summaries(
    files,
    rows.map(({ row }) => row),
    lang,
  );
  return list.map((summary, index) => {
    const { row, firstName, lastName } = rows[index]!;
    return { ...summary, branchId: row.branchId, customerName: `${firstName} ${lastName}`.trim() };
  });
}

/** The customer of a record, as the staff see them. */
export async function customerOf(db: Db, userId: number) {
  const [user] = await db
    .select({ id: users.id, firstName: users.firstName, lastName: users.lastName, phone: users.phone })
    .from(users)
    .where(eq(users.id, userId));
  return {
    id: user!.id,
    name: `${user!.firstName} ${user!.lastName}`.trim(),
    phone: localPhone(user!.phone),
  };
}

/**
 * The quote builder's search: products of the catalogue in stock at the branch whose search text
 * holds every word of `q` (folded as the catalogue's, `store_normalize`), or whose number is `q`;
 * the most popular first, 20 at most. Beside them, the matching products the branch has run out of
 * (three at most), each with the cheapest in-stock product of the same ingredients and form
 * (`alternativesAt`, the store's one alternatives rule): what a pharmacist offers when the named
 * brand is out.
 */
export async function searchQuoteProducts(db: Db, input: { branchId: number; q: string; lang: Lang }) {
  const asNumber = /^\d{1,9}$/.test(input.q.trim()) ? Number(input.q.trim()) : null;
  const [folded] = await queryRows<{ text: string }>(db, sql`select store_normalize(${input.q}) as text`);
  const words = (folded?.text ?? '').split(' ').filter(Boolean).slice(0, 8);
  const wordsMatch =
    words.length > 0
      ? and(...words.map((word) => sql`${products.searchText} like ${`%${word}%`}`))
      : undefined;
  const match = asNumber !== null ? or(eq(products.id, asNumber), wordsMatch) : wordsMatch;
  if (!match) return { products: [], outOfStock: [] };
  // The product whose number was typed comes first.
  const typedFirst = desc(sql`${products.id} = ${asNumber ?? 0}`);
  const [inStock, out] = await Promise.all([
    quoteRows(db, input, and(match, gt(branchProducts.stockMilli, 0)), typedFirst, 20),
    quoteRows(db, input, and(match, lte(branchProducts.stockMilli, 0)), typedFirst, 3),
  ]);
  const outOfStock = await Promise.all(
    out.map(async (product) => {
      const ranked = await alternativesAt(db, { productId: product.id, branchId: input.branchId });
      const sameIngredients = (ranked ?? []).filter((found) => found.match === 'ingredients');
      const offered =
        sameIngredients.length === 0
          ? []
          : await quoteRows(
              db,
              input,
              inArray(
                products.id,
                sameIngredients.map((found) => found.id),
              ),
              undefined,
              sameIngredients.length,
            );
      return {
        id: product.id,
        name: product.name,
        ingredients: product.ingredients,
        cheapest: cheapestOf(
          offered,
          sameIngredients.map((found) => found.id),
        ),
      };
    }),
  );
  return { products: inStock, outOfStock };
}

/** The quote builder's rows: products sold at the branch matching `where`, best sellers first. */
async function quoteRows(
  db: Db,
  input: { branchId: number; lang: Lang },
  where: SQL | undefined,
  first: SQL | undefined,
  limit: number,
) {
  const rows = await db
    .select({
      id: products.id,
      name: productTranslations.name,
      price: branchProducts.price,
      stockMilli: branchProducts.stockMilli,
      weighted: products.weighted,
      quantities: products.quantities,
      // What a pharmacist matches a prescription by: the active ingredients and strengths.
      ingredients: sql<string>`coalesce((select string_agg(ait.name || coalesce(' ' || pai.strength, ''), ' + ' order by pai.sort)
        from product_active_ingredients pai
        join active_ingredient_translations ait on ait.owner_id = pai.ingredient_id and ait.lang = ${input.lang}
        where pai.product_id = ${products.id}), '')`,
    })
    .from(products)
    .innerJoin(productTranslations, inLang(productTranslations, products.id, input.lang))
    .innerJoin(
      branchProducts,
      and(eq(branchProducts.productId, products.id), eq(branchProducts.branchId, input.branchId), soldHere()),
    )
    .where(where)
    .orderBy(...(first ? [first] : []), desc(products.popularity), products.id)
    .limit(limit);
  return rows.map((row) => ({
    id: row.id,
    name: row.name,
    price: piastersToPounds(row.price),
    stock: row.stockMilli / 1000,
    weighted: row.weighted,
    quantities: row.quantities as number[],
    ingredients: row.ingredients,
  }));
}
