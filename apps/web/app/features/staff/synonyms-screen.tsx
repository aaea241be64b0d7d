import { type StaffSynonym, synonymLimits } from '@store/contract';
import { useEffect, useRef } from 'react';
import { Link, useLocation, useNavigate } from 'react-router';
import { formatId, formatNumber } from '../../i18n/format.ts';
import { type FormResult, useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { primary, secondary } from './staff-buttons.ts';
import { type StaffT, useStaffLang, useStaffT } from './staff-copy.ts';
import { joinSynonymTerms } from './synonym-terms.ts';
import type { SynonymsData } from './synonyms.server.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4';
/** Room for every term and its comma: the API judges the terms themselves. */
const boxMax = synonymLimits.termsMax * (synonymLimits.termMax + 2);

type Result = FormResult<{ id: number } | null>;

/** A refused form's problem shows under the box; the notice carries successes and the rest. */
const noticeOf = (result: Result | undefined) =>
  result && !result.ok && result.fieldErrors.terms ? undefined : result;

function useTermsHint(t: StaffT) {
  const lang = useStaffLang();
  return t('synonymsTermsHint', {
    min: formatNumber(synonymLimits.termsMin, lang),
    max: formatNumber(synonymLimits.termsMax, lang),
    length: formatNumber(synonymLimits.termMax, lang),
  });
}

/**
 * Search synonyms (admins; docs/decisions/0035): each row words that mean the same to search. Editing
 * and the delete question open in the row through links (`?edit=`, `?delete=`), so the screen works
 * without scripts; the change reaches every instance's search within seconds.
 */
export function SynonymsScreen({ data }: { data: SynonymsData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const location = useLocation();
  const navigate = useNavigate();
  // Shared by key with the row's form, so their answers show here after the row has closed or gone.
  const edit = useFormAction<{ id: number } | null>({ key: 'synonym-edit', intent: 'edit' });
  const remove = useFormAction<{ id: number } | null>({ key: 'synonym-delete', intent: 'delete' });
  const handled = useRef<unknown>(undefined);
  // With scripts, a saved or deleted row closes its panel: back to the plain list, once per answer.
  useEffect(() => {
    for (const result of [edit.result, remove.result]) {
      if (!result?.ok || handled.current === result) continue;
      handled.current = result;
      if (location.search) navigate(location.pathname, { replace: true, preventScrollReset: true });
    }
  }, [edit.result, remove.result, location, navigate]);
  // Without scripts the answer is this page's own: a saved row shows closed.
  const editId = edit.posted?.ok ? null : data.editId;

  return (
    <div>
      <h1 className="text-2xl font-bold">{t('synonymsTitle')}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{t('synonymsIntro')}</p>
      <AddForm />
      <ResultNotice result={edit.result?.ok ? edit.result : undefined} className="mt-4" />
      <ResultNotice result={remove.result} className="mt-4" />
      <h2 className="mt-6 text-lg font-bold">
        {t('synonymsCount', { count: formatNumber(data.synonyms.length, lang) })}
      </h2>
      {data.synonyms.length === 0 ? (
        <p className="mt-2">{t('synonymsEmpty')}</p>
      ) : (
        <ul className="mt-2 grid gap-3" data-testid="synonym-rows">
          {data.synonyms.map((row) => (
            <li key={row.id} className={card} data-testid="synonym-row">
              {row.id === editId ? (
                <EditForm row={row} />
              ) : (
                <SynonymRow row={row} confirming={row.id === data.deleteId} />
              )}
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

function Terms({ terms }: { terms: readonly string[] }) {
  return (
    <ul className="flex flex-wrap gap-2">
      {terms.map((term) => (
        <li key={term} className="rounded-full bg-slate-100 px-3 py-1 text-slate-900">
          <bdi>{term}</bdi>
        </li>
      ))}
    </ul>
  );
}

function SynonymRow({ row, confirming }: { row: StaffSynonym; confirming: boolean }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const location = useLocation();
  const id = formatId(row.id, lang);
  const remove = useFormAction<{ id: number } | null>({ key: 'synonym-delete', intent: 'delete' });
  return (
    <div className="grid gap-3">
      <p className="text-xs font-semibold text-slate-600">{t('synonymsRow', { id: `#${id}` })}</p>
      <Terms terms={row.terms} />
      {confirming ? (
        <remove.fetcher.Form method="post" className="grid gap-3 rounded-lg bg-red-50 p-3">
          <input type="hidden" name="intent" value="delete" />
          <input type="hidden" name="id" value={row.id} />
          <p className="font-semibold text-red-900">{t('synonymsDeleteConfirm')}</p>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              disabled={remove.sending}
              className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 font-semibold text-white disabled:opacity-60"
            >
              {remove.sending ? t('sending') : t('synonymsDeleteYes')}
            </button>
            <Link to={location.pathname} replace preventScrollReset className={secondary}>
              {t('synonymsCancel')}
            </Link>
          </div>
        </remove.fetcher.Form>
      ) : (
        <div className="flex flex-wrap gap-2">
          <Link
            to={`?edit=${row.id}`}
            preventScrollReset
            aria-label={t('synonymsEditRow', { id: `#${id}` })}
            className={secondary}
          >
            {t('synonymsEdit')}
          </Link>
          <Link
            to={`?delete=${row.id}`}
            preventScrollReset
            aria-label={t('synonymsDeleteRow', { id: `#${id}` })}
            className={`${secondary} text-red-800`}
          >
            {t('synonymsDelete')}
          </Link>
        </div>
      )}
    </div>
  );
}

function EditForm({ row }: { row: StaffSynonym }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const location = useLocation();
  const hint = useTermsHint(t);
  const { fetcher, sending, result, posted } = useFormAction<{ id: number } | null>({
    key: 'synonym-edit',
    intent: 'edit',
  });
  const refused = result && !result.ok ? result : undefined;
  return (
    <fetcher.Form method="post" className="grid gap-3">
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="id" value={row.id} />
      <FormField
        label={t('synonymsEditRow', { id: `#${formatId(row.id, lang)}` })}
        name="terms"
        hint={hint}
        maxLength={boxMax}
        autoFocus
        defaultValue={posted?.values?.terms ?? joinSynonymTerms(row.terms, lang)}
        error={refused?.fieldErrors.terms}
      />
      <ResultNotice result={noticeOf(refused)} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" disabled={sending} className={primary}>
          {sending ? t('sending') : t('synonymsSave')}
        </button>
        <Link to={location.pathname} replace preventScrollReset className={secondary}>
          {t('synonymsCancel')}
        </Link>
      </div>
    </fetcher.Form>
  );
}

function AddForm() {
  const t = useStaffT();
  const hint = useTermsHint(t);
  const { fetcher, sending, result, posted } = useFormAction<{ id: number } | null>({ intent: 'add' });
  const form = useRef<HTMLFormElement>(null);
  // A row added is in the list now: the box empties for the next one.
  useEffect(() => {
    if (result?.ok) form.current?.reset();
  }, [result]);
  return (
    <section className={`${card} mt-4`} aria-labelledby="synonym-add-title">
      <h2 id="synonym-add-title" className="text-lg font-bold">
        {t('synonymsAddTitle')}
      </h2>
      <fetcher.Form ref={form} method="post" className="mt-2 grid gap-3">
        <input type="hidden" name="intent" value="add" />
        <FormField
          label={t('synonymsTerms')}
          name="terms"
          hint={hint}
          maxLength={boxMax}
          defaultValue={posted && !posted.ok ? (posted.values?.terms ?? '') : ''}
          error={result && !result.ok ? result.fieldErrors.terms : undefined}
        />
        <ResultNotice result={noticeOf(result)} />
        <div>
          <button type="submit" disabled={sending} className={primary}>
            {sending ? t('sending') : t('synonymsAdd')}
          </button>
        </div>
      </fetcher.Form>
    </section>
  );
}
