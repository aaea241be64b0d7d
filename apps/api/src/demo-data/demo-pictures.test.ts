import { describe, expect, it } from 'vitest';
import { pictureKindOf } from '../media/picture-kind.ts';
import { renderProductImage } from '../media/render-product-image.ts';
import { products } from './products.ts';

/** Each demo product's picture shows what it is, with no words on it. */
const kindOf = (name: string) => {
  const product = products.find((p) => p.name.en === name);
  if (!product) throw new Error(name);
  return pictureKindOf(product.image.shape, product.name.en, product.form ?? null);
};

describe('pictures of the demo catalogue', () => {
  it('draws every fruit, vegetable, cut and fish as itself, not as a generic apple or steak', () => {
    const generic = products
      .filter((p) => p.image.shape === 'produce' || p.image.shape === 'meat')
      .filter((p) => ['produce', 'meat'].includes(pictureKindOf(p.image.shape, p.name.en)))
      .map((p) => p.name.en);
    expect(generic).toEqual([]);
    expect(
      ['Tomatoes', 'Cucumbers', 'Red onions', 'Carrots', 'Bananas', 'Red apples (imported)', 'Spinach'].map(
        kindOf,
      ),
    ).toEqual(['tomato', 'cucumber', 'onion', 'carrot', 'banana', 'apple', 'greens']);
    expect(
      ['Minced beef', 'Chicken breast', 'Tilapia (bolti)', 'Medium shrimp', 'Aged Roumi cheese'].map(kindOf),
    ).toEqual(['mince', 'poultry', 'fish', 'shrimp', 'cheese']);
  });

  it('draws a syrup as a bottle and a tablet box as a box', () => {
    expect(kindOf('Brufen syrup 100 mg/5 ml 100 ml')).toBe('bottle');
    expect(kindOf('Augmentin 457 mg/5 ml suspension 70 ml')).toBe('bottle');
    expect(kindOf('Brufen 400 mg 30 tablets')).toBe('box');
    const poured = products.filter((p) => ['syrup', 'suspension', 'oral-liquid'].includes(p.form ?? ''));
    expect(poured.map((p) => kindOf(p.name.en)).every((kind) => kind === 'bottle')).toBe(true);
  });

  it('puts no words on any picture, and keeps each small for listings', () => {
    for (const product of products) {
      const svg = renderProductImage({
        id: product.id,
        shape: pictureKindOf(product.image.shape, product.name.en, product.form ?? null),
        color: product.image.color,
      });
      expect(svg, product.name.en).not.toMatch(/<text|<title/);
      expect(svg.length, product.name.en).toBeLessThan(5 * 1024);
    }
  });
});
