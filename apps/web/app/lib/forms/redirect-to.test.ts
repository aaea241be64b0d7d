import { describe, expect, it } from 'vitest';
import { loginPath, safeRedirect, withRedirectTo } from './redirect-to.ts';

describe('safeRedirect', () => {
  it('keeps a storefront path of this site, with its query', () => {
    expect(safeRedirect('/ar/product/12/25/x/milk?x=1')).toBe('/ar/product/12/25/x/milk?x=1');
    expect(safeRedirect('/en/checkout')).toBe('/en/checkout');
    expect(safeRedirect('/en')).toBe('/en');
  });

  it('refuses other sites and tricks that browsers read as other sites', () => {
    for (const value of [
      'https://evil.example/en/',
      '//evil.example/en/',
      '/\\evil.example',
      '/en\\..\\//evil.example',
      '/en/../..//evil.example',
      'javascript:alert(1)',
      '/en/%0d%0aSet-Cookie:x',
      '/en/\u0000',
      'en/cart',
      '/fr/cart',
      '',
      null,
      42,
    ]) {
      const safe = safeRedirect(value);
      if (safe !== undefined)
        expect(new URL(safe, 'https://store.example').origin).toBe('https://store.example');
    }
    expect(safeRedirect('//evil.example/en/')).toBeUndefined();
    expect(safeRedirect('https://evil.example/en/')).toBeUndefined();
    expect(safeRedirect('/\\evil.example')).toBeUndefined();
  });

  it('never sends back to the login or register page', () => {
    expect(safeRedirect('/en/login')).toBeUndefined();
    expect(safeRedirect('/ar/register?x=1')).toBeUndefined();
  });

  it('builds the login link that carries it', () => {
    expect(loginPath('ar', '/ar/product/7')).toBe('/ar/login?redirectTo=%2Far%2Fproduct%2F7');
    expect(loginPath('en', 'https://evil.example')).toBe('/en/login');
    expect(withRedirectTo('/en/profile/2?new=1', '/en/checkout')).toBe(
      '/en/profile/2?new=1&redirectTo=%2Fen%2Fcheckout',
    );
  });
});
