// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../lib/forms/form-result.ts';
import type { NearExpiryData } from './near-expiry.server.ts';
import { NearExpiryScreen } from './near-expiry-screen.tsx';

afterEach(cleanup);

const data = (role: 'admin' | 'pharmacist'): NearExpiryData => ({
  staff: { id: 1, name: 'Member', role, branchIds: [1] },
  branches: [
    { id: 1, name: 'Nasr City' },
    { id: 2, name: 'Maadi' },
  ],
  branchId: 1,
  days: 60,
  report: {
    branchId: 1,
    days: 60,
    cutoffDays: 90,
    batches: [
      {
        batchId: 4,
        productId: 7,
        name: 'Augmentin 1 g',
        batch: 'AB12',
        expiry: '2027-01-10',
        daysLeft: 42,
        quantity: 3,
        withdrawn: 'expiring',
      },
      {
        batchId: 5,
        productId: 8,
        name: 'Panadol',
        batch: 'ZZ9',
        expiry: '2026-11-20',
        daysLeft: -9,
        quantity: 1,
        withdrawn: 'expiring',
      },
    ],
  },
});

function Screen() {
  return <NearExpiryScreen data={useLoaderData() as NearExpiryData} />;
}

function renderAt(url: string, role: 'admin' | 'pharmacist', answer?: FormResult<unknown>) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/:lang/staff/near-expiry',
      Component: Screen,
      loader: () => data(role),
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return posted;
}

describe('the near-expiry screen', () => {
  it('lists the batches in Arabic digits, linking each to its product at the branch', async () => {
    renderAt('/ar/staff/near-expiry?days=60', 'pharmacist');
    const table = await screen.findByTestId('near-expiry');
    expect(table.textContent).toContain('AB12');
    expect(table.textContent).toContain('٤٢');
    expect(table.textContent).toContain('منتهية الصلاحية، خارج البيع');
    expect(table.textContent).not.toMatch(/20\d\d/);
    expect(within(table).getAllByRole('link')[0]!.getAttribute('href')).toBe(
      '/ar/staff/catalogue/7?branch=1#batches',
    );
    expect(screen.queryByRole('form', { name: 'مدة إيقاف البيع قبل انتهاء الصلاحية' })).toBeNull();
    expect(screen.queryByLabelText('الأيام قبل انتهاء الصلاحية')).toBeNull();
  });

  it('lets an admin change the cut-off', async () => {
    const posted = renderAt('/en/staff/near-expiry', 'admin', {
      ok: true,
      intent: 'cutoff',
      message: 'Saved: batches expiring within 60 days are not sold online',
      validation: [],
      fieldErrors: {},
      data: null,
    });
    const form = await screen.findByRole('form', { name: 'Expiry cut-off' });
    const days = within(form).getByLabelText('Days before expiry') as HTMLInputElement;
    expect(days.value).toBe('90');
    fireEvent.change(days, { target: { value: '60' } });
    fireEvent.click(within(form).getByRole('button', { name: 'Save' }));
    await screen.findByText('Saved: batches expiring within 60 days are not sold online');
    expect(posted[0]!.get('days')).toBe('60');
  });
});
