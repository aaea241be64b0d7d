import { formatNumber } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useMoney } from '../../i18n/money.ts';
import { showPlaceholder } from '../../lib/product-links.ts';

export interface OrderLine {
  key: number;
  name: string;
  image: string;
  quantity: number;
  weighted: boolean;
  amount: number;
  detail?: string | null;
  /** A line of its own under the quantity (a weighed line: ordered and weighed, and the change). */
  note?: string | null;
}

/** The items of a cart or an order: picture, name, quantity and amount. */
export function OrderLines({ lines }: { lines: OrderLine[] }) {
  const t = useT('shop');
  const lang = useLang();
  const money = useMoney();
  return (
    <ul className="divide-y divide-slate-200">
      {lines.map((line) => (
        <li key={line.key} className="flex items-center gap-3 py-3" data-testid="order-line">
          <img
            src={line.image}
            alt=""
            width={56}
            height={56}
            loading="lazy"
            onError={showPlaceholder}
            className="size-14 shrink-0 rounded-lg border border-slate-200 bg-slate-50 object-contain"
          />
          <div className="min-w-0 flex-1 text-sm">
            <p className="line-clamp-2 font-semibold text-slate-900">{line.name}</p>
            <p className="text-slate-600">
              {t('quantity')}: {formatNumber(line.quantity, lang)}
              {line.weighted ? (lang === 'ar' ? ' كجم' : ' kg') : ''}
              {line.detail ? ` – ${line.detail}` : ''}
            </p>
            {line.note && (
              <p className="font-semibold text-slate-800" data-testid="line-note">
                {line.note}
              </p>
            )}
          </div>
          <p className="shrink-0 text-sm font-bold text-slate-900 tabular-nums">{money(line.amount)}</p>
        </li>
      ))}
    </ul>
  );
}
