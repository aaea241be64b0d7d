import type { Product } from '@store/contract';
import { useEffect, useState } from 'react';
import { useLang } from '../../i18n/i18n.ts';
import { useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { type CartActionData, cartFields } from './cart-action-data.ts';

export interface CartLine {
  itemId: number;
  quantity: number;
}

/**
 * A product's line in the cart and the posts that change it. The line comes with the product
 * (`inCart`, for the logged-in user) and follows each answer of `cart-actions` at once, so the
 * controls are right even on a page whose loader does not run again.
 */
export function useCartLine(product: Pick<Product, 'id' | 'inCart'>) {
  const lang = useLang();
  const itemId = product.inCart?.itemId;
  const quantity = product.inCart?.quantity;
  const [line, setLine] = useState<CartLine | null>(product.inCart ?? null);
  useEffect(() => {
    setLine(itemId !== undefined && quantity !== undefined ? { itemId, quantity } : null);
  }, [itemId, quantity]);

  const changer = useFormAction<CartActionData>({ action: `/${lang}/cart-actions` });
  useFormResult(changer.result, {
    onResult: (result) => {
      if (!result.ok) return;
      if (result.intent === 'delete') setLine(null);
      else if (result.data?.item) setLine(result.data.item);
    },
  });
  const { fetcher } = changer;
  const pending = fetcher.state === 'submitting';
  const post = (fields: Record<string, string | number>) => changer.submit(cartFields(fields));
  const cutting = (id: number | null | undefined): Record<string, number> =>
    id ? { cuttingTypeId: id } : {};

  // While a change is on its way, show the quantity asked for.
  const asked = fetcher.formData?.get('intent') === 'delete' ? null : fetcher.formData?.get('quantity');
  return {
    line,
    pending,
    quantity: typeof asked === 'string' ? Number(asked) : (line?.quantity ?? 0),
    add: (first: number, cuttingTypeId?: number | null) =>
      post({ intent: 'add', productId: product.id, quantity: first, ...cutting(cuttingTypeId) }),
    update: (next: number, cuttingTypeId?: number | null) => {
      if (line) post({ intent: 'update', itemId: line.itemId, quantity: next, ...cutting(cuttingTypeId) });
    },
    remove: () => {
      if (line) post({ intent: 'delete', itemId: line.itemId });
    },
  };
}

export type CartLineControls = ReturnType<typeof useCartLine>;
