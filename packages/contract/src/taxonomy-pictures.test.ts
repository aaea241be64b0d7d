import { describe, expect, it } from 'vitest';
import { staffTaxonomyPictureBody, taxonomyPicturePath } from './staff-taxonomy.ts';

describe('taxonomyPicturePath', () => {
  it('names the picture by its stored file, so the address changes with the picture only', () => {
    const key = 'pictures/categories/2026/11/1de38ad5-8a31-4239-9863-23fea639ce12.png';
    expect(taxonomyPicturePath('category', 4, key)).toBe(
      '/api/media/category-pictures/4-1de38ad5-8a31-4239-9863-23fea639ce12.webp',
    );
    expect(taxonomyPicturePath('brand', 12, key.replace('.png', '.jpeg'))).toBe(
      '/api/media/brand-pictures/12-1de38ad5-8a31-4239-9863-23fea639ce12.webp',
    );
  });
});

describe('staffTaxonomyPictureBody', () => {
  it('takes a base64 picture or a removal, from a version in any digits', () => {
    expect(staffTaxonomyPictureBody.parse({ version: '٣', picture: 'iVBORw0KGgo=' })).toEqual({
      version: 3,
      picture: 'iVBORw0KGgo=',
    });
    expect(staffTaxonomyPictureBody.parse({ version: 2, remove: 'on' })).toMatchObject({ remove: true });
  });

  it('refuses neither, and what is not base64', () => {
    const none = staffTaxonomyPictureBody.safeParse({ version: 2, picture: '' });
    expect(none.error?.issues[0]?.message).toBe('productPictures.fileRequired');
    const bad = staffTaxonomyPictureBody.safeParse({ version: 2, picture: 'a\u0000b' });
    expect(bad.error?.issues[0]?.message).toBe('productPictures.unreadable');
  });
});
