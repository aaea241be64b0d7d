import type { PrescriptionStatus } from '@store/contract';
import { profileTabPath } from '@store/contract';
import { Link } from 'react-router';
import { formatDateTime, formatId, formatNumber } from '../../i18n/format.ts';
import { useLang, useT } from '../../i18n/i18n.ts';
import { ChevronEndIcon } from '../../ui/icons.tsx';

interface PrescriptionRow {
  id: number;
  createdAt: string;
  statusKey: PrescriptionStatus;
  statusName: string;
  description: string;
  attachmentsCount: number;
}

const statusTone: Record<PrescriptionStatus, string> = {
  new: 'border-amber-500',
  quoted: 'border-brand-600',
  confirmed: 'border-brand-800',
  rejected: 'border-red-600',
  declined: 'border-slate-400',
  cancelled: 'border-slate-400',
};

/** A prescription's status as the API words it, framed in its colour. */
export function PrescriptionStatusBadge({ status, name }: { status: PrescriptionStatus; name: string }) {
  return (
    <span
      className={`inline-flex items-center rounded-full border-2 bg-white px-2.5 py-0.5 text-xs font-bold text-slate-900 ${statusTone[status]}`}
      data-testid="prescription-status"
    >
      {name}
    </span>
  );
}

/** Profile tab 8: prescriptions waiting (for the pharmacist or for the customer) and previous ones. */
export function PrescriptionLists({
  pendingPrescriptions,
  oldPrescriptions,
}: {
  pendingPrescriptions: PrescriptionRow[];
  oldPrescriptions: PrescriptionRow[];
}) {
  const t = useT('care');
  const lang = useLang();
  if (pendingPrescriptions.length === 0 && oldPrescriptions.length === 0) {
    return (
      <div className="rounded-2xl border border-slate-200 bg-white p-5">
        <p className="text-slate-700">{t('noneYet')}</p>
        <Link
          to={profileTabPath(7, lang)}
          className="mt-4 inline-flex min-h-11 items-center rounded-full bg-brand-600 px-6 font-semibold text-white hover:bg-brand-700"
        >
          {t('uploadTitle')}
        </Link>
      </div>
    );
  }
  return (
    <>
      <List
        id="pending-prescriptions"
        title={t('pending')}
        empty={t('noPending')}
        rows={pendingPrescriptions}
      />
      <List id="old-prescriptions" title={t('old')} empty={t('noOld')} rows={oldPrescriptions} />
    </>
  );
}

function List({
  id,
  title,
  empty,
  rows,
}: {
  id: string;
  title: string;
  empty: string;
  rows: PrescriptionRow[];
}) {
  const t = useT('care');
  const lang = useLang();
  return (
    <section aria-labelledby={id} className="mt-6 first:mt-0">
      <h3 id={id} className="text-lg font-bold text-slate-900">
        {title}
      </h3>
      {rows.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{empty}</p>
      ) : (
        <ul className="mt-3 flex flex-col gap-3">
          {rows.map((row) => (
            <li key={row.id}>
              <Link
                to={`/${lang}/order-info/${row.id}?type=prescription`}
                className="group flex items-center gap-3 rounded-xl border border-slate-200 bg-white p-4 hover:border-brand-600"
                data-testid="prescription-row"
              >
                <div className="min-w-0 flex-1">
                  <div className="flex flex-wrap items-center gap-2">
                    <span className="font-bold text-slate-900 group-hover:text-brand-700">
                      {t('prescriptionTitle', { id: formatId(row.id, lang) })}
                    </span>
                    <PrescriptionStatusBadge status={row.statusKey} name={row.statusName} />
                  </div>
                  <p className="mt-1 text-sm text-slate-600">
                    {t('sentOn', { date: formatDateTime(row.createdAt, lang) })} –{' '}
                    {t('filesCount', { count: formatNumber(row.attachmentsCount, lang) })}
                  </p>
                  {row.description && (
                    <p className="mt-1 truncate text-sm text-slate-700" dir="auto">
                      {row.description}
                    </p>
                  )}
                </div>
                <ChevronEndIcon className="flip-rtl size-4 shrink-0 text-slate-400" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
