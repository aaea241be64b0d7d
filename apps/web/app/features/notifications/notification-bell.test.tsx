// @vitest-environment jsdom
import { cleanup, render, screen } from '@testing-library/react';
import { createRoutesStub } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { NotificationBell } from './notification-bell.tsx';

afterEach(cleanup);

const Nothing = () => null;
// The paragraph says the page has rendered: the bell beside it is there by then, or not at all.
const Bell = () => (
  <>
    <NotificationBell />
    <p>rendered</p>
  </>
);

/** The bell under a stand-in of the store layout (its route id), with the layout's shopper data. */
function renderBell(path: string, shopper: { user: object | null; unreadCount: number }) {
  const Stub = createRoutesStub([
    {
      id: 'routes/store-layout',
      path: '/:lang',
      loader: () => ({ ...shopper, cartCount: 0 }),
      HydrateFallback: Nothing,
      children: [{ path: '*', Component: Bell }],
    },
  ]);
  return render(
    <Stub
      initialEntries={[path]}
      hydrationData={{ loaderData: { 'routes/store-layout': { ...shopper, cartCount: 0 } } }}
    />,
  );
}

const user = { id: 1, first_name: 'Mona' };

describe('NotificationBell', () => {
  it('counts in the page’s digits and links to the inbox', async () => {
    renderBell('/ar/deals', { user, unreadCount: 12 });
    const link = await screen.findByRole('link', { name: 'الإشعارات، ١٢ غير مقروءة' });
    expect(link.getAttribute('href')).toBe('/ar/notifications');
    expect(link.textContent).toBe('١٢');
  });

  it('shows no count when all is read, in English', async () => {
    renderBell('/en/cart', { user, unreadCount: 0 });
    const link = await screen.findByRole('link', { name: 'Notifications' });
    expect(link.textContent).toBe('');
  });

  it('is not there for guests', async () => {
    const { container } = renderBell('/en/cart', { user: null, unreadCount: 0 });
    await screen.findByText('rendered');
    expect(container.querySelector('a')).toBeNull();
  });
});
