import { describe, expect, it } from 'vitest';
import '../../i18n/copy.server.ts';
import { canonicalPath, pageMeta } from './page-meta.ts';

describe('canonical paths', () => {
  it('drop names, prices and image names', () => {
    expect(canonicalPath('/category/1/6/Groceries')).toBe('/category/1/6');
    expect(canonicalPath('/category/3/40/%D8%A7%D9%84%D8%A8%D9%82%D8%A7%D9%84%D8%A9')).toBe('/category/3/40');
    expect(canonicalPath('/brand/38/Vichy')).toBe('/brand/38');
    expect(canonicalPath('/product/12/65.00/p-12.svg/Panadol%20Extra')).toBe('/product/12');
    expect(canonicalPath('/recipe/3/Koshari')).toBe('/recipe/3');
    expect(canonicalPath('/recipes/3')).toBe('/recipe/3');
  });

  it('keep other paths', () => {
    for (const path of ['/', '/deals', '/recipes', '/search/panadol', '/FAQs'])
      expect(canonicalPath(path)).toBe(path);
  });

  it('give both languages the same alternates', () => {
    const links = (lang: 'en' | 'ar', name: string) =>
      pageMeta({
        lang,
        title: 'x',
        description: 'y',
        path: `/category/1/6/${name}`,
        origin: 'https://s.example',
      }).filter((tag) => 'tagName' in tag) as { tagName: string; rel: string; href: string }[];
    expect(links('en', 'Groceries')).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://s.example/en/category/1/6',
    });
    expect(links('ar', 'البقالة')).toContainEqual({
      tagName: 'link',
      rel: 'canonical',
      href: 'https://s.example/ar/category/1/6',
    });
    expect(links('ar', 'البقالة').filter((tag) => tag.rel === 'alternate')).toEqual(
      links('en', 'Groceries').filter((tag) => tag.rel === 'alternate'),
    );
  });
});
