/** A Cairo calendar day (YYYY-MM-DD) written out in the page's language, e.g. "Tuesday, 15 December 2026". */
export function formatDay(day: string, lang: string): string {
  return new Intl.DateTimeFormat(lang === 'ar' ? 'ar-EG' : 'en-GB', {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    // The day itself, not an instant: read and written at UTC so no zone shifts it.
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));
}
