import { describe, expect, it } from 'vitest';
import { boardSearch } from './board-search.ts';

describe('boardSearch', () => {
  it('reads one phone however it is written, in any digits', () => {
    for (const text of [
      '01001234567',
      '1001234567',
      '+20 100 123 4567',
      '+201001234567',
      '00201001234567',
      '0020 100-123-4567',
      '201001234567',
      '٠١٠٠١٢٣٤٥٦٧',
      '+٢٠ ١٠٠ ١٢٣ ٤٥٦٧',
      '۰۱۰۰۱۲۳۴۵۶۷',
      ' 010 0123 4567 ',
    ])
      expect(boardSearch(text)?.phoneDigits, text).toBe('1001234567');
  });

  it('reads an order number, with or without #, in any digits', () => {
    expect(boardSearch('1234')).toEqual({ orderId: 1234, phoneDigits: '1234' });
    expect(boardSearch('#1234')?.orderId).toBe(1234);
    expect(boardSearch('١٢')).toEqual({ orderId: 12, phoneDigits: null });
    // A phone written with its country code is not an order number.
    expect(boardSearch('+20 100 123 4567')?.orderId).toBeNull();
    // Too big for an order number.
    expect(boardSearch('01001234567')?.orderId).toBeNull();
  });

  it('finds nothing for text that is no number, and nothing is asked for an empty box', () => {
    expect(boardSearch('Mona')).toEqual({ orderId: null, phoneDigits: null });
    expect(boardSearch('0')).toEqual({ orderId: null, phoneDigits: null });
    expect(boardSearch('')).toBeNull();
    expect(boardSearch('   ')).toBeNull();
    expect(boardSearch(undefined)).toBeNull();
  });
});
