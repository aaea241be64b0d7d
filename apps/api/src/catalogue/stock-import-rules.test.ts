import { describe, expect, it } from 'vitest';
import {
  checkRows,
  guessMapping,
  missingFields,
  parseAmount,
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
