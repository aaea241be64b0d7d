import { describe, expect, it } from 'vitest';
import { captchaHeight, captchaImage, captchaSvg, captchaWidth } from './captcha-image.ts';

/** A repeatable stand-in for Math.random. */
function seeded(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

describe('the captcha picture', () => {
  it('draws the characters as shapes, with no text a script could read', () => {
    const svg = captchaSvg('AC3K7Y', seeded(1));
    expect(svg.startsWith(`<svg xmlns="http://www.w3.org/2000/svg" width="${captchaWidth}"`)).toBe(true);
    expect(svg).toContain(`height="${captchaHeight}"`);
    // Only a background and paths: no <text>, <title>, <desc>, <use>, font or glyph reference.
    const elements = [...svg.matchAll(/<([a-zA-Z]+)/g)].map((match) => match[1]);
    expect(new Set(elements)).toEqual(new Set(['svg', 'rect', 'path']));
    expect(svg).not.toMatch(/font|glyph|AC3K7Y/i);
    // No run of the answer's letters anywhere (attributes hold numbers, colours and path commands).
    const words = svg.replace(/<[a-z]+|[a-z-]+="|hsla|xmlns|http:\/\/www\.w3\.org\/2000\/svg/gi, ' ');
    expect(words).not.toMatch(/[ACKY3-7]{2,}[ACKY]/);
  });

  it('has a shape per character among the noise, in shuffled order', () => {
    const svg = captchaSvg('AC3K7Y', seeded(2));
    const strokedShapes = svg.match(/<path fill="[^"]+" stroke=/g) ?? [];
    expect(strokedShapes).toHaveLength(6);
    expect((svg.match(/<path /g) ?? []).length).toBeGreaterThan(10);
    expect(svg.indexOf('stroke=')).toBeGreaterThan(svg.indexOf('<path'));
  });

  it('differs for different codes and noise, and is repeatable for the same', () => {
    expect(captchaSvg('AC3K7Y', seeded(3))).toBe(captchaSvg('AC3K7Y', seeded(3)));
    expect(captchaSvg('AC3K7Y', seeded(3))).not.toBe(captchaSvg('AC3K7Y', seeded(4)));
    expect(captchaSvg('AC3K7Y', seeded(3))).not.toBe(captchaSvg('AC3K7V', seeded(3)));
  });

  it('travels as an SVG data URL of a few kilobytes', () => {
    const image = captchaImage('AC3K7Y', seeded(5));
    expect(image).toMatch(/^data:image\/svg\+xml;base64,[A-Za-z0-9+/]+=*$/);
    expect(image.length).toBeLessThan(20_000);
  });
});
