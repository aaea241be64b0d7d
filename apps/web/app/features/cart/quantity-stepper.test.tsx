// @vitest-environment jsdom
import type { Product } from '@store/contract';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createElement } from 'react';
import { createRoutesStub, Outlet, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { ToastProvider } from '../../ui/toast-provider.tsx';
import { AddToCartButton } from '../catalogue/index.ts';
import { QuantityStepper } from './quantity-stepper.tsx';
import { allowedQuantities, firstQuantity, quantityStep } from './quantity-steps.ts';

afterEach(cleanup);

describe('quantityStep', () => {
  it('steps along the allowed list: the first quantity has no step down, the last none up', () => {
    expect(quantityStep([1, 2, 3], 1)).toMatchObject({
      previous: null,
      next: 2,
      atFirst: true,
      atLast: false,
    });
    expect(quantityStep([1, 2, 3], 2)).toMatchObject({ previous: 1, next: 3, atFirst: false, atLast: false });
    expect(quantityStep([1, 2, 3], 3)).toMatchObject({
      previous: 2,
      next: null,
      atFirst: false,
      atLast: true,
    });
  });

  it('steps by weight (0.25 kg...) and sorts the list', () => {
    expect(quantityStep([0.5, 0.25, 1], 0.5)).toMatchObject({ previous: 0.25, next: 1 });
    expect(firstQuantity([0.5, 0.25, 1])).toBe(0.25);
  });

  it('sells one by one without a list, and treats a single quantity as both first and last', () => {
    expect(allowedQuantities([])).toEqual([1]);
    expect(quantityStep([], 1)).toMatchObject({ atFirst: true, atLast: true });
    expect(quantityStep([2], 2)).toMatchObject({ atFirst: true, atLast: true });
  });

  it('steps from the nearest allowed quantity when the cart holds one off the list', () => {
    expect(quantityStep([1, 2, 3], 2.5)).toMatchObject({ previous: 1, next: 3 });
    expect(quantityStep([1, 2], 5)).toMatchObject({ previous: 1, next: null, atLast: true });
  });
});

let calls: string[] = [];
let stepperProps = { quantity: 1, quantities: [1] as number[] };
function StepperPage() {
  return (
    <QuantityStepper
      name="Crutches"
      quantity={stepperProps.quantity}
      quantities={stepperProps.quantities}
      onChange={(next) => calls.push(`change ${next}`)}
      onRemove={() => calls.push('remove')}
    />
  );
}

function renderStepper(quantity: number, quantities: number[], lang = 'en') {
  calls = [];
  stepperProps = { quantity, quantities };
  const Stub = createRoutesStub([{ path: '/:lang', Component: StepperPage }]);
  render(createElement(Stub, { initialEntries: [`/${lang}`] }));
  return calls;
}

describe('QuantityStepper', () => {
  it('turns decrease into Remove at the first quantity', async () => {
    const calls = renderStepper(1, [1, 2, 3]);
    expect(await screen.findByRole('button', { name: 'Remove Crutches from the cart' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Decrease quantity of Crutches' })).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Remove Crutches from the cart' }));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Crutches' }));
    expect(calls).toEqual(['remove', 'change 2']);
  });

  it('disables increase at the last quantity and steps down from it', async () => {
    const calls = renderStepper(3, [1, 2, 3]);
    const increase = await screen.findByRole('button', { name: 'Increase quantity of Crutches' });
    expect((increase as HTMLButtonElement).disabled).toBe(true);
    await userEvent.click(screen.getByRole('button', { name: 'Decrease quantity of Crutches' }));
    expect(calls).toEqual(['change 2']);
  });

  it('speaks Arabic', async () => {
    renderStepper(2, [1, 2, 3], 'ar');
    expect(await screen.findByRole('button', { name: 'زيادة كمية Crutches' })).toBeTruthy();
    expect(screen.getByText('٢')).toBeTruthy();
  });
});

const product = {
  id: 186,
  name: 'Crutches',
  description: '',
  image: '',
  brand: { id: 1, name: 'Invacare', image: '' },
  finalPrice: 900,
  oldPrice: '0',
  discount: 0,
  outOfStock: 0,
  isSpecialOffer: false,
  specialOfferDesc: null,
  isFavorite: false,
  weighted: false,
  unit: 'piece',
  quantities: [1, 2],
  cuttingTypes: [],
  selectedCuttingType: null,
  inCart: null,
  categories: [],
} as unknown as Product;

function Shell() {
  return (
    <ToastProvider>
      <Outlet />
    </ToastProvider>
  );
}

function ProductControls() {
  const data = useLoaderData() as { product: Product };
  return <AddToCartButton product={data.product} />;
}

describe('cart controls of a product', () => {
  it('adds the first quantity, then steps along the list through cart-actions', async () => {
    const posts: Record<string, string>[] = [];
    let line: { itemId: number; quantity: number } | null = null;
    const Stub = createRoutesStub([
      {
        id: 'routes/store-layout',
        path: '/:lang',
        loader: () => ({ user: { id: 1, first_name: 'Mona' }, cartCount: line ? 1 : 0 }),
        Component: Shell,
        children: [
          {
            index: true,
            loader: () => ({ product: { ...product, inCart: line } }),
            Component: ProductControls,
          },
          {
            path: 'cart-actions',
            action: async ({ request }) => {
              const fields = Object.fromEntries(await request.formData()) as Record<string, string>;
              posts.push(fields);
              if (fields.intent === 'delete') line = null;
              else line = { itemId: 7, quantity: Number(fields.quantity) };
              return {
                ok: true,
                intent: fields.intent,
                message: 'Cart updated',
                validation: [],
                data: line ? { item: line } : null,
                item: null,
              };
            },
          },
        ],
      },
    ]);
    render(createElement(Stub, { initialEntries: ['/en'] }));
    await userEvent.click(await screen.findByRole('button', { name: 'Add to cart' }));
    const increase = await screen.findByRole('button', { name: 'Increase quantity of Crutches' });
    expect(screen.getByRole('button', { name: 'Remove Crutches from the cart' })).toBeTruthy();
    await userEvent.click(increase);
    // The screen follows at once; the cart is told once the presses pause.
    expect(
      (screen.getByRole('button', { name: 'Increase quantity of Crutches' }) as HTMLButtonElement).disabled,
    ).toBe(true);
    await waitFor(() => expect(posts).toHaveLength(2));
    await userEvent.click(await screen.findByRole('button', { name: 'Decrease quantity of Crutches' }));
    await waitFor(() => expect(posts).toHaveLength(3));
    await userEvent.click(await screen.findByRole('button', { name: 'Remove Crutches from the cart' }));
    expect(await screen.findByRole('button', { name: 'Add to cart' })).toBeTruthy();
    expect(posts).toEqual([
      { intent: 'add', productId: '186', quantity: '1' },
      { intent: 'update', itemId: '7', quantity: '2' },
      { intent: 'update', itemId: '7', quantity: '1' },
      { intent: 'delete', itemId: '7' },
    ]);
  });
});

/** A product page with a cart-actions route answering with `answer` (the line kept in `state`). */
function renderCartStub(
  inCart: { itemId: number; quantity: number },
  quantities: number[],
  answer: (fields: Record<string, string>) => { ok: boolean; message: string },
) {
  const posts: Record<string, string>[] = [];
  let line = inCart;
  const Stub = createRoutesStub([
    {
      id: 'routes/store-layout',
      path: '/:lang',
      loader: () => ({ user: { id: 1, first_name: 'Mona' }, cartCount: 1 }),
      Component: Shell,
      children: [
        {
          index: true,
          loader: () => ({ product: { ...product, quantities, inCart: line } }),
          Component: ProductControls,
        },
        {
          path: 'cart-actions',
          action: async ({ request }) => {
            const fields = Object.fromEntries(await request.formData()) as Record<string, string>;
            posts.push(fields);
            const { ok, message } = answer(fields);
            if (ok) line = { itemId: line.itemId, quantity: Number(fields.quantity) };
            return {
              ok,
              intent: fields.intent,
              message,
              validation: ok ? [] : [message],
              fieldErrors: {},
              data: ok ? { item: line } : null,
            };
          },
        },
      ],
    },
  ]);
  render(createElement(Stub, { initialEntries: ['/en'] }));
  return posts;
}

const shownQuantity = () => screen.getByTestId('stepper-quantity').textContent;

describe('quantity changes in the background', () => {
  it('shows each press at once and sends one change after the presses pause (300 ms)', async () => {
    const posts = renderCartStub({ itemId: 7, quantity: 1 }, [1, 2, 3, 4], () => ({
      ok: true,
      message: 'Cart updated',
    }));
    const increase = await screen.findByRole('button', { name: 'Increase quantity of Crutches' });
    await userEvent.click(increase);
    expect(shownQuantity()).toBe('2');
    await userEvent.click(increase);
    await userEvent.click(increase);
    expect(shownQuantity()).toBe('4');
    expect(posts).toEqual([]);
    await waitFor(() => expect(posts).toEqual([{ intent: 'update', itemId: '7', quantity: '4' }]));
    expect(await screen.findByText('Cart updated')).toBeTruthy();
    expect(shownQuantity()).toBe('4');
  });

  it('goes back to the cart quantity with the server message when the change is refused', async () => {
    renderCartStub({ itemId: 7, quantity: 2 }, [1, 2, 3], () => ({
      ok: false,
      message: 'Only 2 left at your branch',
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Crutches' }));
    expect(shownQuantity()).toBe('3');
    expect(await screen.findByText('Only 2 left at your branch')).toBeTruthy();
    await waitFor(() => expect(shownQuantity()).toBe('2'));
  });

  it('shows one toast per action: a success replaces the earlier error', async () => {
    let refuse = true;
    renderCartStub({ itemId: 7, quantity: 1 }, [1, 2, 3], () =>
      refuse ? { ok: false, message: 'Not now' } : { ok: true, message: 'Cart updated' },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Increase quantity of Crutches' }));
    expect(await screen.findByText('Not now')).toBeTruthy();
    refuse = false;
    await waitFor(() => expect(shownQuantity()).toBe('1'));
    await userEvent.click(screen.getByRole('button', { name: 'Increase quantity of Crutches' }));
    expect(await screen.findByText('Cart updated')).toBeTruthy();
    expect(screen.queryByText('Not now')).toBeNull();
    expect(screen.getAllByTestId('toast')).toHaveLength(1);
  });
});
