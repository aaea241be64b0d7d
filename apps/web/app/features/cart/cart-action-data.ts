import type { Cart } from '@store/contract';

/** What a cart post answers (as a `FormResult`'s data): the cart after the change, and the line added or changed. */
export type CartActionData = { cart: Cart; item?: { itemId: number; quantity: number } };

/** A cart post's fields as a form sends them: every value a string. */
export function cartFields(fields: Record<string, string | number>): Record<string, string> {
  return Object.fromEntries(Object.entries(fields).map(([name, value]) => [name, String(value)]));
}
