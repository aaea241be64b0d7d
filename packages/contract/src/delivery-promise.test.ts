import { describe, expect, it } from 'vitest';
import {
  deliveryPromiseMessage,
  deliveryPromiseMinutesField,
  expectedArrival,
  expectedBy,
  keptPercent,
  promiseKept,
} from './delivery-promise.ts';
import { registerServerMessages, translate } from './i18n.ts';
import { orderStatusIds } from './order-codes.ts';
import { serverMessages } from './server-messages.ts';

registerServerMessages(serverMessages);

const accepted = new Date('2026-12-01T12:00:00Z');

describe('the delivery time promise', () => {
  it('takes whole minutes in any digits, empty as none, and refuses what is out of bounds', () => {
    expect(deliveryPromiseMinutesField.parse('٦٠')).toBe(60);
    expect(deliveryPromiseMinutesField.parse(' 45 ')).toBe(45);
    expect(deliveryPromiseMinutesField.parse('')).toBeNull();
    expect(deliveryPromiseMinutesField.parse(90)).toBe(90);
    const issue = (value: unknown) => deliveryPromiseMinutesField.safeParse(value).error?.issues[0]?.message;
    expect(issue('9')).toBe('branchDelivery.promiseRange');
    expect(issue('241')).toBe('branchDelivery.promiseRange');
    expect(issue('60.5')).toBe('branchDelivery.promiseInvalid');
    expect(issue('an hour')).toBe('branchDelivery.promiseInvalid');
  });

  it('expects an order at its acceptance plus the promise, and judges it kept to that instant', () => {
    expect(expectedArrival(accepted, 60).toISOString()).toBe('2026-12-01T13:00:00.000Z');
    expect(promiseKept(accepted, new Date('2026-12-01T13:00:00Z'), 60)).toBe(true);
    expect(promiseKept(accepted, new Date('2026-12-01T13:00:01Z'), 60)).toBe(false);
    expect(promiseKept(accepted, new Date('2026-12-01T12:20:00Z'), 30)).toBe(true);
  });

  it('shows the expected arrival once accepted, until delivered or cancelled, only with a promise', () => {
    const order = {
      promiseMinutes: 60,
      acceptedAt: accepted,
      statusId: orderStatusIds.inProcess,
      cancelled: false,
    };
    expect(expectedBy(order)?.toISOString()).toBe('2026-12-01T13:00:00.000Z');
    expect(expectedBy({ ...order, statusId: orderStatusIds.outForDelivery })).not.toBeNull();
    expect(expectedBy({ ...order, acceptedAt: null })).toBeNull();
    expect(expectedBy({ ...order, promiseMinutes: null })).toBeNull();
    expect(expectedBy({ ...order, statusId: orderStatusIds.delivered })).toBeNull();
    expect(expectedBy({ ...order, cancelled: true })).toBeNull();
  });

  it('is written in the language, Arabic in its own digits and plural', () => {
    const say = (lang: 'en' | 'ar', minutes: number) => {
      const { key, params } = deliveryPromiseMessage(minutes);
      return translate(lang, key, params);
    };
    expect(say('en', 60)).toBe('Delivered within about 60 minutes');
    expect(say('ar', 60)).toBe('يوصلك خلال ٦٠ دقيقة تقريبًا');
    expect(say('ar', 10)).toBe('يوصلك خلال ١٠ دقائق تقريبًا');
  });

  it('gives the share kept as a whole percentage', () => {
    expect(keptPercent(2, 3)).toBe(67);
    expect(keptPercent(0, 0)).toBeNull();
  });
});
