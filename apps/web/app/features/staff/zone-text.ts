import type { Lang, ZonePolygon } from '@store/contract';

/**
 * A zone's outline as text (docs/decisions/0091), the keyboard's way to draw it beside the map: one
 * point a line, 'latitude, longitude' (the order maps apps copy), a blank line before each hole.
 * Any digits ('٣٠٫٠٥, ٣١٫٣٤'); the outline is closed for the typist. Whatever this reads, the
 * contract's `zonePolygonSchema` judges (a line it cannot read makes no polygon: the schema's
 * message says a zone must be a closed outline).
 */

const arabicIndic = /[\u0660-\u0669]/g;
const persian = /[\u06f0-\u06f9]/g;

function number(token: string): number | null {
  const ascii = token
    .replace(arabicIndic, (d) => String(d.charCodeAt(0) - 0x0660))
    .replace(persian, (d) => String(d.charCodeAt(0) - 0x06f0))
    .replace('٫', '.');
  if (!/^[-+]?\d+(\.\d+)?$/.test(ascii)) return null;
  return Number(ascii);
}

/** The polygon the text describes, or null when a line is not two numbers (or there is no point). */
export function polygonFromText(text: string): ZonePolygon | null {
  const rings = text
    .replace(/\r/g, '')
    .split(/\n\s*\n/)
    .map((block) => block.split('\n').filter((line) => line.trim() !== ''))
    .filter((lines) => lines.length > 0);
  if (rings.length === 0) return null;
  const coordinates: [number, number][][] = [];
  for (const lines of rings) {
    const ring: [number, number][] = [];
    for (const line of lines) {
      const tokens = line.trim().split(/\s*[,،;]\s*|\s+/);
      if (tokens.length !== 2) return null;
      const [lat, lng] = tokens.map(number);
      if (lat == null || lng == null) return null;
      ring.push([lng, lat]);
    }
    const first = ring[0]!;
    const last = ring[ring.length - 1]!;
    if (first[0] !== last[0] || first[1] !== last[1]) ring.push([first[0], first[1]]);
    coordinates.push(ring);
  }
  return { type: 'Polygon', coordinates };
}

const toArabicDigits = (text: string) =>
  text.replace(/\d/g, (d) => String.fromCharCode(0x0660 + Number(d))).replace(/\./g, '٫');

/** The text of a polygon: each ring's points but the closing one, in the page's digits. */
export function polygonToText(polygon: ZonePolygon, lang: Lang): string {
  const text = polygon.coordinates
    .map((ring) =>
      ring
        .slice(0, -1)
        .map(([lng, lat]) => `${Number(lat.toFixed(6))}, ${Number(lng.toFixed(6))}`)
        .join('\n'),
    )
    .join('\n\n');
  return lang === 'ar' ? toArabicDigits(text).replace(/, /g, '، ') : text;
}
