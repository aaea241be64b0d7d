// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../lib/forms/form-result.ts';
import type { BranchDeliveryData } from './branch-delivery.server.ts';
import { BranchDeliveryScreen } from './branch-delivery-screen.tsx';

afterEach(cleanup);

const day = { closed: false, opens: '09:00', closes: '23:00' };
const data = (mayChange: boolean): BranchDeliveryData => ({
  staff: { id: 1, name: 'Manager', role: mayChange ? 'branch_manager' : 'support', branchIds: [1, 2] },
  branches: [
    { id: 1, name: 'Nasr City' },
    { id: 2, name: 'Heliopolis' },
  ],
  branch: { id: 1, name: 'Nasr City' },
  delivery: {
    deliveryCharge: 15,
    freeDeliveryFrom: 300.5,
    minimumOrder: 100,
    paymentTypeIds: [1, 3],
    openingHours: {
      sat: day,
      sun: day,
      mon: day,
      tue: day,
      wed: day,
      thu: day,
      fri: { ...day, closed: true },
    },
    holidays: ['2026-12-25'],
    deliveryPromiseMinutes: 60,
  },
  mayChange,
});

function Screen() {
  return <BranchDeliveryScreen data={useLoaderData() as BranchDeliveryData} />;
}

function renderAt(lang: 'en' | 'ar', mayChange: boolean, answer?: (form: FormData) => FormResult<unknown>) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/:lang/staff/branches/:id/settings',
      Component: Screen,
      loader: () => data(mayChange),
      action: async ({ request }) => {
        const form = await request.formData();
        posted.push(form);
        return (
          answer?.(form) ?? {
            ok: true,
            intent: 'delivery',
            message: 'Saved',
            validation: [],
            fieldErrors: {},
            data: null,
          }
        );
      },
    },
  ]);
  render(<Stub initialEntries={[`/${lang}/staff/branches/1/settings`]} />);
  return posted;
}

describe('the delivery settings screen', () => {
  it("shows the branch's settings in pounds, ticks its ways of paying and a closed day", async () => {
    renderAt('en', true);
    expect(await screen.findByLabelText('Delivery charge (EGP)')).toHaveProperty('value', '15');
    expect(screen.getByLabelText('Free delivery from (EGP)')).toHaveProperty('value', '300.5');
    expect(screen.getByLabelText('Minimum order (EGP)')).toHaveProperty('value', '100');
    expect(screen.getByLabelText('Delivery time promise (minutes)')).toHaveProperty('value', '60');
    expect(screen.getByLabelText('Cash on delivery')).toHaveProperty('checked', true);
    expect(screen.getByLabelText('Card reader on delivery')).toHaveProperty('checked', false);
    expect(screen.getByLabelText('Closed on Friday')).toHaveProperty('checked', true);
    expect(within(screen.getByTestId('hours-sat')).getByLabelText('Opens (Saturday)')).toHaveProperty(
      'value',
      '09:00',
    );
  });

  it('writes Arabic digits on an Arabic page and posts what was typed', async () => {
    const posted = renderAt('ar', true);
    const charge = await screen.findByLabelText('رسوم التوصيل (ج.م)');
    expect(charge).toHaveProperty('value', '١٥');
    expect(screen.getByLabelText('يفتح (السبت)')).toHaveProperty('value', '٠٩:٠٠');
    const promise = screen.getByLabelText('مدة التوصيل الموعودة (بالدقائق)');
    expect(promise).toHaveProperty('value', '٦٠');
    fireEvent.change(promise, { target: { value: '٤٥' } });
    fireEvent.change(charge, { target: { value: '٢٠' } });
    fireEvent.click(screen.getByLabelText('ماكينة البطاقات عند الاستلام'));
    fireEvent.click(screen.getByRole('button', { name: 'حفظ الإعدادات' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.get('deliveryCharge')).toBe('٢٠');
    expect(posted[0]!.get('deliveryPromiseMinutes')).toBe('٤٥');
    expect(posted[0]!.getAll('paymentTypeIds')).toEqual(['1', '2', '3']);
    expect(posted[0]!.get('openingHours.fri.closed')).toBe('on');
  });

  it('shows each refusal under its box', async () => {
    renderAt('en', true, () => ({
      ok: false,
      intent: 'delivery',
      message: 'Please choose at least one way of paying',
      validation: ['Please choose at least one way of paying'],
      fieldErrors: { paymentTypeIds: 'Please choose at least one way of paying' },
      values: { deliveryCharge: 'x', paymentTypeIds: '' },
      data: null,
    }));
    fireEvent.click(await screen.findByRole('button', { name: 'Save settings' }));
    expect(await screen.findByText('Please choose at least one way of paying')).toBeTruthy();
  });

  it('is read-only for staff who may not change it', async () => {
    renderAt('en', false);
    expect(
      await screen.findByText('Only the branch manager or an admin can change these settings.'),
    ).toBeTruthy();
    // Inside a disabled fieldset: not typed in, not posted.
    expect(screen.getByLabelText('Delivery charge (EGP)').matches(':disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save settings' })).toBeNull();
  });

  it('lists the holidays, adds one as typed in Arabic digits and removes one', async () => {
    const posted = renderAt('ar', true, (form) => ({
      ok: true,
      intent: String(form.get('intent')),
      message: 'تمت إضافة الإجازة',
      validation: [],
      fieldErrors: {},
      data: null,
    }));
    expect(await screen.findByText('الجمعة، ٢٥ ديسمبر ٢٠٢٦')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('تاريخ الإجازة'), { target: { value: '٢٠٢٧-٠١-٠٧' } });
    fireEvent.click(screen.getByRole('button', { name: 'إضافة إجازة' }));
    await waitFor(() => expect(posted).toHaveLength(1));
    expect(posted[0]!.get('intent')).toBe('holidayAdd');
    expect(posted[0]!.get('date')).toBe('٢٠٢٧-٠١-٠٧');
    fireEvent.click(screen.getByRole('button', { name: 'حذف إجازة الجمعة، ٢٥ ديسمبر ٢٠٢٦' }));
    await waitFor(() => expect(posted).toHaveLength(2));
    expect(posted[1]!.get('intent')).toBe('holidayRemove');
    expect(posted[1]!.get('date')).toBe('2026-12-25');
  });
});
