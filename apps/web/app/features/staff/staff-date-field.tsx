import { localeOf } from '../../i18n/format.ts';
import { DatePickerField } from '../../ui/date-picker-field.tsx';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { isoDay } from './staff-rules.ts';

/**
 * A filter's day: the one date picker (ui/date-picker-field.tsx) in the page's language and digits,
 * not the browser's `mm/dd/yyyy`. The form gets the day as YYYY-MM-DD under `name` (the picker's hidden
 * input), as the native input sent it.
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
  return (
    <DatePickerField
      locale={localeOf(lang)}
      label={label}
      labels={{ open: t('calendarOpen'), previous: t('calendarPrevious'), next: t('calendarNext') }}
      name={name}
      defaultValue={isoDay(defaultValue)}
      testId={`date-${name}`}
    />
  );
}
