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

export interface ScheduleDatePickerProps {
  /** ar-EG or en-GB: digits, month names, first day of the week and direction follow it. */
  locale: string;
  label: string;
  value: string;
  min: string;
  max: string;
  onChange: (date: string) => void;
  previousLabel: string;
  nextLabel: string;
  openLabel: string;
}

/**
 * React Aria's date picker and calendar, in the page's language (Arabic right-to-left with Arabic
 * digits, through `I18nProvider`). Loaded on demand (see schedule-fields.tsx): the storefront's first
 * load does not carry it.
 */
export default function ScheduleDatePicker(props: ScheduleDatePickerProps) {
  return (
    <I18nProvider locale={props.locale}>
      <DatePicker
        value={props.value ? parseDate(props.value) : null}
        minValue={parseDate(props.min)}
        maxValue={parseDate(props.max)}
        onChange={(value) => value && props.onChange(value.toString())}
        className="flex flex-col gap-1"
      >
        <Label className="text-sm font-semibold text-slate-800">{props.label}</Label>
        <Group className="flex h-11 items-center rounded-lg border border-slate-300 bg-white ps-3 focus-within:ring-2 focus-within:ring-brand-600">
          <DateInput className="flex flex-1 text-sm">
            {(segment) => (
              <DateSegment
                segment={segment}
                className="rounded px-0.5 tabular-nums outline-none focus:bg-brand-600 focus:text-white data-placeholder:text-slate-500"
              />
            )}
          </DateInput>
          <Button
            aria-label={props.openLabel}
            className="flex h-11 w-11 items-center justify-center rounded-e-lg text-brand-700 hover:bg-brand-50"
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
                  aria-label={props.previousLabel}
                  className="size-11 rounded-full text-xl hover:bg-brand-50"
                >
                  <span aria-hidden="true" className="inline-block rtl:rotate-180">
                    ‹
                  </span>
                </Button>
                <Heading className="text-base font-bold text-slate-900" />
                <Button
                  slot="next"
                  aria-label={props.nextLabel}
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
                    className="flex size-10 items-center justify-center rounded-full text-sm outline-none hover:bg-brand-50 data-disabled:text-slate-300 data-outside-month:hidden data-selected:bg-brand-600 data-selected:text-white data-focus-visible:ring-2 data-focus-visible:ring-brand-600"
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
