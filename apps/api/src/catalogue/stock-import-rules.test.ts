import { registerServerMessages, serverMessages, translate } from '@store/contract';
import { describe, expect, it } from 'vitest';
import {
  appliedBeforeParams,
  branchesOf,
  checkRows,
  guessMapping,
  missingFields,
  normalizeBatch,
  parseAmount,
  parseExpiry,
  planRow,
  type Sheet,
} from './stock-import-rules.ts';

const context = {
  defaultBranch: null,
  branchOf: (code: string) => (code === '1' || code === '2' ? Number(code) : null),
  productOf: (sku: string) =>
    sku === '10' ? { id: 10, weighted: false } : sku === '11' ? { id: 11, weighted: true } : null,
};
const mapping = { sku: 'SKU', branch: 'Branch', quantity: 'Qty', price: 'Price', oldPrice: 'Old' };
const sheet = (...rows: string[][]): Sheet => ({ headers: ['SKU', 'Branch', 'Qty', 'Price', 'Old'], rows });

describe('parseAmount', () => {
  it('reads the digits and separators exports use', () => {
    expect(parseAmount('١٢٫٥٠', 2)).toEqual({ kind: 'ok', scaled: 1250 });
    expect(parseAmount('1,234.50', 2)).toEqual({ kind: 'ok', scaled: 123450 });
    expect(parseAmount('12,5', 2)).toEqual({ kind: 'ok', scaled: 1250 });
    expect(parseAmount(' 7 ', 3)).toEqual({ kind: 'ok', scaled: 7000 });
    expect(parseAmount('5-', 3)).toEqual({ kind: 'ok', scaled: -5000 });
    expect(parseAmount('', 3)).toEqual({ kind: 'empty' });
    expect(parseAmount('abc', 3)).toEqual({ kind: 'bad' });
    expect(parseAmount('1.2345', 3)).toEqual({ kind: 'bad' });
    expect(parseAmount('1.001', 2)).toEqual({ kind: 'bad' });
  });
});

describe('guessMapping', () => {
  it('finds columns by the names pharmacy systems give them, in either language', () => {
    expect(guessMapping(['Item Code', 'الفرع', 'الكمية', 'Selling Price'], null)).toEqual({
      sku: 'Item Code',
      branch: 'الفرع',
      quantity: 'الكمية',
      price: 'Selling Price',
    });
  });
  it('prefers the remembered mapping when the file has those columns', () => {
    expect(guessMapping(['A', 'B', 'qty'], { sku: 'B', quantity: 'A' })).toEqual({ sku: 'B', quantity: 'A' });
  });
  it('says which needed fields are unmapped', () => {
    expect(missingFields({ price: 'p' }, false)).toEqual(['sku', 'branch']);
    expect(missingFields({ sku: 's' }, true)).toEqual(['quantity']);
  });
});

describe('checkRows', () => {
  it('lists every bad row by its line with its reason', () => {
    const result = checkRows(
      sheet(
        ['10', '1', '5', '12.50', ''],
        ['99', '1', '5', '', ''],
        ['10', '3', '5', '', ''],
        ['10', '2', '-4', '', ''],
        ['10', '2', 'x', '', ''],
        ['10', '1', '6', '', ''],
        ['11', '1', '0.25', '', ''],
        ['10', '2', '1.5', '', ''],
        ['', '1', '1', '', ''],
      ),
      mapping,
      context,
    );
    expect(result.problems.map((p) => [p.line, p.key])).toEqual([
      [3, 'stockImport.unknownSku'],
      [4, 'stockImport.unknownBranch'],
      [5, 'stockImport.negativeStock'],
      [6, 'stockImport.badNumber'],
      [6, 'stockImport.duplicate'],
      [7, 'stockImport.duplicate'],
      [9, 'stockImport.wholeUnits'],
      [9, 'stockImport.duplicate'],
      [10, 'stockImport.skuMissing'],
    ]);
    expect(result.unknown).toBe(1);
    expect(result.bad).toBe(7);
    expect(result.rows.map((row) => row.line)).toEqual([2, 8]);
    expect(result.rows[0]).toMatchObject({ quantityMilli: 5000, price: 1250, oldPrice: null });
  });
  it('refuses an old price not above the price', () => {
    const result = checkRows(sheet(['10', '1', '', '20', '15']), mapping, context);
    expect(result.problems.map((p) => p.key)).toEqual(['stockImport.oldPriceLow']);
  });
});

describe('planRow', () => {
  const row = {
    line: 2,
    sku: '10',
    productId: 10,
    branchId: 1,
    quantityMilli: 8000,
    price: null,
    oldPrice: undefined,
    receipt: null,
  };
  const current = { stockMilli: 5000, heldMilli: 2000, price: 1000, oldPrice: null };
  it('takes the quantity as on hand: the level is what open orders do not hold', () => {
    expect(planRow(row, current)).toMatchObject({
      kind: 'changed',
      stockMilli: 6000,
      settingsChanged: false,
    });
  });
  it('plans nothing for a row already as the file says (applying twice changes nothing)', () => {
    expect(planRow(row, { ...current, stockMilli: 6000 })).toEqual({ kind: 'unchanged' });
  });
  it('refuses a quantity below what open orders hold', () => {
    expect(planRow({ ...row, quantityMilli: 1000 }, current)).toMatchObject({
      kind: 'problem',
      key: 'stockImport.belowHeld',
    });
  });
  it('needs a price for a product the branch does not sell yet', () => {
    expect(planRow(row, undefined)).toMatchObject({ kind: 'problem', key: 'stockImport.priceNeeded' });
    expect(planRow({ ...row, price: 500 }, undefined)).toMatchObject({
      kind: 'new',
      stockMilli: 8000,
      price: 500,
    });
  });
});

describe('parseExpiry', () => {
  it('reads the dates pharmacy exports write', () => {
    expect(parseExpiry('2027-03-31')).toEqual({ kind: 'ok', day: '2027-03-31' });
    expect(parseExpiry('2027-3-1T00:00:00')).toEqual({ kind: 'ok', day: '2027-03-01' });
    expect(parseExpiry('31/03/2027')).toEqual({ kind: 'ok', day: '2027-03-31' });
    expect(parseExpiry('1-3-2027')).toEqual({ kind: 'ok', day: '2027-03-01' });
    expect(parseExpiry('31.03.2027')).toEqual({ kind: 'ok', day: '2027-03-31' });
    expect(parseExpiry('٣١/٠٣/٢٠٢٧')).toEqual({ kind: 'ok', day: '2027-03-31' });
    expect(parseExpiry('۲۰۲۷-۰۳-۳۱')).toEqual({ kind: 'ok', day: '2027-03-31' });
    // A month and year, as packs print it: the month's last day (a leap February too).
    expect(parseExpiry('02/2028')).toEqual({ kind: 'ok', day: '2028-02-29' });
    // Excel's serial day (a date cell read as a number): 46477 is 2027-03-31.
    expect(parseExpiry('46477')).toEqual({ kind: 'ok', day: '2027-03-31' });
    expect(parseExpiry('46477.0')).toEqual({ kind: 'ok', day: '2027-03-31' });
    expect(parseExpiry('')).toEqual({ kind: 'empty' });
  });
  it('refuses what is no real day', () => {
    for (const text of ['31/02/2027', '2027-13-01', '13/2027', 'soon', '12345678', '03/31/2027'])
      expect(parseExpiry(text)).toEqual({ kind: 'bad' });
  });
});

describe('normalizeBatch', () => {
  it('reads a batch as the receive form does', () => {
    expect(normalizeBatch(' ab12-٣ ')).toBe('AB12-3');
    expect(normalizeBatch('-X')).toBeNull();
    expect(normalizeBatch('A'.repeat(21))).toBeNull();
  });
});

describe('checkRows by batch', () => {
  const batchMapping = { ...mapping, batch: 'Batch', expiry: 'Expiry' };
  const batchSheet = (...rows: string[][]): Sheet => ({
    headers: ['SKU', 'Branch', 'Qty', 'Price', 'Old', 'Batch', 'Expiry'],
    rows,
  });
  it('reads a batch and its expiry as a receipt of the quantity', () => {
    const result = checkRows(
      batchSheet(
        ['10', '1', '5', '12.50', '', 'l1', '31/12/2027'],
        ['10', '1', '3', '12.50', '', 'L2', '46477'],
        ['10', '2', '4', '', '', '', ''],
      ),
      batchMapping,
      context,
    );
    expect(result.problems).toEqual([]);
    expect(result.rows.map((row) => [row.line, row.receipt, row.quantityMilli, row.price])).toEqual([
      [2, { batch: 'L1', expiry: '2027-12-31' }, 5000, 1250],
      // The product's second batch repeats its prices: they are set once, by the first row.
      [3, { batch: 'L2', expiry: '2027-03-31' }, 3000, null],
      [4, null, 4000, null],
    ]);
  });
  it('lists the problems of rows by batch', () => {
    const result = checkRows(
      batchSheet(
        ['10', '1', '5', '', '', 'L1', ''],
        ['10', '2', '5', '', '', '', '2027-01-01'],
        ['11', '1', '', '', '', 'L1', '2027-01-01'],
        ['11', '2', '1', '', '', 'L1', '30/02/2027'],
        ['11', '2', '1', '', '', '*', '2027-01-01'],
        ['10', '1', '2', '', '', 'l1', '2027-01-01'],
        ['10', '1', '2', '9', '', 'L3', '2027-01-01'],
        ['10', '1', '2', '', '', '', ''],
        ['11', '2', '2', '', '', 'L4', '2027-01-01'],
        ['11', '1', '2', '', '', 'L9', '2027-01-01'],
        ['11', '1', '2', '5', '', 'L8', '2027-01-01'],
      ),
      batchMapping,
      context,
    );
    expect(result.problems.map((p) => [p.line, p.key])).toEqual([
      [2, 'stockImport.batchWithoutExpiry'],
      [3, 'stockImport.expiryWithoutBatch'],
      [4, 'stockImport.receiveQuantity'],
      [5, 'stockImport.badExpiry'],
      [6, 'stockImport.badBatch'],
      [7, 'stockImport.duplicate'],
      [8, 'stockImport.priceDiffers'],
      [9, 'stockImport.duplicate'],
      [12, 'stockImport.priceDiffers'],
    ]);
    expect(result.rows.map((row) => row.line)).toEqual([10, 11]);
  });
  it('does not let a row by batch follow a row that sets the level', () => {
    const result = checkRows(
      batchSheet(['10', '1', '5', '', '', '', ''], ['10', '1', '5', '', '', 'L1', '2027-01-01']),
      batchMapping,
      context,
    );
    expect(result.problems.map((p) => [p.line, p.key])).toEqual([[3, 'stockImport.mixedRows']]);
  });
});

describe('planRow by batch', () => {
  const row = {
    line: 2,
    sku: '10',
    productId: 10,
    branchId: 1,
    quantityMilli: 8000,
    price: null,
    oldPrice: undefined,
    receipt: { batch: 'L1', expiry: '2027-12-31' },
  };
  it('leaves the level to the receipt', () => {
    expect(planRow(row, { stockMilli: 5000, heldMilli: 7000, price: 1000, oldPrice: null })).toEqual({
      kind: 'unchanged',
    });
    expect(planRow({ ...row, price: 500 }, undefined)).toMatchObject({ kind: 'new', stockMilli: 0 });
  });
});

describe('a file applied once per branch', () => {
  registerServerMessages(serverMessages);
  it('lists the branches its rows write, each once, in key order', () => {
    expect(branchesOf([{ branchId: 3 }, { branchId: 1 }, { branchId: 3 }, { branchId: 2 }])).toEqual([
      1, 2, 3,
    ]);
    expect(branchesOf([])).toEqual([]);
  });

  it('says when and by whom in the reader’s language, Arabic without Latin digits', () => {
    const first = { branch: '2', import: '41', name: 'Mona Hassan', at: '2026-11-29T12:05:00.000Z' };
    expect(appliedBeforeParams('en', first)).toEqual({
      branch: 2,
      import: 41,
      name: 'Mona Hassan',
      date: '2026-11-29',
      time: '14:05',
    });
    const ar = translate('ar', 'stockImport.alreadyApplied', appliedBeforeParams('ar', first));
    expect(ar).toContain('Mona Hassan');
    expect(ar).toContain('١٤:٠٥');
    expect(ar).not.toMatch(/[0-9]/);
    expect(translate('en', 'stockImport.alreadyApplied', appliedBeforeParams('en', first))).toBe(
      'This file was already applied to branch 2 on Sunday, 29 November 2026 at 14:05 by Mona Hassan (import 41): nothing was changed again',
    );
  });

  it('reads the Cairo day of an application just after midnight in Cairo', () => {
    const late = { branch: '1', import: '1', name: 'A', at: '2026-11-29T22:30:00.000Z' };
    expect(appliedBeforeParams('en', late)).toMatchObject({ date: '2026-11-30', time: '00:30' });
  });
});
