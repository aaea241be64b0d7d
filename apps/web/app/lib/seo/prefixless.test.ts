import { describe, expect, it } from 'vitest';
import routes from '../../routes.ts';
import { prefixlessPages, prefixlessTarget, visitorLang } from './prefixless.ts';

describe('visitorLang', () => {
  it('keeps the saved language whatever the browser says', () => {
    expect(visitorLang('en', 'ar-EG,ar;q=0.9')).toBe('en');
    expect(visitorLang('ar', 'en-US,en;q=0.9')).toBe('ar');
  });

  it('takes Arabic for a browser that prefers Arabic, English otherwise', () => {
    expect(visitorLang(undefined, 'ar-EG,ar;q=0.9,en;q=0.8')).toBe('ar');
    expect(visitorLang(undefined, 'AR')).toBe('ar');
    expect(visitorLang(undefined, 'en-US,en;q=0.9,ar;q=0.8')).toBe('en');
    expect(visitorLang(undefined, 'fr-FR,fr;q=0.9,ar;q=0.5,en;q=0.4')).toBe('ar');
    expect(visitorLang(undefined, 'en;q=0.5,ar;q=0.7')).toBe('ar');
    expect(visitorLang(undefined, 'ar;q=0,en;q=0.1')).toBe('en');
  });

  it('falls back to English without a usable saved or browser language', () => {
    expect(visitorLang(undefined, null)).toBe('en');
    expect(visitorLang('fr', 'de-DE,*;q=0.5')).toBe('en');
    expect(visitorLang(undefined, ';;,q=x')).toBe('en');
  });
});

describe('prefixlessTarget', () => {
  const at = (path: string) => new URL(path, 'http://store.test');

  it('puts the language before a page of the store and keeps the query', () => {
    expect(prefixlessTarget(at('/cart'), 'ar')).toBe('/ar/cart');
    expect(prefixlessTarget(at('/FAQs'), 'en')).toBe('/en/FAQs');
    expect(prefixlessTarget(at('/deals?sort=2&page=3'), 'en')).toBe('/en/deals?sort=2&page=3');
    expect(prefixlessTarget(at('/product/12/65/p-12.svg/Panadol'), 'ar')).toBe(
      '/ar/product/12/65/p-12.svg/Panadol',
    );
  });

  it('leaves what is no page of the store to the 404', () => {
    expect(prefixlessTarget(at('/fr/deals'), 'en')).toBeNull();
    expect(prefixlessTarget(at('/no/such/page'), 'en')).toBeNull();
    expect(prefixlessTarget(at('/faqs'), 'en')).toBeNull();
  });
});

describe('prefixlessPages', () => {
  it('names the first segment of every page under /:lang (routes.ts), and nothing else', () => {
    const store = routes.find((route) => route.path === ':lang');
    // Resource routes (data for widgets and posts, no page of their own) are left out.
    const resources = new Set([
      'routes/search-suggest.ts',
      'routes/cart-actions.ts',
      'routes/favorite-toggle.ts',
      'routes/branch-picker.ts',
      'routes/delivery-slots.ts',
      'routes/reverse-geocode.ts',
      'routes/product-alternatives.ts',
      'routes/logout.ts',
      'routes/notification-push.ts',
      // `/categories` has a redirect of its own at the root (categories-redirect.ts).
      'routes/categories.tsx',
    ]);
    const firsts = new Set(
      (store?.children ?? [])
        .filter((child) => child.path && child.path !== '*' && !resources.has(child.file))
        .map((child) => child.path!.split('/')[0]!),
    );
    expect(firsts.size).toBeGreaterThan(20);
    expect([...prefixlessPages].sort()).toEqual([...firsts].sort());
  });
});
