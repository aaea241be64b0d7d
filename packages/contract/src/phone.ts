import { type MetadataJson, parsePhoneNumberFromString } from 'libphonenumber-js/core';
import { asciiDigits } from './digits.ts';

/**
 * Egyptian mobile numbers in one form (docs/decisions/0073). A customer's number is who they are
 * (they sign in with it, reset their password with it, staff find them by it), so every spelling
 * of one number must be one number: `01012345678`, `010 1234 5678`, `010-1234-5678`,
 * `+20 10 1234 5678`, `00201012345678`, `201012345678` and the same in Arabic-Indic digits
 * (٠١٠١٢٣٤٥٦٧٨) are all `+201012345678` (E.164), which is what the store keeps and compares.
 *
 * libphonenumber-js decides what a mobile number is, with its metadata cut down to Egypt's mobile
 * numbers (`egyptMobileMetadata`, the EG entry of the package's `metadata.mobile.json` build, which
 * a test compares with the installed package): the forms' checker carries some 10 kB gzip of
 * parser instead of 30 kB more of the world's metadata.
 */
export const egyptMobileMetadata = {
  version: 4,
  country_calling_codes: { 20: ['EG'] },
  countries: {
    EG: [
      '20',
      '00',
      '[189]\\d{8,9}|[24-6]\\d{8}|[135]\\d{7}',
      [8, 9, 10],
      [
        ['(\\d)(\\d{7,8})', '$1 $2', ['[23]'], '0$1'],
        ['(\\d{2})(\\d{6,7})', '$1 $2', ['1[35]|[4-6]|8[2468]|9[235-7]'], '0$1'],
        ['(\\d{3})(\\d{3})(\\d{4})', '$1 $2 $3', ['[89]'], '0$1'],
        ['(\\d{2})(\\d{8})', '$1 $2', ['1'], '0$1'],
      ],
      '0',
      0,
      0,
      0,
      0,
      0,
      [0, ['1[0-25]\\d{8}', [10]]],
    ],
  },
  nonGeographic: {},
} as unknown as MetadataJson;

/** What separates a number's groups as people write them: spaces (any), dashes, dots, brackets. */
const separators = /[\s\u00a0\u200e\u200f\-–.()]/g;

/** The number as typed, in ASCII digits and without separators (`+` kept): what the rules look at. */
export function phoneDigits(typed: string): string {
  return asciiDigits(typed).replace(separators, '');
}

/**
 * The one form of an Egyptian mobile number, `+201XXXXXXXXX` (E.164), from any spelling of it;
 * null for anything else (a landline, too short or long, another country's number, letters).
 */
export function normalizePhone(typed: string): string | null {
  const compact = phoneDigits(typed).replace(/^00/, '+');
  if (!/^\+?\d+$/.test(compact)) return null;
  const number = parsePhoneNumberFromString(
    compact,
    { defaultCountry: 'EG', extract: false },
    egyptMobileMetadata,
  );
  return number?.country === 'EG' && number.isValid() ? number.number : null;
}

/**
 * How a number is shown (docs/decisions/0073): the local form `01XXXXXXXXX`, 11 digits, as the
 * spec's phone rule (8 to 11 digits, digits only) and every Egyptian reads it. A number kept in
 * another form (from before normalization) is shown as it is.
 */
export function localPhone(stored: string): string;
export function localPhone(stored: string | null): string | null;
export function localPhone(stored: string | null): string | null {
  if (stored === null) return null;
  return /^\+201\d{9}$/.test(stored) ? `0${stored.slice(3)}` : stored;
}
