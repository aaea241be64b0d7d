import { escapeXml, fitText, hasArabic, hash, hsl, svgOpen, textBlock } from './svg-utils.ts';

export interface BrandImageInput {
  id: number;
  name: string;
}

/**
 * A 240×120 logo-like wordmark: a rounded badge with an emblem holding the initial and the
 * name in bold. Colour comes from a hash of the id; long names shrink or wrap to two lines.
 * Arabic names are mirrored (emblem on the right, text right-aligned).
 */
export function renderBrandImage(input: BrandImageInput): string {
  const h0 = hash(input.id, 'brand');
  const hue = h0 % 360;
  const variant = (h0 >>> 9) % 3;
  const name = input.name.replace(/\s+/g, ' ').trim();
  const rtl = hasArabic(name);
  const main = hsl(hue, 0.62, 0.42);
  const ink = hsl(hue, 0.55, 0.24);
  const accent = hsl(hue + 40, 0.75, 0.55);
  const withEmblem = fitText(name, 134, 30, 8, 2);
  // Long names drop the emblem and use the full badge width instead of getting tiny.
  const compact = withEmblem.size < 15;
  const fitted = compact ? fitText(name, 206, 26, 9, 2) : withEmblem;
  const ex = rtl ? 190 : 50;
  const initial = [...name][0] ?? '?';
  const emblem =
    variant === 0
      ? `<circle cx="${ex}" cy="60" r="30" fill="${main}"/>`
      : variant === 1
        ? `<rect x="${ex - 29}" y="31" width="58" height="58" rx="16" fill="${main}"/>`
        : `<path d="M${ex} 28L${ex + 29} 44V76L${ex} 92L${ex - 29} 76V44Z" fill="${main}"/>`;
  const tx = compact ? 120 : rtl ? 148 : 92;
  const anchor = compact ? 'middle' : rtl ? 'end' : 'start';
  const lh = fitted.size * 1.08;
  const lastBaseline = 58 + ((fitted.lines.length - 1) * lh) / 2 + fitted.size * 0.35;
  const barY = Math.min(104, lastBaseline + fitted.size * 0.28 + 4);
  const barX = compact ? 106 : rtl ? tx - 28 : tx;
  return (
    svgOpen(240, 120, name) +
    `<rect x="2" y="2" width="236" height="116" rx="24" fill="${compact ? main : hsl(hue, 0.6, 0.96)}" stroke="${hsl(hue, 0.45, 0.84)}" stroke-width="2"/>` +
    (compact
      ? ''
      : `${emblem}<circle cx="${ex + 20}" cy="40" r="7" fill="${accent}"/>` +
        `<text x="${ex}" y="71" font-size="30" font-weight="700" text-anchor="middle" fill="#fff">${escapeXml(initial.toUpperCase())}</text>`) +
    textBlock(fitted, tx, 58, ` font-weight="800" fill="${compact ? '#fff' : ink}"`, anchor, 1.08, rtl) +
    `<rect x="${barX}" y="${Math.round(barY)}" width="28" height="4" rx="2" fill="${accent}"/>` +
    '</svg>'
  );
}
