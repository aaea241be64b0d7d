import type { StaffPhoneConflict } from '@store/contract';
import { Form, Link } from 'react-router';
import { formatDateTime, formatId } from '../../i18n/format.ts';
import { localizeCopyDigits } from '../../i18n/i18n.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import type { CustomerData, CustomersData } from './people.server.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { branchName } from './staff-rules.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4';

/**
 * The customer lookup: one box, a phone in any digits, an e-mail or an order number.
 * A plain GET form (works without scripts); the API records every lookup in the audit log.
 */
export function CustomersScreen({ data }: { data: CustomersData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  return (
    <div>
      <h1 className="text-2xl font-bold">{t('customersTitle')}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{t('customersIntro')}</p>
      <Form
        method="get"
        role="search"
        className="mt-4 flex flex-wrap items-end gap-3 rounded-xl bg-slate-50 p-3"
      >
        <FormField
          label={t('customersSearch')}
          name="q"
          inputMode="text"
          autoComplete="off"
          maxLength={254}
          defaultValue={data.q}
          error={data.problem ?? undefined}
        />
        <button type="submit" className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white">
          {t('customersSearchButton')}
        </button>
      </Form>
      {data.customers && (
        <section aria-labelledby="customers-found" className="mt-6">
          <h2 id="customers-found" className="text-lg font-bold">
            {t('customersFound')}
          </h2>
          {data.customers.length === 0 ? (
            <p className="mt-2">{t('customersNone')}</p>
          ) : (
            <ul className="mt-2 grid gap-3">
              {data.customers.map((customer) => (
                <li key={customer.id} className={card}>
                  <Link
                    to={`/${lang}/staff/customers/${customer.id}`}
                    className="text-lg font-semibold underline"
                  >
                    <bdi>{customer.name}</bdi>
                  </Link>
                  <p className="text-slate-700">
                    <bdi dir="ltr">
                      {customer.phone ? localizeCopyDigits(lang, customer.phone) : t('notGiven')}
                    </bdi>
                    {' – '}
                    <bdi>{customer.email ?? t('notGiven')}</bdi>
                  </p>
                </li>
              ))}
            </ul>
          )}
        </section>
      )}
      {data.conflicts.length > 0 && (
        <section aria-labelledby="phone-conflicts" className="mt-8">
          <h2 id="phone-conflicts" className="text-lg font-bold">
            {t('phoneConflictsTitle')}
          </h2>
          <p className="mt-1 max-w-3xl text-slate-700">{t('phoneConflictsIntro')}</p>
          <ul className="mt-2 grid gap-3">
            {data.conflicts.map((conflict) => (
              <PhoneConflict key={conflict.id} conflict={conflict} />
            ))}
          </ul>
        </section>
      )}
    </div>
  );
}

/** One number to sort out: whose, why, who else holds it, and the form that says what was done. */
function PhoneConflict({ conflict }: { conflict: StaffPhoneConflict }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const resolve = useFormAction<null>({ intent: `resolve:${conflict.id}` });
  const person = (who: StaffPhoneConflict['customer']) => (
    <>
      <Link to={`/${lang}/staff/customers/${who.id}`} className="font-semibold underline">
        <bdi>{who.name}</bdi>
      </Link>{' '}
      <bdi dir="ltr">{who.phone ? localizeCopyDigits(lang, who.phone) : t('notGiven')}</bdi>
    </>
  );
  return (
    <li className={card}>
      <p>{person(conflict.customer)}</p>
      <p className="text-slate-700">
        {conflict.reason === 'duplicate' ? t('phoneConflictDuplicate') : t('phoneConflictNotMobile')}
        {conflict.holder && <> {person(conflict.holder)}</>}
      </p>
      <p className="text-sm text-slate-600">
        {t('phoneConflictFound', { date: formatDateTime(conflict.foundAt, lang) })}
      </p>
      <resolve.fetcher.Form method="post" className="mt-2 flex flex-wrap items-end gap-3">
        <input type="hidden" name="id" value={conflict.id} />
        <FormField
          label={t('phoneConflictNote')}
          name="note"
          maxLength={300}
          className="min-w-64 flex-1"
          defaultValue={resolve.result && !resolve.result.ok ? (resolve.result.values?.note ?? '') : ''}
          error={resolve.result && !resolve.result.ok ? resolve.result.validation[0] : undefined}
        />
        <button
          type="submit"
          className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white"
          disabled={resolve.sending}
        >
          {resolve.sending ? t('sending') : t('phoneConflictResolve')}
        </button>
        <ResultNotice result={resolve.result} className="basis-full" />
      </resolve.fetcher.Form>
    </li>
  );
}

/** One customer, read-only: their orders and open issues at the member's branches, their addresses. */
export function CustomerScreen({ data }: { data: CustomerData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { customer } = data;
  const branch = (id: number) =>
    branchName(data.branches, id, (n) => t('branchNumber', { id: formatId(n, lang) }));
  return (
    <div>
      <Link to={`/${lang}/staff/customers`} className="inline-flex min-h-11 items-center underline">
        {t('customerBack')}
      </Link>
      <h1 className="text-2xl font-bold">{t('customerNamed', { name: customer.name })}</h1>
      <p className="mt-1 text-sm text-slate-700">{t('customerReadOnly')}</p>
      <dl className={`${card} mt-4 grid gap-2 sm:grid-cols-3`}>
        <div>
          <dt className="text-sm text-slate-600">{t('customerPhone')}</dt>
          <dd className="font-semibold">
            <bdi dir="ltr">{customer.phone ? localizeCopyDigits(lang, customer.phone) : t('notGiven')}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('customerEmail')}</dt>
          <dd className="font-semibold break-all">
            <bdi>{customer.email ?? t('notGiven')}</bdi>
          </dd>
        </div>
        <div>
          <dt className="text-sm text-slate-600">{t('customerSince')}</dt>
          <dd className="font-semibold">{formatDateTime(customer.createdAt, lang)}</dd>
        </div>
      </dl>
      <section aria-labelledby="customer-orders" className="mt-6">
        <h2 id="customer-orders" className="text-lg font-bold">
          {t('customerOrders')}
        </h2>
        {customer.orders.length === 0 ? (
          <p className="mt-2">{t('customerNoOrders')}</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {customer.orders.map((order) => (
              <li key={order.id} className={card}>
                <Link to={`/${lang}/staff/orders/${order.id}`} className="font-semibold underline">
                  {t('orderTitle', { id: `#${formatId(order.id, lang)}` })}
                </Link>
                <p className="text-sm text-slate-700">
                  {order.status.name} – {branch(order.branchId)} – {formatDateTime(order.createdAt, lang)}
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="customer-issues" className="mt-6">
        <h2 id="customer-issues" className="text-lg font-bold">
          {t('customerIssues')}
        </h2>
        {customer.issues.length === 0 ? (
          <p className="mt-2">{t('customerNoIssues')}</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {customer.issues.map((issue) => (
              <li key={issue.id} className={card}>
                <Link to={`/${lang}/staff/support/${issue.id}`} className="font-semibold underline">
                  #{formatId(issue.id, lang)}
                </Link>
                <p className="text-sm text-slate-700">
                  {branch(issue.branchId)} – {formatDateTime(issue.createdAt, lang)}
                </p>
                <p className="mt-1 line-clamp-2">
                  <bdi>{issue.comment}</bdi>
                </p>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="customer-addresses" className="mt-6">
        <h2 id="customer-addresses" className="text-lg font-bold">
          {t('customerAddresses')}
        </h2>
        {customer.addresses.length === 0 ? (
          <p className="mt-2">{t('customerNoAddresses')}</p>
        ) : (
          <ul className="mt-2 grid gap-2">
            {customer.addresses.map((address) => (
              <li key={address.id} className={card}>
                <bdi>{address.text}</bdi>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
