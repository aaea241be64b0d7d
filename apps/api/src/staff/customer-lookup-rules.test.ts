import { describe, expect, it } from 'vitest';
import { customerLookup } from './customer-lookup-rules.ts';

describe('what a customer lookup asks for', () => {
  it('reads a phone in any spelling and digits, as the board does', () => {
    for (const text of ['01001234567', '+20 100 123 4567', '0020 100-123-4567', '٠١٠٠١٢٣٤٥٦٧', '1001234567'])
      expect(customerLookup(text)?.phoneDigits, text).toBe('1001234567');
  });

  it('reads an e-mail in any case, and an order number', () => {
    expect(customerLookup(' Mona@Example.COM ')).toEqual({
      email: 'mona@example.com',
      orderId: null,
      phoneDigits: null,
    });
    expect(customerLookup('#١٢٣')).toEqual({ email: null, orderId: 123, phoneDigits: null });
  });

  it('refuses text that would list many customers or is no phone, e-mail nor number', () => {
    expect(customerLookup('')).toBeNull();
    expect(customerLookup('Mona')).toBeNull();
    expect(customerLookup('+20 12')).toBeNull();
    // Five digits: an order number, never a partial phone.
    expect(customerLookup('12345')).toEqual({ email: null, orderId: 12345, phoneDigits: null });
  });
});
