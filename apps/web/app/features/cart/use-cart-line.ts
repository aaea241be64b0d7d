import type { Product } from '@store/contract';
import { useEffect, useRef, useState } from 'react';
import { useLang } from '../../i18n/i18n.ts';
import { useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { type CartActionData, cartFields } from './cart-action-data.ts';

export interface CartLine {
  itemId: number;
  quantity: number;
}

/**
 * How long quantity presses gather before the cart is told (docs/product.md: the cart sync delay,
 * 300 ms): three quick presses of + send one change.
 */
export const cartSyncDelayMs = 300;

/**
 * A product's line in the cart and the posts that change it. The line comes with the product
 * (`inCart`, for the logged-in user) and follows each answer of `cart-actions` at once, so the
 * controls are right even on a page whose loader does not run again.
 *
 * A quantity change shows at once and is sent in the background once the presses pause
 * (`cartSyncDelayMs`); if the server refuses it, the quantity goes back to the cart's and the
 * server's message is toasted.
 */
export function useCartLine(product: Pick<Product, 'id' | 'inCart'>) {
  const lang = useLang();
  const itemId = product.inCart?.itemId;
  const quantity = product.inCart?.quantity;
  const [line, setLine] = useState<CartLine | null>(product.inCart ?? null);
  useEffect(() => {
    setLine(itemId !== undefined && quantity !== undefined ? { itemId, quantity } : null);
  }, [itemId, quantity]);
  /** The quantity shown before the cart has confirmed it (null: the cart's own). */
  const [wanted, setWanted] = useState<number | null>(null);
  const waiting = useRef<{ timer: ReturnType<typeof setTimeout>; send: () => void } | null>(null);

  const changer = useFormAction<CartActionData>({ action: `/${lang}/cart-actions` });
  useFormResult(changer.result, {
    onResult: (result) => {
      if (!result.ok) {
        // Refused: back to what the cart holds (the message is toasted), unless newer presses wait.
        if (result.intent === 'update' && !waiting.current) setWanted(null);
        return;
      }
      if (result.intent === 'delete') setLine(null);
      else if (result.data?.item) setLine(result.data.item);
      if (!waiting.current) setWanted(null);
    },
  });
  const { fetcher } = changer;
  const post = (fields: Record<string, string | number>) => changer.submit(cartFields(fields));
  const cutting = (id: number | null | undefined): Record<string, number> =>
    id ? { cuttingTypeId: id } : {};

  // Presses waiting when the control goes away (a navigation) are sent at once, not dropped.
  const flush = () => {
    const pending = waiting.current;
    if (!pending) return;
    clearTimeout(pending.timer);
    waiting.current = null;
    pending.send();
  };
  const flushRef = useRef(flush);
  flushRef.current = flush;
  useEffect(() => () => flushRef.current(), []);

  const intent = fetcher.formData?.get('intent');
  return {
    line,
    /** Adding or removing is on its way (quantity changes never hold the buttons). */
    pending: fetcher.state === 'submitting' && (intent === 'add' || intent === 'delete'),
    quantity: wanted ?? line?.quantity ?? 0,
    add: (first: number, cuttingTypeId?: number | null) =>
      post({ intent: 'add', productId: product.id, quantity: first, ...cutting(cuttingTypeId) }),
    update: (next: number, cuttingTypeId?: number | null) => {
      if (!line) return;
      setWanted(next);
      if (waiting.current) clearTimeout(waiting.current.timer);
      const send = () =>
        post({ intent: 'update', itemId: line.itemId, quantity: next, ...cutting(cuttingTypeId) });
      waiting.current = {
        send,
        timer: setTimeout(() => {
          waiting.current = null;
          send();
        }, cartSyncDelayMs),
      };
    },
    remove: () => {
      if (!line) return;
      if (waiting.current) clearTimeout(waiting.current.timer);
      waiting.current = null;
      setWanted(null);
      post({ intent: 'delete', itemId: line.itemId });
    },
  };
}

export type CartLineControls = ReturnType<typeof useCartLine>;
