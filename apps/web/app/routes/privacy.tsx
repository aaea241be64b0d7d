import { Link, redirect } from 'react-router';
import { ContentPage } from '../features/content/content-page.tsx';
import { RichText } from '../features/content/rich-text.tsx';
import { agreeAgainCopy, privacyNotice } from '../features/privacy/privacy-notice.server.ts';
import { storeApiContext } from '../lib/api/request-context.ts';
import { loginPath } from '../lib/forms/redirect-to.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/privacy';

/**
 * The privacy notice's text comes from the server (privacy-notice.server.ts, or the version published
 * in the console: docs/decisions/0092): no script carries it. A signed-in customer whose consent names
 * an older version (`?agree=checkout`: the checkout sent them) gets the request to agree again, its
 * copy with the loader too.
 */
export async function loader({ params, context, request }: Route.LoaderArgs) {
  const lang = langOf(params);
  const api = context.get(storeApiContext);
  const search = new URL(request.url).searchParams;
  const asked = search.has('agree') && api.loggedIn;
  const [published, consents] = await Promise.all([
    api.privacyNotice(),
    asked ? api.get('consents').catch(() => null) : null,
  ]);
  return {
    ...privacyNotice(lang, published),
    agree: consents?.askAgain ? { ...agreeAgainCopy(lang), next: search.get('agree') === 'checkout' } : null,
  };
}

/** "I agree": a new privacy consent row for the published version, then on to the checkout. */
export async function action({ params, context, request }: Route.ActionArgs) {
  const lang = langOf(params);
  const api = context.get(storeApiContext);
  const form = await request.formData();
  const toCheckout = form.get('next') === 'checkout';
  const here = `/${lang}/privacy${toCheckout ? '?agree=checkout' : '?agree=1'}`;
  if (!api.loggedIn) throw redirect(loginPath(lang, here));
  const { status } = await api.op('giveConsent', {
    body: { kind: 'privacy', granted: true, channel: 'web' },
  });
  if (status === 401) throw redirect(loginPath(lang, here));
  if (status !== 200) throw new Response(null, { status });
  throw redirect(toCheckout ? `/${lang}/checkout` : `/${lang}/privacy`);
}

export function meta({ params, matches, loaderData }: Route.MetaArgs) {
  return pageMeta({
    lang: langOf(params),
    title: loaderData?.title ?? '',
    description: loaderData?.description ?? '',
    path: '/privacy',
    origin: originOf(matches),
  });
}

/** Paragraphs, with each run of '- ' lines as one list. */
function blocks(body: string[]) {
  const out: (string | string[])[] = [];
  for (const line of body) {
    const last = out[out.length - 1];
    if (!line.startsWith('- ')) out.push(line);
    else if (Array.isArray(last)) last.push(line.slice(2));
    else out.push([line.slice(2)]);
  }
  return out;
}

/** `/{lang}/privacy` (docs/decisions/0074): the notice, its version and date, a table of contents. */
export default function Privacy({ loaderData: notice }: Route.ComponentProps) {
  return (
    <ContentPage
      title={notice.title}
      intro={notice.html === undefined ? notice.intro : undefined}
      aside={
        notice.sections.length > 0 && (
          <nav aria-labelledby="privacy-toc" className="rounded-2xl border border-slate-200 bg-white p-5">
            <h2 id="privacy-toc" className="text-sm font-bold text-slate-600">
              {notice.contents}
            </h2>
            <ol className="mt-3 space-y-1 text-sm">
              {notice.sections.map((section) => (
                <li key={section.id}>
                  <a
                    href={`#privacy-${section.id}`}
                    className="block py-1.5 text-slate-700 hover:text-brand-700 hover:underline"
                  >
                    {section.title}
                  </a>
                </li>
              ))}
            </ol>
          </nav>
        )
      }
    >
      {notice.agree && (
        <section
          aria-labelledby="privacy-agree"
          className="mb-8 rounded-2xl border-2 border-brand-600 bg-brand-50 p-5"
          data-testid="privacy-agree"
        >
          <h2 id="privacy-agree" className="text-lg font-bold text-brand-900">
            {notice.agree.title}
          </h2>
          <p className="mt-2 text-slate-800">{notice.agree.text}</p>
          <form method="post" className="mt-4">
            {notice.agree.next && <input type="hidden" name="next" value="checkout" />}
            <button
              type="submit"
              className="inline-flex min-h-11 items-center rounded-full bg-brand-700 px-6 font-semibold text-white hover:bg-brand-800"
            >
              {notice.agree.button}
            </button>
          </form>
        </section>
      )}
      <p className="mb-8 inline-block rounded-full bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-800">
        <time dateTime={notice.version}>{notice.versionLine}</time>
      </p>
      {notice.html !== undefined && <RichText html={notice.html} />}
      <div className="space-y-8">
        {notice.sections.map((section) => (
          <section key={section.id} aria-labelledby={`privacy-${section.id}`} className="scroll-mt-4">
            <h2 id={`privacy-${section.id}`} className="text-xl font-bold text-brand-800">
              {section.title}
            </h2>
            <div className="mt-3 space-y-3 leading-relaxed text-slate-700">
              {blocks(section.body).map((block) =>
                Array.isArray(block) ? (
                  <ul key={block[0]} className="list-disc space-y-2 ps-6 marker:text-brand-600">
                    {block.map((item) => (
                      <li key={item}>{item}</li>
                    ))}
                  </ul>
                ) : (
                  <p key={block}>{block}</p>
                ),
              )}
            </div>
            {section.myData && (
              <Link
                to={notice.myDataLink.href}
                className="mt-4 inline-flex min-h-11 items-center rounded-full border border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50"
              >
                {notice.myDataLink.label}
              </Link>
            )}
          </section>
        ))}
      </div>
      {notice.html !== undefined && (
        <Link
          to={notice.myDataLink.href}
          className="mt-8 inline-flex min-h-11 items-center rounded-full border border-brand-600 px-5 font-semibold text-brand-700 hover:bg-brand-50"
        >
          {notice.myDataLink.label}
        </Link>
      )}
    </ContentPage>
  );
}
