import { parseDate } from '@internationalized/date';
import type { ScheduleType } from '@store/contract';
import { useEffect, useId } from 'react';
import { useFetcher } from 'react-router';
import { formatClock, formatDay } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { lazyDialog, useLazyDialog } from '../../ui/lazy-dialog.ts';
import { RadioCard } from '../cart/index.ts';
import type { DeliverySlotsData } from './delivery-slots.ts';
import type { ScheduleDatePickerProps } from './schedule-date-picker.tsx';

/** React Aria's date picker, downloaded when the customer first chooses a scheduled delivery. */
const datePicker = lazyDialog<ScheduleDatePickerProps>(() =>
  import('./schedule-date-picker.tsx').then((module) => module.default),
);

export interface ScheduleChoice {
  scheduleType: ScheduleType;
  startDate: string;
  slotId: string;
}

const types: {
  value: ScheduleType;
  label: 'scheduleInstant' | 'scheduleOnce' | 'scheduleWeekly' | 'scheduleMonthly';
}[] = [
  { value: 'instant', label: 'scheduleInstant' },
  { value: 'once', label: 'scheduleOnce' },
  { value: 'weekly', label: 'scheduleWeekly' },
  { value: 'monthly', label: 'scheduleMonthly' },
];

/** The next `count` delivery days of a subscription from its first (as the API counts them). */
export function upcomingDates(start: string, type: ScheduleType, count: number): string[] {
  if (!start || (type !== 'weekly' && type !== 'monthly')) return [];
  const first = parseDate(start);
  return Array.from({ length: count }, (_, i) =>
    first.add(type === 'weekly' ? { weeks: i } : { months: i }).toString(),
  );
}

/**
 * Instant or scheduled delivery (docs/product.md#scheduled-and-subscribed-orders): once, weekly or monthly, from a day (React Aria's
 * calendar, in Arabic right-to-left on /ar) and in a two-hour slot of that day that still has room.
 * The fields are real form fields, so the form posts them as they are.
 */
export function ScheduleFields({
  value,
  onChange,
  today,
  lastDay,
}: {
  value: ScheduleChoice;
  onChange: (next: ScheduleChoice) => void;
  today: string;
  lastDay: string;
}) {
  const t = useT('shop');
  const lang = useLang();
  const id = useId();
  const scheduled = value.scheduleType !== 'instant';
  const Picker = useLazyDialog(datePicker, scheduled, () => {});
  const slots = useFetcher<DeliverySlotsData>();
  const { load } = slots;
  useEffect(() => {
    if (scheduled && value.startDate) void load(`/${lang}/delivery-slots?date=${value.startDate}`);
  }, [scheduled, value.startDate, lang, load]);
  const daySlots = slots.data?.date === value.startDate ? slots.data.slots : null;
  const dates = upcomingDates(value.startDate, value.scheduleType, 4);

  return (
    <fieldset className="flex flex-col gap-3">
      <legend className="mb-2 text-sm font-semibold text-slate-800">{t('deliverySchedule')}</legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {types.map((type) => (
          <RadioCard
            key={type.value}
            name="scheduleType"
            value={type.value}
            checked={value.scheduleType === type.value}
            onChange={() => onChange({ ...value, scheduleType: type.value })}
          >
            {t(type.label)}
          </RadioCard>
        ))}
      </div>
      {scheduled && (
        <>
          {Picker ? (
            <>
              <Picker
                locale={lang === 'ar' ? 'ar-EG' : 'en-GB'}
                label={value.scheduleType === 'once' ? t('startDate') : t('firstDeliveryDate')}
                value={value.startDate}
                min={today}
                max={lastDay}
                onChange={(startDate) => onChange({ ...value, startDate, slotId: '' })}
                previousLabel={lang === 'ar' ? 'الشهر السابق' : 'Previous month'}
                nextLabel={lang === 'ar' ? 'الشهر التالي' : 'Next month'}
                openLabel={lang === 'ar' ? 'افتح التقويم' : 'Open the calendar'}
              />
              <input type="hidden" name="startDate" value={value.startDate} />
            </>
          ) : (
            <div className="flex flex-col gap-1">
              <label htmlFor={`${id}-date`} className="text-sm font-semibold text-slate-800">
                {t('startDate')}
              </label>
              <input
                id={`${id}-date`}
                type="date"
                name="startDate"
                min={today}
                max={lastDay}
                value={value.startDate}
                onChange={(event) => onChange({ ...value, startDate: event.target.value, slotId: '' })}
                className="h-11 rounded-lg border border-slate-300 px-3 text-sm"
              />
            </div>
          )}
          <div className="flex flex-col gap-1">
            <label htmlFor={`${id}-slot`} className="text-sm font-semibold text-slate-800">
              {t('deliverySlot')}
            </label>
            <select
              id={`${id}-slot`}
              name="slotId"
              value={value.slotId}
              disabled={!value.startDate}
              onChange={(event) => onChange({ ...value, slotId: event.target.value })}
              className="h-11 rounded-lg border border-slate-300 bg-white px-3 text-sm disabled:opacity-60"
            >
              <option value="">{value.startDate && !daySlots ? t('loadingSlots') : t('chooseSlot')}</option>
              {(daySlots ?? []).map((slot) => (
                <option key={slot.id} value={slot.id} disabled={!slot.available}>
                  {t(slot.available ? 'slotRange' : 'slotFull', {
                    from: formatClock(slot.from, lang),
                    to: formatClock(slot.to, lang),
                  })}
                </option>
              ))}
            </select>
          </div>
          {dates.length > 0 && (
            <div className="rounded-lg bg-slate-50 p-3 text-sm">
              <p className="font-semibold text-slate-800">{t('nextDeliveries')}</p>
              <ol
                // The numbers the list draws are the page's digits too.
                className={`mt-1 list-inside text-slate-700 ${lang === 'ar' ? '[list-style-type:arabic-indic]' : 'list-decimal'}`}
                data-testid="next-deliveries"
              >
                {dates.map((day) => (
                  <li key={day}>{formatDay(day, lang)}</li>
                ))}
              </ol>
              <p className="mt-2 text-xs text-slate-600">{t('subscriptionNote')}</p>
            </div>
          )}
        </>
      )}
    </fieldset>
  );
}
