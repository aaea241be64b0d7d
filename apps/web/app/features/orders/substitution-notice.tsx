import type { Order } from '@store/contract';
import { Link, useSearchParams } from 'react-router';
import { useLang, useT } from '../../i18n/i18n.ts';

/**
 * On the order page: items wait for the customer's choice of substitutes (a link to the choice page),
 * or the choices were just saved (`?alternatives=saved`). docs/decisions/0020.
 */
export function SubstitutionNotice({
  order,
}: {
  order: Pick<Order, 'id' | 'hasAlternatives' | 'cancelled'>;
}) {
  const t = useT('shop');
  const lang = useLang();
  const [search] = useSearchParams();
  if (order.hasAlternatives && !order.cancelled)
    return (
      <div
        className="mt-4 flex flex-wrap items-center justify-between gap-3 rounded-xl bg-amber-50 px-4 py-3 text-sm text-amber-950"
        data-testid="substitution-notice"
      >
        <p className="font-semibold">{t('alternativesWaiting')}</p>
        <Link
          to={`/${lang}/order-info/${order.id}/alternatives`}
          className="inline-flex h-11 items-center justify-center rounded-full bg-brand-600 px-5 text-sm font-bold text-white hover:bg-brand-700"
        >
          {t('chooseAlternatives')}
        </Link>
      </div>
    );
  if (search.get('alternatives') === 'saved')
    return (
      <p
        role="status"
        className="mt-4 rounded-xl bg-emerald-50 px-4 py-3 text-sm font-semibold text-emerald-900"
      >
        {t('choicesSaved')}
      </p>
    );
  return null;
}
