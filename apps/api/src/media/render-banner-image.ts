import {
  darken,
  fitText,
  hash,
  inkOn,
  lighten,
  mix,
  n,
  parseColor,
  rng,
  shiftHue,
  svgOpen,
  textBlock,
  toHex,
} from './svg-utils.ts';

export interface BannerImageInput {
  id: number;
  title: string;
  subtitle: string;
  color: string;
  /** Right-to-left layout (Arabic): text on the right, decoration on the left. */
  rtl: boolean;
}

const W = 1200;
const H = 400;

/**
 * A 1200×400 hero banner: gradient in `color`, decorative circles, pills, leaves and a cross on
 * the end side, title and subtitle on the start side (left for LTR, right for RTL).
 *
 * RTL text uses text-anchor="end" at the right margin with right-to-left marks around each line.
 * `direction="rtl"` is intentionally not used: browsers (checked with Chromium) then swap the
 * meaning of start/end, so "end" would push the text off the right edge.
 */
export function renderBannerImage(input: BannerImageInput): string {
  const { rtl } = input;
  const base = toHex(parseColor(input.color));
  const r = rng(hash(input.id, 'banner'));
  const from = darken(base, 0.22);
  const to = shiftHue(lighten(base, 0.12), 18 + r() * 20);
  const mid = mix(from, to, 0.35);
  const ink = inkOn(mid);
  const accent = shiftHue(lighten(base, 0.35), -40 - r() * 40);
  // Mirror an x coordinate for RTL so decoration always sits on the end side.
  const X = (x: number) => n(rtl ? W - x : x);
  const g = `b${Math.abs(Math.trunc(input.id))}${rtl ? 'r' : 'l'}`;

  let deco =
    `<circle cx="${X(1010 + r() * 60)}" cy="${n(170 + r() * 60)}" r="${n(230 + r() * 40)}" fill="#fff" opacity=".12"/>` +
    `<circle cx="${X(860 + r() * 60)}" cy="${n(340 + r() * 30)}" r="${n(90 + r() * 40)}" fill="#fff" opacity=".1"/>` +
    `<circle cx="${X(1130)}" cy="${n(30 + r() * 30)}" r="${n(60 + r() * 30)}" fill="${accent}" opacity=".35"/>`;
  // Dot grid.
  const dx = 740 + r() * 40;
  const dy = 50 + r() * 30;
  let dots = '';
  for (let i = 0; i < 4; i++) {
    for (let j = 0; j < 5; j++) dots += `M${X(dx + j * 18)} ${n(dy + i * 18)}h0`;
  }
  deco += `<path d="${dots}" stroke="#fff" stroke-width="6" stroke-linecap="round" opacity=".35"/>`;
  // Fixed slots (jittered) so pills, leaves and the cross badge never pile up on each other.
  const capsules: [number, number][] = [
    [905, 118],
    [1105, 215],
  ];
  for (const [sx, sy] of capsules) {
    const cx = sx + r() * 24 - 12;
    const cy = sy + r() * 24 - 12;
    const a = Math.round((rtl ? -1 : 1) * (-50 + r() * 100));
    const px = Number(X(cx));
    deco +=
      `<g transform="rotate(${a} ${px} ${n(cy)})"><rect x="${n(px - 64)}" y="${n(cy - 26)}" width="128" height="52" rx="26" fill="#fff"/>` +
      `<path d="M${n(px)} ${n(cy - 26)}H${n(px + 38)}A26 26 0 0 1 ${n(px + 38)} ${n(cy + 26)}H${n(px)}Z" fill="${accent}"/>` +
      `<rect x="${n(px - 50)}" y="${n(cy - 16)}" width="36" height="8" rx="4" fill="${base}" opacity=".25"/></g>`;
  }
  const leaves: [number, number][] = [
    [800, 285],
    [1120, 70],
    [1150, 350],
  ];
  for (const [sx, sy] of leaves) {
    if (sy > 300 && r() < 0.5) continue;
    const ly = sy + r() * 20 - 10;
    const a = Math.round(r() * 360);
    const px = Number(X(sx + r() * 20 - 10));
    deco +=
      `<g transform="rotate(${a} ${px} ${n(ly)})"><path d="M${n(px - 40)} ${n(ly)}Q${n(px)} ${n(ly - 34)} ${n(px + 40)} ${n(ly)}Q${n(px)} ${n(ly + 34)} ${n(px - 40)} ${n(ly)}Z" fill="#7bd389"/>` +
      `<path d="M${n(px - 34)} ${n(ly)}H${n(px + 34)}" stroke="#3f9e4a" stroke-width="3"/></g>`;
  }
  // Pharmacy cross badge.
  const bx = Number(X(975 + r() * 30));
  const by = 305 + r() * 20;
  deco +=
    `<rect x="${n(bx - 38)}" y="${n(by - 38)}" width="76" height="76" rx="22" fill="#fff" opacity=".92"/>` +
    `<path d="M${n(bx - 8)} ${n(by - 24)}h16v16h16v16h-16v16h-16v-16h-16v-16h16Z" fill="${darken(base, 0.1)}"/>`;

  const title = fitText(input.title, 640, 64, 28, 2);
  const sub = fitText(input.subtitle, 620, 28, 16, 2);
  const titleH = title.lines.length * title.size * 1.12;
  const subH = sub.lines.length * sub.size * 1.25;
  const gap = sub.lines.length ? 18 : 0;
  const total = titleH + gap + subH + 34;
  const top = (H - total) / 2;
  const tx = rtl ? W - 80 : 80;
  const anchor = rtl ? 'end' : 'start';
  const barW = 96;
  return (
    svgOpen(W, H, input.title) +
    `<defs><linearGradient id="${g}" x1="${rtl ? 1 : 0}" x2="${rtl ? 0 : 1}" y2=".35">` +
    `<stop offset="0" stop-color="${from}"/><stop offset="1" stop-color="${to}"/></linearGradient></defs>` +
    `<rect width="${W}" height="${H}" fill="url(#${g})"/>` +
    deco +
    textBlock(title, tx, top + titleH / 2, ` font-weight="800" fill="${ink}"`, anchor, 1.12, rtl) +
    textBlock(sub, tx, top + titleH + gap + subH / 2, ` fill="${ink}" opacity=".9"`, anchor, 1.25, rtl) +
    `<rect x="${rtl ? tx - barW : tx}" y="${n(top + titleH + gap + subH + 26)}" width="${barW}" height="8" rx="4" fill="${accent}"/>` +
    '</svg>'
  );
}
