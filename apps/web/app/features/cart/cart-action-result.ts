import type { Cart } from '@store/contract';
import type { ShopResult } from '../../lib/forms/shop-result.ts';

/** What a cart post answers: the cart after the change, and the line added or changed. */
export type CartActionData = { cart: Cart; item?: { itemId: number; quantity: number } };
export type CartActionResult = ShopResult<CartActionData>;
