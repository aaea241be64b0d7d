import { Form, Link, useLocation } from 'react-router';
import { formatDateTime, formatId, formatNumber } from '../../i18n/format.ts';
import { FormField } from '../../ui/form-field.tsx';
import type { AuditData } from './audit.server.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';

/** The API's page size for the audit log: a full page means there may be another. */
const auditPageSize = 50;

function json(value: unknown): string {
  return value === null || value === undefined ? '—' : JSON.stringify(value, null, 1);
}

export function AuditScreen({ data }: { data: AuditData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const location = useLocation();
  const link = (page: number) => {
    const search = new URLSearchParams(location.search);
    search.set('page', String(page));
    return `${location.pathname}?${search}`;
  };
  return (
    <div>
      <h1 className="text-2xl font-bold">{t('auditTitle')}</h1>
      <Form method="get" className="mt-4 flex flex-wrap items-end gap-3 rounded-xl bg-slate-50 p-3">
        <FormField
          label={t('auditEntityFilter')}
          name="entity"
          required={false}
          defaultValue={data.filter.entity ?? ''}
          maxLength={40}
        />
        <FormField
          label={t('auditEntityIdFilter')}
          name="entityId"
          required={false}
          inputMode="numeric"
          defaultValue={data.filter.entityId ? String(data.filter.entityId) : ''}
        />
        <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white">
          {t('apply')}
        </button>
      </Form>
      {data.entries.length === 0 ? (
        <p className="mt-6">{t('auditEmpty')}</p>
      ) : (
        <div className="mt-4 overflow-x-auto rounded-xl border border-slate-200 bg-white">
          <table className="w-full min-w-[40rem]">
            <thead className="bg-slate-50 text-sm">
              <tr>
                <th scope="col" className="p-2 text-start">
                  {t('auditWhen')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('auditWho')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('auditAction')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('auditEntity')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('auditChange')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {data.entries.map((entry) => (
                <tr key={entry.id}>
                  <td className="p-2 text-sm whitespace-nowrap">{formatDateTime(entry.at, lang)}</td>
                  <td className="p-2">
                    <bdi>{entry.staffName}</bdi>
                  </td>
                  <td className="p-2 font-mono text-sm" dir="ltr">
                    {entry.action}
                  </td>
                  <td className="p-2">
                    {entry.entity === 'order' ? (
                      <Link
                        to={`/${lang}/staff/orders/${entry.entityId}`}
                        className="text-brand-800 underline"
                      >
                        {t('orderTitle', { id: `#${formatId(entry.entityId, lang)}` })}
                      </Link>
                    ) : entry.entity === 'branch_product' ? (
                      <Link
                        to={`/${lang}/staff/catalogue/${entry.entityId}`}
                        className="text-brand-800 underline"
                      >
                        {t('catalogueProduct')} #{formatId(entry.entityId, lang)}
                      </Link>
                    ) : (
                      <span dir="ltr">
                        {entry.entity} #{formatId(entry.entityId, lang)}
                      </span>
                    )}
                  </td>
                  <td className="p-2">
                    <details>
                      <summary className="cursor-pointer text-brand-800 underline">
                        {t('auditChange')}
                      </summary>
                      <div className="mt-1 grid gap-2 sm:grid-cols-2" dir="ltr">
                        <div>
                          <p className="text-xs font-bold">{t('auditBefore')}</p>
                          <pre className="max-w-xs overflow-x-auto text-xs whitespace-pre-wrap">
                            {json(entry.before)}
                          </pre>
                        </div>
                        <div>
                          <p className="text-xs font-bold">{t('auditAfter')}</p>
                          <pre className="max-w-xs overflow-x-auto text-xs whitespace-pre-wrap">
                            {json(entry.after)}
                          </pre>
                        </div>
                      </div>
                    </details>
                  </td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <nav aria-label={t('pagination')} className="mt-4 flex items-center justify-between">
        {data.page > 1 ? (
          <Link to={link(data.page - 1)} className="min-h-11 rounded-lg border border-slate-300 px-4 py-2">
            {t('previous')}
          </Link>
        ) : (
          <span />
        )}
        <span className="text-sm">{formatNumber(data.page, lang)}</span>
        {data.entries.length >= auditPageSize ? (
          <Link to={link(data.page + 1)} className="min-h-11 rounded-lg border border-slate-300 px-4 py-2">
            {t('next')}
          </Link>
        ) : (
          <span />
        )}
      </nav>
    </div>
  );
}
