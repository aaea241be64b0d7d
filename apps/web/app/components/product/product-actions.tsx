import type { Product } from '@store/contract';
import { useEffect, useState } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { Link, useFetcher } from 'react-router';
import { useStoreUser } from '../../account/use-store-user.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { QuantityStepper } from '../cart/quantity-stepper.tsx';
import { firstQuantity } from '../cart/quantity-steps.ts';
import { useShopFetcher } from '../cart/shop-result.ts';
import { type CartLineControls, useCartLine } from '../cart/use-cart-line.ts';
import { CartIcon, ChevronIcon, CloseIcon, HeartIcon, SwapIcon } from './icons.tsx';
import { ProductPrice } from './price.tsx';
import { productImage, productPath } from './product-links.ts';
import { useLoginRequired } from './use-login-required.ts';

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
 * The spec's cart controls: Add to cart while the product is not in the cart (guests get 'Please
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
      />
    );
  }
  return (
    <button
      type="button"
      onClick={() => {
        if (!user) requireLogin();
        else if (!controls.pending) controls.add(firstQuantity(product.quantities), cuttingTypeId);
      }}
      aria-describedby={describedBy}
      aria-busy={controls.pending}
      data-product-id={product.id}
      className={`${mainButton(size)} bg-brand-600 text-white hover:bg-brand-700`}
    >
      <CartIcon className={size === 'lg' ? 'size-5' : 'size-4'} />
      {t('addToCart')}
    </button>
  );
}

/** The product's favourite flag, following each toggle at once (optimistic while it is sent). */
function useFavourite(product: Product) {
  const lang = useLang();
  const [favourite, setFavourite] = useState(product.isFavorite);
  useEffect(() => setFavourite(product.isFavorite), [product.isFavorite]);
  const fetcher = useShopFetcher<null>((result) => {
    if (result.ok && typeof result.item === 'boolean') setFavourite(result.item);
  });
  const pending = fetcher.state === 'submitting';
  const toggle = () => {
    if (pending) return;
    void fetcher.submit({ productId: product.id }, { method: 'post', action: `/${lang}/favorite-toggle` });
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

interface AlternativesData {
  alternatives: Product[];
  failed?: boolean;
}

/** Out-of-stock products: opens a dialog listing the alternatives (or the spec's 'no alternatives' text). */
export function AlternativesButton({ product, size = 'md', describedBy }: ProductButtonProps) {
  const t = useT('product');
  const common = useT();
  const lang = useLang();
  const fetcher = useFetcher<AlternativesData>();
  const [open, setOpen] = useState(false);

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
        aria-haspopup="dialog"
        aria-describedby={describedBy}
        className={`${mainButton(size)} border border-brand-600 bg-white text-brand-700 hover:bg-brand-50`}
      >
        <SwapIcon className={size === 'lg' ? 'size-5' : 'size-4'} />
        {t('showAlternatives')}
      </button>
      <ModalOverlay
        isOpen={open}
        onOpenChange={setOpen}
        isDismissable
        className="fixed inset-0 z-50 flex items-end justify-center bg-slate-900/50 p-0 sm:items-center sm:p-4"
      >
        <Modal className="max-h-[90vh] w-full overflow-y-auto rounded-t-2xl bg-white shadow-xl sm:max-w-lg sm:rounded-2xl">
          <Dialog className="outline-none">
            <div className="sticky top-0 flex items-start gap-3 border-b border-slate-200 bg-white px-5 py-4">
              <Heading slot="title" className="flex-1 text-lg font-bold text-slate-900">
                {t('alternativesTitle', { name: product.name })}
              </Heading>
              <button
                type="button"
                onClick={() => setOpen(false)}
                aria-label={common('close')}
                className="grid size-9 shrink-0 place-items-center rounded-full text-slate-600 hover:bg-slate-100"
              >
                <CloseIcon />
              </button>
            </div>
            <div className="px-5 py-4">
              <AlternativesBody data={fetcher.data} loading={fetcher.state !== 'idle' || !fetcher.data}>
                {(alternatives) => (
                  <ul className="divide-y divide-slate-100">
                    {alternatives.map((alternative) => (
                      <li key={alternative.id}>
                        <AlternativeRow product={alternative} onOpen={() => setOpen(false)} />
                      </li>
                    ))}
                  </ul>
                )}
              </AlternativesBody>
            </div>
          </Dialog>
        </Modal>
      </ModalOverlay>
    </>
  );
}

function AlternativesBody({
  data,
  loading,
  children,
}: {
  data: AlternativesData | undefined;
  loading: boolean;
  children: (alternatives: Product[]) => React.ReactNode;
}) {
  const t = useT('product');
  if (loading) {
    return (
      <div role="status" aria-live="polite">
        <span className="sr-only">{t('loadingAlternatives')}</span>
        <ul aria-hidden="true" className="space-y-3">
          {[0, 1, 2].map((index) => (
            <li key={index} className="flex animate-pulse items-center gap-3">
              <div className="size-16 rounded-xl bg-slate-200" />
              <div className="flex-1 space-y-2">
                <div className="h-4 w-3/4 rounded bg-slate-200" />
                <div className="h-3 w-1/3 rounded bg-slate-200" />
              </div>
            </li>
          ))}
        </ul>
      </div>
    );
  }
  if (data?.failed) return <p role="alert">{t('alternativesFailed')}</p>;
  if (!data?.alternatives.length) {
    return (
      <p role="status" className="py-6 text-center font-semibold text-slate-700">
        {t('noAlternatives')}
      </p>
    );
  }
  return (
    <>
      <p className="mb-2 text-sm text-slate-600">{t('alternativesIntro')}</p>
      {children(data.alternatives)}
    </>
  );
}

function AlternativeRow({ product, onOpen }: { product: Product; onOpen: () => void }) {
  const t = useT('product');
  const lang = useLang();
  return (
    <Link
      to={`/${lang}${productPath(product)}`}
      onClick={onOpen}
      className="group flex items-center gap-3 rounded-xl py-3 hover:bg-slate-50"
    >
      <img
        src={productImage(product)}
        alt=""
        width={64}
        height={64}
        loading="lazy"
        className="size-16 shrink-0 rounded-xl bg-slate-50 object-contain"
      />
      <div className="min-w-0 flex-1">
        <div className="line-clamp-2 font-semibold text-slate-800 group-hover:text-brand-700">
          {product.name}
        </div>
        <div className="text-xs text-slate-600">{product.brand.name}</div>
        {product.outOfStock === 1 ? (
          <div className="text-xs font-semibold text-red-700">{t('outOfStock')}</div>
        ) : (
          <ProductPrice product={product} />
        )}
      </div>
      <ChevronIcon className="flip-rtl size-4 shrink-0 text-slate-400" />
    </Link>
  );
}
