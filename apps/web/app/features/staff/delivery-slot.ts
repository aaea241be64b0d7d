import { formatClock, formatDay } from '../../i18n/format.ts';
import type { StaffT } from './staff-copy.ts';

/**
 * A scheduled order's delivery day and slot in the page's language and digits:
 * "Sunday, 6 December 2026, 14:00–16:00"; no '–' beside Arabic digits, where it reads as a zero.
 */
export function deliveryLabel(
  t: StaffT,
  lang: string,
  delivery: { date: string; from: string; to: string },
): string {
  return t('scheduledFor', {
    day: formatDay(delivery.date, lang),
    from: formatClock(delivery.from, lang),
    to: formatClock(delivery.to, lang),
  });
}
