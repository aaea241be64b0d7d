/** A profile tab's frame: its title and content (the profile page draws the tabs around it). */
export function ProfileTab({
  title,
  action,
  children,
}: React.PropsWithChildren<{ title: string; action?: React.ReactNode }>) {
  return (
    <section aria-labelledby="profile-tab-title" className="min-w-0">
      <div className="mb-4 flex flex-wrap items-center justify-between gap-3">
        <h2 id="profile-tab-title" className="text-xl font-bold text-slate-900">
          {title}
        </h2>
        {action}
      </div>
      {children}
    </section>
  );
}
