import type { Order } from '@store/contract';
import { formatDateTime } from '../../i18n/format.ts';
import { localizeCopyDigits, useLang, useT } from '../../i18n/i18n.ts';
import { useMoney } from '../../i18n/money.ts';

/**
 * A kiosk reference still open (docs/decisions/0080): the number to give at a Fawry, Aman or Masary
 * outlet, the amount, until when, and how to pay, in the page's language and digits.
 */
export function KioskReference({ kiosk }: { kiosk: NonNullable<Order['kioskPayment']> }) {
  const t = useT('shop');
  const lang = useLang();
  const money = useMoney();
  return (
    <section
      data-testid="kiosk-reference"
      aria-labelledby="kiosk-title"
      className="mt-4 rounded-2xl border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <h2 id="kiosk-title" className="text-lg font-bold">
        {t('kioskTitle')}
      </h2>
      <dl className="mt-2 grid gap-2 sm:grid-cols-2">
        <div>
          <dt className="text-sm">{t('kioskReference')}</dt>
          <dd className="text-2xl font-bold tracking-wider" dir="ltr">
            <bdi data-testid="kiosk-number">{localizeCopyDigits(lang, kiosk.reference)}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-sm">{t('kioskAmount')}</dt>
          <dd className="text-2xl font-bold">{money(kiosk.amount)}</dd>
        </div>
      </dl>
      <p className="mt-2 text-sm font-semibold">
        {t('kioskExpires', { date: formatDateTime(kiosk.expiresAt, lang) })}
      </p>
      <ol className={`mt-3 space-y-1 ps-5 text-sm ${lang === 'ar' ? 'list-[arabic-indic]' : 'list-decimal'}`}>
        <li>{t('kioskStep1')}</li>
        <li>{t('kioskStep2')}</li>
        <li>{t('kioskStep3')}</li>
      </ol>
    </section>
  );
}
