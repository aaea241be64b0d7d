// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { use } from 'react';
import { createBrowserRouter, Outlet, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { usePageState } from './page-state.ts';

afterEach(cleanup);
beforeEach(() => window.history.replaceState(null, '', '/first'));

function Menu() {
  const [open, setOpen] = usePageState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        open
      </button>
      {open && <p>menu</p>}
      <Outlet />
    </>
  );
}

/** The second page renders once this settles (renderStore makes a new one per test). */
let arrival: Promise<void> = Promise.resolve();

function SlowPage() {
  use(arrival);
  return <h1>second</h1>;
}

/** A store whose second page takes until `arrive()` to render, as a slow phone's would. */
function renderStore() {
  let arrive = () => {};
  arrival = new Promise<void>((resolve) => {
    arrive = resolve;
  });
  const router = createBrowserRouter([
    {
      Component: Menu,
      children: [
        { path: '/first', element: <h1>first</h1> },
        { path: '/second', Component: SlowPage },
      ],
    },
  ]);
  render(<RouterProvider router={router} />);
  return {
    router,
    arrive: () =>
      act(async () => {
        arrive();
        await arrival;
      }),
  };
}

describe('usePageState', () => {
  it('goes back to its initial value when the page changes', async () => {
    const { router, arrive } = renderStore();
    fireEvent.click(screen.getByRole('button', { name: 'open' }));
    expect(screen.queryByText('menu')).not.toBeNull();
    await act(() => router.navigate('/second'));
    await arrive();
    expect(screen.getByRole('heading').textContent).toBe('second');
    expect(screen.queryByText('menu')).toBeNull();
  });

  it('keeps a value set after the address changed, while the new page was still rendering', async () => {
    const { router, arrive } = renderStore();
    await act(() => router.navigate('/second'));
    // The address is the new page's; the old page is still on screen.
    expect(window.location.pathname).toBe('/second');
    expect(screen.getByRole('heading').textContent).toBe('first');
    await act(async () => fireEvent.click(screen.getByRole('button', { name: 'open' })));
    expect(screen.queryByText('menu')).not.toBeNull();
    await arrive();
    expect(screen.getByRole('heading').textContent).toBe('second');
    expect(screen.queryByText('menu')).not.toBeNull();
  });
});
