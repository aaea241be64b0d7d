import { privatePage, shopMeta } from '../features/cart/index.ts';
import { alternativesAction, loadAlternatives } from '../features/orders/alternatives.server.ts';
import { AlternativesScreen } from '../features/orders/alternatives-screen.tsx';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/order-alternatives';

export const meta = (args: Route.MetaArgs) =>
  shopMeta(args, {
    title: 'alternativesTitle',
    description: 'alternativesIntro',
    path: `/order-info/${args.params.id}/alternatives`,
    values: { id: args.params.id ?? '' },
  });

export const headers = privatePage;

export function loader({ context, params }: Route.LoaderArgs) {
  return loadAlternatives(context.get(storeApiContext), langOf(params), params.id);
}

/** The customer's choices, a plain form post: saved, back to the order page. */
export function action({ request, context, params }: Route.ActionArgs) {
  return alternativesAction(request, context.get(storeApiContext), langOf(params), params.id);
}

export default function OrderAlternatives({ loaderData, actionData }: Route.ComponentProps) {
  return <AlternativesScreen data={loaderData} result={actionData} />;
}
