import { useEffect } from 'react';
import {
  isRouteErrorResponse,
  Links,
  Meta,
  Outlet,
  Scripts,
  ScrollRestoration,
  useRouteError,
} from 'react-router';
import { storeMiddleware } from './lib/api/store-middleware.server.ts';
import './app.css';
import cairoArabic from '@fontsource-variable/cairo/files/cairo-arabic-wght-normal.woff2?url';
import cairoLatin from '@fontsource-variable/cairo/files/cairo-latin-wght-normal.woff2?url';
import { directionOf, useLang, useT } from './i18n/i18n.ts';
import { useNonce, zodWithoutEvalScript } from './lib/csp-nonce.ts';
import { scriptsAfterPaintScript } from './lib/scripts-after-paint.ts';

export const middleware = [storeMiddleware];

export function Layout({ children }: { children: React.ReactNode }) {
  const lang = useLang();
  const nonce = useNonce();
  return (
    <html lang={lang} dir={directionOf(lang)}>
      <head>
        <meta charSet="utf-8" />
        <meta name="viewport" content="width=device-width, initial-scale=1" />
        <meta name="theme-color" content="#0b8062" />
        <link rel="icon" href="/favicon.svg" type="image/svg+xml" />
        {/* The installable store: names and direction of the page's language. */}
        <link rel="manifest" href={`/manifest-${lang}.webmanifest`} />
        <link rel="apple-touch-icon" href="/icons/store-192.png" />
        {/* The page's script font, fetched with the HTML rather than after the CSS: text paints once. */}
        <link
          rel="preload"
          as="font"
          type="font/woff2"
          href={lang === 'ar' ? cairoArabic : cairoLatin}
          crossOrigin="anonymous"
        />
        <Meta />
        <Links nonce={nonce} />
      </head>
      <body className="min-h-screen font-sans">
        {/* Before any module: zod without eval (csp-nonce.ts). */}
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no user input.
          dangerouslySetInnerHTML={{ __html: zodWithoutEvalScript }}
        />
        {children}
        <ScrollRestoration nonce={nonce} />
        <Scripts nonce={nonce} />
        {/* React Router's scripts, held back by the server, start once the page's largest picture
            has painted (scripts-after-paint.ts). */}
        <script
          nonce={nonce}
          // biome-ignore lint/security/noDangerouslySetInnerHtml: a constant of ours, no user input.
          dangerouslySetInnerHTML={{ __html: scriptsAfterPaintScript }}
        />
      </body>
    </html>
  );
}

export default function App() {
  // Marks the page as interactive once React has taken over the server's HTML (browser tests wait
  // for it before typing or clicking).
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
  return <Outlet />;
}

/** Last resort, outside the store layout (the layout has its own boundary with header and footer). */
export function ErrorBoundary() {
  const error = useRouteError();
  const t = useT();
  const notFound = isRouteErrorResponse(error) && error.status === 404;
  return (
    <main className="container-page py-24 text-center">
      <h1 className="text-2xl font-bold">{notFound ? t('notFoundTitle') : t('errorTitle')}</h1>
      <p className="mt-4 text-slate-600">{notFound ? t('notFound') : t('errorText')}</p>
      <a className="mt-8 inline-block rounded-full bg-brand-600 px-6 py-3 font-semibold text-white" href="/">
        {t('backHome')}
      </a>
    </main>
  );
}
