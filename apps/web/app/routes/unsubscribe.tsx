import { loadOptOut, optOutAction } from '../features/privacy/opt-out.server.ts';
import { OptOutScreen } from '../features/privacy/opt-out-screen.tsx';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/unsubscribe';

/** `/{lang}/unsubscribe/:token` (docs/decisions/0089): a marketing message's one-tap opt-out, no sign-in. */
export const loader = ({ params, context }: Route.LoaderArgs) =>
  loadOptOut(context.get(storeApiContext), langOf(params), params.token);

export const action = ({ params, context }: Route.ActionArgs) =>
  optOutAction(context.get(storeApiContext), langOf(params), params.token);

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  return pageMeta({
    lang: langOf(params),
    title: loaderData?.copy.title ?? '',
    description: loaderData?.copy.title ?? '',
    path: `/unsubscribe/${params.token}`,
    origin: originOf(matches),
    noindex: true,
  });
}

export default function Unsubscribe({ loaderData, actionData, params }: Route.ComponentProps) {
  return <OptOutScreen page={actionData ?? loaderData} lang={params.lang === 'ar' ? 'ar' : 'en'} />;
}
