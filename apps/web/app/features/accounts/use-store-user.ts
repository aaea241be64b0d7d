import type { AccountUser } from '@store/contract';
import { useRouteLoaderData } from 'react-router';
import type { loader } from '../../routes/store-layout.tsx';

/**
 * Who is shopping, from the store layout's data: the logged-in user (null for guests) and the
 * number of lines in their cart. Every page under /{lang} can read it.
 */
export function useStoreUser(): { user: AccountUser | null; cartCount: number } {
  const data = useRouteLoaderData<typeof loader>('routes/store-layout');
  return { user: data?.user ?? null, cartCount: data?.cartCount ?? 0 };
}
