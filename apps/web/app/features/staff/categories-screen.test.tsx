// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, within } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { BrandsScreen } from './brands-screen.tsx';
import { CategoriesScreen } from './categories-screen.tsx';
import type { BrandsData, CategoriesData } from './taxonomy.server.ts';

afterEach(cleanup);

const category = (
  id: number,
  parentId: number | null,
  level: number,
  nameEn: string,
  nameAr: string,
  products = 3,
) => ({
  id,
  parentId,
  level,
  sort: id,
  nameEn,
  nameAr,
  hidden: false,
  version: 2,
  products,
  picture: null,
});
const categories: CategoriesData['categories'] = [
  category(1, null, 1, 'Medicine', 'الأدوية'),
  category(2, null, 1, 'Baby', 'الأطفال'),
  category(10, 1, 2, 'Pain relief', 'مسكنات'),
  category(100, 10, 3, 'Headache', 'الصداع'),
  category(101, 10, 3, 'Empty shelf', 'رف فارغ', 0),
];
function Categories() {
  return <CategoriesScreen data={useLoaderData() as CategoriesData} />;
}
function Brands() {
  return <BrandsScreen data={useLoaderData() as BrandsData} />;
}
const staff = { id: 1, name: 'Admin', role: 'admin' as const, branchIds: [] };

function renderCategories(url: string, answer?: FormResult<null>, role: 'admin' | 'support' = 'admin') {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/:lang/staff/catalogue/categories',
      Component: Categories,
      loader: ({ request }) => ({
        staff: { ...staff, role },
        categories,
        editing: Number(new URL(request.url).searchParams.get('edit')) || null,
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

describe('the categories screen', () => {
  it('shows the tree with counts in the page digits, and moves, hides and deletes from the version shown', async () => {
    const posted = renderCategories('/ar/staff/catalogue/categories');
    const headache = await screen.findByTestId('category-100');
    expect(headache.textContent).toContain('الصداع');
    expect(headache.textContent).toContain('Headache');
    expect(headache.textContent).toContain('المستوى ٣');
    expect(headache.textContent).toContain('٣ منتج');
    // A category with products is hidden, never deleted; the empty one may be deleted.
    expect(within(headache).queryByRole('button', { name: /حذف/ })).toBeNull();
    expect(
      within(screen.getByTestId('category-101')).getByRole('button', { name: 'حذف: رف فارغ' }),
    ).toBeTruthy();
    // The first of its siblings moves only down.
    expect(within(headache).queryByRole('button', { name: 'نقل الصداع لأعلى' })).toBeNull();
    fireEvent.click(within(headache).getByRole('button', { name: 'نقل الصداع لأسفل' }));
    await screen.findAllByTestId('category-100');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Object.fromEntries(posted[0]!.entries())).toEqual({
      intent: 'order',
      id: '100',
      version: '2',
      direction: 'down',
    });
    fireEvent.click(within(headache).getByRole('button', { name: 'إخفاء: الصداع' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted[1]!.get('hidden')).toBe('true');
  });

  it('edits both names side by side, each in its direction, and the parent among the level above; a conflict says what changed', async () => {
    const posted = renderCategories('/en/staff/catalogue/categories?edit=100', {
      ok: false,
      intent: 'edit:100',
      message: 'Admin 2 changed this while you were editing',
      validation: ['Admin 2 changed this while you were editing', 'The names changed'],
      fieldErrors: {},
      data: null,
      values: { nameEn: 'Headache', nameAr: 'صداع جديد', parentId: '10' },
    });
    const arabic = (await screen.findByLabelText('Name in Arabic')) as HTMLInputElement;
    expect(arabic.dir).toBe('rtl');
    expect((screen.getByLabelText('Name in English') as HTMLInputElement).dir).toBe('ltr');
    const parent = screen.getByLabelText('Under') as HTMLSelectElement;
    expect(parent.value).toBe('10');
    expect([...parent.options].map((option) => option.text)).toEqual(['Medicine › Pain relief']);
    fireEvent.change(arabic, { target: { value: 'صداع جديد' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The names changed');
    expect(posted[0]!.get('version')).toBe('2');
    expect(posted[0]!.get('intent')).toBe('edit');
    expect((screen.getByLabelText('Name in Arabic') as HTMLInputElement).value).toBe('صداع جديد');
  });

  it('moves every product of the edited level-3 category to another, its count on the button in the page digits', async () => {
    const posted = renderCategories('/ar/staff/catalogue/categories?edit=100');
    const move = await screen.findByRole('form', { name: 'نقل منتجاته' });
    const to = within(move).getByLabelText('انقلها إلى') as HTMLSelectElement;
    // Another level-3 category only, by its path.
    expect([...to.options].map((option) => [option.value, option.text])).toEqual([
      ['101', 'الأدوية › مسكنات › رف فارغ'],
    ]);
    fireEvent.click(within(move).getByRole('button', { name: 'نقل كل المنتجات (٣)' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Object.fromEntries(posted[0]!.entries())).toEqual({
      intent: 'moveProducts',
      id: '100',
      version: '2',
      to: '101',
    });
  });

  it('offers no edits to a reader', async () => {
    renderCategories('/en/staff/catalogue/categories', undefined, 'support');
    await screen.findByTestId('category-100');
    expect(screen.queryByRole('button')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'A new category' })).toBeNull();
  });
});

describe('the brands screen', () => {
  it('lists brands with their counts, searches, and hides from the version shown', async () => {
    const posted: FormData[] = [];
    const Stub = createRoutesStub([
      {
        path: '/:lang/staff/catalogue/brands',
        Component: Brands,
        loader: () => ({
          staff,
          q: 'pan',
          brands: [{ id: 5, nameEn: 'Panadol', nameAr: 'بانادول', hidden: true, version: 4, products: 12 }],
          more: false,
          edited: null,
        }),
        action: async ({ request }) => {
          posted.push(await request.formData());
          return null;
        },
      },
    ]);
    render(<Stub initialEntries={['/ar/staff/catalogue/brands?q=pan']} />);
    const row = await screen.findByTestId('brand-5');
    expect(row.textContent).toContain('١٢ منتج');
    expect(row.textContent).toContain('مخفي عن العملاء');
    expect((screen.getByLabelText('البحث في العلامات التجارية (بأي لغة)') as HTMLInputElement).value).toBe(
      'pan',
    );
    expect(within(row).queryByRole('button', { name: /حذف/ })).toBeNull();
    fireEvent.click(within(row).getByRole('button', { name: 'إظهار: بانادول' }));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(Object.fromEntries(posted[0]!.entries())).toEqual({
      intent: 'visibility',
      id: '5',
      version: '4',
      hidden: 'false',
    });
    expect(screen.getByLabelText('الاسم بالعربية')).toBeTruthy();
  });
});
