import { data } from 'react-router';
import { NotFoundPage } from '../components/not-found-page.tsx';
import { translator } from '../i18n/i18n.ts';
import { langOf } from '../seo/page-meta.ts';
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
