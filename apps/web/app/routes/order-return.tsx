import { privatePage, shopMeta } from '../features/cart/index.ts';
import { ReturnFormScreen } from '../features/returns/index.ts';
import { loadReturnForm, returnAction } from '../features/returns/returns.server.ts';
import { formatId } from '../i18n/format.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import type { FormResult } from '../lib/forms/form-result.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/order-return';

export const meta = (args: Route.MetaArgs) =>
  shopMeta(args, {
    title: 'orderTitle',
    description: 'ordersTitle',
    path: `/order-info/${args.params.id}/return`,
    values: { id: formatId(args.params.id ?? '', langOf(args.params)) },
  });

export const headers = privatePage;

export function loader({ context, params }: Route.LoaderArgs) {
  return loadReturnForm(context.get(storeApiContext), langOf(params), params.id);
}

/** The return request, a plain form post: sent, back to the order page at the request. */
export function action({ request, context, params }: Route.ActionArgs) {
  return returnAction(request, context.get(storeApiContext), langOf(params), params.id);
}

export default function OrderReturn({ loaderData, actionData }: Route.ComponentProps) {
  return <ReturnFormScreen data={loaderData} result={actionData as FormResult | undefined} />;
}
