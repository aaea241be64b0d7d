import { z } from 'zod';
import { asciiDigits } from './digits.ts';

/**
 * Query strings and form bodies carry text: '' means absent and numbers arrive as strings. These turn
 * numeric text into numbers and leave anything else as it is, so the number schema that follows can
 * say precisely what is wrong ('Please input Page' vs 'Page must be a number').
 */
export function textToNumber(value: unknown): unknown {
  if (value === '' || value === null) return undefined;
  const text = typeof value === 'string' ? asciiDigits(value) : value;
  if (typeof text === 'string' && /^\s*-?\d+(\.\d+)?\s*$/.test(text)) return Number(text);
  return value;
}

type NumberRule = (schema: z.ZodNumber) => z.ZodNumber;
const same: NumberRule = (schema) => schema;

/** An integer from text; `rule` adds bounds, e.g. `(n) => n.min(1).max(3)`. */
export const queryInt = (rule: NumberRule = same) => z.preprocess(textToNumber, rule(z.number().int()));
export const optionalQueryInt = (rule: NumberRule = same) =>
  z.preprocess(textToNumber, rule(z.number().int()).optional());
export const optionalQueryNumber = (rule: NumberRule = same) =>
  z.preprocess(textToNumber, rule(z.number()).optional());

/** A positive database id in a path. */
export const pathId = () => queryInt((n) => n.min(1).max(2_147_483_647));

/** `ids[0]=1&ids[1]=2`, `ids[]=1`, `ids=1&ids=2` and `ids=1,2` all become [1, 2]. */
export const idList = (max = 50) =>
  z.preprocess((value) => {
    if (value === undefined || value === '' || value === null) return undefined;
    const list = Array.isArray(value)
      ? value
      : typeof value === 'object'
        ? Object.values(value)
        : // An Arabic keyboard types its own comma (،).
          String(value).split(/[,،]/);
    return list.filter((entry) => String(entry).trim() !== '').map(textToNumber);
  }, z.array(z.number().int().min(1).max(2_147_483_647)).max(max).optional());

/** '1'/'true' and '0'/'false' flags, optional. */
export const optionalQueryFlag = () =>
  z.preprocess(
    (value) => (value === '' || value === undefined || value === null ? undefined : String(value)),
    z
      .enum(['0', '1', 'true', 'false'])
      .transform((flag) => flag === '1' || flag === 'true')
      .optional(),
  );
