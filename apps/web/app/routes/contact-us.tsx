import { contactAction, loadContact } from '../features/contact/contact.server.ts';
import { ContactScreen, contactShouldRevalidate } from '../features/contact/contact-screen.tsx';
import { translator } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/contact-us';

export function meta({ params, matches }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'pages');
  return pageMeta({
    lang,
    title: t('contactTitle'),
    description: t('contactDescription'),
    path: '/contact-us',
    origin: originOf(matches),
  });
}

/** Each page carries its own single-use captcha: never cache it, nor share it between visitors. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

export const loader = ({ context }: Route.LoaderArgs) => loadContact(context.get(storeApiContext));

export const action = ({ request, context, params }: Route.ActionArgs) =>
  contactAction(request, context.get(storeApiContext), langOf(params));

export const shouldRevalidate = contactShouldRevalidate;

export default function ContactUs({ loaderData }: Route.ComponentProps) {
  return <ContactScreen captcha={loaderData.captcha} />;
}
