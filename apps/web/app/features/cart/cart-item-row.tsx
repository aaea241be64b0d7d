import type { CartItem } from '@store/contract';
import { Link } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useMoney } from '../../i18n/money.ts';
import { productPath, showPlaceholder } from '../../lib/product-links.ts';
import { TrashIcon } from './cart-icons.tsx';
import { QuantityStepper } from './quantity-stepper.tsx';
import { useCartLine } from './use-cart-line.ts';

/** One cart line: picture, name, price, quantity stepper, amount and Remove. */
export function CartItemRow({ item }: { item: CartItem }) {
  const t = useT('shop');
  const lang = useLang();
  const money = useMoney();
  const cart = useCartLine({
    id: item.productId,
    inCart: { itemId: item.itemId, quantity: item.quantity },
  });
  const cutting = item.cuttingTypes.find((type) => type.id === item.cuttingTypeId);
  const href = `/${lang}${productPath({ id: item.productId, name: item.name, finalPrice: item.finalPrice, image: item.image })}`;

  return (
    <li
      className="grid grid-cols-[4.5rem_minmax(0,1fr)] gap-x-3 gap-y-3 py-4 sm:grid-cols-[5.5rem_minmax(0,1fr)_auto]"
      data-testid="cart-item"
    >
      <img
        src={item.image}
        alt=""
        width={88}
        height={88}
        loading="lazy"
        onError={showPlaceholder}
        className="row-span-2 size-18 rounded-xl border border-slate-200 bg-slate-50 object-contain sm:size-22"
      />
      <div className="min-w-0">
        <Link
          to={href}
          className="line-clamp-2 font-semibold text-slate-900 hover:text-brand-700 hover:underline"
        >
          {item.name}
        </Link>
        <p className="mt-1 text-sm text-slate-600">
          {t('unitPrice')}: <span className="tabular-nums">{money(item.finalPrice)}</span>
          {item.weighted && ` ${t('perKg')}`}
        </p>
        {cutting && (
          <p className="text-sm text-slate-600">
            {t('cuttingType')}: {cutting.name}
          </p>
        )}
        {item.outOfStock === 1 && <p className="text-sm font-semibold text-red-700">{t('outOfStock')}</p>}
      </div>
      <div className="col-start-2 flex flex-wrap items-center gap-3 sm:col-start-3 sm:row-span-2 sm:flex-col sm:items-end">
        <div className="w-36">
          <QuantityStepper
            name={item.name}
            quantity={cart.quantity || item.quantity}
            quantities={item.quantities}
            weighted={item.weighted}
            pending={cart.pending}
            onChange={(quantity) => cart.update(quantity)}
            onRemove={cart.remove}
            size="sm"
            formAction={`/${lang}/cart`}
            itemId={item.itemId}
          />
        </div>
        <p className="font-bold text-slate-900 tabular-nums">
          <span className="sr-only">{t('amount')}: </span>
          {money(item.amount)}
        </p>
        {/* A promotion on this product, its category or brand (docs/decisions/0076): the API's figure. */}
        {item.promotionDiscount ? (
          <p className="text-sm font-semibold text-red-700 tabular-nums" data-testid="line-promotion">
            −{money(item.promotionDiscount)}
          </p>
        ) : null}
        {/* Without scripts, a post of the cart page. */}
        <form method="post" action={`/${lang}/cart`}>
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="itemId" value={item.itemId} />
          <button
            type="submit"
            onClick={(event) => {
              event.preventDefault();
              cart.remove();
            }}
            aria-label={t('removeNamed', { name: item.name })}
            className="inline-flex items-center gap-1 rounded-full px-2 py-1 text-sm font-semibold text-red-700 hover:bg-red-50"
          >
            <TrashIcon className="size-4" />
            <span aria-hidden="true">{t('remove')}</span>
          </button>
        </form>
      </div>
    </li>
  );
}
