import { describe, expect, it } from 'vitest';
import type { ImageShape } from './image-shape.ts';
import {
  PRODUCT_SHAPES,
  renderBannerImage,
  renderBrandImage,
  renderCategoryImage,
  renderProductImage,
  renderRecipeImage,
} from './index.ts';
import { pictureKinds } from './picture-kind.ts';
import { escapeXml, fitText, textWidth } from './svg-utils.ts';

const SHAPES: ImageShape[] = [
  'box',
  'bottle',
  'tube',
  'jar',
  'blister',
  'can',
  'bag',
  'carton',
  'device',
  'produce',
  'meat',
  'loaf',
  'pack',
];
const IDS = [1, 2, 57, 1234];
const NASTY = `A&B <x> "q" it's`;
const NASTY_ESCAPED = 'A&amp;B &lt;x&gt; &quot;q&quot; it&apos;s';

const bytes = (s: string) => new TextEncoder().encode(s).length;

/**
 * Tiny XML well-formedness check: every tag is balanced, there is exactly one root `<svg>`,
 * attribute values and text contain no raw `<`/`>`, and every `&` starts a known entity.
 * Throws with a description of the first problem.
 */
function assertWellFormed(svg: string): void {
  const tag = /<(\/?)([A-Za-z][\w:.-]*)((?:\s+[\w:.-]+="[^"<>]*")*)\s*(\/?)>/g;
  const stack: string[] = [];
  let roots = 0;
  let last = 0;
  const checkText = (text: string) => {
    if (/[<>]/.test(text)) throw new Error(`raw < or > in text: ${JSON.stringify(text.slice(0, 60))}`);
    checkAmp(text);
  };
  const checkAmp = (text: string) => {
    const bad = text.match(/&(?!(?:amp|lt|gt|quot|apos|#\d+|#x[0-9a-fA-F]+);)/);
    if (bad) throw new Error(`unescaped & near ${JSON.stringify(text.slice(0, 60))}`);
  };
  for (let m = tag.exec(svg); m; m = tag.exec(svg)) {
    checkText(svg.slice(last, m.index));
    last = tag.lastIndex;
    const [, closing, name = '', attrs = '', selfClosing] = m;
    checkAmp(attrs);
    if (stack.length === 0 && !closing) {
      roots++;
      if (name !== 'svg') throw new Error(`root element is <${name}>`);
    }
    if (closing) {
      const open = stack.pop();
      if (open !== name) throw new Error(`</${name}> closes <${open ?? 'nothing'}>`);
    } else if (!selfClosing) {
      stack.push(name);
    }
  }
  const rest = svg.slice(last);
  if (rest.trim() !== '') throw new Error(`trailing content: ${JSON.stringify(rest.slice(0, 60))}`);
  if (stack.length) throw new Error(`unclosed: ${stack.join(' > ')}`);
  if (roots !== 1) throw new Error(`expected one root, got ${roots}`);
}

function count(haystack: string, needle: string): number {
  return haystack.split(needle).length - 1;
}

function expectValidSvg(svg: string, w: number, h: number, maxBytes = 8 * 1024): void {
  expect(svg.startsWith('<svg')).toBe(true);
  expect(svg).toContain('xmlns="http://www.w3.org/2000/svg"');
  expect(svg).toContain(`viewBox="0 0 ${w} ${h}"`);
  expect(svg).toContain(`width="${w}" height="${h}"`);
  expect(svg).toContain('role="img"');
  expect(svg.endsWith('</svg>')).toBe(true);
  expect(() => assertWellFormed(svg)).not.toThrow();
  expect(count(svg, '<g')).toBe(count(svg, '</g>'));
  expect(count(svg, '<text')).toBe(count(svg, '</text>'));
  expect(bytes(svg)).toBeLessThan(maxBytes);
}

function expectEscaped(svg: string): void {
  expect(svg).toContain(`<title>${NASTY_ESCAPED}</title>`);
  expect(svg).not.toContain('&B');
  expect(svg).not.toContain('<x>');
  expect(svg).not.toContain('"q"');
}

describe('assertWellFormed (test helper)', () => {
  it('rejects broken markup', () => {
    expect(() => assertWellFormed('<svg><g></svg>')).toThrow();
    expect(() => assertWellFormed('<svg><text>a & b</text></svg>')).toThrow();
    expect(() => assertWellFormed('<svg><text>a <x> b</text></svg>')).toThrow();
    expect(() => assertWellFormed('<svg/><svg/>')).toThrow();
    expect(() => assertWellFormed('<svg><g/><text>a &amp; b</text></svg>')).not.toThrow();
  });
});

describe('svg utils', () => {
  it('escapes all five XML specials', () => {
    expect(escapeXml(`&<>"'`)).toBe('&amp;&lt;&gt;&quot;&apos;');
  });

  it('fits long text by shrinking, wrapping and finally truncating', () => {
    const short = fitText('Panadol', 150, 30, 10);
    expect(short).toEqual({ lines: ['Panadol'], size: 30 });
    const two = fitText('Abu Kass Basmati Rice', 140, 28, 10);
    expect(two.lines).toHaveLength(2);
    const long = fitText('x'.repeat(200), 100, 20, 10, 1);
    expect(long.lines[0]?.endsWith('…')).toBe(true);
    for (const f of [two, long]) {
      for (const line of f.lines) expect(textWidth(line, f.size)).toBeLessThanOrEqual(140);
    }
  });
});

describe('renderProductImage', () => {
  it('covers every ImageShape and every fresh kind', () => {
    expect([...PRODUCT_SHAPES].sort()).toEqual([...SHAPES, ...pictureKinds].sort());
  });

  for (const shape of PRODUCT_SHAPES) {
    describe(shape, () => {
      it('is a valid standalone 400×400 SVG under 5 KB for several ids, with no words in any language', () => {
        for (const id of IDS) {
          const svg = renderProductImage({ id, shape, color: '#d32f2f' });
          expectValidSvg(svg, 400, 400, 5 * 1024);
          expect(svg).not.toMatch(/<text|<title/);
        }
      });

      it('is deterministic and varies by id', () => {
        const input = { id: 42, shape, color: '#43a047' };
        expect(renderProductImage(input)).toBe(renderProductImage({ ...input }));
        expect(renderProductImage({ ...input, id: 43 })).not.toBe(renderProductImage(input));
      });

      it('handles odd colours and odd ids', () => {
        for (const input of [
          { id: -5, shape, color: 'not-a-colour' },
          { id: 0, shape, color: '#fff' },
          { id: 2 ** 31, shape, color: '#000000' },
          { id: 9, shape, color: 'rgb(253, 216, 53)' },
        ]) {
          expectValidSvg(renderProductImage(input), 400, 400, 5 * 1024);
        }
      });
    });
  }
});

describe('renderCategoryImage', () => {
  it('draws a valid 300×300 tile for each top level (and unknown ones)', () => {
    for (const topLevelId of [1, 2, 3, 4, 5, 6, 7, 8, 999]) {
      for (const id of IDS) {
        const svg = renderCategoryImage({ id, label: 'Pain relief', topLevelId });
        expectValidSvg(svg, 300, 300);
        expect(svg).toContain('<title>Pain relief</title>');
        // The label is only the title, never drawn.
        expect(count(svg, 'Pain relief')).toBe(1);
      }
    }
  });

  it('uses different icons per top level', () => {
    const icons = new Set(
      [1, 2, 3, 4, 5, 6, 7, 8].map((t) => renderCategoryImage({ id: 1, label: 'c', topLevelId: t })),
    );
    expect(icons.size).toBe(8);
  });

  it("draws what a category holds: the groceries' subcategories are not all one basket", () => {
    const drawn = (label: string) =>
      renderCategoryImage({ id: 1, label, topLevelId: 6 }).replace(/<title>.*<\/title>/, '');
    const pictures = [
      'Fruit & vegetables',
      'Meat & poultry',
      'Dairy, eggs & bakery',
      'Beverages & snacks',
      'Pantry',
    ].map(drawn);
    expect(new Set(pictures).size).toBe(5);
    // A name that says nothing keeps its top level's picture.
    expect(drawn('Fruit & vegetables')).toBe(drawn('Other'));
  });

  it('escapes, is deterministic and varies by id', () => {
    expectEscaped(renderCategoryImage({ id: 1, label: NASTY, topLevelId: 2 }));
    const a = renderCategoryImage({ id: 10, label: 'Baby', topLevelId: 4 });
    expect(renderCategoryImage({ id: 10, label: 'Baby', topLevelId: 4 })).toBe(a);
    expect(renderCategoryImage({ id: 11, label: 'Baby', topLevelId: 4 })).not.toBe(a);
  });
});

describe('renderBrandImage', () => {
  it('draws a valid 240×120 wordmark with the name', () => {
    for (const name of ['Panadol', "Johnson's Baby", 'Pharco Pharmaceuticals International', 'جهينة', 'X']) {
      for (const id of IDS) {
        const svg = renderBrandImage({ id, name });
        expectValidSvg(svg, 240, 120);
        expect(svg).toContain(`<title>${escapeXml(name)}</title>`);
      }
    }
  });

  it('escapes, is deterministic and varies by id', () => {
    expectEscaped(renderBrandImage({ id: 1, name: NASTY }));
    const a = renderBrandImage({ id: 5, name: 'Abu Auf' });
    expect(renderBrandImage({ id: 5, name: 'Abu Auf' })).toBe(a);
    expect(renderBrandImage({ id: 6, name: 'Abu Auf' })).not.toBe(a);
  });
});

describe('renderBannerImage', () => {
  const en = { id: 1, title: 'Weekly offers', subtitle: 'Up to 30% off', color: '#0e7490', rtl: false };
  const ar = { id: 1, title: 'عروض الأسبوع', subtitle: 'خصم حتى ٣٠٪', color: '#0e7490', rtl: true };

  it('draws valid 1200×400 banners in both directions', () => {
    for (const id of IDS) {
      expectValidSvg(renderBannerImage({ ...en, id }), 1200, 400);
      expectValidSvg(renderBannerImage({ ...ar, id }), 1200, 400);
    }
  });

  it('aligns LTR text to the left and RTL text to the right (text-anchor end)', () => {
    const ltr = renderBannerImage(en);
    expect(ltr).not.toContain('text-anchor="end"');
    expect(ltr).toMatch(/<text x="80"/);
    const rtl = renderBannerImage(ar);
    expect(rtl).toContain('text-anchor="end"');
    expect(rtl).toMatch(/<text x="1120"[^>]*text-anchor="end"/);
    expect(rtl).toContain('عروض الأسبوع');
    // Right-to-left marks keep punctuation on the correct side of Arabic lines.
    expect(rtl).toContain('\u200f');
  });

  it('escapes, is deterministic and varies by id', () => {
    const svg = renderBannerImage({ ...en, title: NASTY, subtitle: '<i>&' });
    expectEscaped(svg);
    expect(svg).not.toContain('<i>');
    expect(renderBannerImage(en)).toBe(renderBannerImage({ ...en }));
    expect(renderBannerImage({ ...en, id: 2 })).not.toBe(renderBannerImage(en));
  });
});

describe('renderRecipeImage', () => {
  it('draws a valid 600×400 dish', () => {
    for (const id of IDS) {
      const svg = renderRecipeImage({ id, name: 'Koshari', color: '#d84315' });
      expectValidSvg(svg, 600, 400);
      expect(svg).toContain('<title>Koshari</title>');
    }
  });

  it('escapes, is deterministic and varies by id', () => {
    expectEscaped(renderRecipeImage({ id: 1, name: NASTY, color: '#f9a825' }));
    const a = renderRecipeImage({ id: 3, name: 'Molokhia', color: '#2e7d32' });
    expect(renderRecipeImage({ id: 3, name: 'Molokhia', color: '#2e7d32' })).toBe(a);
    expect(renderRecipeImage({ id: 4, name: 'Molokhia', color: '#2e7d32' })).not.toBe(a);
  });
});
