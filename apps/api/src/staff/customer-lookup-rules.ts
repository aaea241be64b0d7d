/**
 * What a customer lookup's text asks for (docs/decisions/0047). Pure. Who may manage which staff
 * account is the contract's rule (staff-people-rules.ts), shared with the console.
 */
import { boardSearch } from './board-search.ts';

/** A customer lookup by phone needs this many digits: a few digits would list half the customers. */
export const lookupPhoneDigits = 6;

export interface CustomerLookup {
  email: string | null;
  orderId: number | null;
  /** Digits of the phone without the national 0 (as the board's search), or null. */
  phoneDigits: string | null;
}

/**
 * What the lookup box asks for: an e-mail address (as typed, any case), else the board's reading of a
 * number (board-search.ts: an order number and/or a phone in any spelling and digits). Null: nothing
 * that can be looked up.
 */
export function customerLookup(text: string): CustomerLookup | null {
  const trimmed = text.trim();
  if (/^[^@\s]+@[^@\s]+$/.test(trimmed))
    return { email: trimmed.toLowerCase(), orderId: null, phoneDigits: null };
  const search = boardSearch(trimmed);
  if (!search) return null;
  const phoneDigits =
    search.phoneDigits !== null && search.phoneDigits.length >= lookupPhoneDigits ? search.phoneDigits : null;
  if (search.orderId === null && phoneDigits === null) return null;
  return { email: null, orderId: search.orderId, phoneDigits };
}
