/**
 * A white card of the shop's pages (cart, checkout, order) with its heading: a section, or the
 * summary aside beside it (`summary`, which stays in view on wide screens when `sticky`).
 */
export function Panel({
  id,
  title,
  action,
  summary = false,
  sticky = summary,
  children,
}: React.PropsWithChildren<{
  id: string;
  title: string;
  /** A link or button on the heading's line (Edit cart). */
  action?: React.ReactNode;
  summary?: boolean;
  sticky?: boolean;
}>) {
  const Tag = summary ? 'aside' : 'section';
  const heading = (
    <h2 id={id} className="text-lg font-bold text-slate-900">
      {title}
    </h2>
  );
  return (
    <Tag
      aria-labelledby={id}
      className={`rounded-2xl border border-slate-200 bg-white p-5 ${summary ? 'flex flex-col gap-4' : ''} ${sticky ? 'desk:sticky desk:top-4' : ''}`}
    >
      {action ? (
        <div className="flex items-center justify-between gap-3">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {children}
    </Tag>
  );
}
