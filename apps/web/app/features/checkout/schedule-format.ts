/** Kept for the checkout's imports: the page's formatting lives in i18n/format.ts. */
export { formatDay } from '../../i18n/format.ts';
