import { describe, expect, it } from 'vitest';
import { notificationHref } from './notification-links.ts';

describe('notificationHref', () => {
  it('keeps a store path with its language', () => {
    expect(notificationHref('/ar/order-info/12/alternatives', 'en')).toBe('/ar/order-info/12/alternatives');
    expect(notificationHref('/en/profile/8', 'en')).toBe('/en/profile/8');
  });
  it('gives a path without a language the page’s', () => {
    expect(notificationHref('/order-info/12', 'ar')).toBe('/ar/order-info/12');
  });
  it('never leads out of the store', () => {
    for (const url of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      'javascript:alert(1)',
      '',
      '/a b',
    ])
      expect(notificationHref(url, 'en')).toBe('/en/notifications');
  });
});
