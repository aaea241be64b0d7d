import { Breadcrumb, type Crumb } from '../../ui/breadcrumb.tsx';

/**
 * Breadcrumb, page title and optional intro: the frame of every content page. The text keeps a
 * readable line length; an `aside` (help card, table of contents) sits beside it on desktop and
 * after it on phones. `wide` pages (contact, recipes) use the whole container.
 */
export function ContentPage({
  title,
  intro,
  crumbs,
  wide,
  aside,
  children,
}: React.PropsWithChildren<{
  title: string;
  intro?: string;
  crumbs?: Crumb[];
  wide?: boolean;
  aside?: React.ReactNode;
}>) {
  const heading = (
    <>
      <h1 className="text-2xl font-bold text-slate-900 desk:text-3xl">{title}</h1>
      {intro && <p className="mt-2 text-slate-600">{intro}</p>}
    </>
  );
  return (
    <>
      <Breadcrumb items={crumbs ?? [{ label: title }]} />
      <div className="container-page pt-4 pb-12">
        {wide ? (
          <>
            {heading}
            <div className="mt-6">{children}</div>
          </>
        ) : (
          <div className="grid gap-8 desk:grid-cols-[minmax(0,1fr)_18rem] desk:gap-12">
            <div className={aside ? undefined : 'max-w-3xl'}>
              {heading}
              <div className="mt-6">{children}</div>
            </div>
            {aside && <aside className="desk:sticky desk:top-4 desk:self-start desk:pt-14">{aside}</aside>}
          </div>
        )}
      </div>
    </>
  );
}
