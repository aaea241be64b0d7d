import type { StaffPromotion } from '@store/contract';
import { Link } from 'react-router';
import { formatId, formatNumber } from '../../i18n/format.ts';
import { formatAmountToEdit } from '../../i18n/format-change.ts';
import type { FormResult } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { PromotionTargets } from './promotion-targets.tsx';
import type { PromotionsData } from './promotions.server.ts';
import { ReportDownloads } from './report-downloads.tsx';
import { displayCell, promotionUsageTable, type ReportTable } from './report-tables.ts';
import { useStaffLang, useStaffMoney, useStaffT } from './staff-copy.ts';
import { StaffDateField } from './staff-date-field.tsx';
import { card, NamesForm, RowButton } from './taxonomy-forms.tsx';

const pageLink = 'inline-flex min-h-11 items-center text-brand-800 underline';

/**
 * Promotions (docs/decisions/0076): the ones the member manages with their uses; a new one or the
 * edited one (`?edit=`) in one form with both languages' names, what it gives, on what, when, where
 * and how often; its usage per branch; ending it. Plain forms that work without scripts.
 */
export function PromotionsScreen({ data }: { data: PromotionsData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const money = useStaffMoney();
  const here = `/${lang}/staff/promotions`;
  const { editing, usage } = data;
  const nameOf = (p: StaffPromotion) => (lang === 'ar' ? p.nameAr : p.nameEn);
  const gives = (p: StaffPromotion) =>
    p.kind === 'percent'
      ? t('promotionPercentOff', { percent: formatNumber(p.value, lang) })
      : p.kind === 'fixed'
        ? t('promotionAmountOff', { amount: money(p.value) })
        : p.kind === 'buyXGetY'
          ? t('promotionBuyGet', {
              buy: formatNumber(p.buyQuantity ?? 1, lang),
              get: formatNumber(p.getQuantity ?? 1, lang),
              percent: formatNumber(p.value, lang),
            })
          : t('promotionKindFreeDelivery');
  const branchName = (id: number) => data.branches.find((b) => b.id === id)?.name ?? formatNumber(id, lang);

  const fields =
    (saved: StaffPromotion | null) =>
    (shown: (name: string, value: string) => string, answer: FormResult | undefined) => {
      // Numbers to edit in the page's digits, without grouping (the contract reads any digits).
      const whole = (n: number | null | undefined) => (n == null ? '' : formatId(n, lang));
      const chosenBranches = shown('branchIds', (saved?.branchIds ?? []).join(',')).split(',');
      return (
        <>
          <FormField
            label={t('promotionCode')}
            hint={t('promotionCodeHint')}
            name="code"
            required={false}
            dir="ltr"
            maxLength={40}
            defaultValue={shown('code', saved?.code ?? '')}
          />
          <FormField
            label={t('promotionKind')}
            name="kind"
            defaultValue={shown('kind', saved?.kind ?? 'percent')}
            control={{
              select: [
                { value: 'percent', label: t('promotionKindPercent') },
                { value: 'fixed', label: t('promotionKindFixed') },
                { value: 'freeDelivery', label: t('promotionKindFreeDelivery') },
                { value: 'buyXGetY', label: t('promotionKindBuyXGetY') },
              ],
            }}
          />
          <FormField
            label={t('promotionValue')}
            hint={t('promotionValueHint')}
            name="value"
            required={false}
            inputMode="decimal"
            defaultValue={shown(
              'value',
              !saved
                ? ''
                : saved.kind === 'fixed'
                  ? formatAmountToEdit(saved.value, lang)
                  : whole(saved.value),
            )}
          />
          <FormField
            label={t('promotionMinimum')}
            name="minimumOrder"
            required={false}
            inputMode="decimal"
            defaultValue={shown('minimumOrder', saved ? formatAmountToEdit(saved.minimumOrder, lang) : '')}
          />
          <StaffDateField
            name="startsOn"
            label={t('promotionStartsOn')}
            defaultValue={shown('startsOn', saved?.startsOn ?? '')}
          />
          <StaffDateField
            name="endsOn"
            label={t('promotionEndsOn')}
            defaultValue={shown('endsOn', saved?.endsOn ?? '')}
          />
          <FormField
            label={t('promotionMaxUses')}
            name="maxUses"
            required={false}
            inputMode="numeric"
            defaultValue={shown('maxUses', whole(saved?.maxUses))}
          />
          <FormField
            label={t('promotionMaxUsesPerUser')}
            name="maxUsesPerUser"
            required={false}
            inputMode="numeric"
            defaultValue={shown('maxUsesPerUser', whole(saved?.maxUsesPerUser))}
          />
          {(['buyQuantity', 'getQuantity'] as const).map((name) => (
            <FormField
              key={name}
              label={t(name === 'buyQuantity' ? 'promotionBuyQuantity' : 'promotionGetQuantity')}
              name={name}
              required={false}
              inputMode="numeric"
              defaultValue={shown(name, whole(saved?.[name]))}
            />
          ))}
          <fieldset className="sm:col-span-2">
            <legend className="font-semibold">{t('promotionBranches')}</legend>
            <p className="text-sm text-slate-700">{t('promotionBranchesHint')}</p>
            <div className="mt-1 flex flex-wrap gap-x-4">
              {data.branches.map((branch) => (
                <label key={branch.id} className="flex min-h-11 items-center gap-2">
                  <input
                    type="checkbox"
                    name="branchIds"
                    value={branch.id}
                    defaultChecked={chosenBranches.includes(String(branch.id))}
                    className="size-5"
                  />
                  {branch.name}
                </label>
              ))}
            </div>
          </fieldset>
          <PromotionTargets
            saved={saved}
            products={saved ? data.products : []}
            categories={data.categories}
            brands={data.brands}
            shown={shown}
            answer={answer}
          />
          {(['firstOrderOnly', 'combinable'] as const).map((name) => (
            <label key={name} className="flex min-h-11 items-center gap-2">
              <input
                type="checkbox"
                name={name}
                defaultChecked={shown(name, saved?.[name] ? 'on' : '') === 'on'}
                className="size-5"
              />
              {t(name === 'firstOrderOnly' ? 'promotionFirstOrderOnly' : 'promotionCombinable')}
            </label>
          ))}
        </>
      );
    };

  return (
    <div className="max-w-5xl">
      <h1 className="text-2xl font-bold">{t('promotionsTitle')}</h1>
      <p className="mt-1 max-w-3xl text-slate-700">{t('promotionsIntro')}</p>
      {editing ? (
        <>
          <NamesForm
            intent="edit"
            id={editing.id}
            version={editing.version}
            names={editing}
            title={t('promotionEditTitle', { name: nameOf(editing) })}
            submit={t('promotionSave')}
          >
            {fields(editing)}
          </NamesForm>
          {usage && (
            <section className={`${card} mt-4`} aria-labelledby="promotion-usage">
              <div className="flex flex-wrap items-center gap-2">
                <h2 id="promotion-usage" className="me-auto text-lg font-bold">
                  {t('promotionUsageTitle')}
                </h2>
                <ReportDownloads table={promotionUsageTable(editing, usage, t)} period={null} />
              </div>
              <UsageTable table={promotionUsageTable(editing, usage, t)} />
            </section>
          )}
          <Link to={here} className={pageLink}>
            {t('promotionClose')}
          </Link>
        </>
      ) : (
        <NamesForm intent="create" title={t('promotionNew')} submit={t('promotionCreate')}>
          {fields(null)}
        </NamesForm>
      )}
      {data.promotions.length === 0 ? (
        <p className="mt-4">{t('promotionsEmpty')}</p>
      ) : (
        <ul className="mt-4 grid gap-2">
          {data.promotions.map((p) => (
            <li
              key={p.id}
              className={`${card} flex flex-wrap items-center gap-x-3 gap-y-2 ${p.active ? '' : 'bg-slate-100'}`}
              data-testid={`promotion-${p.id}`}
            >
              <div className="min-w-48 flex-1">
                <p className="font-semibold">
                  <bdi>{nameOf(p)}</bdi>
                </p>
                <p className="text-sm text-slate-700">
                  {gives(p)} – {p.code ? <bdi dir="ltr">{p.code}</bdi> : t('promotionAutomatic')} –{' '}
                  {p.branchIds.length === 0
                    ? t('promotionEveryBranch')
                    : p.branchIds.map(branchName).join('، ')}
                </p>
                <p className="text-sm text-slate-700">
                  {t('promotionUses', { count: formatNumber(p.uses, lang) })}
                  {!p.active && (
                    <span className="ms-2 font-semibold text-red-800">{t('promotionEnded')}</span>
                  )}
                </p>
              </div>
              <div className="flex flex-wrap items-center gap-2">
                <Link to={`${here}?edit=${p.id}`} className={pageLink}>
                  {t('promotionEditLink')}
                </Link>
                {p.active && (
                  <RowButton
                    intent="end"
                    id={p.id}
                    version={p.version}
                    label={t('promotionEnd')}
                    ariaLabel={`${t('promotionEnd')}: ${nameOf(p)}`}
                    danger
                  />
                )}
              </div>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The usage table as the page shows it (the page's digits); the last row is every branch's. */
function UsageTable({ table }: { table: ReportTable }) {
  const lang = useStaffLang();
  const money = useStaffMoney();
  return (
    <table className="mt-2 w-full text-start">
      <thead>
        <tr className="text-sm text-slate-700">
          {table.columns.map((column) => (
            <th key={column.label} className="text-start">
              {column.label}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {table.rows.map((row, index) => (
          <tr key={String(row[0])} className={index === table.rows.length - 1 ? 'font-semibold' : undefined}>
            {row.map((cell, i) => (
              <td key={table.columns[i]!.label}>{displayCell(cell, table.columns[i]!.kind, lang, money)}</td>
            ))}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
