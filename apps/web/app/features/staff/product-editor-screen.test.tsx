// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { FormResult } from '../../lib/forms/form-result.ts';
import type { ProductEditorData } from './product-editor.server.ts';
import { ProductEditorScreen } from './product-editor-screen.tsx';

afterEach(cleanup);

const product: NonNullable<ProductEditorData['product']> = {
  id: 7,
  version: 3,
  nameEn: 'Panadol Extra 24 tablets',
  nameAr: 'بانادول إكسترا ٢٤ قرص',
  descriptionEn: '',
  descriptionAr: '',
  usesEn: 'headache, fever',
  usesAr: 'صداع، حمى',
  brandId: 2,
  categoryId: 35,
  weighted: false,
  quantities: [1, 2, 3],
  sku: 'PAN-24',
  barcodes: ['6221234567891'],
  hidden: false,
  coldChain: true,
  pictures: [1, 2, 3].map((position) => ({
    id: 40 + position,
    position,
    width: 800,
    height: 800,
    altEn: position === 1 ? 'The box, front' : '',
    altAr: position === 1 ? 'العلبة من الأمام' : '',
    thumb: `/api/media/pictures/${40 + position}-160.webp`,
    url: `/api/media/pictures/${40 + position}-800.webp`,
  })),
};
const choices: ProductEditorData['choices'] = {
  brands: [
    { id: 1, name: 'Abbott' },
    { id: 2, name: 'Panadol' },
  ],
  categories: [
    { id: 3, name: 'Medicine', level: 1 },
    { id: 34, name: 'Medicine › Pain relief', level: 2 },
    { id: 35, name: 'Medicine › Pain relief › Headache & fever', level: 3 },
  ],
};

function Screen() {
  return <ProductEditorScreen data={useLoaderData() as ProductEditorData} />;
}

function renderAt(url: string, withProduct: boolean, answer?: FormResult<null>) {
  const posted: FormData[] = [];
  const Stub = createRoutesStub([
    {
      path: '/:lang/staff/catalogue/:id/details',
      Component: Screen,
      loader: () => ({
        staff: { id: 1, name: 'Admin', role: 'admin', branchIds: [] },
        choices,
        product: withProduct ? product : null,
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

describe('the product editor', () => {
  it('shows both languages side by side in their directions, numbers in the page digits, and saves from the version', async () => {
    const posted = renderAt('/ar/staff/catalogue/7/details', true, {
      ok: false,
      intent: 'save',
      message: 'Admin 2 saved this product since',
      validation: ['Admin 2 saved this product since', 'The names changed'],
      fieldErrors: {},
      data: null,
      values: { nameAr: 'اسم جديد', nameEn: 'Panadol Extra 24 tablets', quantities: '١، ٢' },
    });
    const arabic = (await screen.findByLabelText('الاسم بالعربية')) as HTMLInputElement;
    expect(arabic.dir).toBe('rtl');
    expect((screen.getByLabelText('الاسم بالإنجليزية') as HTMLInputElement).dir).toBe('ltr');
    expect((screen.getByLabelText('الكميات التي يختار منها العميل') as HTMLInputElement).value).toBe(
      '١، ٢، ٣',
    );
    expect((screen.getByLabelText('العلامة التجارية') as HTMLSelectElement).value).toBe('2');
    // Kept cold, ticked from the saved product (the refused form's values say nothing of it: unticked).
    expect(screen.getByRole('checkbox', { name: /يُحفظ باردًا/ })).toBeTruthy();
    fireEvent.change(arabic, { target: { value: 'اسم جديد' } });
    fireEvent.click(screen.getByRole('button', { name: 'حفظ المنتج' }));
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('The names changed');
    expect(posted[0]!.get('version')).toBe('3');
    expect(posted[0]!.get('nameAr')).toBe('اسم جديد');
    // The refused form keeps what was typed.
    expect((screen.getByLabelText('الاسم بالعربية') as HTMLInputElement).value).toBe('اسم جديد');
  });

  it('starts a new product empty, with the brand and category to choose and a hidden box', async () => {
    renderAt('/en/staff/catalogue/new/details', false);
    expect(await screen.findByRole('heading', { name: 'A new product', level: 1 })).toBeTruthy();
    expect((screen.getByLabelText('Brand') as HTMLSelectElement).value).toBe('');
    // A product takes a level-3 category only: the others are the list's filters, not choices here.
    const category = screen.getByLabelText('Category') as HTMLSelectElement;
    expect([...category.options].map((option) => option.value).filter(Boolean)).toEqual(['35']);
    expect(screen.getByLabelText('Hidden: customers do not see it anywhere')).toBeTruthy();
    expect((screen.getByRole('checkbox', { name: /Kept cold/ }) as HTMLInputElement).checked).toBe(false);
    expect(screen.queryByRole('button', { name: 'Hide from customers' })).toBeNull();
  });

  it('lists the pictures in order with their descriptions, moves one, and adds a file', async () => {
    const posted = renderAt('/ar/staff/catalogue/7/details', true);
    expect(await screen.findByRole('heading', { name: 'الصور', level: 2 })).toBeTruthy();
    // The main picture is described in the page's language; the others say where they stand, in its digits.
    expect(screen.getByRole('img', { name: 'العلبة من الأمام' })).toBeTruthy();
    expect(screen.getByRole('img', { name: 'الصورة ٢ من ٣' })).toBeTruthy();
    expect(screen.getAllByLabelText('ما تعرضه الصورة (بالعربية)')[0]).toHaveProperty(
      'value',
      'العلبة من الأمام',
    );
    // The first has nothing before it; the last nothing after it.
    const third = screen.getByRole('form', { name: 'الصورة ٣ من ٣' });
    expect(third.querySelectorAll('button')).toHaveLength(2);
    fireEvent.click(screen.getAllByRole('button', { name: 'جعلها الصورة الرئيسية' })[1]!);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(posted[0]!.get('intent')).toBe('picture-move');
    expect(posted[0]!.get('pictureId')).toBe('43');
    expect(posted[0]!.get('position')).toBe('1');
    const file = screen.getByLabelText('ملف الصورة') as HTMLInputElement;
    expect(file.accept).toBe('image/jpeg,image/png,image/webp');
    expect(file.closest('form')!.getAttribute('enctype')).toBe('multipart/form-data');
  });
});
