import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { formatDateTime, formatDay, formatId, formatNumber } from '../../i18n/format.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import type { DispenseData } from './dispense.server.ts';
import { primary, secondary } from './staff-buttons.ts';
import { type StaffKey, useStaffLang, useStaffT } from './staff-copy.ts';
import { staffMay } from './staff-rules.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4';

/** The camera's reader (zxing) loads only when a pharmacist turns the camera on. */
const PackCamera = lazy(() => import('./pack-camera.tsx'));

/**
 * Dispensing an order by pack (docs/decisions/0066): each medicine line with the packs it needs; a
 * USB scanner types a pack's DataMatrix into the line's box and presses Enter (the form posts, with
 * or without scripts); the API checks the product, the expiry and that the serial never went out.
 */
export function DispenseScreen({ data }: { data: DispenseData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const number = `#${formatId(data.order.id, lang)}`;
  return (
    <div className="max-w-4xl">
      <p>
        <Link
          to={`/${lang}/staff/orders/${data.order.id}`}
          className="text-brand-800 underline underline-offset-2"
        >
          {t('orderTitle', { id: number })}
        </Link>
      </p>
      <h1 className="mt-1 text-2xl font-bold">{t('dispenseTitle', { id: number })}</h1>
      <p className="mt-1 text-slate-700">{t(data.open ? 'dispenseIntro' : 'dispenseClosed')}</p>
      {data.lines.length === 0 ? (
        <p className={`${card} mt-4 text-slate-700`}>{t('dispenseNoMedicines')}</p>
      ) : (
        <ul className="mt-4 grid gap-4">
          {data.lines.map((line, index) => (
            <DispenseLine key={line.itemId} line={line} open={data.open} first={index === 0} />
          ))}
        </ul>
      )}
      <PacksHold data={data} />
      <p className="mt-6">
        <a
          href={`/api/staff/dispensing/export?date=${data.today}&branchId=${data.order.branchId}`}
          download
          className="inline-flex min-h-11 items-center text-brand-800 underline underline-offset-2"
        >
          {t('dispenseExport', { day: formatDay(data.today, lang) })}
        </a>
      </p>
    </div>
  );
}

/**
 * Whether the order may go out (docs/decisions/0066): the packs still to scan, or the pharmacist's
 * record of why they go unscanned; pharmacists and admins may record one while packs are missing.
 */
function PacksHold({ data }: { data: DispenseData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const waive = useFormAction<null>({ key: 'waive', intent: 'waive' });
  const refused = waive.result && !waive.result.ok ? waive.result : undefined;
  if (data.waiver)
    return (
      <section className={`${card} mt-4`} aria-labelledby="packs-hold">
        <h2 id="packs-hold" className="text-lg font-bold">
          {t('dispenseWaived', { name: data.waiver.staffName, time: formatDateTime(data.waiver.at, lang) })}
        </h2>
        <p className="whitespace-pre-line">{data.waiver.reason}</p>
        <ResultNotice result={waive.result} className="mt-2" />
      </section>
    );
  if (data.missing === 0 || !data.open) return null;
  return (
    <section className={`${card} mt-4 border-amber-300 bg-amber-50`} aria-labelledby="packs-hold">
      <h2 id="packs-hold" className="text-lg font-bold" data-testid="packs-missing">
        {t('dispenseMissing', { count: formatNumber(data.missing, lang) })}
      </h2>
      {staffMay(data.staff.role, 'medicines.check') ? (
        <waive.fetcher.Form method="post" className="mt-3 grid gap-3">
          <input type="hidden" name="intent" value="waive" />
          <FormField
            label={t('dispenseWaiveReason')}
            hint={t('dispenseWaiveHint')}
            name="reason"
            maxLength={500}
            control={{ rows: 2 }}
            defaultValue={refused?.values?.reason ?? ''}
          />
          <ResultNotice result={refused} />
          <div>
            <button type="submit" className={primary} disabled={waive.sending}>
              {t('dispenseWaive')}
            </button>
          </div>
        </waive.fetcher.Form>
      ) : (
        <p className="mt-1 text-slate-800">{t('dispenseAskPharmacist')}</p>
      )}
    </section>
  );
}

function DispenseLine({
  line,
  open,
  first,
}: {
  line: DispenseData['lines'][number];
  open: boolean;
  first: boolean;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const intent = `scan-${line.itemId}`;
  const { fetcher, sending, result, submit } = useFormAction<{ scanned: number; needed: number } | null>({
    key: intent,
    intent,
  });
  const [camera, setCamera] = useState(false);
  const done = line.packs.length >= line.needed;
  const headingId = `line-${line.itemId}`;
  return (
    <li className={card} aria-labelledby={headingId} data-dispense-line={line.itemId}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h2 id={headingId} className="text-lg font-bold">
          {line.name}
        </h2>
        <span
          className={`rounded-full px-3 py-1 text-sm font-semibold ${done ? 'bg-brand-100 text-brand-900' : 'bg-amber-100 text-amber-950'}`}
          data-testid="packs-count"
        >
          {t('dispenseCount', {
            scanned: formatNumber(line.packs.length, lang),
            needed: formatNumber(line.needed, lang),
          })}
        </span>
      </div>
      <p className="text-sm text-slate-700">{t(`medicineClass_${line.medicineClass}` as StaffKey)}</p>
      {line.packs.length > 0 && (
        <table className="mt-3 w-full text-start text-sm">
          <caption className="sr-only">{t('dispensePacks', { name: line.name })}</caption>
          <thead>
            <tr className="text-slate-700">
              <th scope="col" className="py-1 text-start font-semibold">
                {t('dispenseSerial')}
              </th>
              <th scope="col" className="py-1 text-start font-semibold">
                {t('dispenseBatch')}
              </th>
              <th scope="col" className="py-1 text-start font-semibold">
                {t('dispenseExpiry')}
              </th>
              <th scope="col" className="py-1 text-start font-semibold">
                {t('dispenseBy')}
              </th>
            </tr>
          </thead>
          <tbody>
            {line.packs.map((pack) => (
              <tr key={pack.id} className="border-t border-slate-200">
                <td className="py-1">
                  <bdi dir="ltr">{pack.serial}</bdi>
                </td>
                <td className="py-1">
                  <bdi dir="ltr">{pack.batch ?? '—'}</bdi>
                </td>
                <td className="py-1">{formatDay(pack.expiry, lang)}</td>
                <td className="py-1">
                  {pack.staffName} – {formatDateTime(pack.at, lang)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
      {open && !done && (
        <fetcher.Form
          method="post"
          // A new, empty box for the next pack once the last one is listed, focused for the scanner.
          key={line.packs.length}
          className="mt-3 flex flex-wrap items-start gap-2"
        >
          <input type="hidden" name="intent" value={intent} />
          <input type="hidden" name="itemId" value={line.itemId} />
          <div className="min-w-64 flex-1">
            <FormField
              label={t('dispenseScan', { name: line.name })}
              hint={t('dispenseScanHint')}
              name="code"
              dir="ltr"
              maxLength={200}
              autoComplete="off"
              autoFocus={first || Boolean(result?.ok)}
              error={result && !result.ok ? result.fieldErrors.code : undefined}
            />
          </div>
          <button type="submit" className={`${primary} mt-7`} disabled={sending}>
            {t('dispenseRecord')}
          </button>
          <button
            type="button"
            className={`${secondary} mt-7`}
            aria-pressed={camera}
            onClick={() => setCamera((on) => !on)}
          >
            {t(camera ? 'dispenseCameraOff' : 'dispenseCameraOn')}
          </button>
        </fetcher.Form>
      )}
      {open && !done && camera && (
        <Suspense fallback={<p className="mt-3 text-slate-700">{t('dispenseCameraLoading')}</p>}>
          <PackCamera
            label={t('dispenseScan', { name: line.name })}
            onCode={(code) => submit({ intent, itemId: String(line.itemId), code })}
          />
        </Suspense>
      )}
      <ResultNotice result={result?.ok ? result : undefined} className="mt-2" />
    </li>
  );
}
