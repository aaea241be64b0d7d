// @vitest-environment jsdom
import type { Product } from '@store/contract';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { createRoutesStub, Outlet, useLoaderData } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../ui/toast-provider.tsx';
import { ProductCard } from './product-card.tsx';

afterEach(cleanup);
// The alternatives dialog is a lazy chunk: loaded (transformed) here once, so the click's dynamic
// import finds it in the module cache instead of racing the 1 s wait of `findByRole` on a busy machine.
beforeAll(() => import('./alternatives-dialog.tsx'));

function aProduct(overrides: Partial<Product> = {}): Product {
  return {
    id: 19,
    name: 'Congestal 20 tablets',
    description: 'Cold remedy.',
    image: '/api/media/products/p-19.svg',
    brand: { id: 10, name: 'Congestal', image: '/api/media/brands/b-10.svg' },
    finalPrice: 44,
    oldPrice: '0',
    discount: 0,
    outOfStock: 0,
    isSpecialOffer: false,
    specialOfferDesc: null,
    isFavorite: false,
    weighted: false,
    unit: 'piece',
    quantities: [1, 2, 3],
    cuttingTypes: [],
    selectedCuttingType: null,
    inCart: null,
    quantity: 0,
    amount: 0,
    categories: ['Medication-1', 'Cold & flu-9', 'Cold & flu tablets-38'],
    medicineClass: 'otc',
    ...overrides,
  };
}

function StoreShell() {
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  );
}

function CardPage() {
  const { product } = useLoaderData() as { product: Product };
  return <ProductCard product={product} />;
}

function LoginPage() {
  return <h1>Login page</h1>;
}

/** The card inside the store's shape: a language segment, the toast provider, and a login page. */
async function renderCard(product: Product, { lang = 'en', alternatives = [] as Product[] } = {}) {
  const stub = createRoutesStub([
    {
      path: '/:lang',
      Component: StoreShell,
      children: [
        { index: true, Component: CardPage, loader: () => ({ product }) },
        { path: 'login', Component: LoginPage },
        { path: 'product/:id/alternatives', loader: () => ({ alternatives, failed: false }) },
      ],
    },
  ]);
  const view = render(createElement(stub, { initialEntries: [`/${lang}`] }));
  await screen.findByTestId('product-card');
  return view;
}

describe('ProductCard', () => {
  it('offers Add to cart for a product in stock, linking to the product page', async () => {
    await renderCard(aProduct());
    const card = screen.getByTestId('product-card');
    expect(within(card).getByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(within(card).queryByRole('button', { name: 'Show alternatives' })).toBeNull();
    expect(within(card).queryByText('Out of stock')).toBeNull();
    expect(within(card).getByRole('link', { name: 'Congestal 20 tablets' }).getAttribute('href')).toBe(
      '/en/product/19/44.00/p-19.svg/Congestal%2020%20tablets',
    );
    expect(within(card).getByText('44.00 EGP')).toBeTruthy();
  });

  it('shows the out-of-stock badge and Show alternatives instead of Add to cart', async () => {
    const alternative = aProduct({ id: 23, name: 'Strepsils orange 24 lozenges', finalPrice: 45 });
    await renderCard(aProduct({ id: 20, name: 'Comtrex 20 tablets', outOfStock: 1 }), {
      alternatives: [alternative],
    });
    expect(screen.getByText('Out of stock')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Add to cart' })).toBeNull();

    await userEvent.click(screen.getByRole('button', { name: 'Show alternatives' }));
    const dialog = await screen.findByRole('dialog', { name: 'Alternatives for Comtrex 20 tablets' });
    const link = await within(dialog).findByRole('link', { name: /Strepsils orange 24 lozenges/ });
    expect(link.getAttribute('href')).toContain('/en/product/23/');
  });

  it("says 'There are no alternatives for the product' when the list is empty", async () => {
    await renderCard(aProduct({ outOfStock: 1 }), { alternatives: [] });
    await userEvent.click(screen.getByRole('button', { name: 'Show alternatives' }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('There are no alternatives for the product')).toBeTruthy();
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('strikes the old price and shows the discount percentage', async () => {
    await renderCard(aProduct({ finalPrice: 44, oldPrice: '57.50', discount: 23 }));
    const old = document.querySelector('del');
    expect(old?.textContent).toContain('57.50 EGP');
    expect(screen.getByText('-23%')).toBeTruthy();
    expect(screen.getByText('23% off')).toBeTruthy();
  });

  it('shows no old price or badge without a discount, and the special-offer text when there is one', async () => {
    await renderCard(aProduct({ isSpecialOffer: true, specialOfferDesc: 'Buy 1 get 1 free' }));
    expect(document.querySelector('del')).toBeNull();
    expect(screen.queryByText(/% off/)).toBeNull();
    expect(screen.getByText('Buy 1 get 1 free')).toBeTruthy();
  });

  it("sends a guest who adds to cart to the login page with 'Please Login First'", async () => {
    await renderCard(aProduct());
    await userEvent.click(screen.getByRole('button', { name: 'Add to cart' }));
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(screen.getByTestId('toast').textContent).toContain('Please Login First');
  });

  it('asks a guest to log in for favourites too (a pressed-state toggle)', async () => {
    await renderCard(aProduct());
    const heart = screen.getByRole('button', { name: 'Favourite: Congestal 20 tablets' });
    expect(heart.getAttribute('aria-pressed')).toBe('false');
    await userEvent.click(heart);
    expect(await screen.findByRole('heading', { name: 'Login page' })).toBeTruthy();
    expect(screen.getByTestId('toast').textContent).toContain('Please Login First');
  });

  it('speaks Arabic on Arabic pages', async () => {
    await renderCard(aProduct({ oldPrice: '57.50', discount: 23 }), { lang: 'ar' });
    expect(screen.getByRole('button', { name: 'أضف إلى السلة' })).toBeTruthy();
    expect(screen.getByText('٤٤٫٠٠ ج.م')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Congestal 20 tablets' }).getAttribute('href')).toMatch(
      /^\/ar\//,
    );
    await userEvent.click(screen.getByRole('button', { name: 'أضف إلى السلة' }));
    expect((await screen.findByTestId('toast')).textContent).toContain('من فضلك سجل الدخول أولاً');
  });

  it('shows the Arabic out-of-stock badge and Show alternatives', async () => {
    await renderCard(aProduct({ outOfStock: 1 }), { lang: 'ar' });
    expect(screen.getByText('غير متوفر')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'عرض البدائل' })).toBeTruthy();
  });
});
