import { createRequire } from 'node:module';
import * as fontkit from 'fontkit';

/**
 * The captcha's picture, drawn on the server (docs/decisions/0017). The characters are the outlines of
 * a real font (Cairo, the store's own, read with fontkit), each scaled, skewed and turned on its own,
 * then the whole picture bent by two waves; curved ribbons of the same kind of filled shape and dots
 * cross it. Every shape is a plain polygon in random order: there is no text element, glyph name or
 * font reference a script could read the code from, only shapes to recognise.
 */

export const captchaWidth = 180;
export const captchaHeight = 56;

const require = createRequire(import.meta.url);
let font: fontkit.Font | undefined;
function captchaFont(): fontkit.Font {
  font ??= fontkit.openSync(
    require.resolve('@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2'),
  ) as fontkit.Font;
  return font;
}

type Point = [number, number];
type Random = () => number;

const between = (random: Random, min: number, max: number) => min + random() * (max - min);

/** Curves flattened into short lines (enough for a 56-pixel-high picture). */
const curveSteps = 5;

/** A glyph's outline as closed polygons, in font units (y up). */
function glyphPolygons(glyph: fontkit.Glyph): Point[][] {
  const polygons: Point[][] = [];
  let current: Point[] = [];
  let last: Point = [0, 0];
  for (const { command, args } of glyph.path.commands) {
    if (command === 'moveTo') {
      if (current.length > 2) polygons.push(current);
      last = [args[0]!, args[1]!];
      current = [last];
    } else if (command === 'lineTo') {
      last = [args[0]!, args[1]!];
      current.push(last);
    } else if (command === 'quadraticCurveTo') {
      const [cx, cy, x, y] = args as [number, number, number, number];
      for (let step = 1; step <= curveSteps; step++) {
        const t = step / curveSteps;
        const u = 1 - t;
        current.push([
          u * u * last[0] + 2 * u * t * cx + t * t * x,
          u * u * last[1] + 2 * u * t * cy + t * t * y,
        ]);
      }
      last = [x, y];
    } else if (command === 'bezierCurveTo') {
      const [c1x, c1y, c2x, c2y, x, y] = args as [number, number, number, number, number, number];
      for (let step = 1; step <= curveSteps; step++) {
        const t = step / curveSteps;
        const u = 1 - t;
        current.push([
          u * u * u * last[0] + 3 * u * u * t * c1x + 3 * u * t * t * c2x + t * t * t * x,
          u * u * u * last[1] + 3 * u * u * t * c1y + 3 * u * t * t * c2y + t * t * t * y,
        ]);
      }
      last = [x, y];
    } else if (command === 'closePath') {
      if (current.length > 2) polygons.push(current);
      current = [];
    }
  }
  if (current.length > 2) polygons.push(current);
  return polygons;
}

/** A ribbon along a cubic curve: a thin filled band, drawn like the characters are. */
function ribbon(random: Random, width: number): Point[] {
  const ends: Point[] = [
    [between(random, -10, 20), between(random, 0, captchaHeight)],
    [between(random, 0, captchaWidth), between(random, -20, captchaHeight + 20)],
    [between(random, 0, captchaWidth), between(random, -20, captchaHeight + 20)],
    [between(random, captchaWidth - 20, captchaWidth + 10), between(random, 0, captchaHeight)],
  ];
  const [p0, p1, p2, p3] = ends as [Point, Point, Point, Point];
  const centre: Point[] = [];
  const steps = 24;
  for (let step = 0; step <= steps; step++) {
    const t = step / steps;
    const u = 1 - t;
    centre.push([
      u * u * u * p0[0] + 3 * u * u * t * p1[0] + 3 * u * t * t * p2[0] + t * t * t * p3[0],
      u * u * u * p0[1] + 3 * u * u * t * p1[1] + 3 * u * t * t * p2[1] + t * t * t * p3[1],
    ]);
  }
  const left: Point[] = [];
  const right: Point[] = [];
  for (const [index, [x, y]] of centre.entries()) {
    const [nx, ny] = centre[Math.min(index + 1, steps)]!;
    const [px, py] = centre[Math.max(index - 1, 0)]!;
    const length = Math.hypot(nx - px, ny - py) || 1;
    const half = (width / 2) * between(random, 0.7, 1.3);
    left.push([x - ((ny - py) / length) * half, y + ((nx - px) / length) * half]);
    right.push([x + ((ny - py) / length) * half, y - ((nx - px) / length) * half]);
  }
  return [...left, ...right.reverse()];
}

const number = (value: number) => {
  const text = value.toFixed(1);
  return text.endsWith('.0') ? text.slice(0, -2) : text;
};

function pathData(polygons: Point[][]): string {
  return polygons
    .map((points) => `M${points.map(([x, y]) => `${number(x)} ${number(y)}`).join('L')}Z`)
    .join('');
}

const colour = (random: Random, hue: [number, number], lightness: [number, number], alpha = 1) =>
  `hsla(${Math.round(between(random, ...hue))},${Math.round(between(random, 45, 75))}%,${Math.round(between(random, ...lightness))}%,${alpha})`;

/** The picture of `answer` as an SVG document. `random` only shapes the noise and the bending. */
export function captchaSvg(answer: string, random: Random = Math.random): string {
  const face = captchaFont();
  const shapes: string[] = [];
  // The whole picture is bent by one wave in each direction.
  const wave = {
    ax: between(random, 1.5, 3),
    fx: between(random, 0.08, 0.14),
    px: between(random, 0, Math.PI * 2),
    ay: between(random, 2, 4),
    fy: between(random, 0.03, 0.06),
    py: between(random, 0, Math.PI * 2),
  };
  const bend = ([x, y]: Point): Point => [
    x + wave.ax * Math.sin(y * wave.fx + wave.px),
    y + wave.ay * Math.sin(x * wave.fy + wave.py),
  ];

  const characters = [...answer];
  // A margin on each side, so a turned character stays inside the picture.
  const margin = 12;
  const step = (captchaWidth - 2 * margin) / characters.length;
  for (const [index, character] of characters.entries()) {
    const glyph = face.glyphForCodePoint(character.codePointAt(0)!);
    // Wide letters (M) are drawn smaller, so neighbours touch but do not merge.
    const scale = Math.min(between(random, 0.035, 0.041), (step * 1.05) / glyph.advanceWidth);
    const turn = between(random, -0.35, 0.35);
    const skew = between(random, -0.25, 0.25);
    const originX = margin + step * (index + 0.5) + between(random, -1.5, 1.5);
    const originY = captchaHeight / 2 + between(random, -4, 4);
    const middleX = glyph.advanceWidth / 2;
    // Cairo's capitals and digits stand about 700 units tall.
    const middleY = 350;
    const cos = Math.cos(turn);
    const sin = Math.sin(turn);
    const polygons = glyphPolygons(glyph).map((points) =>
      points.map(([gx, gy]) => {
        const lx0 = (gx - middleX) * scale;
        const ly = -(gy - middleY) * scale;
        const lx = lx0 + skew * ly;
        return bend([originX + lx * cos - ly * sin, originY + lx * sin + ly * cos]);
      }),
    );
    const fill = colour(random, [150, 260], [15, 32]);
    shapes.push(
      `<path fill="${fill}" stroke="${fill}" stroke-width="0.9" fill-rule="nonzero" d="${pathData(polygons)}"/>`,
    );
  }

  for (let index = 0; index < 6; index++) {
    const dark = index < 2;
    const fill = dark ? colour(random, [150, 260], [25, 40], 0.85) : colour(random, [0, 360], [50, 70], 0.8);
    const points = ribbon(random, dark ? between(random, 1, 1.6) : between(random, 1.4, 2.6)).map(bend);
    shapes.push(`<path fill="${fill}" d="${pathData([points])}"/>`);
  }
  const dots: Point[][] = [];
  for (let index = 0; index < 70; index++) {
    const x = between(random, 0, captchaWidth);
    const y = between(random, 0, captchaHeight);
    const size = between(random, 1, 2.2);
    dots.push([
      [x, y],
      [x + size, y],
      [x + size, y + size],
      [x, y + size],
    ]);
  }
  shapes.push(`<path fill="${colour(random, [0, 360], [45, 65], 0.7)}" d="${pathData(dots)}"/>`);

  // Shuffled, so the characters are not the first shapes of the picture, nor in reading order.
  for (let index = shapes.length - 1; index > 0; index--) {
    const other = Math.floor(random() * (index + 1));
    [shapes[index], shapes[other]] = [shapes[other]!, shapes[index]!];
  }
  return (
    `<svg xmlns="http://www.w3.org/2000/svg" width="${captchaWidth}" height="${captchaHeight}" ` +
    `viewBox="0 0 ${captchaWidth} ${captchaHeight}"><rect width="100%" height="100%" fill="#f1f5f9"/>` +
    `${shapes.join('')}</svg>`
  );
}

/** The picture as a data URL, for an `<img>` (web) or an image view (apps). */
export function captchaImage(answer: string, random?: Random): string {
  return `data:image/svg+xml;base64,${Buffer.from(captchaSvg(answer, random)).toString('base64')}`;
}
