import { ProfileTab } from '../features/accounts/profile-tab.tsx';
import type { CartActionData } from '../features/cart/cart-action-result.ts';
import { ChoiceRadios } from '../features/cart/choice-radios.tsx';
import { translator, useLang, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { forShopper } from '../lib/forms/shop.server.ts';
import { useShopFetcher } from '../lib/forms/shop-result.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/profile-payment';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'shop');
  return pageMeta({
    lang,
    title: t('paymentTitle'),
    description: t('paymentIntro'),
    path: '/profile/4',
    origin: originOf(matches),
    noindex: true,
  });
}

export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export async function loader({ params, context }: Route.LoaderArgs) {
  const api = context.get(storeApiContext);
  return forShopper(langOf(params), api, async () => {
    const [paymentTypes, cart] = await Promise.all([api.paymentTypes(), api.cart()]);
    return { paymentTypes, selected: cart.paymentType?.id ?? null };
  });
}

/** Profile tab 4: the payment method of the cart (the next order). */
export default function ProfilePayment({ loaderData }: Route.ComponentProps) {
  const t = useT('shop');
  const lang = useLang();
  const fetcher = useShopFetcher<CartActionData>();
  const asked = fetcher.formData?.get('paymentTypeId');
  const selected = typeof asked === 'string' ? Number(asked) : loaderData.selected;
  return (
    <ProfileTab title={t('paymentTitle')}>
      <div className="max-w-lg">
        <ChoiceRadios
          label={t('paymentIntro')}
          choices={loaderData.paymentTypes.map((type) => ({ id: type.id, label: type.type }))}
          selected={selected}
          onChange={(id) =>
            void fetcher.submit(
              { intent: 'payment', paymentTypeId: id },
              { method: 'post', action: `/${lang}/cart-actions` },
            )
          }
        />
      </div>
    </ProfileTab>
  );
}
