/**
 * Small pure helpers shared by the generated-image renderers: XML escaping, deterministic
 * pseudo-randomness, colour maths and a rough text fitter. No I/O.
 */

export const FONT_FAMILY = "'Noto Sans Arabic', 'Noto Sans', Arial, sans-serif";

const XML_ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Escapes text for use in XML content and (double or single quoted) attribute values. */
export function escapeXml(text: string): string {
  // Characters that are not allowed in XML 1.0 at all are dropped.
  // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters on purpose
  const clean = text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f\ufffe\uffff]/g, '');
  return clean.replace(/[&<>"']/g, (c) => XML_ESCAPES[c] ?? c);
}

/** Rounds to at most one decimal place and prints compactly (keeps SVGs small). */
export function n(value: number): string {
  const r = Math.round(value * 10) / 10;
  return Object.is(r, -0) ? '0' : String(r);
}

/** 32-bit integer hash of a number and an optional salt string (FNV-1a over the text). */
export function hash(id: number, salt = ''): number {
  let h = 0x811c9dc5;
  const text = `${salt}:${id}`;
  for (let i = 0; i < text.length; i++) {
    h ^= text.charCodeAt(i);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** Deterministic PRNG (mulberry32) returning numbers in [0, 1). */
export function rng(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Picks an element deterministically; `items` must not be empty. */
export function pick<T>(items: readonly T[], r: number): T {
  return items[Math.min(items.length - 1, Math.floor(r * items.length))] as T;
}

export type Rgb = { r: number; g: number; b: number };

const FALLBACK: Rgb = { r: 0x2a, g: 0x9d, b: 0x8f };

/** Parses `#rgb`, `#rrggbb` (and `rgb(r,g,b)`); anything else gives a pleasant teal. */
export function parseColor(color: string): Rgb {
  const c = color.trim().toLowerCase();
  let m = /^#([0-9a-f])([0-9a-f])([0-9a-f])$/.exec(c);
  if (m) {
    return {
      r: Number.parseInt(`${m[1]}${m[1]}`, 16),
      g: Number.parseInt(`${m[2]}${m[2]}`, 16),
      b: Number.parseInt(`${m[3]}${m[3]}`, 16),
    };
  }
  m = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})(?:[0-9a-f]{2})?$/.exec(c);
  if (m) {
    return {
      r: Number.parseInt(m[1] ?? '0', 16),
      g: Number.parseInt(m[2] ?? '0', 16),
      b: Number.parseInt(m[3] ?? '0', 16),
    };
  }
  m = /^rgba?\(\s*(\d{1,3})\s*,\s*(\d{1,3})\s*,\s*(\d{1,3})/.exec(c);
  if (m) {
    const clamp = (v: string | undefined) => Math.max(0, Math.min(255, Number(v ?? 0)));
    return { r: clamp(m[1]), g: clamp(m[2]), b: clamp(m[3]) };
  }
  return FALLBACK;
}

export function toHex({ r, g, b }: Rgb): string {
  const h = (v: number) =>
    Math.max(0, Math.min(255, Math.round(v)))
      .toString(16)
      .padStart(2, '0');
  return `#${h(r)}${h(g)}${h(b)}`;
}

/** Mixes `color` towards `other` by `amount` (0 = color, 1 = other). */
export function mix(color: string, other: string, amount: number): string {
  const a = parseColor(color);
  const b = parseColor(other);
  return toHex({
    r: a.r + (b.r - a.r) * amount,
    g: a.g + (b.g - a.g) * amount,
    b: a.b + (b.b - a.b) * amount,
  });
}

export const lighten = (color: string, amount: number) => mix(color, '#ffffff', amount);
export const darken = (color: string, amount: number) => mix(color, '#000000', amount);

/** WCAG relative luminance, 0 (black) .. 1 (white). */
export function luminance(color: string): number {
  const { r, g, b } = parseColor(color);
  const ch = (v: number) => {
    const s = v / 255;
    return s <= 0.03928 ? s / 12.92 : ((s + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * ch(r) + 0.7152 * ch(g) + 0.0722 * ch(b);
}

/** Dark or white ink, whichever reads better on `background`. */
export function inkOn(background: string, dark = '#1f2937'): string {
  const l = luminance(background);
  const contrastWhite = 1.05 / (l + 0.05);
  const contrastDark = (l + 0.05) / (luminance(dark) + 0.05);
  return contrastWhite >= contrastDark ? '#ffffff' : dark;
}

function toHsl({ r, g, b }: Rgb): [number, number, number] {
  const rr = r / 255;
  const gg = g / 255;
  const bb = b / 255;
  const max = Math.max(rr, gg, bb);
  const min = Math.min(rr, gg, bb);
  const l = (max + min) / 2;
  if (max === min) return [0, 0, l];
  const d = max - min;
  const s = l > 0.5 ? d / (2 - max - min) : d / (max + min);
  let h: number;
  if (max === rr) h = (gg - bb) / d + (gg < bb ? 6 : 0);
  else if (max === gg) h = (bb - rr) / d + 2;
  else h = (rr - gg) / d + 4;
  return [h * 60, s, l];
}

/** `hsl()` to hex; h in degrees, s and l in 0..1. */
export function hsl(h: number, s: number, l: number): string {
  const hh = (((h % 360) + 360) % 360) / 360;
  const ss = Math.max(0, Math.min(1, s));
  const ll = Math.max(0, Math.min(1, l));
  if (ss === 0) return toHex({ r: ll * 255, g: ll * 255, b: ll * 255 });
  const q = ll < 0.5 ? ll * (1 + ss) : ll + ss - ll * ss;
  const p = 2 * ll - q;
  const f = (t0: number) => {
    let t = t0;
    if (t < 0) t += 1;
    if (t > 1) t -= 1;
    if (t < 1 / 6) return p + (q - p) * 6 * t;
    if (t < 1 / 2) return q;
    if (t < 2 / 3) return p + (q - p) * (2 / 3 - t) * 6;
    return p;
  };
  return toHex({ r: f(hh + 1 / 3) * 255, g: f(hh) * 255, b: f(hh - 1 / 3) * 255 });
}

/** Rotates the hue of `color` by `degrees` (saturation and lightness kept). */
export function shiftHue(color: string, degrees: number): string {
  const [h, s, l] = toHsl(parseColor(color));
  return hsl(h + degrees, s, l);
}

/** HSL saturation, 0..1. */
export function saturation(color: string): number {
  return toHsl(parseColor(color))[1];
}

export function hueOf(color: string): number {
  return toHsl(parseColor(color))[0];
}

/** Rough advance width of `text` at `size` px (bold sans-serif; a little generous on purpose). */
export function textWidth(text: string, size: number): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ') em += 0.3;
    else if (/[iljtf.,:;'!|1()-]/.test(ch)) em += 0.36;
    else if (/[MWmw@%]/.test(ch)) em += 0.9;
    else if (/[A-Z0-9]/.test(ch)) em += 0.7;
    else if (/[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/.test(ch)) em += 0.55;
    else if (/[\u064b-\u065f]/.test(ch)) em += 0;
    else em += 0.58;
  }
  return em * size;
}

export function hasArabic(text: string): boolean {
  return /[\u0600-\u06ff\u0750-\u077f\ufb50-\ufdff\ufe70-\ufeff]/.test(text);
}

function truncate(text: string, maxWidth: number, size: number): string {
  if (textWidth(text, size) <= maxWidth) return text;
  const chars = [...text];
  while (chars.length > 1 && textWidth(`${chars.join('').trimEnd()}…`, size) > maxWidth) chars.pop();
  return `${chars.join('').trimEnd()}…`;
}

export interface FittedText {
  lines: string[];
  size: number;
}

/**
 * Chooses a font size (and, for long multi-word text, a two-line split) so the text fits
 * `maxWidth`. Falls back to an ellipsis when even `minSize` is too big.
 */
export function fitText(
  raw: string,
  maxWidth: number,
  maxSize: number,
  minSize: number,
  maxLines: 1 | 2 = 2,
): FittedText {
  const text = raw.replace(/\s+/g, ' ').trim();
  if (!text) return { lines: [], size: maxSize };
  const oneSize = Math.min(maxSize, (maxWidth / textWidth(text, 1)) * 0.98);
  const words = text.split(' ');
  if (oneSize >= maxSize * 0.8 || maxLines === 1 || words.length < 2) {
    const size = Math.max(minSize, oneSize);
    return { lines: [truncate(text, maxWidth, size)], size };
  }
  // Best two-line split: the one whose longer line is shortest.
  let best: [string, string] = [text, ''];
  let bestWidth = Number.POSITIVE_INFINITY;
  for (let i = 1; i < words.length; i++) {
    const a = words.slice(0, i).join(' ');
    const b = words.slice(i).join(' ');
    const w = Math.max(textWidth(a, 1), textWidth(b, 1));
    if (w < bestWidth) {
      bestWidth = w;
      best = [a, b];
    }
  }
  const twoSize = Math.min(maxSize * 0.9, (maxWidth / bestWidth) * 0.98);
  if (twoSize <= oneSize * 1.15) {
    const size = Math.max(minSize, oneSize);
    return { lines: [truncate(text, maxWidth, size)], size };
  }
  const size = Math.max(minSize, twoSize);
  return { lines: best.map((l) => truncate(l, maxWidth, size)), size };
}

/**
 * `<text>` element(s) for fitted text, vertically centred on `cy`.
 * `attrs` is extra raw attribute text (already safe), e.g. ` fill="#fff"`.
 */
export function textBlock(
  fitted: FittedText,
  x: number,
  cy: number,
  attrs: string,
  anchor: 'start' | 'middle' | 'end' = 'middle',
  lineHeight = 1.12,
  rtl = false,
): string {
  const { size } = fitted;
  // Right-to-left runs are bracketed with RIGHT-TO-LEFT MARKs so neutral characters (!, ?, digits
  // at the ends) land on the correct side inside the LTR-anchored text element. We deliberately do
  // not set direction="rtl": browsers then flip what text-anchor start/end mean.
  const lines = rtl ? fitted.lines.map((l) => `\u200f${l}\u200f`) : fitted.lines;
  if (lines.length === 0) return '';
  const lh = size * lineHeight;
  const first = cy - ((lines.length - 1) * lh) / 2 + size * 0.35;
  const anchorAttr = anchor === 'start' ? '' : ` text-anchor="${anchor}"`;
  if (lines.length === 1) {
    return `<text x="${n(x)}" y="${n(first)}" font-size="${n(size)}"${anchorAttr}${attrs}>${escapeXml(lines[0] ?? '')}</text>`;
  }
  const spans = lines
    .map((l, i) => `<tspan x="${n(x)}" y="${n(first + i * lh)}">${escapeXml(l)}</tspan>`)
    .join('');
  return `<text font-size="${n(size)}"${anchorAttr}${attrs}>${spans}</text>`;
}

/** Smooth closed blob path around (cx, cy) built from `points` jittered radii. */
export function blobPath(
  cx: number,
  cy: number,
  rx: number,
  ry: number,
  random: () => number,
  points = 8,
  jitter = 0.18,
): string {
  const pts: [number, number][] = [];
  const offset = random() * Math.PI * 2;
  for (let i = 0; i < points; i++) {
    const a = offset + (i / points) * Math.PI * 2;
    const k = 1 - jitter + random() * jitter * 2;
    pts.push([cx + Math.cos(a) * rx * k, cy + Math.sin(a) * ry * k]);
  }
  const at = (i: number) => pts[((i % points) + points) % points] as [number, number];
  let d = `M${n(at(0)[0])} ${n(at(0)[1])}`;
  for (let i = 0; i < points; i++) {
    const p0 = at(i - 1);
    const p1 = at(i);
    const p2 = at(i + 1);
    const p3 = at(i + 2);
    const c1x = p1[0] + (p2[0] - p0[0]) / 6;
    const c1y = p1[1] + (p2[1] - p0[1]) / 6;
    const c2x = p2[0] - (p3[0] - p1[0]) / 6;
    const c2y = p2[1] - (p3[1] - p1[1]) / 6;
    d += `C${n(c1x)} ${n(c1y)} ${n(c2x)} ${n(c2y)} ${n(p2[0])} ${n(p2[1])}`;
  }
  return `${d}Z`;
}

/** Opening `<svg>` tag plus `<title>`; callers append content and `</svg>`. */
/** The root element; `title` names the picture inside the file (none: the page names it, in its language). */
export function svgOpen(width: number, height: number, title?: string, extra = ''): string {
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}" role="img" font-family="${FONT_FAMILY}"${extra}>` +
    (title === undefined ? '' : `<title>${escapeXml(title)}</title>`)
  );
}
