import { Link } from 'react-router';
import { ContentPage } from '../features/content/content-page.tsx';
import { privacyNotice } from '../features/privacy/privacy-notice.server.ts';
import { langOf, originOf, pageMeta } from '../lib/seo/page-meta.ts';
import type { Route } from './+types/privacy';

/** The privacy notice's text comes from the server (privacy-notice.server.ts): no script carries it. */
export function loader({ params }: Route.LoaderArgs) {
  return privacyNotice(langOf(params));
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
      intro={notice.intro}
      aside={
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
      }
    >
      <p className="mb-8 inline-block rounded-full bg-brand-50 px-4 py-1.5 text-sm font-semibold text-brand-800">
        <time dateTime={notice.version}>{notice.versionLine}</time>
      </p>
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
    </ContentPage>
  );
}
