import { notificationTypes } from '@store/contract';
import { describe, expect, it } from 'vitest';
import { renderNotification } from './notification-texts.ts';
import { pushEndpointAllowed } from './web-push-sender.ts';

const order = (type: (typeof notificationTypes)[number], data: Record<string, unknown> = {}) => ({
  type,
  orderId: 1234,
  prescriptionId: null,
  supportIssueId: null,
  data,
});

describe('notification texts', () => {
  it('has a title and body in both languages for every type, with no placeholder left', () => {
    for (const type of notificationTypes)
      for (const lang of ['en', 'ar'] as const) {
        const text = renderNotification(
          { ...order(type), prescriptionId: 5, data: { expiresAt: '2026-11-26T10:00:00Z', amount: 2550 } },
          lang,
        );
        expect(text.title, `${type} ${lang}`).not.toMatch(/[{}]/);
        expect(text.body, `${type} ${lang}`).not.toMatch(/[{}]/);
        expect(text.title.length).toBeGreaterThan(3);
        expect(text.url).toMatch(new RegExp(`^/${lang}/`));
      }
  });

  it('writes numbers in the reader’s digits and money in pounds', () => {
    expect(renderNotification(order('order.refunded', { amount: 2550 }), 'en')).toMatchObject({
      title: 'Refund for order #1234',
      body: expect.stringMatching(/^25\.50 EGP has been refunded/),
    });
    const ar = renderNotification(order('order.refunded', { amount: 2550 }), 'ar');
    expect(ar.title).toBe('استرداد مبلغ الطلب رقم ١٢٣٤');
    expect(ar.body).toContain('٢٥٫٥٠ ج.م');
  });

  it('names the cancellation reason, or who cancelled', () => {
    expect(
      renderNotification({ ...order('order.cancelled', { by: 'staff' }), reasonName: 'Out of stock' }, 'en')
        .body,
    ).toBe('Reason: Out of stock');
    expect(renderNotification(order('order.cancelled', { by: 'customer' }), 'en').body).toBe(
      'Your order has been cancelled.',
    );
    expect(renderNotification(order('order.cancelled', { by: 'system' }), 'ar').body).toContain(
      'ألغى المتجر',
    );
  });

  it('lists the items a subscription left out in the reader’s language', () => {
    const items = [
      { productId: 1, name: { en: 'Milk', ar: 'لبن' } },
      { productId: 2, name: { en: 'Bread', ar: 'عيش' } },
    ];
    expect(renderNotification(order('subscription.itemsLeftOut', { items }), 'ar').body).toContain(
      'لبن، عيش',
    );
    expect(renderNotification(order('subscription.itemsLeftOut', { items }), 'en').body).toContain(
      'Milk, Bread',
    );
  });
});

describe('push endpoints', () => {
  it('lets a production store post only to https push services on public names', () => {
    for (const endpoint of [
      'https://fcm.googleapis.com/fcm/send/abc',
      'https://updates.push.services.mozilla.com/wpush/v2/abc',
      'https://web.push.apple.com/QGx',
    ])
      expect(pushEndpointAllowed(endpoint, 'production'), endpoint).toBe(true);
    for (const endpoint of [
      'http://fcm.googleapis.com/fcm/send/abc',
      'https://127.0.0.1/push',
      'https://[::1]/push',
      'https://10.0.0.5/push',
      'https://localhost/push',
      'https://metadata/push',
      'https://user:pw@push.example.com/x',
      'file:///etc/passwd',
      'not a url',
    ])
      expect(pushEndpointAllowed(endpoint, 'production'), endpoint).toBe(false);
  });

  it('lets a demo store use a local stand-in', () => {
    expect(pushEndpointAllowed('http://127.0.0.1:4000/push/1', 'demo')).toBe(true);
    expect(pushEndpointAllowed('ftp://127.0.0.1/push', 'demo')).toBe(false);
  });
});
