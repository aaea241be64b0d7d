import { useEffect, useRef, useState } from 'react';
import { Form, Link, useLocation, useSubmit } from 'react-router';
import { formatAmount, formatDateTime, formatId, formatNumber } from '../../i18n/format.ts';
import { localizeCopyDigits } from '../../i18n/i18n.ts';
import { useFormAction } from '../../lib/forms/form-result.ts';
import { FormField } from '../../ui/form-field.tsx';
import { ResultNotice } from '../../ui/result-notice.tsx';
import { ConfirmDialog } from '../../ui/shop-dialog.tsx';
import { ImageViewer } from './image-viewer.tsx';
import { useLiveBoard } from './live-board.ts';
import type { PrescriptionData } from './prescriptions.server.ts';
import { prescriptionTone } from './prescriptions-screen.tsx';
import { addLine, linePiasters, type QuoteLine, quoteTotalPiasters } from './quote-rules.ts';
import { primary, secondary } from './staff-buttons.ts';
import { useStaffLang, useStaffMoney, useStaffT } from './staff-copy.ts';
import { Badge, LiveIndicator } from './staff-list.tsx';
import { branchName, staffMay } from './staff-rules.ts';

type Prescription = PrescriptionData['prescription'];

const card = 'rounded-xl border border-slate-200 bg-white p-4';

/** The pharmacist may answer (or answer again) until the customer has answered the quote. */
const answerable = (status: string) => status === 'new' || status === 'quoted';

/**
 * One prescription: its photos large (turn, zoom), what the customer wrote and where it goes, and
 * the answer: a quote built from products in stock at the branch, with its total as it is typed, or
 * a rejection with the reason the customer will read.
 */
export function PrescriptionScreen({ data }: { data: PrescriptionData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { prescription, staff } = data;
  const live = useLiveBoard(undefined, prescription.id);
  const branch = branchName(data.branches, prescription.branchId, (id) =>
    t('branchNumber', { id: formatId(id, lang) }),
  );
  const mayAnswer = staffMay(staff.role, 'prescriptions.answer') && answerable(prescription.statusKey);
  const money = useStaffMoney();

  return (
    <div>
      <Link to={`/${lang}/staff/prescriptions`} className="text-brand-800 underline">
        {t('backToPrescriptions')}
      </Link>
      <div className="mt-2 flex flex-wrap items-center gap-3">
        <h1 className="text-2xl font-bold">
          {t('prescriptionTitle', { id: `#${formatId(prescription.id, lang)}` })}
        </h1>
        <Badge tone={prescriptionTone(prescription.statusKey)}>{prescription.statusName}</Badge>
        <span className="me-auto" />
        <LiveIndicator state={live} />
      </div>
      <p className="mt-1 text-sm text-slate-700">
        {formatDateTime(prescription.createdAt, lang)} – {branch}
      </p>

      {/* Side by side on a landscape tablet and a desktop, the photos kept in view while the quote scrolls;
          on a portrait tablet the photos stay in a panel at the top. */}
      <div className="mt-4 grid grid-cols-[minmax(0,1fr)] gap-4 md:landscape:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)] lg:landscape:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <section
          className={`${card} min-w-0 self-start md:landscape:sticky md:landscape:top-2 md:portrait:sticky md:portrait:top-0 md:portrait:z-10 md:portrait:max-h-[45vh] md:portrait:overflow-auto md:portrait:shadow-md lg:sticky lg:top-2`}
          aria-labelledby="rx-files-title"
          data-testid="rx-files"
        >
          <h2 id="rx-files-title" className="text-lg font-bold">
            {t('rxFiles')}
          </h2>
          <div className="mt-2">
            <ImageViewer attachments={prescription.attachments} />
          </div>
        </section>

        <div className="grid content-start gap-4">
          <section className={card} aria-labelledby="rx-customer-title">
            <h2 id="rx-customer-title" className="text-lg font-bold">
              {t('customerTitle')}
            </h2>
            <p className="mt-1 font-semibold">
              <bdi>{prescription.customer.name}</bdi>
            </p>
            {prescription.customer.phone && (
              <p>
                {t('phone')}:{' '}
                <a href={`tel:${prescription.customer.phone}`} dir="ltr" className="text-brand-800 underline">
                  <bdi>{localizeCopyDigits(lang, prescription.customer.phone)}</bdi>
                </a>
              </p>
            )}
            <h3 className="mt-3 font-bold">{t('deliverTo')}</h3>
            <p>
              <bdi>{localizeCopyDigits(lang, prescription.address)}</bdi>
            </p>
            <h3 className="mt-3 font-bold">{t('rxDescription')}</h3>
            <p className="whitespace-pre-line">
              {prescription.description ? <bdi>{prescription.description}</bdi> : t('noDescription')}
            </p>
          </section>

          {prescription.orderId !== null && (
            <p className="rounded-lg bg-brand-50 px-3 py-2 font-semibold text-brand-900">
              <Link to={`/${lang}/staff/orders/${prescription.orderId}`} className="underline">
                {t('orderFromQuote', { id: `#${formatId(prescription.orderId, lang)}` })}
              </Link>
            </p>
          )}
          {prescription.rejectionReason && (
            <p className="rounded-lg bg-red-50 px-3 py-2 font-semibold text-red-900">
              {t('rejectedBecause', { reason: prescription.rejectionReason })}
            </p>
          )}

          {prescription.quote && (
            <section className={card} aria-labelledby="rx-quote-title" data-testid="current-quote">
              <h2 id="rx-quote-title" className="text-lg font-bold">
                {t('currentQuote')}
              </h2>
              <ul className="mt-2 divide-y divide-slate-100">
                {prescription.quote.items.map((item) => (
                  <li key={item.productId} className="flex justify-between gap-3 py-1.5">
                    <span>
                      {item.name} × {formatNumber(item.quantity, lang)}
                      {!item.available && (
                        <span className="ms-2 text-sm font-semibold text-red-700">
                          {t('notAvailableNow')}
                        </span>
                      )}
                    </span>
                    <span className="whitespace-nowrap">{money(item.amount)}</span>
                  </li>
                ))}
              </ul>
              <dl className="mt-2 grid grid-cols-[1fr_auto] gap-x-4 border-t border-slate-200 pt-2">
                <dt>{t('subtotal')}</dt>
                <dd className="text-end">{money(prescription.quote.subtotal)}</dd>
                <dt>{t('delivery')}</dt>
                <dd className="text-end">{money(prescription.quote.deliveryCharge)}</dd>
                <dt className="font-bold">{t('total')}</dt>
                <dd className="text-end font-bold">{money(prescription.quote.total)}</dd>
              </dl>
              {prescription.quote.note && (
                <p className="mt-2 text-sm text-slate-700">
                  <bdi>{prescription.quote.note}</bdi>
                </p>
              )}
            </section>
          )}

          {!answerable(prescription.statusKey) && <p className="text-slate-700">{t('rxClosed')}</p>}
          {mayAnswer && (
            <>
              <QuoteBuilder prescription={prescription} branch={branch} search={data.search} />
              <RejectForm />
            </>
          )}
        </div>
      </div>
    </div>
  );
}

function QuoteBuilder({
  prescription,
  branch,
  search,
}: {
  prescription: Prescription;
  branch: string;
  search: PrescriptionData['search'];
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const location = useLocation();
  const submit = useSubmit();
  const typeAhead = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(typeAhead.current), []);
  const [lines, setLines] = useState<QuoteLine[]>([]);
  const { fetcher, sending, result } = useFormAction<{ id: number }>({ intent: 'quote' });
  const money = useStaffMoney();
  const total = quoteTotalPiasters(lines);

  // A quote sent: the page now shows it; the builder starts again empty.
  useEffect(() => {
    if (result?.ok) setLines([]);
  }, [result]);

  const unit = (product: { price: number; weighted: boolean }) =>
    product.weighted
      ? t('perKg', { price: t('money', { amount: formatAmount(product.price, lang) }) })
      : t('money', { amount: formatAmount(product.price, lang) });

  return (
    <section className={`${card} border-brand-300`} aria-labelledby="quote-title" id="quote">
      <h2 id="quote-title" className="text-lg font-bold">
        {t('quoteTitle')}
      </h2>
      <p className="text-sm text-slate-700">{t('quoteHint', { branch })}</p>

      <Form
        method="get"
        action={location.pathname}
        preventScrollReset
        replace
        className="mt-3 flex flex-wrap items-end gap-2"
        role="search"
        // Finds as the pharmacist types (two letters or more, a pause of 300 ms); the button stays for no scripts.
        onChange={(event) => {
          const form = event.currentTarget;
          const value = new FormData(form).get('q');
          if (typeAhead.current) clearTimeout(typeAhead.current);
          if (typeof value !== 'string' || value.trim().length < 2) return;
          typeAhead.current = setTimeout(
            () => submit(form, { replace: true, preventScrollReset: true }),
            300,
          );
        }}
      >
        <FormField
          label={t('searchProducts')}
          name="q"
          required={false}
          maxLength={100}
          defaultValue={search?.q ?? ''}
          autoComplete="off"
          className="min-w-48 flex-1"
        />
        <button type="submit" className={secondary}>
          {t('searchButton')}
        </button>
      </Form>

      {search && (
        <div className="mt-3">
          <h3 className="font-bold">{t('searchResults')}</h3>
          {search.products.length === 0 && search.outOfStock.length === 0 ? (
            <p className="mt-1 text-slate-700">{t('noProductsFound')}</p>
          ) : (
            <ul className="mt-1 grid gap-2" data-testid="quote-search-results">
              {search.products.map((product) => (
                <QuoteSearchRow
                  key={product.id}
                  product={product}
                  lines={lines}
                  setLines={setLines}
                  unit={unit}
                />
              ))}
            </ul>
          )}
          {search.outOfStock.length > 0 && (
            // The brand the doctor named is out: the cheapest in stock with the same ingredients and form.
            <ul className="mt-2 grid gap-2" data-testid="quote-out-of-stock">
              {search.outOfStock.map((named) => (
                <li key={named.id} className="rounded-lg border border-amber-300 bg-amber-50 p-2">
                  <p className="text-sm text-slate-900">
                    {t('quoteOutOfStock', { name: named.name })}
                    {named.ingredients && (
                      <>
                        {' '}
                        (<bdi>{named.ingredients}</bdi>)
                      </>
                    )}
                  </p>
                  {named.cheapest ? (
                    <>
                      <p className="mt-1 text-sm font-semibold text-slate-900">
                        {t('quoteCheapestAlternative')}
                      </p>
                      <ul className="mt-1" data-testid="quote-cheapest">
                        <QuoteSearchRow
                          product={named.cheapest}
                          lines={lines}
                          setLines={setLines}
                          unit={unit}
                        />
                      </ul>
                    </>
                  ) : (
                    <p className="mt-1 text-sm text-slate-800">{t('quoteNoAlternative')}</p>
                  )}
                </li>
              ))}
            </ul>
          )}
        </div>
      )}

      <fetcher.Form method="post" className="mt-4 grid gap-3" data-testid="quote-form">
        <input type="hidden" name="intent" value="quote" />
        {lines.length === 0 ? (
          <p className="rounded-lg border border-dashed border-slate-300 p-3 text-center text-slate-700">
            {t('quoteEmpty')}
          </p>
        ) : (
          <ul className="grid gap-2">
            {lines.map((line) => (
              <li
                key={line.productId}
                data-quote-line={line.productId}
                className="grid grid-cols-[1fr_auto] items-end gap-2 rounded-lg bg-slate-50 p-2 sm:grid-cols-[1fr_10rem_auto_auto]"
              >
                <input type="hidden" name="productId" value={line.productId} />
                <span className="col-span-2 sm:col-span-1">
                  <span className="block font-semibold">{line.name}</span>
                  <span className="block text-sm text-slate-700">{unit(line)}</span>
                </span>
                <FormField
                  label={t('quantityOf', { name: line.name })}
                  name="quantity"
                  defaultValue={String(line.quantity)}
                  onChange={(event) => {
                    const quantity = Number(event.target.value);
                    setLines((current) =>
                      current.map((one) => (one.productId === line.productId ? { ...one, quantity } : one)),
                    );
                  }}
                  control={{
                    select: line.quantities.map((quantity) => ({
                      value: String(quantity),
                      label: line.weighted
                        ? t('kgAmount', { quantity: formatNumber(quantity, lang) })
                        : formatNumber(quantity, lang),
                    })),
                  }}
                />
                <span className="pb-3 text-end font-semibold whitespace-nowrap">
                  {money(linePiasters(line) / 100)}
                </span>
                <button
                  type="button"
                  className={secondary}
                  aria-label={t('removeFromQuote', { name: line.name })}
                  onClick={() =>
                    setLines((current) => current.filter((one) => one.productId !== line.productId))
                  }
                >
                  ×
                </button>
              </li>
            ))}
          </ul>
        )}
        <p className="flex justify-between gap-3 border-t border-slate-200 pt-2 text-lg font-bold">
          <span>{t('quoteItemsTotal')}</span>
          <output aria-live="polite" data-testid="quote-total">
            {money(total / 100)}
          </output>
        </p>
        <p className="text-sm text-slate-700">{t('quoteTotalHint')}</p>
        <FormField
          label={t('quoteNote')}
          name="note"
          required={false}
          maxLength={500}
          control={{ rows: 2 }}
          defaultValue={prescription.quote?.note ?? ''}
        />
        <ResultNotice result={result} />
        <button type="submit" className={primary} disabled={sending || lines.length === 0}>
          {sending ? t('sending') : t('sendQuote')}
        </button>
      </fetcher.Form>
    </section>
  );
}

/**
 * Rejecting ends the prescription for the customer and cannot be undone, so it is asked again in the
 * store's confirmation dialog. Without scripts the form posts at once.
 */
function RejectForm() {
  const t = useStaffT();
  const { fetcher, sending, result, submit } = useFormAction<{ id: number }>({ intent: 'reject' });
  const [asking, setAsking] = useState<HTMLFormElement | null>(null);
  return (
    <section className={`${card} content-start border-red-200`} aria-labelledby="reject-title">
      <h2 id="reject-title" className="text-lg font-bold text-red-800">
        {t('rejectTitle')}
      </h2>
      <fetcher.Form
        method="post"
        className="mt-2 grid gap-3"
        onSubmit={(event) => {
          event.preventDefault();
          setAsking(event.currentTarget);
        }}
      >
        <input type="hidden" name="intent" value="reject" />
        <FormField
          label={t('rejectReason')}
          name="reason"
          maxLength={500}
          control={{ rows: 3 }}
          error={result?.fieldErrors.reason}
        />
        <ResultNotice result={result} />
        <button
          type="submit"
          disabled={sending}
          className="inline-flex min-h-11 items-center justify-center rounded-lg bg-red-700 px-4 font-semibold text-white disabled:opacity-60"
        >
          {sending ? t('sending') : t('rejectButton')}
        </button>
      </fetcher.Form>
      <ConfirmDialog
        isOpen={asking !== null}
        onOpenChange={(open) => {
          if (!open) setAsking(null);
        }}
        title={t('rejectConfirmTitle')}
        text={t('rejectConfirmText')}
        confirmLabel={t('rejectConfirmYes')}
        danger
        onConfirm={() => {
          if (asking) submit(asking);
        }}
      />
    </section>
  );
}

type QuoteProduct = NonNullable<PrescriptionData['search']>['products'][number];

/** A product found for the quote: what it is and holds, and the button that adds it. */
function QuoteSearchRow({
  product,
  lines,
  setLines,
  unit,
}: {
  product: QuoteProduct;
  lines: QuoteLine[];
  setLines: (update: (current: QuoteLine[]) => QuoteLine[]) => void;
  unit: (product: QuoteProduct) => string;
}) {
  const t = useStaffT();
  const lang = useStaffLang();
  const chosen = lines.some((line) => line.productId === product.id);
  return (
    <li className="flex items-center justify-between gap-2 rounded-lg border border-slate-200 bg-white p-2">
      <span>
        <span className="block font-semibold">{product.name}</span>
        {product.ingredients && (
          <span className="block text-sm text-slate-800" data-testid="quote-ingredients">
            <bdi>{product.ingredients}</bdi>
          </span>
        )}
        <span className="block text-sm text-slate-700">
          {unit(product)} – {t('inStock', { count: formatNumber(product.stock, lang) })}
        </span>
      </span>
      <button
        type="button"
        className={chosen ? secondary : primary}
        disabled={chosen}
        aria-label={chosen ? undefined : t('addNamed', { name: product.name })}
        onClick={() =>
          setLines((current) =>
            addLine(current, {
              productId: product.id,
              name: product.name,
              price: product.price,
              weighted: product.weighted,
              quantities: product.quantities,
            }),
          )
        }
      >
        {chosen ? t('inQuote') : t('addToQuote')}
      </button>
    </li>
  );
}
