/**
 * GS1 element strings as a medicine pack's DataMatrix carries them (the Egyptian Drug Authority's
 * track-and-trace guide, 2025: GTIN, expiry, batch and serial), read the way a pharmacist's scanner or
 * camera hands them over: with the symbology prefix (`]d2`) or without, the variable fields ended by
 * the group separator (ASCII 29, or a scanner's stand-in for it) or by the end, or in the printed form
 * with the application identifiers in parentheses. Pure: no zod, so the console's scan screen can
 * read a code before posting it.
 */

/**
 * A GTIN (EAN-8, UPC-A 12, EAN-13, GTIN-14) is valid when its last digit is the check digit: the
 * other digits weighted 3, 1, 3... from the right, the sum plus the check digit a multiple of ten.
 */
export function isValidGtin(code: string): boolean {
  if (!/^(\d{8}|\d{12}|\d{13}|\d{14})$/.test(code)) return false;
  const digits = [...code].map(Number);
  const check = digits.pop()!;
  let sum = 0;
  for (let i = digits.length - 1, weight = 3; i >= 0; i--, weight = 4 - weight) sum += digits[i]! * weight;
  return (10 - (sum % 10)) % 10 === check;
}

/** The same trade item whatever its length: a GTIN-14 with indicator 0 is the EAN-13 it pads. */
export function sameGtin(a: string, b: string): boolean {
  return a.padStart(14, '0') === b.padStart(14, '0');
}

export interface Gs1Pack {
  /** AI 01, 14 digits, check digit verified. */
  gtin: string;
  /** AI 17 as a day (YYYY-MM-DD); day 00 is the month's last day, as GS1 says. */
  expiry: string | null;
  /** AI 10. */
  batch: string | null;
  /** AI 21. */
  serial: string | null;
}

export type Gs1Problem =
  | 'empty'
  | 'unknownAi'
  | 'truncated'
  | 'gtinInvalid'
  | 'dateInvalid'
  | 'fieldTooLong'
  | 'repeatedAi'
  | 'missingGtin';

export type Gs1Reading = { ok: true; pack: Gs1Pack } | { ok: false; problem: Gs1Problem };

/** Fixed-length AIs (their digits after the AI) and the variable ones (their largest length). */
const fixed: Record<string, number> = {
  '00': 18,
  '01': 14,
  '02': 14,
  '11': 6,
  '13': 6,
  '15': 6,
  '16': 6,
  '17': 6,
  '20': 2,
};
const variable: Record<string, number> = {
  '10': 20,
  '21': 20,
  '22': 20,
  '30': 8,
  '240': 30,
  '241': 30,
  '710': 20,
  '711': 20,
  '712': 20,
  '713': 20,
  '714': 20,
  '715': 20,
};

const groupSeparator = '\u001d';
/** What scanners in keyboard mode send for the separator: the character, its picture, `<GS>` or `^]`. */
const separatorStandIns = /\u241d|<GS>|\^\]/gi;
/** Symbology identifiers some scanners put first (DataMatrix, GS1-128, QR with FNC1). */
const symbology = /^\](d2|C1|Q3|e0)/;

function aiAt(text: string, at: number): string | null {
  for (const length of [2, 3]) {
    const ai = text.slice(at, at + length);
    if (ai in fixed || ai in variable) return ai;
  }
  return null;
}

/** YYMMDD as a day: 20YY (packs in circulation expire this century), day 00 the month's last. */
function gs1Day(value: string): string | null {
  if (!/^\d{6}$/.test(value)) return null;
  const year = 2000 + Number(value.slice(0, 2));
  const month = Number(value.slice(2, 4));
  let day = Number(value.slice(4, 6));
  if (month < 1 || month > 12) return null;
  const last = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day === 0) day = last;
  if (day > last) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** The element strings of the printed form: `(01)06221234567891(17)271231(10)AB12(21)X9`. */
function fromParentheses(text: string): Map<string, string> | Gs1Problem {
  const fields = new Map<string, string>();
  for (const match of text.matchAll(/\((\d{2,4})\)([^(]*)/g)) {
    const [, ai, value] = match as unknown as [string, string, string];
    if (!(ai in fixed || ai in variable)) return 'unknownAi';
    if (fields.has(ai)) return 'repeatedAi';
    fields.set(ai, value.trim());
  }
  return fields;
}

/** The element strings as the barcode holds them, variable fields ended by the separator or the end. */
function fromRaw(text: string): Map<string, string> | Gs1Problem {
  const fields = new Map<string, string>();
  let at = text.startsWith(groupSeparator) ? 1 : 0;
  while (at < text.length) {
    const ai = aiAt(text, at);
    if (ai === null) return 'unknownAi';
    if (fields.has(ai)) return 'repeatedAi';
    at += ai.length;
    if (ai in fixed) {
      const value = text.slice(at, at + fixed[ai]!);
      if (value.length < fixed[ai]!) return 'truncated';
      fields.set(ai, value);
      at += value.length;
      if (text[at] === groupSeparator) at += 1;
    } else {
      const end = text.indexOf(groupSeparator, at);
      const value = text.slice(at, end === -1 ? text.length : end);
      if (value.length === 0) return 'truncated';
      if (value.length > variable[ai]!) return 'fieldTooLong';
      fields.set(ai, value);
      at = end === -1 ? text.length : end + 1;
    }
  }
  return fields;
}

/** Reads a scanned or typed GS1 element string; a pack needs at least its GTIN (AI 01). */
export function parseGs1(input: string): Gs1Reading {
  const text = input.replace(separatorStandIns, groupSeparator).trim().replace(symbology, '');
  if (text === '') return { ok: false, problem: 'empty' };
  const fields = text.startsWith('(') ? fromParentheses(text) : fromRaw(text);
  if (typeof fields === 'string') return { ok: false, problem: fields };
  for (const [ai, value] of fields) {
    if (ai in fixed && !new RegExp(`^\\d{${fixed[ai]}}$`).test(value))
      return { ok: false, problem: 'truncated' };
    if (ai in variable && (value.length === 0 || value.length > variable[ai]!))
      return { ok: false, problem: 'fieldTooLong' };
  }
  const gtin = fields.get('01');
  if (gtin === undefined) return { ok: false, problem: 'missingGtin' };
  if (!isValidGtin(gtin)) return { ok: false, problem: 'gtinInvalid' };
  const expiryText = fields.get('17');
  const expiry = expiryText === undefined ? null : gs1Day(expiryText);
  if (expiryText !== undefined && expiry === null) return { ok: false, problem: 'dateInvalid' };
  return {
    ok: true,
    pack: { gtin, expiry, batch: fields.get('10') ?? null, serial: fields.get('21') ?? null },
  };
}
