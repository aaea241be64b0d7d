import type { pictureKinds } from './picture-kind.ts';
import { blobPath, darken, lighten, mix, n } from './svg-utils.ts';

/**
 * The fresh counter's pictures: each fruit, vegetable, cut and loaf drawn as itself, with
 * no words on it (the page names it, in its own language). Flat shapes with one gradient each keep a
 * picture near 2 KB: they fill product listings.
 */
export interface FreshCtx {
  uid: string;
  r: () => number;
  /** The product's colour (the tomato's red, the cucumber's green). */
  base: string;
}

type FreshKind = (typeof pictureKinds)[number];

const ball = (id: string, color: string) =>
  `<defs><radialGradient id="${id}" cx=".36" cy=".34" r=".75"><stop offset="0" stop-color="${lighten(color, 0.35)}"/>` +
  `<stop offset=".55" stop-color="${color}"/><stop offset="1" stop-color="${darken(color, 0.3)}"/></radialGradient></defs>`;
const shine = (cx: number, cy: number, rx: number, ry: number, angle = 25) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${ry}" transform="rotate(${angle} ${cx} ${cy})" fill="#fff" opacity=".3"/>`;
const leaf = (x: number, y: number, angle: number, color = '#3f8f3a', size = 1) =>
  `<path transform="translate(${x} ${y}) rotate(${angle}) scale(${size})" d="M0 0Q28 -30 70 -14Q36 22 0 0Z" fill="${color}"/>` +
  `<path transform="translate(${x} ${y}) rotate(${angle}) scale(${size})" d="M4 -1Q34 -12 62 -13" stroke="${darken(color, 0.3)}" stroke-width="2" fill="none"/>`;
const stem = (x: number, y: number, height = 26) =>
  `<path d="M${x} ${y}Q${x - 3} ${y - height / 2} ${x + 8} ${y - height}" stroke="#6b4a2b" stroke-width="7" fill="none" stroke-linecap="round"/>`;
/** A green star of sepals, as on a tomato or a strawberry. */
function calyx(cx: number, cy: number, radius: number, points = 5, color = '#2f7d32'): string {
  let d = '';
  for (let i = 0; i < points * 2; i++) {
    const a = (Math.PI * i) / points - Math.PI / 2;
    const rr = i % 2 === 0 ? radius : radius * 0.35;
    d += `${i === 0 ? 'M' : 'L'}${n(cx + Math.cos(a) * rr)} ${n(cy + Math.sin(a) * rr * 0.6)}`;
  }
  return `<path d="${d}Z" fill="${color}"/>`;
}
const tray = (inner = '#e8ebee') =>
  `<rect x="58" y="128" width="284" height="206" rx="26" fill="#f4f5f7" stroke="#d6dbe1" stroke-width="3"/>` +
  `<rect x="74" y="144" width="252" height="174" rx="18" fill="${inner}"/>`;

function round(c: FreshCtx, kind: 'apple' | 'orange' | 'tomato' | 'guava' | 'pomegranate'): string {
  const g = `${c.uid}g`;
  const color = c.base;
  const body =
    kind === 'apple'
      ? 'M200 132C240 106 312 118 308 212C304 292 252 330 200 322C148 330 96 292 92 212C88 118 160 106 200 132Z'
      : kind === 'tomato'
        ? 'M200 128C268 124 312 168 310 224C308 290 260 326 200 326C140 326 92 290 90 224C88 168 132 124 200 128Z'
        : 'M200 112C266 112 306 160 306 220C306 284 260 328 200 328C140 328 94 284 94 220C94 160 134 112 200 112Z';
  let extra = '';
  if (kind === 'apple') extra = stem(200, 136) + leaf(206, 104, -20);
  if (kind === 'tomato') extra = calyx(200, 132, 46) + stem(200, 130, 18);
  if (kind === 'orange') {
    for (let i = 0; i < 18; i++)
      extra += `<circle cx="${n(130 + c.r() * 140)}" cy="${n(160 + c.r() * 130)}" r="1.8" fill="${darken(color, 0.2)}" opacity=".5"/>`;
    extra += `<circle cx="200" cy="116" r="6" fill="#6b8e23"/>${leaf(204, 112, -30, '#3f8f3a', 0.8)}`;
  }
  if (kind === 'guava') {
    // Cut in half beside the whole one: the pink inside tells it from a lime.
    extra =
      `<g transform="translate(250 250)"><circle r="62" fill="${lighten(color, 0.2)}"/><circle r="52" fill="#f4a3a8"/>` +
      `<circle r="24" fill="#f7c6c9"/>${[0, 60, 120, 180, 240, 300].map((a) => `<ellipse cx="${n(Math.cos((a * Math.PI) / 180) * 34)}" cy="${n(Math.sin((a * Math.PI) / 180) * 34)}" rx="4" ry="3" fill="#f3e3b3"/>`).join('')}</g>`;
  }
  if (kind === 'pomegranate') {
    extra =
      `<path d="M182 118L176 92L192 104L200 86L208 104L224 92L218 118Z" fill="${darken(color, 0.25)}"/>` +
      `<g transform="translate(262 262)"><circle r="56" fill="${lighten(color, 0.5)}"/>` +
      Array.from(
        { length: 16 },
        () => `<circle cx="${n((c.r() - 0.5) * 70)}" cy="${n((c.r() - 0.5) * 70)}" r="7" fill="#b5172f"/>`,
      ).join('') +
      '</g>';
  }
  const scale = kind === 'guava' || kind === 'pomegranate' ? 'translate(-40 -20) ' : '';
  return (
    ball(g, color) +
    `<g transform="${scale}"><path d="${body}" fill="url(#${g})"/>${shine(156, 182, 16, 30)}${kind === 'guava' || kind === 'pomegranate' ? '' : extra}</g>` +
    (kind === 'guava' || kind === 'pomegranate' ? extra : '')
  );
}

function lemon(c: FreshCtx): string {
  const g = `${c.uid}g`;
  const one = (x: number, y: number, s: number, a: number) =>
    `<g transform="translate(${x} ${y}) rotate(${a}) scale(${s})"><path d="M-96 0Q-104 -8 -90 -14Q-60 -74 0 -74Q60 -74 90 -14Q104 -8 96 0Q104 8 90 14Q60 74 0 74Q-60 74 -90 14Q-104 8 -96 0Z" fill="url(#${g})"/>${shine(-30, -28, 14, 26, 60)}</g>`;
  return ball(g, c.base) + one(150, 250, 0.8, -15) + one(236, 214, 1, 10) + leaf(250, 150, -40);
}

function banana(c: FreshCtx): string {
  const color = c.base;
  const finger = (dy: number, a: number) =>
    `<g transform="rotate(${a} 120 150) translate(0 ${dy})"><path d="M110 140Q120 300 300 290Q320 286 318 276Q180 270 150 136Z" fill="${color}" stroke="${darken(color, 0.25)}" stroke-width="3"/>` +
    `<path d="M300 290L318 276" stroke="#5b4023" stroke-width="8" stroke-linecap="round"/></g>`;
  return (
    finger(20, 8) +
    finger(0, 0) +
    finger(-20, -8) +
    `<path d="M104 150L122 112L150 120L140 156Z" fill="#7a8a3a"/><rect x="116" y="104" width="26" height="14" rx="4" fill="#5b4023"/>`
  );
}

function mango(c: FreshCtx): string {
  const g = `${c.uid}g`;
  return (
    `<defs><linearGradient id="${g}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#7cb342"/>` +
    `<stop offset=".5" stop-color="${c.base}"/><stop offset="1" stop-color="#e65100"/></linearGradient></defs>` +
    `<path d="M150 130Q250 90 300 180Q340 270 250 320Q160 350 110 280Q70 210 150 130Z" fill="url(#${g})"/>` +
    shine(170, 170, 18, 34, 40) +
    stem(160, 134, 20)
  );
}

function strawberry(c: FreshCtx): string {
  const one = (x: number, y: number, s: number) => {
    let seeds = '';
    for (let i = 0; i < 14; i++)
      seeds += `<ellipse cx="${n(-40 + c.r() * 80)}" cy="${n(-20 + c.r() * 90)}" rx="2.4" ry="4" fill="#ffe082"/>`;
    return (
      `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 96Q-70 40 -62 -6Q-56 -38 0 -36Q56 -38 62 -6Q70 40 0 96Z" fill="${c.base}"/>` +
      `<clipPath id="${c.uid}s${x}"><path d="M0 96Q-70 40 -62 -6Q-56 -38 0 -36Q56 -38 62 -6Q70 40 0 96Z"/></clipPath><g clip-path="url(#${c.uid}s${x})">${seeds}</g>` +
      `${calyx(0, -36, 44, 6)}${shine(-28, 4, 9, 20, 20)}</g>`
    );
  };
  return one(150, 220, 1) + one(258, 236, 0.85);
}

function grapes(c: FreshCtx): string {
  const g = `${c.uid}g`;
  const rows = [5, 4, 4, 3, 2, 1];
  let berries = '';
  rows.forEach((count, row) => {
    for (let i = 0; i < count; i++) {
      const x = 200 + (i - (count - 1) / 2) * 38;
      const y = 150 + row * 32;
      berries += `<circle cx="${n(x)}" cy="${n(y)}" r="22" fill="url(#${g})"/>`;
    }
  });
  return ball(g, c.base) + stem(200, 132, 30) + leaf(206, 118, -10, '#558b2f', 1.1) + berries;
}

function watermelon(c: FreshCtx): string {
  let seeds = '';
  for (let i = 0; i < 9; i++) {
    const a = Math.PI * (0.15 + (0.7 * i) / 8);
    const d = 50 + (i % 2) * 30;
    seeds += `<ellipse cx="${n(230 - Math.cos(a) * d)}" cy="${n(214 + Math.sin(a) * d)}" rx="3.4" ry="6" fill="#222"/>`;
  }
  return (
    `<ellipse cx="150" cy="220" rx="96" ry="80" fill="#2e7d32"/>` +
    `<path d="M70 190Q150 170 230 190M66 230Q150 210 236 232M80 266Q150 250 222 268" stroke="#1b5e20" stroke-width="10" fill="none" opacity=".6"/>` +
    `<path d="M110 214H350A120 120 0 0 1 110 214Z" fill="#2e7d32"/>` +
    `<path d="M122 214H338A108 108 0 0 1 122 214Z" fill="#f1f8e9"/>` +
    `<path d="M130 214H330A100 100 0 0 1 130 214Z" fill="${c.base}"/>` +
    seeds
  );
}

function onion(c: FreshCtx): string {
  const g = `${c.uid}g`;
  const one = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -96Q8 -60 50 -40Q92 -14 84 30Q74 82 0 84Q-74 82 -84 30Q-92 -14 -50 -40Q-8 -60 0 -96Z" fill="url(#${g})"/>` +
    `<path d="M0 -90Q-36 -10 -20 80M0 -90Q36 -10 20 80M0 -90Q-70 0 -58 66M0 -90Q70 0 58 66" stroke="${darken(c.base, 0.3)}" stroke-width="2.4" fill="none" opacity=".5"/>` +
    `<path d="M-12 84L-18 100M0 84V104M12 84L18 100" stroke="#c8b58c" stroke-width="3"/></g>`;
  return ball(g, c.base) + one(150, 228, 0.9) + one(250, 238, 1);
}

function potato(c: FreshCtx): string {
  const g = `${c.uid}g`;
  const one = (cx: number, cy: number, rx: number, ry: number) => {
    let eyes = '';
    for (let i = 0; i < 5; i++)
      eyes += `<ellipse cx="${n(cx + (c.r() - 0.5) * rx * 1.3)}" cy="${n(cy + (c.r() - 0.5) * ry * 1.1)}" rx="4" ry="2.4" fill="${darken(c.base, 0.4)}" opacity=".7"/>`;
    return `<path d="${blobPath(cx, cy, rx, ry, c.r, 8, 0.08)}" fill="url(#${g})"/>${eyes}`;
  };
  return ball(g, c.base) + one(156, 240, 78, 56) + one(256, 214, 70, 50);
}

function longVeg(c: FreshCtx, kind: 'cucumber' | 'zucchini' | 'eggplant' | 'carrot' | 'okra'): string {
  const g = `${c.uid}g`;
  const gradient =
    `<defs><linearGradient id="${g}" x2="0" y2="1"><stop offset="0" stop-color="${lighten(c.base, 0.25)}"/>` +
    `<stop offset=".5" stop-color="${c.base}"/><stop offset="1" stop-color="${darken(c.base, 0.3)}"/></linearGradient></defs>`;
  if (kind === 'carrot') {
    const one = (x: number, y: number, a: number) =>
      `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-110 -24Q-120 0 -110 24L120 4Q128 0 120 -4Z" fill="url(#${g})"/>` +
      `<path d="M-70 -16l10 8M-30 -12l10 8M10 -8l10 6M50 -6l8 5" stroke="${darken(c.base, 0.35)}" stroke-width="3"/>` +
      `<path d="M-112 -10Q-150 -40 -160 -20M-112 0Q-160 -4 -162 14M-112 8Q-146 36 -134 44" stroke="#43a047" stroke-width="8" fill="none" stroke-linecap="round"/></g>`;
    return gradient + one(220, 200, 20) + one(226, 262, 4);
  }
  if (kind === 'okra') {
    let pods = '';
    for (let i = 0; i < 5; i++)
      pods += `<g transform="translate(${130 + i * 36} 230) rotate(${-20 + i * 10})"><path d="M-14 -80Q0 -92 14 -80L4 80Q0 88 -4 80Z" fill="url(#${g})"/><path d="M0 -84V78" stroke="${darken(c.base, 0.3)}" stroke-width="2"/><rect x="-8" y="-98" width="16" height="18" rx="5" fill="#7cb342"/></g>`;
    return gradient + pods;
  }
  if (kind === 'eggplant') {
    const one = (x: number, y: number, a: number, s: number) =>
      `<g transform="translate(${x} ${y}) rotate(${a}) scale(${s})"><path d="M-40 -70Q20 -80 60 0Q90 80 10 96Q-70 100 -70 20Q-70 -40 -40 -70Z" fill="url(#${g})"/>` +
      `${calyx(-36, -72, 40, 5, '#558b2f')}<rect x="-44" y="-104" width="14" height="30" rx="5" fill="#558b2f"/>${shine(-30, 10, 10, 30, 10)}</g>`;
    return gradient + one(150, 230, -20, 0.9) + one(250, 224, 15, 1);
  }
  const stripes =
    kind === 'zucchini'
      ? `<path d="M-100 -8H100M-96 10H96" stroke="${lighten(c.base, 0.35)}" stroke-width="4" opacity=".6"/>`
      : Array.from(
          { length: 8 },
          (_, i) =>
            `<circle cx="${-84 + i * 24}" cy="${i % 2 ? -12 : 10}" r="3" fill="${lighten(c.base, 0.4)}"/>`,
        ).join('');
  const one = (x: number, y: number, a: number) =>
    `<g transform="translate(${x} ${y}) rotate(${a})"><rect x="-120" y="-30" width="240" height="60" rx="30" fill="url(#${g})"/>${stripes}` +
    `<rect x="112" y="-10" width="22" height="20" rx="6" fill="${kind === 'zucchini' ? '#8d9a3c' : '#c5d86d'}"/></g>`;
  return gradient + one(196, 196, -12) + one(206, 268, 4);
}

function pepper(c: FreshCtx): string {
  const g = `${c.uid}g`;
  const one = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-80 -50Q-96 40 -50 86Q-26 100 0 84Q26 100 50 86Q96 40 80 -50Q60 -80 30 -66Q0 -80 -30 -66Q-60 -80 -80 -50Z" fill="url(#${g})"/>` +
    `<path d="M0 -70V60" stroke="${darken(c.base, 0.25)}" stroke-width="3" opacity=".5"/>${shine(-42, -10, 12, 34, 5)}` +
    `<path d="M-18 -72Q-10 -90 0 -90Q6 -110 24 -116" stroke="#2e7d32" stroke-width="12" fill="none" stroke-linecap="round"/></g>`;
  return ball(g, c.base) + one(200, 226, 1.15);
}

function garlic(c: FreshCtx): string {
  const color = lighten(c.base, 0.2);
  const bulb = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M0 -96Q10 -60 56 -36Q96 -10 86 36Q72 84 0 86Q-72 84 -86 36Q-96 -10 -56 -36Q-10 -60 0 -96Z" fill="${color}" stroke="${darken(color, 0.2)}" stroke-width="3"/>` +
    `<path d="M0 -90Q-26 0 -8 84M0 -90Q26 0 8 84M-4 -80Q-70 -10 -50 76M4 -80Q70 -10 50 76" stroke="${darken(color, 0.22)}" stroke-width="3" fill="none"/>` +
    `<path d="M-14 86Q0 100 14 86" stroke="#b8a27a" stroke-width="4" fill="none"/></g>`;
  return bulb(160, 232, 0.95) + bulb(256, 246, 0.75);
}

function greens(c: FreshCtx, head: boolean): string {
  const color = c.base;
  if (head) {
    let leaves = '';
    for (let i = 0; i < 7; i++) {
      const a = (i / 7) * Math.PI * 2;
      leaves += `<ellipse cx="${n(200 + Math.cos(a) * 46)}" cy="${n(226 + Math.sin(a) * 34)}" rx="70" ry="52" fill="${i % 2 ? color : lighten(color, 0.15)}" stroke="${darken(color, 0.2)}" stroke-width="2"/>`;
    }
    return (
      leaves +
      `<ellipse cx="200" cy="220" rx="60" ry="46" fill="${lighten(color, 0.35)}"/><path d="M200 184V256M176 200Q200 222 224 200" stroke="${lighten(color, 0.55)}" stroke-width="4" fill="none"/>`
    );
  }
  let out = '';
  for (let i = 0; i < 9; i++) {
    const a = -60 + i * 15;
    const shade = i % 3 === 0 ? darken(color, 0.15) : i % 3 === 1 ? color : lighten(color, 0.12);
    out +=
      `<g transform="rotate(${a} 200 330)"><path d="M200 330V170" stroke="${darken(color, 0.3)}" stroke-width="4"/>` +
      `<path d="M200 120Q240 150 226 186Q214 206 200 210Q186 206 174 186Q160 150 200 120Z" fill="${shade}"/>` +
      `<path d="M200 130V206" stroke="${darken(color, 0.3)}" stroke-width="2"/></g>`;
  }
  return `${out}<rect x="184" y="280" width="32" height="22" rx="4" fill="#c62828"/>`;
}

function cheese(c: FreshCtx): string {
  const color = mix(c.base, '#fff8e1', 0.3);
  let holes = '';
  for (let i = 0; i < 6; i++)
    holes += `<ellipse cx="${n(140 + c.r() * 120)}" cy="${n(240 + c.r() * 60)}" rx="${n(6 + c.r() * 8)}" ry="${n(5 + c.r() * 6)}" fill="${darken(color, 0.15)}"/>`;
  return (
    `<path d="M90 220L300 150L330 220Z" fill="${lighten(color, 0.15)}"/>` +
    `<path d="M90 220H330V320H90Z" fill="${color}"/>` +
    `<path d="M330 220L300 150V250L330 320Z" fill="${darken(color, 0.12)}"/>` +
    holes
  );
}

function steakOnTray(c: FreshCtx, minced: boolean): string {
  const g = `${c.uid}g`;
  const meat = c.base;
  const piece = minced
    ? `<path d="${blobPath(200, 230, 100, 56, c.r, 9, 0.1)}" fill="url(#${g})"/>` +
      // One path of many short curls: the grind, in a few hundred bytes.
      `<path d="${Array.from({ length: 36 }, () => `M${n(120 + c.r() * 160)} ${n(196 + c.r() * 70)}q4 -4 8 0`).join('')}" stroke="${lighten(meat, 0.4)}" stroke-width="3" fill="none" stroke-linecap="round"/>`
    : `<path d="${blobPath(200, 228, 98, 60, c.r, 7, 0.13)}" fill="url(#${g})" stroke="#f6e7d4" stroke-width="14" stroke-linejoin="round"/>` +
      `<path d="M150 210q20 -8 40 0t40 -6M170 250q20 -6 40 2" stroke="${lighten(meat, 0.6)}" stroke-width="2.4" fill="none" opacity=".6"/>`;
  return (
    `<defs><radialGradient id="${g}" cx=".45" cy=".4"><stop offset="0" stop-color="${lighten(meat, 0.12)}"/>` +
    `<stop offset="1" stop-color="${darken(meat, 0.2)}"/></radialGradient></defs>` +
    tray() +
    piece
  );
}

function poultry(c: FreshCtx): string {
  const skin = mix(c.base, '#f3c9a0', 0.5);
  const leg = (x: number, y: number, a: number) =>
    `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-70 0Q-70 -50 -10 -46Q40 -40 46 -12L76 -8Q90 -20 98 -8Q106 0 98 8Q90 20 76 8L46 12Q40 40 -10 46Q-70 50 -70 0Z" fill="${skin}" stroke="${darken(skin, 0.2)}" stroke-width="3"/>` +
    `<path d="M56 -6H80M56 6H80" stroke="#f5f1e8" stroke-width="8" stroke-linecap="round"/>${shine(-30, -18, 14, 8, -10)}</g>`;
  return tray() + leg(170, 206, -8) + leg(226, 262, 12);
}

function fish(c: FreshCtx): string {
  const g = `${c.uid}g`;
  const body = 'M100 226Q160 160 250 196L300 160Q296 226 300 292L250 256Q160 292 100 226Z';
  let scales = '';
  for (let i = 0; i < 6; i++)
    scales += `<path d="M${150 + i * 16} 212q8 14 0 28" stroke="${lighten(c.base, 0.35)}" stroke-width="2" fill="none"/>`;
  return (
    `<defs><linearGradient id="${g}" x2="0" y2="1"><stop offset="0" stop-color="${darken(c.base, 0.2)}"/>` +
    `<stop offset=".6" stop-color="${lighten(c.base, 0.25)}"/><stop offset="1" stop-color="#eef2f4"/></linearGradient></defs>` +
    tray('#dcebf3') +
    `<path d="${body}" fill="url(#${g})"/>${scales}` +
    `<circle cx="126" cy="220" r="7" fill="#fff"/><circle cx="126" cy="220" r="3.5" fill="#222"/>` +
    `<path d="M144 206Q152 226 144 246" stroke="${darken(c.base, 0.3)}" stroke-width="3" fill="none"/>` +
    `<path d="M200 190L226 170L236 196" fill="${darken(c.base, 0.15)}"/>`
  );
}

function shrimp(c: FreshCtx): string {
  const color = c.base;
  const one = (x: number, y: number, a: number) => {
    let segments = '';
    for (let i = 0; i < 5; i++)
      segments += `<path d="M${-40 + i * 18} -34q8 30 0 62" stroke="${darken(color, 0.25)}" stroke-width="2.4" fill="none"/>`;
    return (
      `<g transform="translate(${x} ${y}) rotate(${a})"><path d="M-56 0Q-56 -44 0 -44Q56 -44 60 0Q60 30 36 40L20 20Q30 6 20 -4Q0 -20 -20 -4Q-30 10 -20 24L-40 40Q-56 20 -56 0Z" fill="${color}"/>` +
      `${segments}<path d="M-40 40L-60 56L-30 52Z" fill="${darken(color, 0.15)}"/><circle cx="44" cy="-10" r="4" fill="#222"/>` +
      `<path d="M56 -14Q90 -40 110 -30" stroke="${darken(color, 0.2)}" stroke-width="2" fill="none"/></g>`
    );
  };
  return tray('#dcebf3') + one(160, 210, -10) + one(246, 270, 15);
}

function squid(c: FreshCtx): string {
  let rings = '';
  for (let i = 0; i < 7; i++) {
    const x = 120 + (i % 4) * 54 + (i > 3 ? 26 : 0);
    const y = 200 + (i > 3 ? 64 : 0);
    rings += `<ellipse cx="${x}" cy="${y}" rx="30" ry="24" fill="none" stroke="${mix(c.base, '#f8efe4', 0.5)}" stroke-width="14"/>`;
  }
  return `${tray('#dcebf3')}${rings}<path d="M300 170l12 -26M314 174l20 -18" stroke="#7cb342" stroke-width="6" stroke-linecap="round"/><circle cx="304" cy="180" r="14" fill="#fdd835"/>`;
}

function flatbread(c: FreshCtx): string {
  const crust = mix(c.base, '#d7a86e', 0.5);
  let loaves = '';
  for (let i = 0; i < 3; i++) {
    const y = 270 - i * 26;
    loaves +=
      `<ellipse cx="200" cy="${y}" rx="130" ry="44" fill="${darken(crust, 0.08 * i)}" stroke="${darken(crust, 0.25)}" stroke-width="3"/>` +
      `<ellipse cx="200" cy="${y - 4}" rx="104" ry="32" fill="${lighten(crust, 0.18)}" opacity=".6"/>`;
  }
  for (let i = 0; i < 10; i++)
    loaves += `<circle cx="${n(120 + c.r() * 160)}" cy="${n(200 + c.r() * 30)}" r="3" fill="${darken(crust, 0.35)}" opacity=".6"/>`;
  return loaves;
}

function croissant(c: FreshCtx): string {
  const crust = mix(c.base, '#d08c3c', 0.5);
  const one = (x: number, y: number, s: number) =>
    `<g transform="translate(${x} ${y}) scale(${s})"><path d="M-110 30Q-120 -60 0 -62Q120 -60 110 30Q90 -20 0 -24Q-90 -20 -110 30Z" fill="${crust}" stroke="${darken(crust, 0.3)}" stroke-width="3"/>` +
    `<path d="M-60 -40Q-50 -20 -62 0M-20 -54Q-10 -34 -20 -20M20 -54Q30 -34 20 -20M60 -40Q70 -20 58 0" stroke="${darken(crust, 0.3)}" stroke-width="4" fill="none"/></g>`;
  return one(196, 214, 1) + one(214, 292, 0.75);
}

/** Draws a fresh product's picture body (background, glow and shadow are the caller's). */
export const freshDrawers: Record<FreshKind, (c: FreshCtx) => string> = {
  apple: (c) => round(c, 'apple'),
  orange: (c) => round(c, 'orange'),
  tomato: (c) => round(c, 'tomato'),
  guava: (c) => round(c, 'guava'),
  pomegranate: (c) => round(c, 'pomegranate'),
  lemon,
  banana,
  mango,
  strawberry,
  grapes,
  watermelon,
  onion,
  potato,
  cucumber: (c) => longVeg(c, 'cucumber'),
  zucchini: (c) => longVeg(c, 'zucchini'),
  eggplant: (c) => longVeg(c, 'eggplant'),
  carrot: (c) => longVeg(c, 'carrot'),
  okra: (c) => longVeg(c, 'okra'),
  pepper,
  garlic,
  greens: (c) => greens(c, false),
  lettuce: (c) => greens(c, true),
  cheese,
  steak: (c) => steakOnTray(c, false),
  mince: (c) => steakOnTray(c, true),
  poultry,
  fish,
  shrimp,
  squid,
  flatbread,
  croissant,
};
