import { Link } from 'react-router';
import { formatClock, formatDay, formatId, formatNumber } from '../../i18n/format.ts';
import { StatusBadge } from './board-screen.tsx';
import { useLiveBoard } from './live-board.ts';
import type { SlotsData } from './slots.server.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { ListHeading } from './staff-list.tsx';

/**
 * The coming days' delivery slots per branch: each slot with how many scheduled orders it
 * holds out of its capacity, and those orders, linked. Live: a new or cancelled order reloads it.
 */
export function SlotsScreen({ data }: { data: SlotsData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const live = useLiveBoard();
  return (
    <div>
      <ListHeading title={t('slotsTitle')} live={live} />
      {data.branches.map((branch) => (
        <section key={branch.id} aria-labelledby={`slots-branch-${branch.id}`} className="mt-4">
          {data.branches.length > 1 && (
            <h2 id={`slots-branch-${branch.id}`} className="text-xl font-bold">
              {branch.name}
            </h2>
          )}
          <div className="mt-2 grid gap-3 md:grid-cols-2 xl:grid-cols-3">
            {branch.days.map((day) => {
              const headingId = `slots-${branch.id}-${day.date}`;
              return (
                <section
                  key={day.date}
                  aria-labelledby={headingId}
                  className="rounded-xl border border-slate-200 bg-white p-3"
                  data-day={day.date}
                >
                  <h3 id={headingId} className="font-bold">
                    {formatDay(day.date, lang)}
                  </h3>
                  <ul className="mt-2 divide-y divide-slate-100">
                    {day.slots.map((slot) => (
                      <li
                        key={slot.id}
                        className={`py-2 ${slot.open ? '' : 'text-slate-600'}`}
                        data-slot={slot.id}
                        data-open={slot.open}
                      >
                        <p className="flex flex-wrap items-baseline justify-between gap-2">
                          <span className="font-semibold">
                            {formatClock(slot.from, lang)}–{formatClock(slot.to, lang)}
                            {!slot.open && (
                              <span className="ms-2 rounded-full bg-slate-100 px-2 py-0.5 text-xs font-semibold text-slate-700">
                                {t('slotsClosed')}
                              </span>
                            )}
                          </span>
                          <span
                            className={`text-sm ${slot.orders.length >= data.capacity ? 'font-bold text-red-800' : 'text-slate-700'}`}
                          >
                            {t('slotsCount', {
                              count: formatNumber(slot.orders.length, lang),
                              capacity: formatNumber(data.capacity, lang),
                            })}
                          </span>
                        </p>
                        {slot.orders.length > 0 && (
                          <ul className="mt-1 grid gap-1">
                            {slot.orders.map((order) => (
                              <li key={order.id} className="flex flex-wrap items-center gap-2 text-sm">
                                <Link
                                  to={`/${lang}/staff/orders/${order.id}`}
                                  className="inline-flex min-h-11 items-center font-semibold text-brand-800 underline"
                                >
                                  {t('orderTitle', { id: `#${formatId(order.id, lang)}` })}
                                </Link>
                                <bdi>{order.customerName}</bdi>
                                <StatusBadge status={order.status} />
                              </li>
                            ))}
                          </ul>
                        )}
                      </li>
                    ))}
                  </ul>
                </section>
              );
            })}
          </div>
        </section>
      ))}
    </div>
  );
}
