import { parseForMessages, returnRequestBody } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { returnItemsOf } from './returns.server.ts';

describe('the return form as posted', () => {
  it('takes the ticked lines with their quantities (any digits) and, for medicines, whether opened', () => {
    const form = new FormData();
    form.set('return-12', 'on');
    form.set('quantity-12', ' ٢ ');
    form.set('quantity-13', '5');
    form.set('return-14', 'on');
    form.set('quantity-14', '1');
    form.set('opened-14', 'on');
    form.set('reason', 'damaged');
    expect(returnItemsOf(form)).toEqual([
      { orderItemId: '12', quantity: '٢', opened: false },
      { orderItemId: '14', quantity: '1', opened: true },
    ]);
    const parsed = parseForMessages(returnRequestBody, { reason: 'damaged', items: returnItemsOf(form) });
    expect(parsed.success && parsed.data.items).toEqual([
      { orderItemId: 12, quantity: 2, opened: false },
      { orderItemId: 14, quantity: 1, opened: true },
    ]);
  });

  it('leaves out names that are not a line and sends nothing when none is ticked', () => {
    const form = new FormData();
    form.set('return-x', 'on');
    form.set('return-12345678901', 'on');
    form.set('quantity-12', '1');
    expect(returnItemsOf(form)).toEqual([]);
  });
});
