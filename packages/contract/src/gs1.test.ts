import { describe, expect, it } from 'vitest';
import { parseGs1, sameGtin } from './gs1.ts';

const GS = '\u001d';
// GS1's own example GTIN (General Specifications, 2.1) and a real EAN-13 padded to 14 digits.
const gtin = '09506000134352';
const pack = { gtin, expiry: '2027-12-31', batch: 'AB12', serial: 'X9Y8Z7' };

describe('parseGs1', () => {
  it('reads the printed form with parentheses', () => {
    expect(parseGs1(`(01)${gtin}(17)271231(10)AB12(21)X9Y8Z7`)).toEqual({ ok: true, pack });
  });

  it('reads the raw form with group separators, in any order, with or without the symbology prefix', () => {
    expect(parseGs1(`01${gtin}17271231${'10'}AB12${GS}21X9Y8Z7`)).toEqual({ ok: true, pack });
    expect(parseGs1(`]d201${gtin}21X9Y8Z7${GS}10AB12${GS}17271231`)).toEqual({ ok: true, pack });
    // A leading separator (FNC1 sent as the first character), and a separator after a fixed field.
    expect(parseGs1(`${GS}01${gtin}${GS}17271231${GS}10AB12${GS}21X9Y8Z7`)).toEqual({ ok: true, pack });
  });

  it("reads a scanner's stand-ins for the separator in keyboard mode", () => {
    for (const separator of ['\u241d', '<GS>', '^]'])
      expect(parseGs1(`01${gtin}10AB12${separator}21X9Y8Z7${separator}17271231`)).toEqual({ ok: true, pack });
  });

  it('reads a variable field that ends the code without a separator, and a pack without serial', () => {
    expect(parseGs1(`01${gtin}17271231${'10'}AB12`)).toEqual({
      ok: true,
      pack: { gtin, expiry: '2027-12-31', batch: 'AB12', serial: null },
    });
  });

  it("takes day 00 as the month's last day, February of a leap year too", () => {
    expect(parseGs1(`01${gtin}17280200`)).toMatchObject({ ok: true, pack: { expiry: '2028-02-29' } });
    expect(parseGs1(`01${gtin}17270200`)).toMatchObject({ ok: true, pack: { expiry: '2027-02-28' } });
  });

  it('refuses malformed codes, each for its reason', () => {
    expect(parseGs1('')).toEqual({ ok: false, problem: 'empty' });
    expect(parseGs1('   ')).toEqual({ ok: false, problem: 'empty' });
    // A wrong check digit.
    expect(parseGs1('0109506000134353')).toEqual({ ok: false, problem: 'gtinInvalid' });
    // No GTIN at all.
    expect(parseGs1('17271231' + '10AB12')).toEqual({ ok: false, problem: 'missingGtin' });
    // A date like 000000, a month 13, a 31 November.
    expect(parseGs1(`01${gtin}17000000`)).toEqual({ ok: false, problem: 'dateInvalid' });
    expect(parseGs1(`01${gtin}17271301`)).toEqual({ ok: false, problem: 'dateInvalid' });
    expect(parseGs1(`01${gtin}17271131`)).toEqual({ ok: false, problem: 'dateInvalid' });
    // A fixed field cut short, a GTIN with letters, an AI the store does not know.
    expect(parseGs1(`01${gtin.slice(0, 10)}`)).toEqual({ ok: false, problem: 'truncated' });
    expect(parseGs1('(01)0950600013435X')).toEqual({ ok: false, problem: 'truncated' });
    expect(parseGs1(`01${gtin}99ABC`)).toEqual({ ok: false, problem: 'unknownAi' });
    expect(parseGs1(`(01)${gtin}(99)ABC`)).toEqual({ ok: false, problem: 'unknownAi' });
    // A serial longer than 20 characters, an empty batch, the same AI twice.
    expect(parseGs1(`01${gtin}21${'S'.repeat(21)}`)).toEqual({ ok: false, problem: 'fieldTooLong' });
    expect(parseGs1(`01${gtin}10${GS}21X`)).toEqual({ ok: false, problem: 'truncated' });
    expect(parseGs1(`01${gtin}01${gtin}`)).toEqual({ ok: false, problem: 'repeatedAi' });
  });
});

describe('sameGtin', () => {
  it('matches a GTIN-14 with indicator 0 to the EAN-13 on the shelf, and nothing else', () => {
    expect(sameGtin('04006381333931', '4006381333931')).toBe(true);
    expect(sameGtin('14006381333938', '4006381333931')).toBe(false);
  });
});
