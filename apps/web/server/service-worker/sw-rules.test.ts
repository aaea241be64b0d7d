import { describe, expect, it } from 'vitest';
import { notifications as ar } from '../../app/i18n/messages/ar/notifications.ts';
import { notifications as en } from '../../app/i18n/messages/en/notifications.ts';
import {
  clickPlan,
  isCacheablePage,
  isCheckoutPath,
  isLogoutPath,
  markOffline,
  notificationOptions,
  readPush,
  strategyFor,
} from './sw-rules.ts';

describe('which pages the worker keeps on the device', () => {
  it('keeps the public store pages', () => {
    for (const path of [
      '/en/',
      '/ar',
      '/ar/category/1/3/x',
      '/en/product/5',
      '/en/search/panadol',
      '/ar/deals',
    ])
      expect(isCacheablePage(path), path).toBe(true);
  });
  it('never keeps personal or one-time pages', () => {
    for (const path of [
      '/en/cart',
      '/ar/checkout',
      '/en/order-info/3',
      '/en/order-info/3/alternatives',
      '/ar/profile/1/account',
      '/en/notifications',
      '/en/login',
      '/ar/staff/orders/3',
      '/ar/order-placed',
      '/en/cart.data',
      '/sw.js',
      '/api/cart',
    ])
      expect(isCacheablePage(path), path).toBe(false);
  });
  it('chooses a strategy per request', () => {
    expect(strategyFor('/assets/entry-abc.js', 'no-cors')).toBe('asset');
    expect(strategyFor('/api/media/products/p-1.svg', 'no-cors')).toBe('image');
    expect(strategyFor('/api/orders/1/events', 'cors')).toBe('network');
    expect(strategyFor('/en/deals', 'navigate')).toBe('page');
    expect(strategyFor('/en/checkout', 'navigate')).toBe('network');
    expect(strategyFor('/en/deals.data', 'cors')).toBe('page-data');
    expect(strategyFor('/offline-ar.html', 'cors')).toBe('static');
    expect(strategyFor('/icons/store-192.png', 'no-cors')).toBe('static');
  });
});

describe('updates and logouts', () => {
  it('knows a checkout page', () => {
    expect(isCheckoutPath('/en/checkout')).toBe(true);
    expect(isCheckoutPath('/ar/checkout-redirect')).toBe(true);
    expect(isCheckoutPath('/api/payment/test-gateway')).toBe(true);
    expect(isCheckoutPath('/en/cart')).toBe(false);
  });
  it('knows a logout', () => {
    expect(isLogoutPath('/en/logout')).toBe(true);
    expect(isLogoutPath('/ar/profile/6/logout')).toBe(true);
    expect(isLogoutPath('/ar/profile/1')).toBe(false);
  });
  it('marks a kept page as offline on its html element', () => {
    expect(markOffline('<!DOCTYPE html><html lang="ar" dir="rtl"><body></body></html>')).toBe(
      '<!DOCTYPE html><html data-offline="true" lang="ar" dir="rtl"><body></body></html>',
    );
  });
});

describe('push messages', () => {
  it('shows a substitution in its language with an action opening the choice', () => {
    const { title, options } = notificationOptions(
      readPush({
        id: 7,
        type: 'substitution.requested',
        title: 'اختر بديلًا',
        body: 'نفد صنف من طلبك',
        url: '/ar/order-info/12',
        tag: 'order-12',
        lang: 'ar',
        dir: 'rtl',
      }),
    );
    expect(title).toBe('اختر بديلًا');
    expect(options.dir).toBe('rtl');
    expect(options.lang).toBe('ar');
    expect(options.data).toEqual({ url: '/ar/order-info/12/alternatives', id: 7, lang: 'ar' });
    expect(options.actions).toEqual([{ action: 'open', title: ar.pushChoose }]);
  });
  it('keeps a choice url as it is and names a plain action in English', () => {
    const { options } = notificationOptions(
      readPush({
        type: 'order.dispatched',
        title: 'On its way',
        body: '',
        url: '/en/order-info/3',
        lang: 'en',
      }),
    );
    expect(options.data.url).toBe('/en/order-info/3');
    expect(options.actions).toEqual([{ action: 'open', title: en.pushOpen }]);
  });
  it('reads a broken push without leaving the store', () => {
    const message = readPush({ url: '//evil.example/x', title: 5 });
    expect(message.url).toBe('/en/notifications');
    expect(message.title).toBe(en.appName);
    expect(readPush(null).lang).toBe('en');
  });
});

describe('a click on a notification', () => {
  const target = 'https://store.example/ar/order-info/12/alternatives';
  const window = (path: string, focused = false, controlled = true) => ({
    url: `https://store.example${path}`,
    focused,
    controlled,
  });

  it('brings forward a window already on the page, controlled or not', () => {
    expect(
      clickPlan([window('/ar/'), window('/ar/order-info/12/alternatives', false, false)], target),
    ).toEqual({ kind: 'focus', index: 1 });
  });
  it('takes an open store window to the page: the focused one, else the most recently used', () => {
    expect(clickPlan([window('/ar/order-info/12')], target)).toEqual({ kind: 'navigate', index: 0 });
    expect(clickPlan([window('/en/product/5'), window('/ar/', true)], target)).toEqual({
      kind: 'navigate',
      index: 1,
    });
    expect(clickPlan([window('/en/product/5'), window('/ar/')], target)).toEqual({
      kind: 'navigate',
      index: 0,
    });
  });
  it('never takes over a checkout, the staff console or a window it does not control', () => {
    expect(
      clickPlan(
        [
          window('/ar/checkout', true),
          window('/en/checkout-redirect'),
          window('/en/staff/orders'),
          window('/ar/', false, false),
          window('/en/cart'),
        ],
        target,
      ),
    ).toEqual({ kind: 'navigate', index: 4 });
    expect(clickPlan([window('/ar/checkout', true), window('/api/payment/return')], target)).toEqual({
      kind: 'open',
    });
  });
  it('opens a window when the store has none', () => {
    expect(clickPlan([], target)).toEqual({ kind: 'open' });
    expect(
      clickPlan([{ url: 'https://other.example/ar/', focused: true, controlled: true }], target),
    ).toEqual({
      kind: 'open',
    });
  });
});
