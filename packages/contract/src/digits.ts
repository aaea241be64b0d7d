/**
 * What an Arabic keyboard types for digits: Arabic-Indic (٠-٩), Persian (۰-۹, also on Egyptian
 * phones' keyboards), the Arabic decimal separator (٫). Every numeric field of the contract reads
 * them as ASCII before its rule runs, so a phone typed ٠١٠٠١٢٣٤٥٦٧ is the same as 01001234567, on the
 * server and in the forms (react-hook-form checks with these same schemas). Anything else is left
 * as typed, for the field's own rule to judge.
 */
export function asciiDigits(value: string): string {
  return value
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/\u066b/g, '.');
}

/** `asciiDigits` for a schema's preprocess: strings are converted, other values pass through. */
export const withAsciiDigits = (value: unknown): unknown =>
  typeof value === 'string' ? asciiDigits(value) : value;
