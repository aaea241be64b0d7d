import {
  asciiDigits,
  batchNumberPattern,
  cairoDay,
  isCalendarDay,
  type Lang,
  type MessageKey,
  type MessageParams,
  type StockImportField,
  type StockImportMapping,
  staffCatalogueLimits,
  stockBatchLimits,
  stockImportFields,
} from '@store/contract';

/**
 * The rules of a bulk import of prices and stock (docs/decisions/0053), pure: which column holds
 * what, reading numbers as pharmacy systems write them, each row's checks, and what a checked row
 * would change. The service reads the database around them; tests call them directly.
 */

/** A file read into text cells: its header and its rows (row i is line i + 2 of the file). */
export interface Sheet {
  headers: string[];
  rows: string[][];
}

export interface RowProblem {
  line: number;
  key: MessageKey;
  params: Record<string, string>;
}

export const fieldMessage: Record<StockImportField, MessageKey> = {
  sku: 'stockImport.fieldSku',
  branch: 'stockImport.fieldBranch',
  quantity: 'stockImport.fieldQuantity',
  price: 'stockImport.fieldPrice',
  oldPrice: 'stockImport.fieldOldPrice',
  batch: 'stockImport.fieldBatch',
  expiry: 'stockImport.fieldExpiry',
};

/** A column name reduced to its letters and digits, lower case: "Item Code" = "item_code" = "ITEMCODE". */
export function headerKey(header: string): string {
  return asciiDigits(header)
    .normalize('NFKC')
    .toLowerCase()
    .replace(/[\u064b-\u0652\u0640]/g, '')
    .replace(/[^\p{L}\p{N}]/gu, '');
}

/** Names pharmacy systems give each column, as `headerKey`s, in both languages. */
const knownNames: Record<StockImportField, string[]> = {
  sku: [
    'sku',
    'barcode',
    'ean',
    'gtin',
    'itemcode',
    'productcode',
    'code',
    'productid',
    'itemno',
    'item',
    'كود',
    'كودالصنف',
    'الباركود',
    'باركود',
    'رمز',
    'رمزالصنف',
    'الكود',
  ],
  branch: [
    'branch',
    'branchcode',
    'branchid',
    'store',
    'storecode',
    'location',
    'فرع',
    'الفرع',
    'كودالفرع',
    'رقمالفرع',
  ],
  quantity: [
    'quantity',
    'qty',
    'stock',
    'onhand',
    'balance',
    'soh',
    'stockonhand',
    'الكمية',
    'كمية',
    'الرصيد',
    'رصيد',
    'المخزون',
  ],
  price: ['price', 'sellingprice', 'retailprice', 'saleprice', 'السعر', 'سعر', 'سعرالبيع'],
  oldPrice: [
    'oldprice',
    'listprice',
    'wasprice',
    'pricebefore',
    'originalprice',
    'السعرالقديم',
    'السعرقبلالخصم',
    'سعرقبل',
  ],
  batch: [
    'batch',
    'batchno',
    'batchnumber',
    'lot',
    'lotno',
    'lotnumber',
    'التشغيلة',
    'تشغيلة',
    'رقمالتشغيلة',
    'اللوط',
  ],
  expiry: [
    'expiry',
    'expirydate',
    'expdate',
    'exp',
    'expires',
    'bestbefore',
    'الصلاحية',
    'صلاحية',
    'تاريخالصلاحية',
    'تاريخالانتهاء',
  ],
};

/**
 * Which column holds what: the member's remembered mapping where the file has those columns, else
 * the columns named as pharmacy systems name them. Each column is used once.
 */
export function guessMapping(
  headers: readonly string[],
  remembered: StockImportMapping | null,
): StockImportMapping {
  const mapping: StockImportMapping = {};
  const used = new Set<string>();
  const byKey = new Map(headers.map((header) => [headerKey(header), header]));
  for (const field of stockImportFields) {
    const wanted = remembered?.[field];
    const found = wanted === undefined ? undefined : byKey.get(headerKey(wanted));
    if (found !== undefined && !used.has(found)) {
      mapping[field] = found;
      used.add(found);
    }
  }
  for (const field of stockImportFields) {
    if (mapping[field] !== undefined) continue;
    const found = knownNames[field]
      .map((name) => byKey.get(name))
      .find((h) => h !== undefined && !used.has(h));
    if (found !== undefined) {
      mapping[field] = found;
      used.add(found);
    }
  }
  return mapping;
}

/** The fields no column is mapped to that the file must have: nothing is checked until they are. */
export function missingFields(mapping: StockImportMapping, hasDefaultBranch: boolean): StockImportField[] {
  const missing: StockImportField[] = [];
  if (!mapping.sku) missing.push('sku');
  if (!mapping.branch && !hasDefaultBranch) missing.push('branch');
  if (!mapping.quantity && !mapping.price) missing.push('quantity');
  return missing;
}

/** Mapped names the file has no column for (a mapping remembered from another system's file). */
export function unknownColumns(headers: readonly string[], mapping: StockImportMapping): string[] {
  const present = new Set(headers);
  return Object.values(mapping).filter((column) => column !== undefined && !present.has(column));
}

export type Expiry = { kind: 'empty' } | { kind: 'bad' } | { kind: 'ok'; day: string };

/** Days from 1899-12-30 (Excel's day 0, leap-year bug included) to 1970-01-01. */
const excelEpochOffset = 25569;

/**
 * An expiry date as pharmacy exports write it (docs/decisions/0079), as YYYY-MM-DD: ISO
 * (`2027-03-31`, a time after it ignored), day first (`31/03/2027`, `31-3-2027`, `31.03.2027`), month
 * and year (`03/2027`: the last day of that month, as packs print it), an Excel serial day (`46477`,
 * what a date cell read as a number gives), in any digits (Arabic-Indic, Persian). Not a real day: bad.
 */
export function parseExpiry(cell: string | undefined): Expiry {
  const text = asciiDigits(cell ?? '')
    .replace(/[\u200f\u200e\u061c]/g, '')
    .trim();
  if (text === '') return { kind: 'empty' };
  const pad = (n: string) => n.padStart(2, '0');
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})(?:[T ][\d:.]+Z?)?$/.exec(text);
  const dayFirst = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{4})$/.exec(text);
  const monthYear = /^(\d{1,2})[/.-](\d{4})$/.exec(text);
  const serial = /^(\d{5})(?:\.0+)?$/.exec(text);
  let day: string | null = null;
  if (iso) day = `${iso[1]}-${pad(iso[2]!)}-${pad(iso[3]!)}`;
  else if (dayFirst) day = `${dayFirst[3]}-${pad(dayFirst[2]!)}-${pad(dayFirst[1]!)}`;
  else if (monthYear) {
    const month = Number(monthYear[1]);
    if (month >= 1 && month <= 12)
      day = new Date(Date.UTC(Number(monthYear[2]), month, 0)).toISOString().slice(0, 10);
  } else if (serial)
    day = new Date((Number(serial[1]) - excelEpochOffset) * 86_400_000).toISOString().slice(0, 10);
  return day !== null && isCalendarDay(day) && day >= '2000-01-01' && day <= '2199-12-31'
    ? { kind: 'ok', day }
    : { kind: 'bad' };
}

/** A batch number as the receive form reads it: ASCII digits, upper case, letters, digits, - / . */
export function normalizeBatch(cell: string): string | null {
  const batch = asciiDigits(cell).trim().toUpperCase();
  return batch.length <= stockBatchLimits.batchMax && batchNumberPattern.test(batch) ? batch : null;
}

export type Amount = { kind: 'empty' } | { kind: 'bad' } | { kind: 'ok'; scaled: number };

/**
 * A number as exports write it, scaled to an integer (`decimals` 2: piasters, 3: thousandths):
 * Arabic-Indic or Persian digits, the Arabic decimal (٫) and thousands (٬) separators, "1,234.50",
 * "12,5" (a decimal comma), a leading minus or a trailing one. More decimals than allowed is bad.
 */
export function parseAmount(cell: string | undefined, decimals: 2 | 3): Amount {
  let text = asciiDigits(cell ?? '')
    .replace(/[\s\u00a0\u200f\u200e\u066c]/g, '')
    .replace(/[−–]/g, '-');
  if (text === '') return { kind: 'empty' };
  let negative = false;
  if (text.startsWith('-')) {
    negative = true;
    text = text.slice(1);
  } else if (text.endsWith('-')) {
    negative = true;
    text = text.slice(0, -1);
  }
  if (text.includes('.') && text.includes(',')) text = text.replace(/,/g, '');
  else if (/^\d{1,3}(,\d{3})+$/.test(text)) text = text.replace(/,/g, '');
  else text = text.replace(',', '.');
  const match = /^(\d{1,12})(?:\.(\d*))?$/.exec(text);
  if (!match) return { kind: 'bad' };
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { kind: 'bad' };
  const scaled = Number(match[1]) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  if (!Number.isSafeInteger(scaled)) return { kind: 'bad' };
  return { kind: 'ok', scaled: negative ? -scaled : scaled };
}

/** A product the file names, as the catalogue knows it. */
export interface KnownProduct {
  id: number;
  weighted: boolean;
}

/** A row that passed its own checks: what it sets (null: the file leaves that value alone). */
export interface CheckedRow {
  line: number;
  sku: string;
  productId: number;
  branchId: number;
  quantityMilli: number | null;
  price: number | null;
  /** undefined: the file has no old price column (left alone); null: cleared. */
  oldPrice: number | null | undefined;
  /**
   * A row with a batch and an expiry (docs/decisions/0079): `quantityMilli` is received into that
   * batch, not the level.
   */
  receipt: { batch: string; expiry: string } | null;
}

export interface RowContext {
  /** The branch of rows that name none. */
  defaultBranch: number | null;
  /** A branch code of the file as one of the member's branches (null: unknown or not theirs). */
  branchOf(code: string): number | null;
  productOf(sku: string): KnownProduct | null;
}

const maxQuantityMilli = staffCatalogueLimits.stockMax * 1000;
const maxPrice = staffCatalogueLimits.priceMax * 100;

/**
 * Each row's own checks, in file order: a SKU the catalogue knows, one of the member's branches,
 * numbers that are numbers (not negative, whole for piece goods), something to set, an old price
 * above the price, and no second row for the same product and branch. Every problem of every row
 * is listed by its line; `unknown` counts the rows whose SKU the catalogue does not know.
 */
export function checkRows(sheet: Sheet, mapping: StockImportMapping, context: RowContext) {
  const column = (field: StockImportField) => (mapping[field] ? sheet.headers.indexOf(mapping[field]) : -1);
  const at = {
    sku: column('sku'),
    branch: column('branch'),
    quantity: column('quantity'),
    price: column('price'),
    oldPrice: column('oldPrice'),
    batch: column('batch'),
    expiry: column('expiry'),
  };
  const rows: CheckedRow[] = [];
  const problems: RowProblem[] = [];
  const seen = new Map<string, number>();
  /** Per product and branch: the first row's line, whether it was by batch, and its prices. */
  const firstOf = new Map<
    string,
    { line: number; byBatch: boolean; price: number | null | undefined; oldPrice: number | null | undefined }
  >();
  let unknown = 0;
  let bad = 0;
  sheet.rows.forEach((cells, index) => {
    const line = index + 2;
    const found: RowProblem[] = [];
    const problem = (key: MessageKey, params: Record<string, string> = {}) =>
      found.push({ line, key, params });
    const cell = (i: number) => (i < 0 ? '' : (cells[i] ?? '').trim());
    const sku = asciiDigits(cell(at.sku));
    let product: KnownProduct | null = null;
    if (sku === '') problem('stockImport.skuMissing');
    else {
      product = context.productOf(sku);
      if (!product) {
        unknown += 1;
        problem('stockImport.unknownSku', { value: sku });
      }
    }
    const code = asciiDigits(cell(at.branch));
    const branchId = code === '' ? context.defaultBranch : context.branchOf(code);
    if (branchId === null) {
      if (code === '') problem('stockImport.branchRequired');
      else problem('stockImport.unknownBranch', { value: code });
    }
    const number = (field: 'quantity' | 'price' | 'oldPrice', decimals: 2 | 3, max: number) => {
      const amount = parseAmount(cell(at[field]), decimals);
      if (amount.kind === 'empty') return null;
      if (amount.kind === 'bad' || amount.scaled > max) {
        problem('stockImport.badNumber', {
          field: fieldMessage[field],
          value: cell(at[field]),
          decimals: String(decimals),
        });
        return undefined;
      }
      if (amount.scaled < 0) {
        problem(field === 'quantity' ? 'stockImport.negativeStock' : 'stockImport.badNumber', {
          field: fieldMessage[field],
          value: cell(at[field]),
          decimals: String(decimals),
        });
        return undefined;
      }
      return amount.scaled;
    };
    const batchCell = cell(at.batch);
    const expiryCell = cell(at.expiry);
    let receipt: CheckedRow['receipt'] = null;
    if (batchCell !== '' || expiryCell !== '') {
      const batch = batchCell === '' ? null : normalizeBatch(batchCell);
      const expiry = parseExpiry(expiryCell);
      if (batchCell === '') problem('stockImport.expiryWithoutBatch');
      else if (batch === null) problem('stockImport.badBatch', { value: batchCell });
      if (expiryCell === '') problem('stockImport.batchWithoutExpiry');
      else if (expiry.kind !== 'ok') problem('stockImport.badExpiry', { value: expiryCell });
      if (batch !== null && expiry.kind === 'ok') receipt = { batch, expiry: expiry.day };
    }
    const byBatch = batchCell !== '' || expiryCell !== '';
    const quantityMilli = number('quantity', 3, maxQuantityMilli);
    if (byBatch && quantityMilli !== undefined && (quantityMilli === null || quantityMilli === 0))
      problem('stockImport.receiveQuantity');
    if (typeof quantityMilli === 'number' && product && !product.weighted && quantityMilli % 1000 !== 0)
      problem('stockImport.wholeUnits', { value: cell(at.quantity) });
    const price = number('price', 2, maxPrice);
    if (price === 0) problem('stockImport.priceZero');
    const oldPrice = at.oldPrice < 0 ? undefined : number('oldPrice', 2, maxPrice);
    if (quantityMilli === null && price === null && !byBatch) problem('stockImport.nothingToSet');
    if (typeof price === 'number' && typeof oldPrice === 'number' && oldPrice <= price)
      problem('stockImport.oldPriceLow');
    let prices: { price: number | null; oldPrice: number | null | undefined } = {
      price: price ?? null,
      oldPrice: at.oldPrice < 0 ? undefined : (oldPrice ?? null),
    };
    if (product && branchId !== null) {
      // A product and branch once per file; by batch, once per batch (rows of other batches add
      // their receipts, and may repeat the first row's prices, not change them).
      const pair = `${product.id}:${branchId}`;
      const key = byBatch ? `${pair}:${asciiDigits(batchCell).trim().toUpperCase()}` : pair;
      const first = seen.get(key);
      const firstRow = firstOf.get(pair);
      if (first !== undefined) problem('stockImport.duplicate', { first: String(first) });
      else if (firstRow && firstRow.byBatch !== byBatch)
        problem(byBatch ? 'stockImport.mixedRows' : 'stockImport.duplicate', {
          first: String(firstRow.line),
        });
      else if (firstRow) {
        seen.set(key, line);
        const differs =
          (price != null && price !== firstRow.price) ||
          (typeof oldPrice === 'number' && oldPrice !== firstRow.oldPrice);
        if (differs) problem('stockImport.priceDiffers', { first: String(firstRow.line) });
        prices = { price: null, oldPrice: undefined };
      } else {
        seen.set(key, line);
        firstOf.set(pair, {
          line,
          byBatch,
          price: price ?? null,
          oldPrice: at.oldPrice < 0 ? undefined : oldPrice,
        });
      }
    }
    if (found.length > 0) {
      bad += 1;
      problems.push(...found);
      return;
    }
    rows.push({
      line,
      sku,
      productId: product!.id,
      branchId: branchId!,
      quantityMilli: quantityMilli ?? null,
      ...prices,
      receipt,
    });
  });
  return { rows, problems, unknown, bad };
}

/** A branch's row of a product as it is: level (what customers can buy), what open orders hold, prices. */
export interface CurrentRow {
  stockMilli: number;
  heldMilli: number;
  price: number;
  oldPrice: number | null;
  /** The settings' optimistic version (decision 0046). */
  version?: number;
}

export type RowPlan =
  | { kind: 'unchanged' }
  | { kind: 'problem'; key: MessageKey; params: Record<string, string> }
  | {
      kind: 'new' | 'changed';
      stockMilli: number;
      price: number;
      oldPrice: number | null;
      /** The price or old price changes (the row's version goes up, its audit row says so). */
      settingsChanged: boolean;
    };

/**
 * What a checked row would do to the branch's row. The file's quantity is what is on the shelf (as
 * a pharmacy system counts it): customers can buy that minus what open orders hold, and a quantity
 * below what they hold is refused. Values the file leaves empty stay as they are. The same file
 * against the rows it made plans nothing: applying twice changes nothing. A row with a batch leaves
 * the level to its receipt (`judgeReceipt`, stock-batch-rules.ts): a new branch row starts at zero.
 */
export function planRow(row: CheckedRow, current: CurrentRow | undefined): RowPlan {
  if (!current) {
    if (row.price === null) return { kind: 'problem', key: 'stockImport.priceNeeded', params: {} };
    const oldPrice = row.oldPrice ?? null;
    if (oldPrice !== null && oldPrice <= row.price)
      return { kind: 'problem', key: 'stockImport.oldPriceLow', params: {} };
    return {
      kind: 'new',
      stockMilli: row.receipt ? 0 : (row.quantityMilli ?? 0),
      price: row.price,
      oldPrice,
      settingsChanged: true,
    };
  }
  const price = row.price ?? current.price;
  const oldPrice = row.oldPrice === undefined ? current.oldPrice : row.oldPrice;
  if (oldPrice !== null && oldPrice <= price && (row.price !== null || row.oldPrice !== undefined))
    return { kind: 'problem', key: 'stockImport.oldPriceLow', params: {} };
  let stockMilli = current.stockMilli;
  if (row.quantityMilli !== null && !row.receipt) {
    if (row.quantityMilli < current.heldMilli)
      return {
        kind: 'problem',
        key: 'stockImport.belowHeld',
        params: { held: String(current.heldMilli / 1000) },
      };
    stockMilli = row.quantityMilli - current.heldMilli;
  }
  const settingsChanged = price !== current.price || oldPrice !== current.oldPrice;
  if (!settingsChanged && stockMilli === current.stockMilli) return { kind: 'unchanged' };
  return { kind: 'changed', stockMilli, price, oldPrice, settingsChanged };
}

/**
 * The branches a file's rows write, each once, in key order (docs/decisions/0084): the rows of
 * `stock_import_applications` its apply inserts, in this order, so two applies of files sharing
 * branches wait on each other in one order, never crosswise.
 */
export function branchesOf(rows: readonly { branchId: number }[]): number[] {
  return [...new Set(rows.map((row) => row.branchId))].sort((a, b) => a - b);
}

/** A first application as stored in an import's report: the branch, import, who and when (ISO). */
export interface AppliedBefore {
  branch: string;
  import: string;
  name: string;
  at: string;
}

const cairoTimes = new Map<Lang, Intl.DateTimeFormat>();

/**
 * The parameters of `stockImport.alreadyApplied` in the reader's language: numbers as numbers (the
 * message writes them in the language's digits), the Cairo day, and the Cairo time written in the
 * language's digits too (a branch manager reads "on Sunday at 14:05" as their clock showed it).
 */
export function appliedBeforeParams(lang: Lang, stored: AppliedBefore): MessageParams {
  const at = new Date(stored.at);
  let time = cairoTimes.get(lang);
  if (!time) {
    time = new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Africa/Cairo',
    });
    cairoTimes.set(lang, time);
  }
  return {
    branch: Number(stored.branch),
    import: Number(stored.import),
    name: stored.name,
    date: cairoDay(at),
    time: time.format(at),
  };
}
