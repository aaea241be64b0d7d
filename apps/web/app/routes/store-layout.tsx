import { defaultLang, isLang } from '@store/contract';
import { lazy, Suspense } from 'react';
import {
  data,
  isRouteErrorResponse,
  type MiddlewareFunction,
  Outlet,
  redirect,
  type ShouldRevalidateFunctionArgs,
  useRouteError,
} from 'react-router';
import type { StoreShopper } from '../features/accounts/use-store-user.ts';
import { unreadCountFor } from '../features/notifications/notifications.server.ts';
import { OfflineNotice } from '../features/notifications/offline-notice.tsx';
import { useStoreWorker } from '../features/notifications/use-store-worker.ts';
import { loadCopy, useT } from '../i18n/i18n.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { readCookie } from '../lib/api/store-middleware.server.ts';
import { webEnv } from '../lib/env.server.ts';
import { prefixlessTarget, visitorLang } from '../lib/seo/prefixless.ts';
import { publicOrigin } from '../lib/seo/public-origin.server.ts';
import { StoreFooter } from '../shell/store-footer.tsx';
import { StoreHeader } from '../shell/store-header.tsx';
import { ToastProvider } from '../ui/toast-provider.tsx';
import type { Route } from './+types/store-layout';

// Only a page that is not there shows it: not part of every page's first load.
const NotFoundPage = lazy(() =>
  import('../shell/not-found-page.tsx').then((module) => ({ default: module.NotFoundPage })),
);

/**
 * A page's path without its language (`/cart?x=1`, `/FAQs`; spec section 2: the prefix is optional)
 * moves for good (301) to the same page in the visitor's language, before any loader runs. The target
 * depends on the visitor (saved language, browser language), so caches must ask again each time.
 */
const prefixlessRedirect: MiddlewareFunction<Response> = ({ request, params }, next) => {
  if (isLang(params.lang) || (request.method !== 'GET' && request.method !== 'HEAD')) return next();
  const url = new URL(request.url);
  const lang = visitorLang(
    readCookie(request.headers.get('cookie'), 'lang'),
    request.headers.get('accept-language'),
  );
  // A data request of the browser's router (`/cart.data`) is answered for the page it stands for.
  const page = new URL(url);
  page.pathname = url.pathname.replace(/\.data$/, '');
  page.searchParams.delete('_routes');
  const target = prefixlessTarget(page, lang);
  if (!target) return next();
  throw redirect(target, {
    status: 301,
    headers: { Vary: 'Cookie, Accept-Language', 'Cache-Control': 'private, no-cache' },
  });
};

export const middleware = [prefixlessRedirect];

export async function loader({ params, context, request }: Route.LoaderArgs) {
  if (!isLang(params.lang)) throw data(null, { status: 404 });
  const api = context.get(storeApiContext);
  const [branch, user] = await Promise.all([api.currentBranch(), api.profile()]);
  const [cartCount, unreadCount] = user
    ? await Promise.all([api.cart().then((cart) => cart.itemsCount), unreadCountFor(api)])
    : [0, 0];
  const shopper: StoreShopper = { user, cartCount, unreadCount };
  // Streamed: the header shows skeletons until the menu arrives, the page does not wait for it.
  const categories = api.categoryTree();
  // The render reports a failed menu in the page; a render given up before it read the promise (the
  // client gone, the instance closing) must not leave a rejection nobody handles, which ends the process.
  categories.catch(() => {});
  return {
    origin: publicOrigin(request),
    categories,
    branch,
    ...shopper,
    // The chat button's and the social links' targets (settings; an empty one hides its link).
    contactLinks: webEnv().contactLinks,
  };
}

/**
 * In the browser, a navigation into the other language (the layout's loader runs again then, see
 * below) also fetches that language's copy, before the new page renders.
 */
export async function clientLoader({ params, serverLoader }: Route.ClientLoaderArgs) {
  const copy = loadCopy(isLang(params.lang) ? params.lang : defaultLang);
  try {
    return await serverLoader();
  } finally {
    // Even for a failed load: the error page is drawn in that language too.
    await copy;
  }
}

/**
 * The layout's data (menu, branch) changes with the language or after a form post (a branch change),
 * not when a page moves through its filters or pages. Reloading it there would also hand the menu a
 * new streamed promise, which holds the new page back until the menu arrives.
 */
export function shouldRevalidate({
  currentParams,
  nextParams,
  formMethod,
  defaultShouldRevalidate,
}: ShouldRevalidateFunctionArgs) {
  if (formMethod && formMethod.toUpperCase() !== 'GET') return defaultShouldRevalidate;
  return currentParams.lang !== nextParams.lang;
}

/** Header, footer and navigation around every page of the store. */
export default function StoreLayout({ loaderData }: Route.ComponentProps) {
  // The installable store: the service worker starts after the page's load.
  useStoreWorker();
  return (
    <StoreChrome
      categories={loaderData.categories}
      branchName={loaderData.branch.name}
      branch={loaderData.branch}
      cartCount={loaderData.cartCount}
    >
      <Outlet />
    </StoreChrome>
  );
}

function StoreChrome({
  children,
  ...header
}: React.PropsWithChildren<React.ComponentProps<typeof StoreHeader>>) {
  const t = useT();
  return (
    <ToastProvider>
      <div className="flex min-h-screen flex-col">
        <a
          href="#content"
          className="sr-only focus:not-sr-only focus:absolute focus:start-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:p-2"
        >
          {t('skipToContent')}
        </a>
        <OfflineNotice />
        <StoreHeader {...header} />
        <main id="content" className="flex-1 pb-20 desk:pb-0">
          {children}
        </main>
        <StoreFooter />
      </div>
    </ToastProvider>
  );
}

export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  // A busy API (429, passed on by store-api.server.ts) is neither a failure nor a logout: the page
  // says when to try again, without the header (whose guest links would look like a logout).
  const busy = isRouteErrorResponse(error) && error.status === 429 && (error.data?.retryAfter || 60);
  if (!notFound && !busy) console.error(error);
  const message = (
    <div className="container-page py-24 text-center">
      <h1 className="text-2xl font-bold">{t(busy ? 'busyTitle' : 'errorTitle')}</h1>
      <p className="mt-4 text-slate-600">{busy ? t('busyText', { seconds: busy }) : t('errorText')}</p>
    </div>
  );
  if (busy) return <main id="content">{message}</main>;
  return (
    <StoreChrome categories={Promise.resolve([])} branchName="">
      {notFound ? (
        <Suspense fallback={null}>
          <NotFoundPage />
        </Suspense>
      ) : (
        message
      )}
    </StoreChrome>
  );
}
