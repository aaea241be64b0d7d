import { DatePickerField } from '../../ui/date-picker-field.tsx';

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
 * The delivery day: the one date picker (ui/date-picker-field.tsx) between the bookable days. Loaded
 * on demand (see schedule-fields.tsx): the storefront's first load does not carry it.
 */
export default function ScheduleDatePicker(props: ScheduleDatePickerProps) {
  return (
    <DatePickerField
      locale={props.locale}
      label={props.label}
      labels={{ open: props.openLabel, previous: props.previousLabel, next: props.nextLabel }}
      value={props.value}
      min={props.min}
      max={props.max}
      onChange={props.onChange}
    />
  );
}
