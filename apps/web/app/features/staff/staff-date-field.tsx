import { parseDate } from '@internationalized/date';
import {
  Button,
  Calendar,
  CalendarCell,
  CalendarGrid,
  DateInput,
  DatePicker,
  DateSegment,
  Dialog,
  Group,
  Heading,
  I18nProvider,
  Label,
  Popover,
} from 'react-aria-components';
import { localeOf } from '../../i18n/format.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { isoDay } from './staff-rules.ts';

/**
 * A filter's day: React Aria's date picker in the page's language and digits (Arabic
 * right to left with Arabic-Indic digits, typed or picked), not the browser's `mm/dd/yyyy`. The form
 * gets the day as YYYY-MM-DD under `name` (the picker's hidden input), as the native input sent it.
 */
export function StaffDateField({
  name,
  label,
  defaultValue,
}: {
  name: string;
  label: string;
  defaultValue: string | undefined;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const day = isoDay(defaultValue);
  return (
    <I18nProvider locale={localeOf(lang)}>
      <DatePicker
        name={name}
        defaultValue={day ? parseDate(day) : null}
        className="flex flex-col gap-1"
        data-testid={`date-${name}`}
      >
        <Label className="text-sm font-semibold text-slate-800">{label}</Label>
        <Group className="flex h-11 items-center rounded-lg border border-slate-300 bg-white ps-3 focus-within:ring-2 focus-within:ring-brand-600">
          <DateInput className="flex flex-1 text-sm">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-0.5 tabular-nums outline-none focus:bg-brand-600 focus:text-white data-placeholder:text-slate-600"
              />
            )}
          </DateInput>
          <Button
            aria-label={t('calendarOpen')}
            className="flex h-11 w-11 shrink-0 items-center justify-center rounded-e-lg text-brand-700 hover:bg-brand-50"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-5"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <rect x="3" y="5" width="18" height="16" rx="2" />
              <path d="M3 10h18M8 3v4M16 3v4" />
            </svg>
          </Button>
        </Group>
        <Popover className="rounded-2xl border border-slate-200 bg-white p-3 shadow-lg">
          <Dialog className="outline-none">
            <Calendar>
              <header className="mb-2 flex items-center justify-between gap-2">
                <Button
                  slot="previous"
                  aria-label={t('calendarPrevious')}
                  className="size-11 rounded-full text-xl hover:bg-brand-50"
                >
                  <span aria-hidden="true" className="inline-block rtl:rotate-180">
                    ‹
                  </span>
                </Button>
                <Heading className="text-base font-bold text-slate-900" />
                <Button
                  slot="next"
                  aria-label={t('calendarNext')}
                  className="size-11 rounded-full text-xl hover:bg-brand-50"
                >
                  <span aria-hidden="true" className="inline-block rtl:rotate-180">
                    ›
                  </span>
                </Button>
              </header>
              <CalendarGrid className="border-separate border-spacing-1">
                {(date) => (
                  <CalendarCell
                    date={date}
                    className="flex size-10 items-center justify-center rounded-full text-sm outline-none hover:bg-brand-50 data-outside-month:hidden data-selected:bg-brand-600 data-selected:text-white data-focus-visible:ring-2 data-focus-visible:ring-brand-600"
                  />
                )}
              </CalendarGrid>
            </Calendar>
          </Dialog>
        </Popover>
      </DatePicker>
    </I18nProvider>
  );
}
