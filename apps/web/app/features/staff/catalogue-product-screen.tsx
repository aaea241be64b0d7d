import { type StaffBranchRow, stockAdjustmentReasons } from '@store/contract';
import { Link, useLocation } from 'react-router';
import { formatAmount, formatDateTime, formatId, formatNumber } from '../../i18n/format.ts';
import { formatAmountToEdit } from '../../i18n/format-change.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { BatchesSection } from './batches-section.tsx';
import type { CatalogueProductData } from './catalogue.server.ts';
import { MedicineSection } from './medicine-section.tsx';
import { primary, secondary } from './staff-buttons.ts';
import { hasStaffKey, useStaffLang, useStaffT } from './staff-copy.ts';
import { staffMay } from './staff-rules.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4';

type Product = CatalogueProductData['product'];

/**
 * One product's prices and stock at the member's branches: each branch's figures, and for
 * managers and admins its price form (saved from the version it shows: a newer one is refused with
 * what changed) and its stock form; below, the stock ledger of one branch.
 */
export function CatalogueProductScreen({ data }: { data: CatalogueProductData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { product } = data;
  const mayEdit = staffMay(data.staff.role, 'catalogue.edit');
  return (
    <div>
      <Link to={`/${lang}/staff/catalogue`} className="text-brand-800 underline">
        {t('catalogueBack')}
      </Link>
      <h1 className="mt-2 text-2xl font-bold">
        <bdi>{product.name}</bdi>
      </h1>
      <p className="text-slate-700">
        #{formatId(product.id, lang)} – <bdi>{product.brand}</bdi> – <bdi>{product.category}</bdi>
      </p>
      {staffMay(data.staff.role, 'catalogue.products') && (
        <Link
          to={`/${lang}/staff/catalogue/${product.id}/details`}
          className="mt-2 inline-block font-semibold text-brand-800 underline"
        >
          {t('productEditDetails')}
        </Link>
      )}
      <MedicineSection product={product} mayClassify={staffMay(data.staff.role, 'medicines.classify')} />
      {product.branches.length === 0 ? (
        <p className="mt-4">{t('catalogueNoBranches')}</p>
      ) : (
        <div className="mt-4 grid gap-4">
          {product.branches.map((row) => (
            <BranchCard key={row.branchId} product={product} row={row} mayEdit={mayEdit} />
          ))}
        </div>
      )}
      {data.batches && data.ledgerBranchId !== null && <BatchesSection data={data} />}
      {data.ledger && data.ledgerBranchId !== null && <Ledger data={data} />}
    </div>
  );
}

function BranchCard({ product, row, mayEdit }: { product: Product; row: StaffBranchRow; mayEdit: boolean }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const titleId = `branch-${row.branchId}-title`;
  const unit = (n: number) => formatNumber(n, lang);
  // A saved form is drawn anew (its key is the new version or level): its success shows here, in the
  // card that stays, through the forms' shared fetchers.
  const edit = useFormAction<{ branchId: number } | null>({
    key: `edit-${row.branchId}`,
    intent: `edit-${row.branchId}`,
  });
  const stock = useFormAction<{ branchId: number } | null>({
    key: `stock-${row.branchId}`,
    intent: `stock-${row.branchId}`,
  });
  return (
    <section className={card} aria-labelledby={titleId} data-testid="branch-row">
      <h2 id={titleId} className="text-lg font-bold">
        <bdi>{row.branchName}</bdi>
      </h2>
      <dl className="mt-2 grid grid-cols-2 gap-2 text-sm sm:grid-cols-5">
        <Figure label={t('cataloguePrice')} value={formatAmount(row.price, lang)} />
        <Figure
          label={t('catalogueOldPrice')}
          value={row.oldPrice === null ? '—' : formatAmount(row.oldPrice, lang)}
        />
        <Figure label={t('catalogueLevel')} value={row.notSold ? t('catalogueNotSold') : unit(row.stock)} />
        <Figure label={t('catalogueHeld')} value={unit(row.held)} />
        <Figure label={t('catalogueOnHand')} value={unit(row.onHand)} />
      </dl>
      <ResultNotice result={edit.result?.ok ? edit.result : undefined} className="mt-2" />
      <ResultNotice result={stock.result?.ok ? stock.result : undefined} className="mt-2" />
      <Link
        to={`?branch=${row.branchId}#ledger`}
        preventScrollReset
        className="mt-2 inline-block text-brand-800 underline"
      >
        {t('catalogueShowLedger')}
      </Link>
      {mayEdit && (
        <div className="mt-4 grid gap-4 md:grid-cols-2">
          <EditForm key={`edit-${row.version}`} product={product} row={row} />
          <StockForm key={`stock-${row.stock}-${row.held}`} row={row} />
        </div>
      )}
    </section>
  );
}

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-lg bg-slate-50 p-2">
      <dt className="text-xs text-slate-600">{label}</dt>
      <dd className="font-semibold">{value}</dd>
    </div>
  );
}

/** A price to edit, in the page's digits (the API reads Arabic-Indic digits and ٫ too); none: empty. */
const money = (n: number | null, lang: string) => (n === null ? '' : formatAmountToEdit(n, lang));

function EditForm({ product, row }: { product: Product; row: StaffBranchRow }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const intent = `edit-${row.branchId}`;
  const { fetcher, sending, result, posted } = useFormAction<{ branchId: number } | null>({
    key: intent,
    intent,
  });
  const values = posted && !posted.ok ? posted.values : undefined;
  const titleId = `edit-${row.branchId}-title`;
  return (
    <fetcher.Form
      method="post"
      className="grid gap-3 rounded-lg border border-slate-200 p-3"
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="font-bold">
        {t('catalogueEditTitle')}
      </h3>
      <input type="hidden" name="intent" value="edit" />
      <input type="hidden" name="branchId" value={row.branchId} />
      <input type="hidden" name="version" value={row.version} />
      <FormField
        label={t('cataloguePrice')}
        name="price"
        inputMode="decimal"
        maxLength={12}
        defaultValue={values?.price ?? money(row.price, lang)}
      />
      <FormField
        label={t('catalogueOldPrice')}
        name="oldPrice"
        inputMode="decimal"
        required={false}
        maxLength={12}
        hint={t('catalogueOldPriceHint')}
        defaultValue={values?.oldPrice ?? money(row.oldPrice, lang)}
      />
      <FormField
        label={t('catalogueOffer')}
        name="offerTypeId"
        required={false}
        defaultValue={values?.offerTypeId ?? (row.offerTypeId === null ? '' : String(row.offerTypeId))}
        control={{
          select: [
            { value: '', label: t('catalogueNoOffer') },
            ...product.offerTypes.map((type) => ({ value: String(type.id), label: type.name })),
          ],
        }}
      />
      <label className="flex min-h-11 items-center gap-2">
        <input
          type="checkbox"
          name="notSold"
          defaultChecked={values ? values.notSold === 'on' : row.notSold}
          className="size-5"
        />
        {t('catalogueNotSoldLabel')}
      </label>
      <ResultNotice result={result?.ok ? undefined : result} />
      <div>
        <button type="submit" disabled={sending} className={primary}>
          {sending ? t('sending') : t('catalogueSave')}
        </button>
      </div>
    </fetcher.Form>
  );
}

function StockForm({ row }: { row: StaffBranchRow }) {
  const t = useStaffT();
  const intent = `stock-${row.branchId}`;
  const { fetcher, sending, result, posted } = useFormAction<{ branchId: number } | null>({
    key: intent,
    intent,
  });
  const values = posted && !posted.ok ? posted.values : undefined;
  const titleId = `stock-${row.branchId}-title`;
  return (
    <fetcher.Form
      method="post"
      className="grid gap-3 rounded-lg border border-slate-200 p-3"
      aria-labelledby={titleId}
    >
      <h3 id={titleId} className="font-bold">
        {t('catalogueAdjustTitle')}
      </h3>
      <input type="hidden" name="intent" value="stock" />
      <input type="hidden" name="branchId" value={row.branchId} />
      <FormField
        label={t('catalogueAdjustKind')}
        name="kind"
        defaultValue={values?.kind ?? 'add'}
        control={{
          select: [
            { value: 'add', label: t('catalogueAdjustAdd') },
            { value: 'remove', label: t('catalogueAdjustRemove') },
            { value: 'count', label: t('catalogueAdjustCount') },
          ],
        }}
      />
      <FormField
        label={t('catalogueQuantity')}
        name="quantity"
        inputMode="decimal"
        maxLength={12}
        hint={t('catalogueQuantityHint')}
        defaultValue={values?.quantity ?? ''}
      />
      <FormField
        label={t('catalogueReason')}
        name="reason"
        defaultValue={values?.reason ?? 'delivery_received'}
        control={{
          select: stockAdjustmentReasons.map((reason) => ({
            value: reason,
            label: t(`stockReason_${reason}`),
          })),
        }}
      />
      <FormField
        label={t('catalogueNote')}
        name="note"
        required={false}
        maxLength={300}
        control={{ rows: 2 }}
        defaultValue={values?.note ?? ''}
      />
      <ResultNotice result={result?.ok ? undefined : result} />
      <div>
        <button type="submit" disabled={sending} className={primary}>
          {sending ? t('sending') : t('catalogueAdjust')}
        </button>
      </div>
    </fetcher.Form>
  );
}

function Ledger({ data }: { data: CatalogueProductData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const location = useLocation();
  const ledger = data.ledger!;
  const branch = data.product.branches.find((row) => row.branchId === data.ledgerBranchId);
  const older = (before: number) => {
    const search = new URLSearchParams(location.search);
    search.set('before', String(before));
    return `${location.pathname}?${search}#ledger`;
  };
  const signed = (n: number) => `${n > 0 ? '+' : ''}${formatNumber(n, lang)}`;
  return (
    <section id="ledger" className={`${card} mt-6`} aria-labelledby="ledger-title">
      <h2 id="ledger-title" className="text-lg font-bold">
        {t('catalogueLedgerTitle', { branch: branch?.branchName ?? '' })}
      </h2>
      {ledger.movements.length === 0 ? (
        <p className="mt-2">{t('catalogueLedgerEmpty')}</p>
      ) : (
        <div className="mt-2 overflow-x-auto">
          <table className="w-full min-w-[40rem]" data-testid="stock-ledger">
            <thead className="bg-slate-50 text-sm">
              <tr>
                <th scope="col" className="p-2 text-start">
                  {t('catalogueLedgerWhen')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('catalogueLedgerReason')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t('catalogueLedgerChange')}
                </th>
                <th scope="col" className="p-2 text-end">
                  {t('catalogueLedgerLevel')}
                </th>
                <th scope="col" className="p-2 text-start">
                  {t('catalogueLedgerWho')}
                </th>
              </tr>
            </thead>
            <tbody className="divide-y divide-slate-100 align-top">
              {ledger.movements.map((movement) => {
                const reasonKey = `stockReason_${movement.reason}`;
                return (
                  <tr key={movement.id}>
                    <td className="p-2 text-sm whitespace-nowrap">{formatDateTime(movement.at, lang)}</td>
                    <td className="p-2">
                      {hasStaffKey(reasonKey) ? t(reasonKey) : movement.reason}
                      {movement.note && (
                        <span className="block text-sm text-slate-600">
                          <bdi>{movement.note}</bdi>
                        </span>
                      )}
                    </td>
                    <td className="p-2 text-end" dir="ltr">
                      {signed(movement.delta)}
                    </td>
                    <td className="p-2 text-end">{formatNumber(movement.level, lang)}</td>
                    <td className="p-2">
                      {movement.staffName && <bdi>{movement.staffName}</bdi>}
                      {movement.orderId !== null && (
                        <Link
                          to={`/${lang}/staff/orders/${movement.orderId}`}
                          className="text-brand-800 underline"
                        >
                          {t('catalogueLedgerOrder', { id: `#${formatId(movement.orderId, lang)}` })}
                        </Link>
                      )}
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
      )}
      {ledger.nextBefore !== null && (
        <Link to={older(ledger.nextBefore)} preventScrollReset className={`${secondary} mt-3`}>
          {t('catalogueLedgerOlder')}
        </Link>
      )}
    </section>
  );
}
