// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub, useLoaderData } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { OrderPlacedScreen } from './order-placed-screen.tsx';

afterEach(cleanup);

type Delivery = { date: string; from: string; to: string } | null;

function PlacedPage() {
  const { delivery } = useLoaderData() as { delivery: Delivery };
  return <OrderPlacedScreen delivery={delivery} />;
}

function renderPlaced(path: string, delivery: Delivery) {
  const Stub = createRoutesStub([
    { path: '/:lang/order-placed', Component: PlacedPage, loader: () => ({ delivery }) },
  ]);
  return render(<Stub initialEntries={[path]} />);
}

describe('OrderPlacedScreen', () => {
  it('says a scheduled order’s day and slot, in the page’s digits, not "60 to 90 minutes"', async () => {
    renderPlaced('/ar/order-placed?orderId=12', { date: '2026-11-29', from: '14:00', to: '16:00' });
    const slot = await screen.findByTestId('scheduled-delivery');
    expect(slot.textContent).toContain('توصيل مجدول');
    expect(slot.textContent).toMatch(/١٤|٢/);
    expect(slot.textContent).not.toMatch(/[0-9]/);
    expect(document.body.textContent).not.toContain('٦٠');
    expect(document.body.textContent).not.toContain('60');
  });

  it('promises the usual time for an order delivered now', async () => {
    renderPlaced('/en/order-placed?orderId=12', null);
    expect(await screen.findByText('Delivery in 30 to 60 minutes.')).toBeTruthy();
    expect(screen.queryByTestId('scheduled-delivery')).toBeNull();
  });
});
