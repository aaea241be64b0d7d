import { describe, expect, it } from 'vitest';
import { judgePack } from './dispensing-rules.ts';

const GS = '\u001d';
// A real EAN-13 on the shelf, and the GTIN-14 its DataMatrix carries.
const line = { productName: 'Augmentin 1 g', barcodes: ['4006381333931'], scanned: 0, needed: 2 };
const code = (serial: string, expiry = '281231') => `0104006381333931${'17'}${expiry}10B77${GS}21${serial}`;

describe('judgePack', () => {
  it("takes a pack of the line's product, with its serial and expiry", () => {
    expect(judgePack(code('S1'), line, '2026-11-28')).toEqual({
      ok: true,
      pack: { gtin: '04006381333931', expiry: '2028-12-31', batch: 'B77', serial: 'S1' },
    });
  });

  it('refuses another product, a pack without serial or expiry, an expired pack, and one too many', () => {
    expect(judgePack('0109506000134352' + '17281231' + '21S1', line, '2026-11-28')).toEqual({
      ok: false,
      key: 'dispensing.wrongProduct',
      params: { name: 'Augmentin 1 g' },
    });
    expect(judgePack('0104006381333931' + '17281231', line, '2026-11-28')).toMatchObject({
      key: 'dispensing.noSerial',
    });
    expect(judgePack('0104006381333931' + '21S1', line, '2026-11-28')).toMatchObject({
      key: 'dispensing.noExpiry',
    });
    // Expired the day before; the expiry day itself still sells.
    expect(judgePack(code('S1', '261127'), line, '2026-11-28')).toEqual({
      ok: false,
      key: 'dispensing.expired',
      params: { date: '2026-11-27' },
    });
    expect(judgePack(code('S1', '261128'), line, '2026-11-28').ok).toBe(true);
    expect(judgePack(code('S3'), { ...line, scanned: 2 }, '2026-11-28')).toMatchObject({
      key: 'dispensing.allScanned',
    });
  });

  it('names why an unreadable code was refused', () => {
    expect(judgePack('0104006381333932', line, '2026-11-28')).toEqual({ ok: false, key: 'gs1.gtinInvalid' });
    expect(judgePack('', line, '2026-11-28')).toEqual({ ok: false, key: 'gs1.empty' });
  });
});

describe('a recalled batch', () => {
  it('is never dispensed, whatever else the pack has right', () => {
    const code = '(01)04006381333931(17)301231(10)B77(21)SER-9';
    const recalled = { ...line, recalledBatches: ['B77'] };
    expect(judgePack(code, recalled, '2026-11-28')).toEqual({
      ok: false,
      key: 'dispensing.recalled',
      params: { batch: 'B77' },
    });
    expect(judgePack(code, { ...line, recalledBatches: ['B78'] }, '2026-11-28').ok).toBe(true);
  });
});
