import { carouselLimits, productPictureLimits, taxonomyPictureLimits } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { pictureSizesOf } from './product-pictures.ts';

describe('pictureSizesOf', () => {
  it('knows each use’s copies by the folder the collector is given', () => {
    expect(pictureSizesOf('pictures/carousel/2026/11/a.png')).toEqual(carouselLimits.sizes);
    expect(pictureSizesOf('pictures/categories/2026/11/a.png')).toEqual(taxonomyPictureLimits.sizes);
    expect(pictureSizesOf('pictures/brands/2026/11/a.webp')).toEqual(taxonomyPictureLimits.sizes);
    expect(pictureSizesOf('pictures/products/2026/11/a.jpeg')).toEqual(productPictureLimits.sizes);
  });
});
