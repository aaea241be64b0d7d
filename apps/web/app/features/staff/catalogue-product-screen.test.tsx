// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../lib/forms/form-result.ts';
import type { CatalogueProductData } from './catalogue.server.ts';
import { CatalogueProductScreen } from './catalogue-product-screen.tsx';

afterEach(cleanup);

const product: CatalogueProductData['product'] = {
  id: 7,
  name: 'Panadol Extra 24 tablets',
  brand: 'Panadol',
  category: 'Headache',
  weighted: false,
  medicineClass: 'otc',
  maxPerOrder: 3,
  offerTypes: [{ id: 1, name: 'Buy 1 get 1' }],
  branches: [
    {
      branchId: 1,
      branchName: 'Nasr City',
      price: 65,
      oldPrice: 69.5,
      offerTypeId: null,
      notSold: false,
      stock: 12,
      held: 2,
      onHand: 14,
      version: 4,
    },
  ],
};

function Screen() {
  return <CatalogueProductScreen data={useLoaderData() as CatalogueProductData} />;
}

function renderAt(url: string, role: 'branch_manager' | 'pharmacist', answer?: FormResult<null>) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/:lang/staff/catalogue/:id',
      Component: Screen,
      loader: () => ({
        staff: { id: 1, name: 'Manager', role, branchIds: [1] },
        product,
        ledgerBranchId: 1,
        ledger: {
          movements: [
            {
              id: 3,
              at: '2026-11-28T08:00:00.000Z',
              reason: 'order_placed',
              delta: -2,
              level: 12,
              orderId: 41,
              staffName: null,
              note: null,
            },
          ],
          nextBefore: null,
        },
      }),
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return posted;
}

describe('the product page of the console', () => {
  it('shows the figures and the ledger in Arabic-Indic digits, and edits from the version shown', async () => {
    const posted = renderAt('/ar/staff/catalogue/7', 'branch_manager', {
      ok: false,
      intent: 'edit-1',
      message: 'Manager 2 changed this product',
      validation: ['Manager 2 changed this product', 'Price is now 70.00'],
      fieldErrors: {},
      data: null,
    });
    const card = await screen.findByTestId('branch-row');
    expect(card.textContent).toContain('٦٥٫٠٠');
    expect(card.textContent).toContain('١٤');
    expect((within(card).getByLabelText('السعر') as HTMLInputElement).value).toBe('٦٥٫٠٠');
    expect(screen.getByTestId('stock-ledger').textContent).toContain('-٢');
    fireEvent.click(within(card).getByRole('button', { name: 'حفظ' }));
    const alert = await within(card).findByRole('alert');
    expect(alert.textContent).toContain('Price is now 70.00');
    expect(posted[0]!.get('version')).toBe('4');
    expect(posted[0]!.get('intent')).toBe('edit');
  });

  it('shows readers the figures without the forms', async () => {
    renderAt('/en/staff/catalogue/7', 'pharmacist');
    const card = await screen.findByTestId('branch-row');
    expect(card.textContent).toContain('65.00');
    expect(within(card).queryByRole('button')).toBeNull();
  });

  it('lets a pharmacist set the medicine class and the largest quantity per order', async () => {
    const posted = renderAt('/ar/staff/catalogue/7', 'pharmacist', {
      ok: false,
      intent: 'medicine',
      message: 'اكتب عدداً صحيحاً من العبوات من ١ إلى ٩٩، أو اتركه فارغاً بلا حد',
      validation: ['اكتب عدداً صحيحاً من العبوات من ١ إلى ٩٩، أو اتركه فارغاً بلا حد'],
      fieldErrors: {},
      data: null,
    });
    const section = (await screen.findByRole('heading', { name: 'الدواء' })).closest('form')!;
    expect((within(section).getByLabelText('التصنيف') as HTMLSelectElement).value).toBe('otc');
    const limit = within(section).getByLabelText(/أقصى كمية في الطلب الواحد/) as HTMLInputElement;
    expect(limit.value).toBe('٣');
    fireEvent.change(limit, { target: { value: '٠' } });
    fireEvent.click(within(section).getByRole('button', { name: 'حفظ' }));
    expect((await within(section).findByRole('alert')).textContent).toContain('من ١ إلى ٩٩');
    expect(posted[0]!.get('intent')).toBe('medicine');
    expect(posted[0]!.get('maxPerOrder')).toBe('٠');
  });

  it('shows a branch manager the medicine class without a form', async () => {
    renderAt('/en/staff/catalogue/7', 'branch_manager');
    const heading = await screen.findByRole('heading', { name: 'Medicine' });
    const section = heading.closest('section')!;
    expect(section.textContent).toContain('Over-the-counter medicine');
    expect(section.textContent).toContain('At most 3 per order');
    expect(within(section).queryByRole('button')).toBeNull();
  });
});
