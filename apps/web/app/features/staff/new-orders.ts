import { type Lang, localeOf, type StaffLiveEvent } from '@store/contract';
import { formatNumber } from '../../i18n/format.ts';
import { hasStaffKey, type StaffKey, staffTranslator } from './staff-copy.ts';

/**
 * The orders that arrived while the person was not looking: a placed order is added, and
 * one cancelled before anyone looked (the customer changed their mind, an online payment timed out)
 * is taken off again, since nobody has to do anything about it. Other events change nothing.
 */
export function newOrdersAfter(ids: ReadonlySet<number>, event: StaffLiveEvent): ReadonlySet<number> {
  if (event.type === 'order.placed' && !ids.has(event.orderId)) return new Set([...ids, event.orderId]);
  if (event.type === 'order.cancelled' && ids.has(event.orderId))
    return new Set([...ids].filter((id) => id !== event.orderId));
  return ids;
}

/**
 * A count in words with the language's plural forms, chosen by `Intl.PluralRules` (English: one,
 * other; Arabic: zero, one, two, few, many, other): the copy's `key_one`, `key_two`, … and `key`
 * itself for any form it does not word apart. '1 new order', 'طلبان جديدان', '٣ طلبات جديدة'.
 */
export function countText(lang: Lang, key: StaffKey, count: number): string {
  const form = new Intl.PluralRules(localeOf(lang)).select(count);
  const formKey = `${key}_${form}`;
  return staffTranslator(lang)(hasStaffKey(formKey) ? formKey : key, { count: formatNumber(count, lang) });
}
