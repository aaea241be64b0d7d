import type { Product } from '@store/contract';
import { useEffect, useState } from 'react';
import { useFetcher } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useFormAction, useFormResult } from '../../lib/forms/form-result.ts';
import { productPath } from '../../lib/product-links.ts';
import { CartIcon, HeartIcon, type IconProps, Svg } from '../../ui/icons.tsx';

/** The alternatives button's icon (ui/icons.tsx says why it is not there). */
const SwapIcon = (props: IconProps) => (
  <Svg {...props}>
    <path d="M7 4 3 8l4 4M3 8h14M17 20l4-4-4-4M21 16H7" />
  </Svg>
);

import { lazyDialog, preloadOn, useLazyDialog } from '../../ui/lazy-dialog.ts';
import { useLoginRequired, useStoreUser } from '../accounts/index.ts';
import { type CartLineControls, firstQuantity, QuantityStepper, useCartLine } from '../cart/index.ts';
import type { AlternativesData } from './alternatives-dialog.tsx';

type Size = 'md' | 'lg';

const mainButton = (size: Size) =>
  `inline-flex w-full items-center justify-center gap-2 rounded-full font-semibold transition-colors ${
    size === 'lg' ? 'px-6 py-3 text-base' : 'px-3 py-2 text-sm'
  }`;

/** What the product buttons share: the product, a size, and what describes them (the card's name). */
interface ProductButtonProps {
  product: Product;
  size?: Size;
  describedBy?: string;
}

/**
 * The cart controls (docs/product.md#screen-details): Add to cart while the product is not in the cart (guests get 'Please
 * Login First' and the login page), then a quantity stepper along the product's allowed quantities.
 * `cart` shares one line's state with other controls of the page (the cutting type).
 */
export function AddToCartButton({
  product,
  size = 'md',
  describedBy,
  cart,
  cuttingTypeId,
}: ProductButtonProps & { cart?: CartLineControls; cuttingTypeId?: number | null }) {
  const own = useCartLine(product);
  const controls = cart ?? own;
  const t = useT('product');
  const { user } = useStoreUser();
  const requireLogin = useLoginRequired();
  const lang = useLang();
  const first = firstQuantity(product.quantities);

  if (controls.line && user) {
    return (
      <QuantityStepper
        name={product.name}
        quantity={controls.quantity}
        quantities={product.quantities}
        weighted={product.unit === 'kg'}
        pending={controls.pending}
        onChange={(quantity) => controls.update(quantity)}
        onRemove={controls.remove}
        size={size === 'lg' ? 'lg' : 'sm'}
        formAction={`/${lang}${productPath(product)}`}
        itemId={controls.line.itemId}
      />
    );
  }
  // A form of its own: without scripts it posts to the product's page, which answers there.
  return (
    <form
      method="post"
      action={`/${lang}${productPath(product)}`}
      onSubmit={(event) => {
        event.preventDefault();
        if (!user) requireLogin();
        else if (!controls.pending) controls.add(first, cuttingTypeId);
      }}
    >
      <input type="hidden" name="intent" value="add" />
      <input type="hidden" name="productId" value={product.id} />
      <input type="hidden" name="quantity" value={first} />
      {cuttingTypeId ? <input type="hidden" name="cuttingTypeId" value={cuttingTypeId} /> : null}
      <button
        type="submit"
        aria-describedby={describedBy}
        aria-busy={controls.pending}
        data-product-id={product.id}
        className={`${mainButton(size)} bg-brand-600 text-white hover:bg-brand-700`}
      >
        <CartIcon className={size === 'lg' ? 'size-5' : 'size-4'} />
        {t('addToCart')}
      </button>
    </form>
  );
}

/** The product's favourite flag, following each toggle at once (optimistic while it is sent). */
function useFavourite(product: Product) {
  const lang = useLang();
  const [favourite, setFavourite] = useState(product.isFavorite);
  useEffect(() => setFavourite(product.isFavorite), [product.isFavorite]);
  const toggler = useFormAction<boolean>({ action: `/${lang}/favorite-toggle` });
  useFormResult(toggler.result, {
    onResult: (result) => {
      if (result.ok && typeof result.data === 'boolean') setFavourite(result.data);
    },
  });
  const pending = toggler.fetcher.state === 'submitting';
  const toggle = () => {
    if (!pending) toggler.submit({ productId: String(product.id) });
  };
  return { pressed: pending ? !favourite : favourite, toggle };
}

/** Heart toggle (aria-pressed). Favourites need an account: guests are sent to log in. */
export function FavouriteButton({
  product,
  variant = 'icon',
}: {
  product: Product;
  variant?: 'icon' | 'full';
}) {
  const t = useT('product');
  const common = useT();
  const { user } = useStoreUser();
  const requireLogin = useLoginRequired();
  const { pressed, toggle } = useFavourite(product);
  const onPress = user ? toggle : requireLogin;
  if (variant === 'full') {
    return (
      <button
        type="button"
        aria-pressed={pressed}
        onClick={onPress}
        className="inline-flex items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-5 py-3 font-semibold text-slate-800 hover:border-red-300 hover:text-red-700 aria-pressed:border-red-300 aria-pressed:text-red-700"
      >
        <HeartIcon filled={pressed} className="size-5" />
        {common('favourites')}
      </button>
    );
  }
  return (
    <button
      type="button"
      aria-pressed={pressed}
      aria-label={t('favourite', { name: product.name })}
      onClick={onPress}
      className="grid size-9 place-items-center rounded-full bg-white/95 text-slate-600 shadow-sm ring-1 ring-slate-200 hover:text-red-600 aria-pressed:text-red-600"
    >
      <HeartIcon filled={pressed} />
    </button>
  );
}

const alternativesDialog = lazyDialog(() =>
  import('./alternatives-dialog.tsx').then((module) => module.AlternativesDialog),
);

/** Out-of-stock products: opens a dialog listing the alternatives (or the 'no alternatives' text, docs/product.md#screen-details). */
export function AlternativesButton({ product, size = 'md', describedBy }: ProductButtonProps) {
  const t = useT('product');
  const lang = useLang();
  const fetcher = useFetcher<AlternativesData>();
  const [open, setOpen] = useState(false);
  const AlternativesDialog = useLazyDialog(alternativesDialog, open, () => setOpen(false));

  // The list is asked for at the press, alongside the dialog's code when that is not there yet.
  const show = () => {
    setOpen(true);
    if (fetcher.state === 'idle' && !fetcher.data)
      void fetcher.load(`/${lang}/product/${product.id}/alternatives`);
  };

  return (
    <>
      <button
        type="button"
        onClick={show}
        {...preloadOn(alternativesDialog)}
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        className={`${mainButton(size)} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50`}
      >
        <SwapIcon className={size === 'lg' ? 'size-5' : 'size-4'} />
        {t('showAlternatives')}
      </button>
      {AlternativesDialog && (
        <AlternativesDialog
          product={product}
          isOpen={open}
          onOpenChange={setOpen}
          data={fetcher.data}
          loading={fetcher.state !== 'idle' || !fetcher.data}
        />
      )}
    </>
  );
}
