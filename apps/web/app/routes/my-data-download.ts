import { myDataDownload } from '../features/privacy/my-data.server.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/my-data-download';

/** The customer's data download (docs/decisions/0067): the API's ZIP, with the customer's session. */
export function loader({ context, params }: Route.LoaderArgs) {
  return myDataDownload(context.get(storeApiContext), langOf(params));
}
