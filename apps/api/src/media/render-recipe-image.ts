import {
  blobPath,
  darken,
  hash,
  lighten,
  mix,
  n,
  parseColor,
  pick,
  rng,
  shiftHue,
  svgOpen,
  toHex,
} from './svg-utils.ts';

export interface RecipeImageInput {
  id: number;
  name: string;
  /** Dominant food colour, e.g. tomato red for koshari sauce. */
  color: string;
}

const LEAF_GREENS = ['#3f9e4a', '#5cb85c', '#2e7d32', '#7cb342'];

/**
 * A 600×400 top-down dish: plate or bowl on a table with a napkin and cutlery, food-coloured
 * blobs and garnish. Everything varies deterministically by id.
 */
export function renderRecipeImage(input: RecipeImageInput): string {
  const base = toHex(parseColor(input.color));
  const r = rng(hash(input.id, 'recipe'));
  const bowl = r() < 0.5;
  const table = mix(base, '#efe6d8', 0.82);
  const cloth = lighten(shiftHue(base, 150), 0.45);
  const cx = 300 + (r() - 0.5) * 20;
  const cy = 204;
  const g = `r${Math.abs(Math.trunc(input.id))}`;

  // Napkin (striped) under the cutlery, on the left or right.
  const left = r() < 0.5;
  const nx = left ? 22 : 478;
  const napkin =
    `<g transform="rotate(${left ? -6 : 6} ${nx + 50} 200)"><rect x="${nx}" y="60" width="100" height="290" rx="6" fill="${cloth}"/>` +
    `<path d="M${nx + 20} 60V350M${nx + 80} 60V350" stroke="#fff" stroke-width="6" opacity=".6"/></g>`;
  const fx = nx + 36;
  const kx = nx + 66;
  const cutlery =
    `<g fill="#b9c0c9"><rect x="${fx - 5}" y="176" width="10" height="150" rx="5"/>` +
    `<path d="M${fx - 16} 84V136Q${fx - 16} 170 ${fx} 172Q${fx + 16} 170 ${fx + 16} 136V84H${fx + 11}V132H${fx + 5}V84H${fx + 1}V132H${fx - 1}V84H${fx - 5}V132H${fx - 11}V84Z"/>` +
    `<path d="M${kx - 7} 84Q${kx + 12} 110 ${kx + 9} 190H${kx - 7}Z"/><rect x="${kx - 7}" y="186" width="14" height="140" rx="7" fill="#9aa3ad"/></g>`;

  // Dish.
  const dish = bowl
    ? `<circle cx="${n(cx + 6)}" cy="${cy + 10}" r="170" fill="#000" opacity=".1"/>` +
      `<circle cx="${n(cx)}" cy="${cy}" r="170" fill="${lighten(shiftHue(base, 190), 0.55)}"/>` +
      `<circle cx="${n(cx)}" cy="${cy}" r="150" fill="${darken(lighten(shiftHue(base, 190), 0.55), 0.12)}"/>` +
      `<circle cx="${n(cx)}" cy="${cy}" r="138" fill="${mix(base, '#fff4dc', 0.55)}"/>`
    : `<circle cx="${n(cx + 6)}" cy="${cy + 10}" r="172" fill="#000" opacity=".1"/>` +
      `<circle cx="${n(cx)}" cy="${cy}" r="172" fill="#fff"/>` +
      `<circle cx="${n(cx)}" cy="${cy}" r="128" fill="#f2f3f5"/>` +
      `<circle cx="${n(cx)}" cy="${cy}" r="122" fill="#fff"/>`;

  // Food blobs: a base layer then toppings in hue variations of the food colour.
  let food = `<path d="${blobPath(cx, cy, 112, 106, r, 9, 0.1)}" fill="${mix(base, '#f3dcae', 0.55)}"/>`;
  const toppings = 3 + Math.floor(r() * 3);
  for (let i = 0; i < toppings; i++) {
    const a = r() * Math.PI * 2;
    const d = i === 0 ? 0 : 30 + r() * 40;
    const rr = i === 0 ? 62 : 22 + r() * 18;
    const tone = pick(
      [base, darken(base, 0.18), shiftHue(base, 25), lighten(base, 0.2), shiftHue(base, -20)],
      r(),
    );
    food += `<path d="${blobPath(cx + Math.cos(a) * d, cy + Math.sin(a) * d, rr, rr * (0.8 + r() * 0.3), r, 7, 0.2)}" fill="${tone}"/>`;
  }
  // Shine on the sauce.
  food += `<ellipse cx="${n(cx - 22)}" cy="${cy - 24}" rx="18" ry="8" transform="rotate(-30 ${n(cx - 22)} ${cy - 24})" fill="#fff" opacity=".3"/>`;

  // Garnish: herb leaves, pepper dots, sometimes a lemon slice.
  let garnish = '';
  const leaves = 4 + Math.floor(r() * 4);
  for (let i = 0; i < leaves; i++) {
    const a = r() * Math.PI * 2;
    const d = 20 + r() * 80;
    const x = cx + Math.cos(a) * d;
    const y = cy + Math.sin(a) * d;
    garnish += `<ellipse cx="${n(x)}" cy="${n(y)}" rx="11" ry="5" transform="rotate(${Math.round(r() * 180)} ${n(x)} ${n(y)})" fill="${pick(LEAF_GREENS, r())}"/>`;
  }
  let pepper = '';
  for (let i = 0; i < 14; i++) {
    const a = r() * Math.PI * 2;
    const d = r() * 100;
    pepper += `M${n(cx + Math.cos(a) * d)} ${n(cy + Math.sin(a) * d)}h0`;
  }
  garnish += `<path d="${pepper}" stroke="#3b2a20" stroke-width="4" stroke-linecap="round" opacity=".7"/>`;
  if (r() < 0.5) {
    const lx = cx + 70;
    const ly = cy - 70;
    garnish +=
      `<circle cx="${n(lx)}" cy="${ly}" r="24" fill="#f7d54a"/><circle cx="${n(lx)}" cy="${ly}" r="19" fill="#fbe889"/>` +
      `<path d="M${n(lx - 19)} ${ly}H${n(lx + 19)}M${n(lx)} ${ly - 19}V${ly + 19}M${n(lx - 13)} ${ly - 13}L${n(lx + 13)} ${ly + 13}M${n(lx + 13)} ${ly - 13}L${n(lx - 13)} ${ly + 13}" stroke="#f7d54a" stroke-width="2.5"/>`;
  }

  // Table texture: a few soft planks.
  const planks = `<path d="M0 100H600M0 210H600M0 320H600" stroke="${darken(table, 0.06)}" stroke-width="3"/>`;
  return (
    svgOpen(600, 400, input.name) +
    `<defs><radialGradient id="${g}"><stop offset=".6" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity=".12"/></radialGradient></defs>` +
    `<rect width="600" height="400" fill="${table}"/>${planks}` +
    napkin +
    cutlery +
    dish +
    food +
    garnish +
    `<rect width="600" height="400" fill="url(#${g})"/>` +
    '</svg>'
  );
}
