import type { ReorderSkipped } from '@store/contract';
import { useT } from '../../i18n/i18n.ts';

export interface ReorderNoticeData {
  orderId: number;
  skipped: { name: string; reason: ReorderSkipped['reason'] }[];
}

const reasonKeys = {
  outOfStock: 'skipOutOfStock',
  notInBranch: 'skipNotInBranch',
  notSold: 'skipNotSold',
  cartLimit: 'skipCartLimit',
  counterOnly: 'skipCounterOnly',
} as const;

/**
 * After "order again": the cart says the order's items are in, and names what could not be added.
 * The order page sends `?reordered={id}&skipped={productId}.{reason},…`; the names come from the
 * user's own order (never from the address bar).
 */
export function ReorderNotice({ notice }: { notice: ReorderNoticeData }) {
  const t = useT('shop');
  return (
    <div
      role="status"
      data-testid="reorder-notice"
      className={`mt-4 rounded-xl px-4 py-3 text-sm ${notice.skipped.length ? 'bg-amber-50 text-amber-950' : 'bg-brand-50 text-brand-900'}`}
    >
      <p className="font-semibold">{t('reorderDone', { id: notice.orderId })}</p>
      {notice.skipped.length > 0 && (
        <>
          <p className="mt-1">{t('reorderSkipped')}</p>
          <ul className="mt-1 list-disc ps-5">
            {notice.skipped.map((item) => (
              <li key={`${item.name}-${item.reason}`}>
                {item.name} ({t(reasonKeys[item.reason])})
              </li>
            ))}
          </ul>
        </>
      )}
    </div>
  );
}

/** Reads the notice's query; `names` gives each product's name in the user's order. */
export function reorderNoticeFrom(
  search: URLSearchParams,
  names: (orderId: number) => Promise<Map<number, string>>,
): Promise<ReorderNoticeData | null> | null {
  const orderId = Number(search.get('reordered'));
  if (!Number.isSafeInteger(orderId) || orderId < 1 || orderId > 2_147_483_647) return null;
  const pairs = (search.get('skipped') ?? '')
    .split(',')
    .slice(0, 100)
    .map((pair) => pair.split('.'))
    .filter(([id, reason]) => /^\d{1,10}$/.test(id ?? '') && Object.hasOwn(reasonKeys, reason ?? ''));
  return names(orderId).then(
    (byProduct) => ({
      orderId,
      skipped: pairs.flatMap(([id, reason]) => {
        const name = byProduct.get(Number(id));
        return name ? [{ name, reason: reason as ReorderSkipped['reason'] }] : [];
      }),
    }),
    () => null,
  );
}
