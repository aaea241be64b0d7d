import type { Order } from '@store/contract';
import { useId } from 'react';
import { formatNumber } from '../../i18n/format.ts';
import { formatFullDateTime } from '../../i18n/format-change.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { useFormAction, useFormResult } from '../../lib/forms/form-result.ts';

/**
 * A scheduled order's items, changeable until its cutoff (the day before delivery; the API's
 * `itemsEditableUntil`): one quantity a line, 0 leaves it out. Posts to the order page's action
 * (intent `items`) through the form pipeline: with scripts a fetcher and a toast, without them a
 * plain post whose answer shows here.
 */
export function EditItemsForm({ order }: { order: Order }) {
  const t = useT('shop');
  const lang = useLang();
  const headingId = useId();
  const editor = useFormAction({ key: `items-${order.id}`, intent: 'items' });
  useFormResult(editor.result);
  const posted = editor.posted;
  if (!order.itemsEditableUntil) return null;
  return (
    <section
      aria-labelledby={headingId}
      data-testid="edit-items"
      className="mt-6 rounded-2xl border border-slate-200 bg-white p-5"
    >
      <h2 id={headingId} className="text-lg font-bold text-slate-900">
        {t('editItemsTitle')}
      </h2>
      <p className="mt-1 text-sm text-slate-600">
        {t('editableUntil', {
          time: formatFullDateTime(order.itemsEditableUntil, lang),
        })}{' '}
        – {t('editItemsHint')}
      </p>
      {posted && (
        <p
          role={posted.ok ? 'status' : 'alert'}
          className={`mt-3 rounded-xl px-3 py-2 text-sm ${posted.ok ? 'bg-brand-50 text-brand-900' : 'bg-red-50 text-red-800'}`}
        >
          {posted.ok ? posted.message : posted.validation.join(' ') || posted.message}
        </p>
      )}
      <editor.fetcher.Form method="post" className="mt-4 flex max-w-xl flex-col gap-3">
        <input type="hidden" name="intent" value="items" />
        <ul className="flex flex-col gap-2">
          {order.items.map((item) => (
            <li key={item.id} className="flex items-center gap-3">
              <img
                src={item.image}
                alt=""
                width={48}
                height={48}
                className="size-12 shrink-0 rounded-lg bg-slate-100"
              />
              <span className="min-w-0 flex-1 text-sm text-slate-800">
                <bdi>{item.name}</bdi>
                {item.cuttingType && <span className="block text-xs text-slate-600">{item.cuttingType}</span>}
              </span>
              <input type="hidden" name="productId" value={item.productId} />
              <input type="hidden" name="cuttingTypeId" value={item.cuttingTypeId ?? ''} />
              <input
                type="text"
                name="quantity"
                inputMode="decimal"
                autoComplete="off"
                defaultValue={formatNumber(item.quantity, lang)}
                aria-label={t('quantityOf', { name: item.name })}
                className="h-11 w-20 rounded-lg border border-slate-300 px-2 text-center text-sm"
              />
            </li>
          ))}
        </ul>
        <button
          type="submit"
          disabled={editor.sending}
          className="min-h-11 self-start rounded-full bg-brand-600 px-6 text-sm font-bold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {t('saveItems')}
        </button>
      </editor.fetcher.Form>
    </section>
  );
}
