// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../lib/forms/form-result.ts';
import type { PromotionFormData, PromotionsData } from './promotions.server.ts';
import { PromotionsScreen } from './promotions-screen.tsx';

afterEach(cleanup);

const promotion = (id: number, extra: Partial<PromotionsData['promotions'][number]> = {}) => ({
  id,
  code: null,
  nameEn: 'Fruit 10% off',
  nameAr: 'خصم الفاكهة',
  kind: 'percent' as const,
  value: 10,
  minimumOrder: 0,
  startsOn: '2026-12-01',
  endsOn: null,
  maxUses: null,
  maxUsesPerUser: 1,
  buyQuantity: null,
  getQuantity: null,
  firstOrderOnly: false,
  combinable: true,
  active: true,
  version: 3,
  productIds: [501],
  categoryIds: [27],
  brandIds: [],
  branchIds: [1],
  uses: 12,
  ...extra,
});
const promotions = [
  promotion(1),
  promotion(2, { code: 'SAVE50', kind: 'fixed', value: 50, active: false, branchIds: [] }),
];
const usage = {
  orders: 12,
  discount: 120.5,
  revenue: 4000,
  deliverySaved: 0,
  byBranch: [{ branchId: 1, name: 'Maadi', orders: 12, discount: 120.5, revenue: 4000, deliverySaved: 0 }],
};

function Promotions() {
  return <PromotionsScreen data={useLoaderData() as PromotionsData} />;
}

function renderPromotions(url: string, answer?: FormResult<PromotionFormData | null>) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/:lang/staff/promotions',
      Component: Promotions,
      loader: ({ request }) => {
        const edit = Number(new URL(request.url).searchParams.get('edit')) || null;
        const editing = promotions.find((p) => p.id === edit) ?? null;
        return {
          staff: { id: 1, name: 'Admin', role: 'admin' as const, branchIds: [] },
          branches: [
            { id: 1, name: 'Maadi' },
            { id: 2, name: 'Zamalek' },
          ],
          promotions,
          editing,
          usage: editing ? usage : null,
          products: editing ? [{ id: 501, name: 'Fresh mango 1 kg', chosen: true }] : [],
          categories: [
            { id: 3, name: 'Fruit & vegetables', level: 1 },
            { id: 27, name: 'Fruit & vegetables › Fruit › Tropical', level: 3 },
            { id: 28, name: 'Fruit & vegetables › Fruit › Citrus', level: 3 },
          ],
          brands: [
            { id: 4, name: 'Dina Farms' },
            { id: 9, name: 'Juhayna' },
          ],
        };
      },
      action: async ({ request }) => {
        posted.push(await request.formData());
        return answer;
      },
    },
  ]);
  render(<Stub initialEntries={[url]} />);
  return posted;
}

describe('the promotions screen', () => {
  it('lists promotions with what they give, where, and their uses, in the page digits', async () => {
    renderPromotions('/ar/staff/promotions');
    const fruit = await screen.findByTestId('promotion-1');
    expect(fruit.textContent).toContain('خصم الفاكهة');
    expect(fruit.textContent).toContain('خصم ١٠٪');
    expect(fruit.textContent).toContain('تلقائي');
    expect(fruit.textContent).toContain('Maadi');
    expect(fruit.textContent).toContain('الطلبات: ١٢');
    const ended = screen.getByTestId('promotion-2');
    expect(ended.textContent).toContain('SAVE50');
    expect(ended.textContent).toContain('منتهٍ');
    expect(within(ended).queryByRole('button', { name: /إنهاء/ })).toBeNull();
  });

  it('creates a promotion with both names, its terms and branches ticked', async () => {
    const posted = renderPromotions('/en/staff/promotions');
    const form = await screen.findByRole('form', { name: 'A new promotion' });
    fireEvent.change(within(form).getByLabelText('Name in English'), { target: { value: 'Weekend' } });
    fireEvent.change(within(form).getByLabelText('Name in Arabic'), { target: { value: 'نهاية الأسبوع' } });
    fireEvent.change(within(form).getByLabelText(/Percent or amount/), { target: { value: '15' } });
    fireEvent.click(within(form).getByLabelText('Zamalek'));
    fireEvent.click(within(form).getByRole('button', { name: 'Add the promotion' }));
    await screen.findByRole('form', { name: 'A new promotion' });
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted).toHaveLength(1);
    expect(Object.fromEntries(posted[0]!)).toMatchObject({
      intent: 'create',
      nameEn: 'Weekend',
      nameAr: 'نهاية الأسبوع',
      kind: 'percent',
      value: '15',
      branchIds: '2',
    });
  });

  it('edits from the version shown, with the usage per branch', async () => {
    const posted = renderPromotions('/en/staff/promotions?edit=1');
    const form = await screen.findByRole('form', { name: 'Edit “Fruit 10% off”' });
    expect((within(form).getByLabelText('Fresh mango 1 kg') as HTMLInputElement).checked).toBe(true);
    const categories = within(form).getByTestId('pick-categoryIds');
    expect(categories.textContent).toContain('Categories (with those under them) – 1 chosen');
    // The ticked category first, then the rest in menu order.
    expect(
      within(categories)
        .getAllByRole('checkbox')
        .map((box) => (box as HTMLInputElement).value),
    ).toEqual(['27', '3', '28']);
    expect((within(categories).getByLabelText(/Tropical/) as HTMLInputElement).checked).toBe(true);
    fireEvent.click(within(categories).getByLabelText(/Citrus/));
    expect(categories.textContent).toContain('2 chosen');
    expect((within(form).getByLabelText('Maadi') as HTMLInputElement).checked).toBe(true);
    expect((within(form).getByLabelText('Combines with other promotions') as HTMLInputElement).checked).toBe(
      true,
    );
    const table = screen.getByRole('table');
    expect(table.textContent).toContain('120.50 EGP');
    expect(table.textContent).toContain('All branches');
    fireEvent.click(within(form).getByRole('button', { name: 'Save the promotion' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Object.fromEntries(posted[0]!)).toMatchObject({ intent: 'edit', id: '1', version: '3' });
    expect(posted[0]!.getAll('categoryIds')).toEqual(['27', '28']);
    expect(posted[0]!.getAll('productIds')).toEqual(['501']);
  });

  it('finds products inside the form and offers them to tick, keeping what was typed', async () => {
    const posted = renderPromotions('/ar/staff/promotions?edit=1', {
      ok: true,
      intent: 'edit:1',
      message: '',
      validation: [],
      fieldErrors: {},
      values: { nameEn: 'Fruit 10% off', productSearch: 'مانجو', productIds: '501' },
      data: {
        products: [
          { id: 501, name: 'مانجو طازجة ١ كجم', chosen: true },
          { id: 733, name: 'عصير مانجو جهينة', chosen: false },
        ],
      },
    });
    const form = await screen.findByRole('form', { name: /تعديل/ });
    fireEvent.change(within(form).getByLabelText(/ابحث عن منتجات/), { target: { value: 'مانجو' } });
    fireEvent.click(within(form).getByRole('button', { name: 'ابحث' }));
    const found = await within(form).findByLabelText('عصير مانجو جهينة');
    expect((found as HTMLInputElement).checked).toBe(false);
    expect((within(form).getByLabelText('مانجو طازجة ١ كجم') as HTMLInputElement).checked).toBe(true);
    expect(Object.fromEntries(posted[0]!)).toMatchObject({
      intent: 'edit',
      find: '1',
      productSearch: 'مانجو',
    });
  });
});
