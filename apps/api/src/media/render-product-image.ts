import type { PictureKind } from './picture-kind.ts';
import { freshDrawers } from './render-fresh-image.ts';
import {
  blobPath,
  darken,
  hash,
  inkOn,
  lighten,
  luminance,
  mix,
  n,
  parseColor,
  rng,
  saturation,
  shiftHue,
  svgOpen,
  toHex,
} from './svg-utils.ts';

export interface ProductImageInput {
  id: number;
  /** The package's shape, or the fresh product itself (`pictureKindOf`). */
  shape: PictureKind;
  /** Main package (or produce) colour, e.g. '#e53935'. */
  color: string;
}

/** Everything a shape drawer needs; colours are derived once from the input colour. */
interface Ctx {
  uid: string;
  r: () => number;
  base: string;
  strong: string;
  deep: string;
  accent: string;
  bg: string;
}

const W = 400;

/**
 * A 400×400 flat "product photo" for a catalogue item, drawn from its shape and colour.
 * Pure and deterministic: the same input always gives the same SVG text. No words: one
 * file serves both languages, and an English name on an Arabic page was wrong; the page names the
 * product (its alt text) in the page's language. Where a pack would carry print, grey bars stand in.
 */
export function renderProductImage(input: ProductImageInput): string {
  const base = toHex(parseColor(input.color));
  const lum = luminance(base);
  const r = rng(hash(input.id, input.shape));
  // Near-white / grey colours (milk, plain tablets) get a calm blue partner for bands; light but
  // saturated colours (yellow) stay as they are and get dark ink instead.
  const neutralLight = lum > 0.6 && saturation(base) < 0.25;
  const strong = neutralLight ? mix(darken(base, 0.3), '#3f74b5', 0.55) : base;
  const deep = deepen(strong);
  const shift = (20 + r() * 40) * (r() < 0.5 ? -1 : 1);
  const accent = shiftHue(lum < 0.04 ? '#c99a3b' : strong, shift);
  const bg = neutralLight ? mix(base, '#dfe7ef', 0.55) : lighten(base, lum > 0.6 ? 0.7 : 0.86);
  const ctx: Ctx = {
    uid: `p${Math.abs(Math.trunc(input.id))}${input.shape.slice(0, 3)}`,
    r,
    base,
    strong,
    deep,
    accent,
    bg,
  };
  const tilt = (r() * 2 - 1) * 3;
  const drawer = DRAWERS[input.shape] ?? drawBox;
  const body = drawer(ctx);
  return (
    svgOpen(W, W) +
    `<rect width="${W}" height="${W}" fill="${bg}"/>` +
    `<circle cx="200" cy="196" r="${n(150 + r() * 14)}" fill="#fff" opacity=".45"/>` +
    confetti(ctx) +
    `<ellipse cx="200" cy="346" rx="130" ry="14" fill="${darken(bg, 0.5)}" opacity=".18"/>` +
    `<g transform="rotate(${n(tilt)} 200 340)">${body}</g></svg>`
  );
}

/** Darkens until the colour is dark enough to be text on white (luminance below ~0.1). */
function deepen(color: string): string {
  let out = darken(color, 0.38);
  for (let i = 0; i < 6 && luminance(out) > 0.1; i++) out = darken(out, 0.2);
  return luminance(color) < 0.08 ? darken(color, 0.1) : out;
}

function confetti({ r, accent }: Ctx): string {
  const spots: [number, number][] = [
    [46, 56],
    [352, 64],
    [44, 300],
    [356, 296],
    [58, 178],
    [346, 180],
  ];
  let out = '';
  const skip = Math.floor(r() * spots.length);
  spots.forEach(([x, y], i) => {
    if (i === skip || i === (skip + 3) % spots.length) return;
    const size = 5 + r() * 9;
    out +=
      r() < 0.5
        ? `<circle cx="${n(x + r() * 16 - 8)}" cy="${n(y + r() * 16 - 8)}" r="${n(size)}" fill="${accent}" opacity=".22"/>`
        : `<rect x="${n(x - size)}" y="${n(y - size / 2.4)}" width="${n(size * 2)}" height="${n(size / 1.2)}" rx="${n(size / 2.4)}" transform="rotate(${Math.round(r() * 180)} ${x} ${y})" fill="${accent}" opacity=".22"/>`;
  });
  return out;
}

/** Horizontal cylinder-ish shading gradient (dark edges, lit left third). */
function sideGradient(id: string, color: string): string {
  return (
    `<defs><linearGradient id="${id}"><stop offset="0" stop-color="${darken(color, 0.18)}"/>` +
    `<stop offset=".3" stop-color="${lighten(color, 0.18)}"/><stop offset=".7" stop-color="${color}"/>` +
    `<stop offset="1" stop-color="${darken(color, 0.22)}"/></linearGradient></defs>`
  );
}

/**
 * Where a pack's name would be printed: one or two rounded bars as wide as the name's space, in the
 * name's colour (words would be in one language only).
 */
function label(
  c: Ctx,
  cx: number,
  cy: number,
  maxWidth: number,
  maxSize: number,
  fill: string,
  maxLines: 1 | 2 = 2,
): string {
  const h = Math.max(6, maxSize * 0.5);
  const w = maxWidth * (0.62 + c.r() * 0.2);
  const bar = (y: number, width: number) =>
    `<rect x="${n(cx - width / 2)}" y="${n(y - h / 2)}" width="${n(width)}" height="${n(h)}" rx="${n(h / 2)}" fill="${fill}"/>`;
  return maxLines === 2 && maxSize >= 20 ? bar(cy - h * 0.8, w) + bar(cy + h * 0.8, w * 0.7) : bar(cy, w);
}

/** The small print ('24 tablets'): a thin bar. */
function sublabel(c: Ctx, cx: number, cy: number, maxWidth: number, _maxSize: number, fill: string): string {
  const w = maxWidth * (0.4 + c.r() * 0.2);
  return `<rect x="${n(cx - w / 2)}" y="${n(cy - 3)}" width="${n(w)}" height="6" rx="3" fill="${fill}" opacity=".7"/>`;
}

/** Crimped seal: a thick dashed line reads as a row of ridges. */
function crimp(x1: number, x2: number, y: number, h: number, color: string): string {
  return `<path d="M${x1} ${y}H${x2}" stroke="${color}" stroke-width="${h}" stroke-dasharray="2 6" opacity=".35"/>`;
}

function drawBox(c: Ctx): string {
  const ink = inkOn(c.strong);
  return (
    `<path d="M110 120L148 94H318L280 120Z" fill="${lighten(c.strong, 0.45)}"/>` +
    `<path d="M280 120L318 94V309L280 335Z" fill="${darken(c.strong, 0.22)}"/>` +
    `<path d="M280 184L318 158V240L280 266Z" fill="${darken(c.strong, 0.4)}"/>` +
    `<rect x="110" y="120" width="170" height="215" fill="#fff"/>` +
    `<rect x="110" y="120" width="170" height="12" fill="${c.accent}"/>` +
    `<rect x="110" y="184" width="170" height="82" fill="${c.strong}"/>` +
    `<path d="M110 306Q195 282 280 300V335H110Z" fill="${c.accent}" opacity=".9"/>` +
    `<circle cx="262" cy="152" r="9" fill="${c.accent}" opacity=".8"/>` +
    label(c, 195, 225, 152, 30, ink) +
    sublabel(c, 185, 158, 130, 15, c.deep)
  );
}

function drawBottle(c: Ctx): string {
  const g = `${c.uid}g`;
  const ridges = `<path d="M169 96H231" stroke="#fff" stroke-width="40" stroke-dasharray="2 6" opacity=".18"/>`;
  return (
    sideGradient(g, c.strong) +
    `<rect x="163" y="72" width="74" height="50" rx="8" fill="${c.deep}"/>${ridges}` +
    `<path d="M168 122H232V140Q268 152 268 186V318Q268 340 246 340H154Q132 340 132 318V186Q132 152 168 140Z" fill="url(#${g})"/>` +
    `<rect x="166" y="120" width="68" height="9" fill="${darken(c.strong, 0.3)}"/>` +
    `<rect x="132" y="190" width="136" height="112" fill="#fff"/>` +
    `<rect x="132" y="190" width="136" height="8" fill="${c.accent}"/>` +
    `<rect x="132" y="294" width="136" height="8" fill="${c.accent}"/>` +
    label(c, 200, 236, 122, 26, c.deep) +
    sublabel(c, 200, 276, 116, 14, darken(c.accent, 0.35)) +
    `<rect x="142" y="150" width="9" height="34" rx="4.5" fill="#fff" opacity=".35"/>` +
    `<rect x="142" y="306" width="9" height="22" rx="4.5" fill="#fff" opacity=".35"/>`
  );
}

function drawTube(c: Ctx): string {
  const g = `${c.uid}g`;
  const body = 'M100 86H300C296 170 282 240 262 300H138C118 240 104 170 100 86Z';
  return (
    sideGradient(g, c.strong) +
    `<clipPath id="${c.uid}c"><path d="${body}"/></clipPath>` +
    `<rect x="94" y="58" width="212" height="30" rx="4" fill="${lighten(c.strong, 0.25)}"/>` +
    crimp(98, 302, 73, 26, c.deep) +
    `<path d="${body}" fill="url(#${g})"/>` +
    `<g clip-path="url(#${c.uid}c)"><path d="M90 250Q200 222 310 250V266Q200 238 90 266Z" fill="${c.accent}"/>` +
    `<path d="M90 276Q200 248 310 276V310H90Z" fill="${darken(c.strong, 0.15)}"/></g>` +
    `<rect x="170" y="298" width="60" height="10" fill="${c.deep}"/>` +
    `<path d="M154 306H246L243 344Q242 352 234 352H166Q158 352 157 344Z" fill="${c.deep}"/>` +
    `<rect x="126" y="122" width="148" height="104" rx="14" fill="#fff"/>` +
    label(c, 200, 164, 132, 26, c.deep) +
    sublabel(c, 200, 204, 124, 14, darken(c.accent, 0.35))
  );
}

function drawJar(c: Ctx): string {
  const g = `${c.uid}g`;
  return (
    sideGradient(g, c.strong) +
    `<rect x="112" y="118" width="176" height="58" rx="10" fill="${c.deep}"/>` +
    `<path d="M118 150H282" stroke="#fff" stroke-width="40" stroke-dasharray="2 7" opacity=".14"/>` +
    `<rect x="112" y="118" width="176" height="10" rx="5" fill="#fff" opacity=".2"/>` +
    `<rect x="120" y="174" width="160" height="10" fill="${darken(c.strong, 0.3)}"/>` +
    `<rect x="104" y="182" width="192" height="156" rx="28" fill="url(#${g})"/>` +
    `<rect x="104" y="208" width="192" height="98" fill="#fff"/>` +
    `<rect x="104" y="208" width="192" height="6" fill="${c.accent}"/>` +
    `<rect x="104" y="300" width="192" height="6" fill="${c.accent}"/>` +
    label(c, 200, 246, 172, 28, c.deep) +
    sublabel(c, 200, 284, 160, 15, darken(c.accent, 0.35)) +
    `<rect x="115" y="314" width="9" height="16" rx="4.5" fill="#fff" opacity=".35"/>`
  );
}

function drawBlister(c: Ctx): string {
  const rows = 3 + Math.floor(c.r() * 3);
  const capsule = c.r() < 0.5;
  const missing = Math.floor(c.r() * rows * 2);
  const top = 140;
  const step = (336 - top) / rows;
  const size = Math.min(24, step * 0.36);
  const pillA = lighten(c.strong, 0.1);
  const pillB = c.accent;
  const tablet = luminance(c.base) > 0.6 ? c.base : lighten(c.base, 0.7);
  let pills = '';
  let perf = '';
  for (let row = 0; row < rows; row++) {
    const cy = top + step * (row + 0.5);
    if (row > 0) perf += `M96 ${n(top + step * row)}H304`;
    for (let col = 0; col < 2; col++) {
      const cx = col === 0 ? 148 : 252;
      const empty = row * 2 + col === missing;
      const bw = capsule ? size * 2.9 : size * 2.2;
      const bh = size * 2.2;
      pills += `<rect x="${n(cx - bw / 2)}" y="${n(cy - bh / 2)}" width="${n(bw)}" height="${n(bh)}" rx="${n(bh / 2)}" fill="${empty ? '#d3d8df' : '#fff'}" stroke="#b9c0ca" stroke-width="2"${empty ? ' stroke-dasharray="5 3"' : ''}/>`;
      if (empty) continue;
      if (capsule) {
        const hw = size * 1.2;
        const hh = size * 0.75;
        pills +=
          `<rect x="${n(cx - hw)}" y="${n(cy - hh)}" width="${n(hw * 2)}" height="${n(hh * 2)}" rx="${n(hh)}" fill="${pillA}"/>` +
          `<path d="M${n(cx)} ${n(cy - hh)}H${n(cx + hw - hh)}A${n(hh)} ${n(hh)} 0 0 1 ${n(cx + hw - hh)} ${n(cy + hh)}H${n(cx)}Z" fill="${pillB}"/>`;
      } else {
        pills +=
          `<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(size * 0.8)}" fill="${tablet}" stroke="${darken(tablet, 0.12)}" stroke-width="2"/>` +
          `<path d="M${n(cx - size * 0.5)} ${n(cy)}H${n(cx + size * 0.5)}" stroke="${darken(tablet, 0.2)}" stroke-width="2"/>`;
      }
    }
  }
  const ink = inkOn(c.strong);
  return (
    `<rect x="92" y="64" width="216" height="280" rx="16" fill="#e9ecf0" stroke="#c8ced6" stroke-width="2"/>` +
    `<path d="M108 64H292Q308 64 308 80V132H92V80Q92 64 108 64Z" fill="${c.strong}"/>` +
    label(c, 200, 92, 190, 24, ink, 1) +
    sublabel(c, 200, 118, 180, 13, ink) +
    `<path d="M200 136V340${perf}" stroke="#c8ced6" stroke-width="2" stroke-dasharray="4 4"/>` +
    pills +
    `<circle cx="338" cy="332" r="14" fill="${tablet}" stroke="${darken(tablet, 0.12)}" stroke-width="2"/>` +
    `<path d="M329 332H347" stroke="${darken(tablet, 0.2)}" stroke-width="2"/>`
  );
}

function drawCan(c: Ctx): string {
  const g = `${c.uid}g`;
  const ink = inkOn(c.strong);
  return (
    sideGradient(g, c.strong) +
    `<path d="M128 100V336A72 14 0 0 0 272 336V100Z" fill="url(#${g})"/>` +
    `<path d="M128 322V336A72 14 0 0 0 272 336V322A72 14 0 0 1 128 322Z" fill="#cfd4da"/>` +
    `<path d="M128 100V112A72 14 0 0 0 272 112V100Z" fill="#b8bfc8"/>` +
    `<ellipse cx="200" cy="100" rx="72" ry="14" fill="#dfe3e8"/>` +
    `<ellipse cx="200" cy="101" rx="60" ry="10" fill="#c5ccd4"/>` +
    `<rect x="184" y="92" width="32" height="11" rx="5.5" fill="#a7b0bb"/>` +
    `<path d="M128 160A72 14 0 0 0 272 160V268A72 14 0 0 1 128 268Z" fill="#fff"/>` +
    `<path d="M128 160A72 14 0 0 0 272 160" stroke="${c.accent}" stroke-width="6" fill="none"/>` +
    label(c, 200, 214, 128, 25, c.deep) +
    sublabel(c, 200, 254, 120, 14, darken(c.accent, 0.35)) +
    `<circle cx="200" cy="302" r="11" fill="${c.accent}" opacity=".9"/>` +
    `<circle cx="200" cy="302" r="4.5" fill="${ink}" opacity=".8"/>`
  );
}

function drawBag(c: Ctx): string {
  const g = `${c.uid}g`;
  const grainColor = mix(c.base, '#f1e4c3', 0.65);
  let grains = '';
  for (let i = 0; i < 14; i++) {
    const a = c.r() * Math.PI * 2;
    const d = Math.sqrt(c.r());
    const x = 200 + Math.cos(a) * d * 50;
    const y = 274 + Math.sin(a) * d * 22;
    grains += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="7" ry="3.5" transform="rotate(${Math.round(c.r() * 180)} ${n(x)} ${n(y)})" fill="${grainColor}" stroke="${darken(grainColor, 0.15)}"/>`;
  }
  return (
    sideGradient(g, c.strong) +
    `<path d="M96 92Q86 215 100 332H300Q314 215 304 92Z" fill="url(#${g})"/>` +
    `<rect x="92" y="66" width="216" height="32" rx="3" fill="${darken(c.strong, 0.12)}"/>` +
    crimp(94, 306, 82, 30, c.deep) +
    `<ellipse cx="200" cy="80" rx="15" ry="5" fill="${c.bg}"/>` +
    `<rect x="96" y="326" width="208" height="22" rx="3" fill="${darken(c.strong, 0.12)}"/>` +
    crimp(98, 302, 337, 20, c.deep) +
    `<rect x="122" y="120" width="156" height="${98}" rx="16" fill="#fff"/>` +
    label(c, 200, 156, 138, 28, c.deep) +
    sublabel(c, 200, 196, 130, 15, darken(c.accent, 0.35)) +
    `<ellipse cx="200" cy="274" rx="66" ry="34" fill="#fbf7ee" stroke="#fff" stroke-width="5"/>` +
    grains +
    `<path d="M150 258Q168 248 190 250" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>`
  );
}

function drawCarton(c: Ctx): string {
  return (
    `<path d="M118 150L140 94H270L248 150Z" fill="${c.strong}"/>` +
    `<path d="M248 150L270 94L292 128Z" fill="${darken(c.strong, 0.28)}"/>` +
    `<path d="M136 94V84H274V94Z" fill="${darken(c.strong, 0.35)}"/>` +
    `<path d="M248 150L292 128V314L248 336Z" fill="#dde2e8"/>` +
    `<rect x="118" y="150" width="130" height="186" fill="#fff"/>` +
    `<path d="M118 282Q183 258 248 280V336H118Z" fill="${c.strong}"/>` +
    `<path d="M248 280L292 258V314L248 336Z" fill="${darken(c.strong, 0.22)}"/>` +
    `<path d="M118 270Q183 246 248 268" stroke="${c.accent}" stroke-width="6" fill="none"/>` +
    `<rect x="181" y="108" width="28" height="14" rx="3" fill="${c.accent}"/>` +
    `<ellipse cx="195" cy="108" rx="14" ry="5" fill="${lighten(c.accent, 0.3)}"/>` +
    label(c, 183, 196, 116, 26, c.deep) +
    sublabel(c, 183, 236, 110, 14, darken(c.accent, 0.35))
  );
}

function drawDevice(c: Ctx): string {
  const sys = 108 + Math.floor(c.r() * 30);
  const dia = 66 + Math.floor(c.r() * 20);
  const pulse = 62 + Math.floor(c.r() * 30);
  const lcd = c.r() < 0.5 ? '#d5ecdb' : '#d7e7f6';
  const lcdInk = '#1d2b2a';
  return (
    `<path d="M300 176C352 176 330 262 400 250" stroke="#8d96a1" stroke-width="8" fill="none" stroke-linecap="round"/>` +
    `<rect x="96" y="108" width="208" height="228" rx="30" fill="#f7f8fa" stroke="#d9dee5" stroke-width="3"/>` +
    `<path d="M97.5 272H302.5V306Q302.5 334.5 274 334.5H126Q97.5 334.5 97.5 306Z" fill="${c.strong}"/>` +
    `<rect x="120" y="128" width="160" height="98" rx="12" fill="#2b3440"/>` +
    `<rect x="128" y="136" width="144" height="82" rx="8" fill="${lcd}"/>` +
    // The reading as bars, not figures: no digits of one script on the other language's page.
    `<g fill="${lcdInk}"><rect x="${n(264 - sys * 0.9)}" y="150" width="${n(sys * 0.9)}" height="24" rx="4"/>` +
    `<rect x="${n(264 - dia * 0.9)}" y="184" width="${n(dia * 0.9)}" height="16" rx="4"/>` +
    `<rect x="154" y="204" width="${n(pulse * 0.4)}" height="8" rx="3"/></g>` +
    `<path d="M144 208l-4-4a2.6 2.6 0 0 1 4-3.4 2.6 2.6 0 0 1 4 3.4Z" fill="#e5484d"/>` +
    label(c, 200, 244, 180, 20, c.deep, 1) +
    sublabel(c, 200, 262, 170, 11, '#6b7280') +
    `<circle cx="200" cy="302" r="20" fill="#fff"/><circle cx="200" cy="302" r="12" fill="${c.accent}"/>` +
    `<rect x="124" y="297" width="36" height="10" rx="5" fill="#fff" opacity=".6"/>` +
    `<rect x="240" y="297" width="36" height="10" rx="5" fill="#fff" opacity=".6"/>`
  );
}

/** A fresh product the name does not say (a new one): a round fruit of its colour, no label. */
function drawProduce(c: Ctx): string {
  const g = `${c.uid}g`;
  const fruit =
    'M200 112C266 112 306 160 306 220C306 284 260 328 200 328C140 328 94 284 94 220C94 160 134 112 200 112Z';
  return (
    `<defs><radialGradient id="${g}" cx=".36" cy=".34" r=".75"><stop offset="0" stop-color="${lighten(c.base, 0.35)}"/>` +
    `<stop offset=".55" stop-color="${c.base}"/><stop offset="1" stop-color="${darken(c.base, 0.28)}"/></radialGradient></defs>` +
    `<path d="${fruit}" fill="url(#${g})"/>` +
    `<ellipse cx="156" cy="182" rx="16" ry="30" transform="rotate(25 156 182)" fill="#fff" opacity=".35"/>`
  );
}

function drawMeat(c: Ctx): string {
  const g = `${c.uid}g`;
  const meat = luminance(c.base) > 0.5 ? '#c0392b' : c.base;
  const fat = '#f6e7d4';
  let marble = '';
  for (let i = 0; i < 6; i++) {
    const x = 140 + c.r() * 110;
    const y = 196 + c.r() * 62;
    const dx = 14 + c.r() * 22;
    const dy = (c.r() - 0.5) * 26;
    marble += `M${n(x)} ${n(y)}q${n(dx / 2)} ${n(dy / 3 - 4)} ${n(dx)} ${n(dy / 3)}t${n(dx * 0.9)} ${n(-dy / 4)}`;
  }
  const steak = blobPath(200, 228, 98, 60, c.r, 7, 0.13);
  return (
    `<defs><radialGradient id="${g}" cx=".45" cy=".4"><stop offset="0" stop-color="${lighten(meat, 0.12)}"/>` +
    `<stop offset="1" stop-color="${darken(meat, 0.2)}"/></radialGradient></defs>` +
    `<rect x="58" y="128" width="284" height="206" rx="26" fill="#f4f5f7" stroke="#d6dbe1" stroke-width="3"/>` +
    `<rect x="74" y="144" width="252" height="174" rx="18" fill="#e8ebee"/>` +
    `<path d="${steak}" fill="url(#${g})" stroke="${fat}" stroke-width="14" stroke-linejoin="round"/>` +
    `<path d="${marble}" stroke="${lighten(meat, 0.62)}" stroke-width="2.2" fill="none" stroke-linecap="round" opacity=".6"/>` +
    `<path d="M92 184L138 146M262 314L316 268" stroke="#fff" stroke-width="7" stroke-linecap="round" opacity=".6"/>` +
    `<g transform="rotate(-5 276 296)"><rect x="222" y="270" width="108" height="52" rx="8" fill="#fff" stroke="${c.accent}" stroke-width="2"/>` +
    `<rect x="222" y="270" width="108" height="7" rx="3" fill="${c.accent}"/>` +
    label(c, 276, 292, 96, 16, '#1f2937', 1) +
    sublabel(c, 276, 311, 96, 11, darken(c.accent, 0.35)) +
    '</g>'
  );
}

function drawLoaf(c: Ctx): string {
  const g = `${c.uid}g`;
  const crust = luminance(c.base) > 0.55 ? darken(c.base, 0.25) : c.base;
  const scores = 3 + Math.floor(c.r() * 2);
  let cuts = '';
  for (let i = 0; i < scores; i++) {
    const x = 128 + ((i + 0.5) * 150) / scores;
    cuts += `M${n(x - 14)} ${n(186 + c.r() * 6)}q14 -30 34 -22`;
  }
  let seeds = '';
  if (c.r() < 0.5) {
    for (let i = 0; i < 16; i++) {
      const x = 112 + c.r() * 176;
      const y = 162 + c.r() * 50 - (Math.abs(x - 200) < 70 ? 10 : 0);
      seeds += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="4" ry="2" transform="rotate(${Math.round(c.r() * 180)} ${n(x)} ${n(y)})" fill="#f6ecd0"/>`;
    }
  }
  return (
    `<defs><linearGradient id="${g}" x2="0" y2="1"><stop offset="0" stop-color="${darken(crust, 0.12)}"/>` +
    `<stop offset=".55" stop-color="${crust}"/><stop offset="1" stop-color="${lighten(crust, 0.22)}"/></linearGradient></defs>` +
    `<path d="M86 300V214Q86 140 200 136Q314 140 314 214V300Q314 328 288 328H112Q86 328 86 300Z" fill="url(#${g})"/>` +
    `<ellipse cx="196" cy="168" rx="92" ry="22" fill="#fff" opacity=".14"/>` +
    `<path d="${cuts}" stroke="${lighten(crust, 0.45)}" stroke-width="9" fill="none" stroke-linecap="round"/>` +
    seeds +
    `<rect x="86" y="240" width="228" height="60" fill="#efe3c8"/>` +
    `<path d="M86 244H314M86 296H314" stroke="#c9ae7c" stroke-width="2" stroke-dasharray="6 4"/>` +
    label(c, 200, 262, 204, 24, '#5b3a1e', 1) +
    sublabel(c, 200, 285, 190, 13, '#8a6234')
  );
}

function drawPack(c: Ctx): string {
  const g = `${c.uid}g`;
  let dots = '';
  for (let i = 0; i < 7; i++) {
    dots += `<circle cx="${n(108 + c.r() * 184)}" cy="${n(246 + c.r() * 76)}" r="${n(3 + c.r() * 5)}" fill="#fff" opacity=".3"/>`;
  }
  const pill =
    `<rect x="142" y="266" width="116" height="36" rx="18" fill="${c.accent}"/>` +
    sublabel(c, 200, 284, 100, 16, inkOn(c.accent));
  return (
    sideGradient(g, c.strong) +
    `<path d="M162 96Q162 50 200 50Q238 50 238 96" stroke="${darken(c.strong, 0.2)}" stroke-width="11" fill="none"/>` +
    `<path d="M110 90Q200 78 290 90Q312 92 313 116Q320 214 313 312Q312 334 290 336Q200 348 110 336Q88 334 87 312Q80 214 87 116Q88 92 110 90Z" fill="url(#${g})"/>` +
    dots +
    `<g fill="#fff"><circle cx="148" cy="178" r="42"/><circle cx="200" cy="160" r="54"/><circle cx="252" cy="178" r="42"/>` +
    `<rect x="106" y="176" width="188" height="54" rx="27"/></g>` +
    label(c, 200, 190, 168, 28, c.deep) +
    pill +
    `<path d="M100 130Q98 214 102 300" stroke="#fff" stroke-width="8" stroke-linecap="round" fill="none" opacity=".25"/>`
  );
}

const DRAWERS: Record<PictureKind, (c: Ctx) => string> = {
  ...freshDrawers,
  box: drawBox,
  bottle: drawBottle,
  tube: drawTube,
  jar: drawJar,
  blister: drawBlister,
  can: drawCan,
  bag: drawBag,
  carton: drawCarton,
  device: drawDevice,
  produce: drawProduce,
  meat: drawMeat,
  loaf: drawLoaf,
  pack: drawPack,
};

/** Exposed for tests that want to iterate every supported shape and kind. */
export const PRODUCT_SHAPES = Object.keys(DRAWERS) as PictureKind[];
