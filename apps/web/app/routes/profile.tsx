import { useEffect, useRef } from 'react';
import { Link, Outlet, redirect, useLocation } from 'react-router';
import { currentProfileTab, profileTabPath, profileTabs } from '../features/accounts/profile-tabs.ts';
import { shownName } from '../features/accounts/use-store-user.ts';
import { translator, useLang, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { loginPath } from '../lib/forms/redirect-to.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import { Breadcrumb } from '../ui/breadcrumb.tsx';
import type { Route } from './+types/profile';

export function meta({ params, matches, location }: Route.MetaArgs) {
  const lang = langOf(params);
  const t = translator(lang, 'account');
  const tab = profileTabs.find((candidate) => candidate.id === currentProfileTab(location.pathname));
  return pageMeta({
    lang,
    title: tab && tab.id !== 1 ? `${t(tab.label)} | ${t('profileTitle')}` : t('profileTitle'),
    description: t('profileDescription'),
    path: location.pathname.replace(/^\/(en|ar)/, ''),
    origin: originOf(matches),
    noindex: true,
  });
}

/** The profile is the user's own: guests (and ended sessions) go to the login page. */
export async function loader({ request, context, params }: Route.LoaderArgs) {
  const user = await context.get(storeApiContext).profile();
  if (!user) throw redirect(loginPath(langOf(params), new URL(request.url).pathname));
  return { user };
}

/** Private to the user: never kept by a shared cache. */
export function headers() {
  return { 'Cache-Control': 'private, no-store' };
}

/**
 * The profile's frame: the tabs as a list of links (on the start side from 992 px, a scrolling row
 * above the tab on phones), the current one marked, and the tab's own route beside them.
 */
export default function Profile({ loaderData }: Route.ComponentProps) {
  const t = useT('account');
  const lang = useLang();
  const { pathname } = useLocation();
  const current = currentProfileTab(pathname);
  const currentTab = profileTabs.find((tab) => tab.id === current);
  // On phones the tabs are a sideways-scrolling row: keep the current one in sight.
  const currentLink = useRef<HTMLAnchorElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the tab changes
  useEffect(() => {
    currentLink.current?.scrollIntoView?.({ block: 'nearest', inline: 'nearest' });
  }, [current]);
  return (
    <>
      <Breadcrumb
        items={[
          { label: t('profileTitle'), to: currentTab && current !== 1 ? profileTabPath(1) : undefined },
          ...(currentTab && current !== 1 ? [{ label: t(currentTab.label) }] : []),
        ]}
      />
      <div className="container-page pt-4 pb-12">
        <h1 className="text-2xl font-bold text-slate-900 desk:text-3xl">{t('profileTitle')}</h1>
        <p className="mt-1 text-slate-600">{t('hello', { name: shownName(loaderData.user, lang) })}</p>
        <div className="mt-6 grid gap-6 desk:grid-cols-[15rem_minmax(0,1fr)] desk:items-start">
          <nav aria-label={t('profileTabs')} className="-mx-4 overflow-x-auto px-4 desk:mx-0 desk:px-0">
            <ul className="flex gap-2 desk:flex-col desk:gap-1 desk:rounded-2xl desk:border desk:border-slate-200 desk:bg-white desk:p-2">
              {profileTabs.map((tab) => (
                <li key={tab.id} className="shrink-0">
                  <Link
                    to={`/${lang}${profileTabPath(tab.id)}`}
                    ref={tab.id === current ? currentLink : undefined}
                    aria-current={tab.id === current ? 'page' : undefined}
                    className="flex min-h-11 items-center rounded-full border border-slate-200 bg-white px-4 text-sm font-semibold whitespace-nowrap text-slate-700 hover:bg-brand-50 hover:text-brand-800 aria-[current=page]:border-brand-600 aria-[current=page]:bg-brand-600 aria-[current=page]:text-white desk:rounded-lg desk:border-0 desk:border-s-4 desk:border-transparent desk:aria-[current=page]:border-brand-700 desk:aria-[current=page]:bg-brand-50 desk:aria-[current=page]:text-brand-800"
                  >
                    {t(tab.label)}
                  </Link>
                </li>
              ))}
            </ul>
          </nav>
          <div className="min-w-0">
            <Outlet />
          </div>
        </div>
      </div>
    </>
  );
}
