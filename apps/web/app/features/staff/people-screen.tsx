import { branchScope, mayManageMember, type StaffAccount } from '@store/contract';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatId, formatNumber } from '../../i18n/format.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import type { PeopleData, PeopleResult } from './people.server.ts';
import { primary, secondary } from './staff-buttons.ts';
import { useStaffLang, useStaffT } from './staff-copy.ts';
import { branchName } from './staff-rules.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4';

type Data = PeopleResult['data'];

/**
 * Staff accounts: admins see everyone; a branch manager the people of their branches, and
 * manages their pharmacists, support and couriers (the API decides; docs/decisions/0047). The form
 * opens through links (`?new`, `?edit=`), so the screen works without scripts.
 */
export function PeopleScreen({ data }: { data: PeopleData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const location = useLocation();
  const navigate = useNavigate();
  const form = useFormAction<Data>({ key: 'people-form' });
  const handled = useRef<unknown>(undefined);
  // A saved form closes: back to the plain list, once per answer.
  useEffect(() => {
    if (!form.result?.ok || handled.current === form.result) return;
    handled.current = form.result;
    if (location.search) navigate(location.pathname, { replace: true, preventScrollReset: true });
  }, [form.result, location, navigate]);
  const editing = data.editId === null ? null : (data.accounts.find((a) => a.id === data.editId) ?? null);
  const open = !(form.posted?.ok ?? false) && (data.adding || editing !== null);

  return (
    <div>
      <div className="flex flex-wrap items-center gap-3">
        <h1 className="me-auto text-2xl font-bold">{t('peopleTitle')}</h1>
        {data.roles.length > 0 && (
          <Link to="?new" preventScrollReset className={primary}>
            {t('peopleAdd')}
          </Link>
        )}
      </div>
      <p className="mt-1 max-w-3xl text-slate-700">
        {data.staff.role === 'admin' ? t('peopleIntro') : t('peopleManagerIntro')}
      </p>
      <ResultNotice result={form.result?.ok ? form.result : undefined} className="mt-4" />
      {open && <AccountForm data={data} account={editing} />}
      <h2 className="mt-6 text-lg font-bold">
        {t('peopleCount', { count: formatNumber(data.accounts.length, lang) })}
      </h2>
      {data.accounts.length === 0 ? (
        <p className="mt-2">{t('peopleEmpty')}</p>
      ) : (
        <ul className="mt-2 grid gap-3" data-testid="people-rows">
          {data.accounts.map((account) => (
            <li key={account.id} className={card} data-testid="people-row">
              <AccountRow data={data} account={account} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function AccountRow({ data, account }: { data: PeopleData; account: StaffAccount }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const action = useFormAction<Data>({ key: `people-${account.id}` });
  const branches =
    account.role === 'admin' && account.branchIds.length === 0
      ? t('peopleAllBranches')
      : account.branchIds
          .map((id) => branchName(data.branches, id, (n) => t('branchNumber', { id: formatId(n, lang) })))
          .join(lang === 'ar' ? '، ' : ', ');
  const own = account.id === data.staff.id;
  const changeable = mayManageMember(data.staff, account);
  const button = (intent: string, label: string, danger = false) => (
    <button
      type="submit"
      name="intent"
      value={intent}
      disabled={action.sending}
      className={`${secondary} ${danger ? 'text-red-800' : ''}`}
    >
      {label}
    </button>
  );
  // The changes that cut the member off (disable, a new authenticator) ask first, through a link
  // (`?confirm=`), so the question works without scripts too.
  const asking = data.confirm?.id === account.id ? data.confirm.intent : null;
  const ask = (intent: 'disable' | 'authenticator', label: string, danger = false) => (
    <Link
      to={`?confirm=${intent}-${account.id}`}
      preventScrollReset
      className={`${secondary} ${danger ? 'text-red-800' : ''}`}
    >
      {label}
    </Link>
  );
  const location = useLocation();
  const navigate = useNavigate();
  const answered = useRef<unknown>(undefined);
  useEffect(() => {
    const done = action.fetcher.data;
    if (!done?.ok || answered.current === done) return;
    answered.current = done;
    if (location.search.includes('confirm='))
      navigate(location.pathname, { replace: true, preventScrollReset: true });
  }, [action.fetcher.data, location, navigate]);
  // A page drawn without scripts has one answer: it belongs to the row it names.
  const result =
    action.fetcher.data ??
    (action.posted?.data?.id === account.id && !action.sending ? action.posted : undefined);
  const secret = result?.ok && result.intent === 'authenticator' ? result.data : null;
  return (
    <div className="grid gap-2">
      <div className="flex flex-wrap items-baseline gap-x-3 gap-y-1">
        <p className="text-lg font-semibold">
          <bdi>{account.name}</bdi>
        </p>
        <p className="text-slate-700">
          <bdi>{account.email}</bdi>
        </p>
      </div>
      <p className="text-sm text-slate-700">
        {t(`role_${account.role}`)} – {branches} –{' '}
        <span className={account.disabled ? 'font-semibold text-red-800' : ''}>
          {account.disabled ? t('peopleDisabled') : t('peopleActive')}
        </span>
        {account.authenticator && <> – {t('peopleAuthenticatorOn')}</>}
      </p>
      {changeable && (
        <action.fetcher.Form
          method="post"
          className="flex flex-wrap gap-2"
          aria-label={t('peopleActionsOf', { name: account.name })}
        >
          <input type="hidden" name="id" value={account.id} />
          <Link
            to={`?edit=${account.id}`}
            preventScrollReset
            aria-label={t('peopleEditOf', { name: account.name })}
            className={secondary}
          >
            {t('peopleEdit')}
          </Link>
          {!own &&
            (account.disabled
              ? button('enable', t('peopleEnable'))
              : ask('disable', t('peopleDisable'), true))}
          {!account.disabled && button('reset', t('peopleResetPassword'))}
          {ask('authenticator', t('peopleEnrolAuthenticator'))}
          {account.authenticator && button('removeAuthenticator', t('peopleRemoveAuthenticator'))}
          {asking && (
            <fieldset className="grid w-full gap-3 rounded-lg bg-red-50 p-3">
              <legend className="float-start w-full font-semibold text-red-900">
                {asking === 'disable'
                  ? t('peopleDisableConfirm', { name: account.name })
                  : t('peopleAuthenticatorConfirm', { name: account.name })}
              </legend>
              <div className="flex flex-wrap gap-2">
                <button
                  type="submit"
                  name="intent"
                  value={asking}
                  disabled={action.sending}
                  className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 font-semibold text-white disabled:opacity-60"
                >
                  {action.sending ? t('sending') : t('peopleConfirmYes')}
                </button>
                <Link to={location.pathname} replace preventScrollReset className={secondary}>
                  {t('peopleCancel')}
                </Link>
              </div>
            </fieldset>
          )}
        </action.fetcher.Form>
      )}
      <ResultNotice result={action.sending ? undefined : result} />
      {secret?.secret && (
        <section
          className="rounded-lg bg-amber-50 p-3"
          aria-label={t('peopleAuthenticatorTitle', { name: account.name })}
        >
          <p className="font-semibold">{t('peopleAuthenticatorText')}</p>
          <p className="mt-1">
            {t('peopleAuthenticatorKey')}: <code dir="ltr">{secret.secret}</code>
          </p>
          <p className="mt-1 break-all">
            {t('peopleAuthenticatorLink')}: <code dir="ltr">{secret.uri}</code>
          </p>
        </section>
      )}
    </div>
  );
}

function AccountForm({ data, account }: { data: PeopleData; account: StaffAccount | null }) {
  const t = useStaffT();
  const location = useLocation();
  const { fetcher, sending, result, posted } = useFormAction<Data>({ key: 'people-form' });
  const refused = result && !result.ok ? result : undefined;
  const kept = posted && !posted.ok ? posted.values : undefined;
  const errors = refused?.fieldErrors ?? {};
  const roles =
    account && !(data.roles as readonly string[]).includes(account.role)
      ? [account.role, ...data.roles]
      : data.roles;
  const scope = branchScope(data.staff);
  const shownBranches = scope === null ? data.branches : data.branches.filter((b) => scope.includes(b.id));
  const title = account ? t('peopleEditTitle', { name: account.name }) : t('peopleAdd');
  return (
    <section className={`${card} mt-4`} aria-labelledby="people-form-title">
      <h2 id="people-form-title" className="text-lg font-bold">
        {title}
      </h2>
      <fetcher.Form method="post" className="mt-2 grid gap-4 sm:grid-cols-2">
        <input type="hidden" name="intent" value={account ? 'edit' : 'create'} />
        {account && <input type="hidden" name="id" value={account.id} />}
        <FormField
          label={t('peopleName')}
          name="name"
          autoComplete="off"
          maxLength={100}
          autoFocus
          defaultValue={kept?.name ?? account?.name ?? ''}
          error={errors.name}
        />
        <FormField
          label={t('email')}
          name="email"
          type="email"
          autoComplete="off"
          maxLength={254}
          defaultValue={kept?.email ?? account?.email ?? ''}
          error={errors.email}
        />
        <FormField
          label={t('peopleLicence')}
          name="licenceNumber"
          required={false}
          autoComplete="off"
          maxLength={40}
          hint={t('peopleLicenceHint')}
          defaultValue={kept?.licenceNumber ?? account?.licenceNumber ?? ''}
          error={errors.licenceNumber}
        />
        <FormField
          label={t('peopleRole')}
          name="role"
          defaultValue={kept?.role ?? account?.role ?? ''}
          error={errors.role}
          control={{
            select: [
              { value: '', label: '—' },
              ...roles.map((role) => ({ value: role, label: t(`role_${role}`) })),
            ],
          }}
        />
        <fieldset className="sm:col-span-2" aria-describedby="people-branches-hint">
          <legend className="font-semibold">{t('peopleBranches')}</legend>
          <p id="people-branches-hint" className="text-sm text-slate-600">
            {t('peopleBranchesHint')}
          </p>
          <div className="mt-2 flex flex-wrap gap-3">
            {shownBranches.map((branch) => (
              <label
                key={branch.id}
                className="inline-flex min-h-11 items-center gap-2 rounded-lg border border-slate-300 px-3"
              >
                <input
                  type="checkbox"
                  name="branchIds"
                  value={branch.id}
                  defaultChecked={account?.branchIds.includes(branch.id) ?? shownBranches.length === 1}
                  className="size-5"
                />
                {branch.name}
              </label>
            ))}
          </div>
          {errors.branchIds && (
            <p className="mt-1 text-sm font-semibold text-red-700" role="alert">
              {errors.branchIds}
            </p>
          )}
        </fieldset>
        <ResultNotice
          result={refused && Object.keys(errors).length === 0 ? refused : undefined}
          className="sm:col-span-2"
        />
        <div className="flex flex-wrap gap-2 sm:col-span-2">
          <button type="submit" disabled={sending} className={primary}>
            {sending ? t('sending') : account ? t('peopleSave') : t('peopleCreate')}
          </button>
          <Link to={location.pathname} replace preventScrollReset className={secondary}>
            {t('peopleCancel')}
          </Link>
        </div>
      </fetcher.Form>
    </section>
  );
}
