import { describe, expect, it } from 'vitest';
import {
  allPaymentTypeIds,
  branchDeliveryBody,
  defaultOpeningHours,
  openingHoursOf,
  paymentTypesOf,
  weekdays,
} from './branch-delivery.ts';

const hours = Object.fromEntries(weekdays.map((day) => [day, { opens: '09:00', closes: '23:00' }]));

describe('branchDeliveryBody', () => {
  it('reads pounds in any digits into piasters, and an empty free-from as never free', () => {
    const parsed = branchDeliveryBody.parse({
      deliveryCharge: '١٢٫٥٠',
      freeDeliveryFrom: '',
      minimumOrder: '150',
      paymentTypeIds: ['3', '1'],
      openingHours: { ...hours, fri: { closed: 'on', opens: '', closes: '' } },
    });
    expect(parsed).toMatchObject({
      deliveryCharge: 1250,
      freeDeliveryFrom: null,
      minimumOrder: 15_000,
      paymentTypeIds: [1, 3],
    });
    expect(parsed.openingHours.fri.closed).toBe(true);
  });

  it('takes a closing before opening as after midnight', () => {
    const night = branchDeliveryBody.safeParse({
      deliveryCharge: '10',
      minimumOrder: '100',
      paymentTypeIds: [1],
      openingHours: { ...hours, sat: { opens: '٢٢:٠٠', closes: '٠٤:٠٠' } },
    });
    expect(night.success, JSON.stringify(night.error?.issues)).toBe(true);
    expect(night.data?.openingHours.sat).toEqual({ closed: false, opens: '22:00', closes: '04:00' });
  });

  it('refuses a bad amount, no way of paying, and closing at the opening time', () => {
    const result = branchDeliveryBody.safeParse({
      deliveryCharge: '12.345',
      freeDeliveryFrom: 'x',
      minimumOrder: '100',
      paymentTypeIds: [],
      openingHours: { ...hours, sat: { opens: '08:00', closes: '08:00' } },
    });
    expect(result.success).toBe(false);
    const paths = result.error!.issues.map((issue) => `${issue.path.join('.')}:${issue.message}`);
    expect(paths).toEqual(
      expect.arrayContaining([
        'deliveryCharge:branchDelivery.amountInvalid',
        'freeDeliveryFrom:branchDelivery.amountInvalid',
        'paymentTypeIds:branchDelivery.paymentRequired',
        'openingHours.sat.closes:branchDelivery.closesAfterOpens',
      ]),
    );
  });
});

describe('saved values', () => {
  it('fill in the defaults', () => {
    expect(openingHoursOf({})).toEqual(defaultOpeningHours);
    expect(paymentTypesOf(null)).toEqual(allPaymentTypeIds);
    expect(paymentTypesOf([3, 1, 9])).toEqual([1, 3]);
  });
});
