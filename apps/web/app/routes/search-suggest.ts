import type { Suggestions } from '@store/contract';
import { storeApiContext } from '../lib/api/request-context.ts';
import type { Route } from './+types/search-suggest';

const none: Suggestions = { products: [], categories: [], brands: [] };

/**
 * `GET /{lang}/search-suggest?q=text`: the header search's type-ahead (products with thumbnail and
 * price at the customer's branch, categories, brands), from `GET products/suggest`. Two letters at least.
 */
export async function loader({ context, request }: Route.LoaderArgs): Promise<Suggestions> {
  const keyword = (new URL(request.url).searchParams.get('q') ?? '').trim().slice(0, 100);
  if (keyword.length < 2) return none;
  const { status, envelope } = await context.get(storeApiContext).op('suggest', { query: { keyword } });
  return status === 200 ? envelope.data : none;
}
