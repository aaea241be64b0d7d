// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../lib/forms/form-result.ts';
import type { CatalogueProductData, StaffChainRecallResult, StaffRecallResult } from './catalogue.server.ts';
import { CatalogueProductScreen } from './catalogue-product-screen.tsx';
import { PickBatches } from './pick-batches.tsx';

afterEach(cleanup);

type Role = 'branch_manager' | 'pharmacist' | 'support' | 'admin';
const data = (role: Role): CatalogueProductData => ({
  staff: { id: 1, name: 'Member', role, branchIds: [1] },
  product: {
    id: 7,
    name: 'Augmentin 1 g',
    brand: 'GSK',
    category: 'Antibiotics',
    weighted: false,
    medicineClass: 'prescription',
    maxPerOrder: null,
    offerTypes: [],
    branches: [
      {
        branchId: 1,
        branchName: 'Nasr City',
        price: 120,
        oldPrice: null,
        offerTypeId: null,
        notSold: false,
        stock: 5,
        held: 0,
        onHand: 5,
        version: 1,
      },
    ],
  },
  ledgerBranchId: 1,
  ledger: { movements: [], nextBefore: null },
  batches: {
    branchId: 1,
    productId: 7,
    cutoffDays: 90,
    sellable: 5,
    unbatched: 1,
    batches: [
      {
        id: 1,
        batch: 'AB12',
        expiry: '2027-01-10',
        received: 3,
        quantity: 3,
        withdrawn: 'expiring',
        withdrawnAt: '2026-11-29T08:00:00.000Z',
        daysLeft: 42,
        receivedBy: 'Manager',
        receivedAt: '2026-10-01T08:00:00.000Z',
        writtenOff: null,
      },
      {
        id: 2,
        batch: 'CD34',
        expiry: '2028-03-01',
        received: 4,
        quantity: 4,
        withdrawn: null,
        withdrawnAt: null,
        daysLeft: 458,
        receivedBy: 'Manager',
        receivedAt: '2026-11-01T08:00:00.000Z',
        writtenOff: null,
      },
      {
        id: 3,
        batch: 'OLD9',
        expiry: '2026-11-20',
        received: 2,
        quantity: 0,
        withdrawn: 'expiring',
        withdrawnAt: '2026-08-22T08:00:00.000Z',
        daysLeft: -9,
        receivedBy: 'Manager',
        receivedAt: '2026-06-01T08:00:00.000Z',
        writtenOff: {
          quantity: 2,
          disposal: 'returned',
          at: '2026-11-21T08:00:00.000Z',
          by: 'Manager',
          note: 'Credit note 12',
        },
      },
    ],
  },
});

function Screen() {
  return <CatalogueProductScreen data={useLoaderData() as CatalogueProductData} />;
}

type Answer = FormResult<{
  branchId: number;
  recall?: StaffRecallResult;
  chain?: StaffChainRecallResult;
} | null>;

function renderAt(url: string, role: Role, answer?: Answer) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/:lang/staff/catalogue/:id',
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

describe('batches on the product page', () => {
  it('lists the batches in Arabic, and lets a manager receive one but not recall', async () => {
    const posted = renderAt('/ar/staff/catalogue/7', 'branch_manager', {
      ok: true,
      intent: 'batch-1',
      message: 'تم الاستلام: التشغيلة في المخزون',
      validation: [],
      fieldErrors: {},
      data: { branchId: 1 },
    });
    const table = await screen.findByTestId('stock-batches');
    expect(table.textContent).toContain('AB12');
    expect(table.textContent).toContain('قاربت على الانتهاء، خارج البيع');
    expect(table.textContent).toContain('٤');
    expect(table.textContent).not.toMatch(/2027|2028/);
    const section = screen.getByRole('region', { name: 'التشغيلات في Nasr City' });
    expect(within(section).queryByRole('button', { name: 'سحب' })).toBeNull();
    const receiveForm = within(section).getByRole('form', { name: 'استلام مخزون بالتشغيلة' });
    fireEvent.change(within(receiveForm).getByLabelText('رقم التشغيلة'), { target: { value: 'EF56' } });
    fireEvent.change(within(receiveForm).getByLabelText('تاريخ الصلاحية'), {
      target: { value: '2028-05-01' },
    });
    fireEvent.change(within(receiveForm).getAllByLabelText('الكمية')[0]!, { target: { value: '٦' } });
    fireEvent.click(within(receiveForm).getByRole('button', { name: 'استلام' }));
    await screen.findByText('تم الاستلام: التشغيلة في المخزون');
    expect(posted[0]!.get('intent')).toBe('batch');
    expect(posted[0]!.get('batch')).toBe('EF56');
    expect(posted[0]!.get('quantity')).toBe('٦');
  });

  it('lets a pharmacist recall a batch and shows who received it', async () => {
    const posted = renderAt('/en/staff/catalogue/7', 'pharmacist', {
      ok: true,
      intent: 'recall-1',
      message: 'Batch recalled: out of stock, 1 orders told',
      validation: [],
      fieldErrors: {},
      data: {
        branchId: 1,
        recall: {
          batchId: 2,
          batch: 'CD34',
          withdrawn: 4,
          notified: 1,
          recipients: [
            {
              orderId: 41,
              customerId: 9,
              customerName: 'Mona Adel',
              phone: '01012345678',
              quantity: 2,
              source: 'dispensed',
              received: true,
            },
          ],
        },
      },
    });
    const section = await screen.findByRole('region', { name: 'Batches at Nasr City' });
    expect(within(section).queryByRole('button', { name: 'Receive' })).toBeNull();
    fireEvent.change(within(section).getByLabelText('Batch number'), { target: { value: 'CD34' } });
    fireEvent.change(within(section).getByLabelText(/Why/), { target: { value: 'Maker notice' } });
    fireEvent.click(within(section).getByRole('button', { name: 'Recall' }));
    const recipients = await screen.findByTestId('recall-recipients');
    expect(recipients.textContent).toContain('Mona Adel');
    expect(recipients.textContent).toContain('packs scanned');
    expect(within(recipients).getByRole('link').getAttribute('href')).toBe('/en/staff/orders/41');
    expect(posted[0]!.get('intent')).toBe('recall');
  });

  it('lets a manager write off a withdrawn batch, and shows one written off', async () => {
    const posted = renderAt('/en/staff/catalogue/7', 'branch_manager', {
      ok: true,
      intent: 'write-off-1',
      message: 'Written off: 3 units of batch AB12',
      validation: [],
      fieldErrors: {},
      data: { branchId: 1 },
    });
    const section = await screen.findByRole('region', { name: 'Batches at Nasr City' });
    expect(screen.getByTestId('batch-written-off').textContent).toBe(
      'Written off: 2, returned to the supplier, Manager: Credit note 12',
    );
    const form = within(section).getByRole('form', { name: 'Write off a withdrawn batch' });
    // Only batches out of sale with units left are offered.
    const options = within(form)
      .getAllByRole('option')
      .map((option) => option.getAttribute('value'));
    expect(options).toEqual(['AB12']);
    fireEvent.click(within(form).getByLabelText('returned to the supplier'));
    fireEvent.change(within(form).getByLabelText('Why (for the ledger)'), {
      target: { value: 'Back to GSK' },
    });
    fireEvent.click(within(form).getByRole('button', { name: 'Write off' }));
    await screen.findByText('Written off: 3 units of batch AB12');
    expect(posted[0]!.get('intent')).toBe('write-off');
    expect(posted[0]!.get('batch')).toBe('AB12');
    expect(posted[0]!.get('disposal')).toBe('returned');
    // Managers do not recall, at a branch or across the chain.
    expect(within(section).queryByRole('form', { name: 'Recall a batch at every branch' })).toBeNull();
  });

  it('lets an admin recall a batch at every branch and shows each branch, in Arabic', async () => {
    const posted = renderAt('/ar/staff/catalogue/7', 'admin', {
      ok: true,
      intent: 'recall-chain-1',
      message: 'تم سحب التشغيلة من الفروع: ٢، وإبلاغ أصحاب الطلبات: ١',
      validation: [],
      fieldErrors: {},
      data: {
        branchId: 1,
        chain: {
          batch: 'CD34',
          notified: 1,
          branches: [
            { branchId: 1, status: 'recalled', batchId: 2, withdrawn: 4, recipients: [], notified: 1 },
            { branchId: 2, status: 'already', batchId: 5, withdrawn: 0, recipients: [], notified: 0 },
          ],
        },
      },
    });
    const form = await screen.findByRole('form', { name: 'سحب تشغيلة من كل الفروع' });
    fireEvent.change(within(form).getByLabelText('رقم التشغيلة'), { target: { value: 'CD34' } });
    fireEvent.change(within(form).getByLabelText(/السبب/), { target: { value: 'إخطار المصنع' } });
    fireEvent.click(within(form).getByRole('button', { name: 'سحب من كل الفروع' }));
    const branches = await screen.findByTestId('chain-recall-branches');
    expect(branches.textContent).toBe('Nasr City: سُحبت، خرج من البيع ٤، وأُبلغ ١٢: سُحبت من قبل');
    expect(posted[0]!.get('intent')).toBe('recall-chain');
  });

  it('shows readers the batches without the forms', async () => {
    renderAt('/en/staff/catalogue/7', 'support');
    const section = await screen.findByRole('region', { name: 'Batches at Nasr City' });
    expect(within(section).queryByRole('button')).toBeNull();
  });
});

describe('the batches to pick', () => {
  it('says which batch to take first, marking a suggestion', () => {
    render(
      <PickBatches
        batches={[
          { batch: 'AB12', expiry: '2027-01-10', quantity: 2, source: 'allocated' },
          { batch: 'CD34', expiry: '2028-03-01', quantity: 1, source: 'suggested' },
        ]}
      />,
    );
    const text = screen.getByTestId('pick-batches').textContent;
    expect(text).toBe(
      'Take from batch AB12 (expires 10 Jan 2027) x 2, CD34 (expires 1 Mar 2028) x 1 (suggested)',
    );
  });
});
