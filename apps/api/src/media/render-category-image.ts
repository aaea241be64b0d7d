import { hash, hsl, n, rng, svgOpen } from './svg-utils.ts';

export interface CategoryImageInput {
  id: number;
  /** Category name: only used as the SVG `<title>` (the page prints names itself). */
  label: string;
  /** Id of the level-1 category this one belongs to; picks the icon and palette. */
  topLevelId: number;
}

interface Palette {
  /** Base hue in degrees. */
  hue: number;
  /** Hue of the secondary colour. */
  second: number;
}

const PALETTES: Record<number, Palette> = {
  1: { hue: 205, second: 350 }, // medication
  2: { hue: 335, second: 40 }, // cosmetics
  3: { hue: 175, second: 215 }, // medical devices
  4: { hue: 38, second: 200 }, // baby
  5: { hue: 150, second: 190 }, // personal care
  6: { hue: 95, second: 25 }, // groceries
  7: { hue: 28, second: 125 }, // vitamins
};
const OTHER: Palette = { hue: 265, second: 320 };

interface Colors {
  primary: string;
  dark: string;
  second: string;
  light: string;
}

type Icon = (c: Colors) => string;

const capsule: Icon = (c) =>
  `<g transform="rotate(-35 140 140)"><rect x="62" y="108" width="156" height="64" rx="32" fill="${c.primary}"/>` +
  `<path d="M140 108H186A32 32 0 0 1 186 172H140Z" fill="${c.second}"/>` +
  `<rect x="78" y="120" width="44" height="10" rx="5" fill="#fff" opacity=".45"/></g>` +
  `<g transform="rotate(30 214 214)"><ellipse cx="214" cy="214" rx="32" ry="21" fill="${c.light}" stroke="${c.primary}" stroke-width="5"/>` +
  `<path d="M214 199V229" stroke="${c.primary}" stroke-width="4" stroke-linecap="round" opacity=".6"/></g>`;

const cosmetics: Icon = (c) =>
  `<rect x="78" y="150" width="50" height="88" rx="8" fill="${c.dark}"/>` +
  `<rect x="84" y="118" width="38" height="36" rx="3" fill="#d8b25a"/>` +
  `<path d="M88 120V84Q88 70 100 64L118 56V120Z" fill="${c.second}"/>` +
  `<rect x="148" y="160" width="96" height="28" rx="9" fill="${c.primary}"/>` +
  `<rect x="152" y="184" width="88" height="56" rx="16" fill="#fff"/>` +
  `<rect x="152" y="202" width="88" height="12" fill="${c.light}"/>` +
  `<path d="M166 160Q196 134 226 160" fill="${c.light}"/>`;

const stethoscope: Icon = (c) =>
  `<path d="M98 70V126Q98 178 146 178Q194 178 194 126V70" stroke="${c.dark}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
  `<path d="M146 178V206Q146 244 184 244Q218 244 218 212V200" stroke="${c.primary}" stroke-width="11" fill="none" stroke-linecap="round"/>` +
  `<circle cx="98" cy="66" r="10" fill="${c.second}"/><circle cx="194" cy="66" r="10" fill="${c.second}"/>` +
  `<circle cx="218" cy="178" r="28" fill="#fff" stroke="${c.dark}" stroke-width="8"/>` +
  `<circle cx="218" cy="178" r="11" fill="${c.second}"/>`;

const babyBottle: Icon = (c) =>
  `<g transform="rotate(-12 150 160)"><path d="M134 90Q134 52 150 52Q166 52 166 90Z" fill="#f2bd74"/>` +
  `<rect x="116" y="86" width="68" height="26" rx="7" fill="${c.second}"/>` +
  `<rect x="110" y="110" width="80" height="132" rx="24" fill="#fff" stroke="${c.primary}" stroke-width="6"/>` +
  `<path d="M116 170H184V214Q184 236 162 236H138Q116 236 116 214Z" fill="${c.light}"/>` +
  `<path d="M166 140H180M166 160H180M166 180H180M166 200H180" stroke="${c.primary}" stroke-width="4" stroke-linecap="round"/></g>`;

const personalCare: Icon = (c) =>
  `<g transform="rotate(-32 150 120)"><rect x="48" y="112" width="150" height="20" rx="10" fill="${c.primary}"/>` +
  `<rect x="190" y="108" width="56" height="28" rx="10" fill="${c.primary}"/>` +
  `<rect x="196" y="82" width="44" height="28" rx="4" fill="${c.light}"/>` +
  `<path d="M203 82V110M211 82V110M219 82V110M227 82V110M235 82V110" stroke="${c.second}" stroke-width="3"/></g>` +
  `<rect x="140" y="180" width="110" height="62" rx="22" fill="${c.second}"/>` +
  `<rect x="156" y="192" width="78" height="38" rx="14" fill="#fff" opacity=".35"/>` +
  `<g fill="#fff" stroke="${c.primary}" stroke-width="3"><circle cx="108" cy="206" r="16"/><circle cx="84" cy="236" r="10"/><circle cx="122" cy="244" r="7"/></g>`;

const basket: Icon = (c) =>
  `<path d="M84 150Q150 36 216 150" stroke="${c.dark}" stroke-width="10" fill="none" stroke-linecap="round"/>` +
  `<ellipse cx="184" cy="112" rx="16" ry="50" transform="rotate(32 184 112)" fill="#e2a85a"/>` +
  `<path d="M170 86l8 10M182 76l8 10M194 68l8 10" stroke="#b97a32" stroke-width="3"/>` +
  `<circle cx="118" cy="136" r="28" fill="#e5484d"/><path d="M118 110Q130 92 144 98Q132 112 118 110Z" fill="#43a047"/>` +
  `<circle cx="154" cy="140" r="20" fill="#f5a524"/>` +
  `<path d="M76 150H224L206 236Q204 246 194 246H106Q96 246 94 236Z" fill="${c.primary}"/>` +
  `<path d="M88 180H212M92 208H208M124 152V244M150 152V244M176 152V244" stroke="${c.dark}" stroke-width="4" opacity=".35"/>` +
  `<rect x="68" y="142" width="164" height="18" rx="9" fill="${c.dark}"/>`;

const vitamins: Icon = (c) =>
  `<path d="M72 222Q64 92 214 72Q230 214 72 222Z" fill="${c.second}"/>` +
  `<path d="M80 214Q140 150 198 92" stroke="#fff" stroke-width="5" fill="none" stroke-linecap="round" opacity=".8"/>` +
  `<g transform="rotate(-30 206 218)"><rect x="156" y="196" width="100" height="44" rx="22" fill="#fff" stroke="${c.dark}" stroke-width="5"/>` +
  `<path d="M156 218A22 22 0 0 1 178 196H206V240H178A22 22 0 0 1 156 218Z" fill="${c.primary}"/>` +
  `<rect x="168" y="204" width="26" height="7" rx="3.5" fill="#fff" opacity=".5"/></g>`;

const bag: Icon = (c) =>
  `<path d="M120 112V98Q120 68 150 68Q180 68 180 98V112" stroke="${c.dark}" stroke-width="9" fill="none"/>` +
  `<rect x="84" y="108" width="132" height="134" rx="16" fill="${c.primary}"/>` +
  `<path d="M150 206l-20-20a13 13 0 0 1 20-16a13 13 0 0 1 20 16Z" fill="#fff"/>`;

const drumstick: Icon = (c) =>
  `<g transform="rotate(-40 150 150)"><ellipse cx="150" cy="118" rx="62" ry="52" fill="#c8743a"/>` +
  `<ellipse cx="136" cy="104" rx="30" ry="18" fill="#e39a5c" opacity=".8"/>` +
  `<rect x="140" y="160" width="20" height="62" rx="8" fill="#f4ead8"/>` +
  `<circle cx="138" cy="228" r="14" fill="#f4ead8"/><circle cx="162" cy="228" r="14" fill="#f4ead8"/></g>` +
  `<path d="M200 206H254L246 240H208Z" fill="${c.second}"/><path d="M198 206H256" stroke="${c.dark}" stroke-width="6" stroke-linecap="round"/>`;

const drinks: Icon = (c) =>
  `<rect x="86" y="96" width="60" height="146" rx="18" fill="${c.primary}"/>` +
  `<rect x="104" y="60" width="24" height="40" rx="4" fill="${c.dark}"/>` +
  `<rect x="86" y="140" width="60" height="48" fill="#fff" opacity=".8"/>` +
  `<path d="M164 132H232L222 242H174Z" fill="#fff" stroke="${c.dark}" stroke-width="6" stroke-linejoin="round"/>` +
  `<path d="M170 170H226L220 236H176Z" fill="${c.second}"/>` +
  `<path d="M212 132L228 76" stroke="${c.second}" stroke-width="8" stroke-linecap="round"/>`;

const dairy: Icon = (c) =>
  `<path d="M90 110L112 76H168L190 110V242H90Z" fill="#fff" stroke="${c.dark}" stroke-width="6" stroke-linejoin="round"/>` +
  `<path d="M112 76L134 110H190" fill="none" stroke="${c.dark}" stroke-width="5"/>` +
  `<rect x="90" y="150" width="100" height="50" fill="${c.primary}"/>` +
  `<ellipse cx="222" cy="212" rx="26" ry="32" fill="#fbf3e0" stroke="#d8b25a" stroke-width="5"/>`;

const pantry: Icon = (c) =>
  `<rect x="78" y="110" width="82" height="132" rx="14" fill="${c.light}" stroke="${c.dark}" stroke-width="6"/>` +
  `<rect x="72" y="92" width="94" height="24" rx="6" fill="${c.second}"/>` +
  `<path d="M90 180H148" stroke="${c.primary}" stroke-width="30"/>` +
  `<path d="M178 242V150Q178 128 200 128H214Q236 128 236 150V242Z" fill="${c.primary}"/>` +
  `<rect x="194" y="96" width="26" height="34" rx="4" fill="${c.dark}"/>`;

/**
 * Pictures by what a category holds, read from its English name, before its top level's: the
 * groceries' subcategories (three of them on the home page's popular categories) all showed the
 * same basket.
 */
const SUBJECTS: [RegExp, Icon][] = [
  [/meat|poultry|chicken|fish/i, drumstick],
  [/beverage|drink|juice|snack/i, drinks],
  [/dairy|milk|egg|cheese|bakery/i, dairy],
  [/pantry|rice|pasta|oil|spice/i, pantry],
];

const ICONS: Record<number, Icon> = {
  1: capsule,
  2: cosmetics,
  3: stethoscope,
  4: babyBottle,
  5: personalCare,
  6: basket,
  7: vitamins,
};

/** A 300×300 rounded category tile: soft gradient, decorative circles and an icon per top level. */
export function renderCategoryImage(input: CategoryImageInput): string {
  const palette = PALETTES[input.topLevelId] ?? OTHER;
  const icon = SUBJECTS.find(([pattern]) => pattern.test(input.label))?.[1] ?? ICONS[input.topLevelId] ?? bag;
  const r = rng(hash(input.id, `cat${input.topLevelId}`));
  const h = palette.hue + (r() * 2 - 1) * 12;
  const colors: Colors = {
    primary: hsl(h, 0.62, 0.47),
    dark: hsl(h, 0.55, 0.32),
    second: hsl(palette.second + (r() * 2 - 1) * 10, 0.72, 0.58),
    light: hsl(h, 0.7, 0.86),
  };
  const g = `c${Math.abs(Math.trunc(input.id))}t${Math.abs(Math.trunc(input.topLevelId))}`;
  let deco = '';
  const spots: [number, number][] = [
    [60, 62],
    [246, 58],
    [252, 246],
    [50, 250],
  ];
  for (const [x, y] of spots) {
    if (r() < 0.35) continue;
    deco += `<circle cx="${n(x + (r() - 0.5) * 30)}" cy="${n(y + (r() - 0.5) * 30)}" r="${n(14 + r() * 30)}" fill="#fff" opacity=".35"/>`;
  }
  const angle = Math.round(r() * 90);
  return (
    svgOpen(300, 300, input.label) +
    `<defs><linearGradient id="${g}" gradientTransform="rotate(${angle} .5 .5)">` +
    `<stop offset="0" stop-color="${hsl(h, 0.75, 0.94)}"/><stop offset="1" stop-color="${hsl(h + 18, 0.7, 0.84)}"/>` +
    `</linearGradient></defs>` +
    `<rect width="300" height="300" rx="40" fill="url(#${g})"/>` +
    deco +
    `<circle cx="150" cy="150" r="104" fill="#fff" opacity=".55"/>` +
    `<ellipse cx="150" cy="252" rx="84" ry="9" fill="${colors.dark}" opacity=".12"/>` +
    icon(colors) +
    '</svg>'
  );
}
