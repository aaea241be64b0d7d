import { data } from 'react-router';
import { translator } from '../i18n/i18n.ts';
import { langOf } from '../lib/seo/page-meta.ts';
import { NotFoundPage } from '../shell/not-found-page.tsx';
import type { Route } from './+types/not-found';

/** Any unknown path: the 404 page, with a real 404 status. */
export function loader() {
  return data(null, { status: 404 });
}

export function meta({ params }: Route.MetaArgs) {
  const t = translator(langOf(params), 'common');
  return [{ title: `${t('notFoundTitle')} | ${t('storeName')}` }, { name: 'robots', content: 'noindex' }];
}

export default function NotFound() {
  return <NotFoundPage />;
}
