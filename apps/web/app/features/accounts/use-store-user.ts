import type { AccountUser, Lang } from '@store/contract';
import { useEffect, useState } from 'react';
import { useRouteLoaderData } from 'react-router';
import { localizeCopyDigits } from '../../i18n/i18n.ts';

/** What the store layout's loader tells every page about the shopper (the layout checks it returns this). */
export interface StoreShopper {
  /** The logged-in user, null for guests. */
  user: AccountUser | null;
  /** Lines in the cart, for the header badge (0 for guests). */
  cartCount: number;
  /** Unread notifications, for the header's bell (0 for guests). */
  unreadCount: number;
}

/** The layout's route id: the route module's path (routes.ts). */
const storeLayoutId = 'routes/store-layout';

/** Who is shopping, from the store layout's data. Every page under /{lang} can read it. */
export function useStoreUser(): StoreShopper {
  const data = useRouteLoaderData<StoreShopper>(storeLayoutId);
  return { user: data?.user ?? null, cartCount: data?.cartCount ?? 0, unreadCount: data?.unreadCount ?? 0 };
}

/**
 * The unread count now, one source for the bell and the inbox: the loader's until the live
 * stream (unread-stream.ts, fetched after the page is up, so no page's first scripts carry it) has
 * told it, then the stream's.
 */
export function useUnreadCount(fromLoader: number, loggedIn: boolean): number {
  const [live, setLive] = useState<number | null>(null);
  useEffect(() => {
    if (!loggedIn) return;
    let stop: (() => void) | undefined;
    let left = false;
    void import('./unread-stream.ts').then((stream) => {
      if (!left) stop = stream.watchUnread(setLive);
    });
    return () => {
      left = true;
      stop?.();
    };
  }, [loggedIn]);
  return loggedIn ? (live ?? fromLoader) : 0;
}

/**
 * What the store calls a customer: the first name, or (an account made by signing in with the mobile
 * number, before its names are given) the number, in the page's digits.
 */
export const shownName = (user: { first_name: string; phone: string | null }, lang: Lang) =>
  user.first_name || localizeCopyDigits(lang, user.phone ?? '');
