import { type DateValue, parseDate } from '@internationalized/date';
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

export interface DatePickerFieldProps {
  /** ar-EG or en-GB: digits, month names, first day of the week and direction follow it. */
  locale: string;
  label: string;
  /** The button and calendar labels in the page's language. */
  labels: { open: string; previous: string; next: string };
  /** A form field of this name gets the day as YYYY-MM-DD (the picker's hidden input). */
  name?: string;
  /** Controlled (with `onChange`) or not (`defaultValue`): YYYY-MM-DD, or empty for none. */
  value?: string;
  defaultValue?: string | undefined;
  min?: string;
  max?: string;
  onChange?: (day: string) => void;
  testId?: string;
}

const dayOf = (text: string | undefined) => (text ? parseDate(text) : null);

/**
 * React Aria's date picker and calendar in the page's language (Arabic right to left with
 * Arabic-Indic digits, typed or picked), never the browser's `mm/dd/yyyy`: the storefront's delivery
 * day and the console's filters alike. Each caller loads it with its own screen.
 */
export function DatePickerField(props: DatePickerFieldProps) {
  const controlled = props.onChange !== undefined;
  return (
    <I18nProvider locale={props.locale}>
      <DatePicker
        {...(props.name ? { name: props.name } : {})}
        {...(controlled
          ? {
              value: dayOf(props.value),
              onChange: (value: DateValue | null) => value && props.onChange?.(value.toString()),
            }
          : { defaultValue: dayOf(props.defaultValue) })}
        {...(props.min ? { minValue: parseDate(props.min) } : {})}
        {...(props.max ? { maxValue: parseDate(props.max) } : {})}
        className="flex flex-col gap-1"
        {...(props.testId ? { 'data-testid': props.testId } : {})}
      >
        <Label className="text-sm font-semibold text-slate-800">{props.label}</Label>
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
            aria-label={props.labels.open}
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
                  aria-label={props.labels.previous}
                  className="size-11 rounded-full text-xl hover:bg-brand-50"
                >
                  <span aria-hidden="true" className="inline-block rtl:rotate-180">
                    ‹
                  </span>
                </Button>
                <Heading className="text-base font-bold text-slate-900" />
                <Button
                  slot="next"
                  aria-label={props.labels.next}
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
