import { type ZonePolygon, zonePolygonSchema } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { polygonFromText, polygonToText } from './zone-text.ts';

const square: ZonePolygon = {
  type: 'Polygon',
  coordinates: [
    [
      [31.3, 30.0],
      [31.4, 30.0],
      [31.4, 30.1],
      [31.3, 30.0],
    ],
  ],
};

describe("a zone's outline as text", () => {
  it('reads latitude, longitude lines in any digits, closes the outline, and writes it back', () => {
    expect(polygonFromText('30, 31.3\n30, 31.4\n30.1, 31.4')).toEqual(square);
    expect(polygonFromText('٣٠، ٣١٫٣\n٣٠، ٣١٫٤\n٣٠٫١، ٣١٫٤\n٣٠، ٣١٫٣')).toEqual(square);
    expect(polygonToText(square, 'en')).toBe('30, 31.3\n30, 31.4\n30.1, 31.4');
    expect(polygonToText(square, 'ar')).toBe('٣٠، ٣١٫٣\n٣٠، ٣١٫٤\n٣٠٫١، ٣١٫٤');
    expect(polygonFromText(polygonToText(square, 'ar'))).toEqual(square);
  });

  it('reads a blank line as the start of a hole', () => {
    const polygon = polygonFromText('30, 31\n30, 32\n31, 32\n31, 31\n\n30.2, 31.2\n30.2, 31.4\n30.4, 31.4');
    expect(polygon?.coordinates).toHaveLength(2);
    expect(zonePolygonSchema.safeParse(polygon).success).toBe(true);
  });

  it('makes no polygon of a line it cannot read; the contract refuses too few points', () => {
    expect(polygonFromText('30, 31.3\nnear the mosque')).toBeNull();
    expect(polygonFromText('   ')).toBeNull();
    expect(zonePolygonSchema.safeParse(polygonFromText('30, 31\n30, 32')).success).toBe(false);
  });
});
