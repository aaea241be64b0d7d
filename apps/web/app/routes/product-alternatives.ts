import type { Product } from '@store/contract';
import { data } from 'react-router';
import { storeApiContext } from '../lib/api/request-context.ts';
import type { Route } from './+types/product-alternatives';

/** Data for the Show alternatives dialog: `{ alternatives }` of an out-of-stock product. */
export async function loader({ params, context }: Route.LoaderArgs) {
  const id = Number(params.id);
  if (!Number.isSafeInteger(id) || id < 1) throw data(null, { status: 404 });
  try {
    const alternatives: Product[] = await context.get(storeApiContext).alternatives(id);
    return { alternatives, failed: false };
  } catch (error) {
    // A product that no longer exists has no alternatives; anything else is a failure the dialog reports.
    // (The API client throws `data(…, { status })` for answers other than 200.)
    const status = (error as { init?: { status?: number } | null } | null)?.init?.status;
    if (status === 404) return { alternatives: [], failed: false };
    console.error(error);
    return { alternatives: [], failed: true };
  }
}
