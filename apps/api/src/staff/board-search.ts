import { asciiDigits } from '@store/contract';

/**
 * What the board's search box asks for: an order number, a customer's phone, or either. Staff type
 * what the customer reads out or what is on a slip, in any digits and spelling: `#1234`, `١٢٣٤`,
 * `+20 100 123 4567`, `0020 100-123-4567`, `01001234567`, `1001234567`. Phones are kept as
 * `+201001234567` (decision 0073), so the country code is taken off and the digits are matched
 * from after the national 0: part of a number is found too (the last digits a customer says).
 */
export interface BoardSearch {
  /** The order with this number (when the text could be one). */
  orderId: number | null;
  /** Digits the customer's phone contains, without the leading 0 (null: too few to mean a phone). */
  phoneDigits: string | null;
}

/** Fewer digits than this are an order number only: '12' would match a third of all phones. */
export const minPhoneDigits = 4;

export function boardSearch(text: string | undefined): BoardSearch | null {
  if (!text) return null;
  const ascii = asciiDigits(text).trim();
  if (ascii === '') return null;
  // Anything but digits and the signs a number is written with is not a number nor a phone.
  if (!/^[\d\s+#()./-]+$/.test(ascii)) return { orderId: null, phoneDigits: null };
  let digits = ascii.replace(/\D/g, '');
  if (digits === '') return { orderId: null, phoneDigits: null };
  const international = ascii.startsWith('+') || digits.startsWith('00');
  if (digits.startsWith('0020')) digits = digits.slice(4);
  else if (international && digits.startsWith('20')) digits = digits.slice(2);
  else if (digits.startsWith('20') && digits.length === 12) digits = digits.slice(2);
  const national = digits.replace(/^0+/, '');
  const orderId =
    !international &&
    /^#?\s*\d+$/.test(ascii) &&
    digits.length <= 10 &&
    Number(digits) > 0 &&
    Number(digits) <= 2_147_483_647
      ? Number(digits)
      : null;
  return { orderId, phoneDigits: national.length >= minPhoneDigits ? national : null };
}
