import { useEffect, useState } from 'react';
import { formatDateTime, formatId, formatNumber } from '../../i18n/format.ts';
import { localizeCopyDigits } from '../../i18n/i18n.ts';
import { deliveryLabel } from './delivery-slot.ts';
import { OrderTotals } from './order-totals.tsx';
import { PickBatches } from './pick-batches.tsx';
import { PinLinks } from './pin-links.tsx';
import type { PrintData } from './print.server.ts';
import { useStaffLang, useStaffMoney, useStaffT } from './staff-copy.ts';
import printCss from './staff-print.css?url';

/** The printouts' own style sheet, loaded by the print route only. */
export const printLinks = () => [{ rel: 'stylesheet', href: printCss }];

/**
 * A picking list (what to take from the shelves, with the stock there) or a delivery note (what the
 * customer receives and pays, with a line to sign), on A4 or an 80 mm receipt, in the page's
 * language, with the order number's QR code.
 */
export function PrintScreen({ data }: { data: PrintData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const { order, kind, size } = data;
  const receipt = size === 'receipt';
  const money = useStaffMoney();
  const number = `#${formatId(order.id, lang)}`;
  const title = kind === 'picking' ? t('pickingTitle') : t('deliveryTitle');
  const toCollect = order.payment.typeId !== 3;
  const [scripted, setScripted] = useState(false);
  useEffect(() => setScripted(true), []);
  // Space between columns on either side: the numbers of two columns never run together.
  const cell = receipt ? 'py-1 ps-2 first:ps-0' : 'py-1.5 ps-4 first:ps-0';
  const option = (k: string, s: string) => `?kind=${k}&size=${s}`;

  return (
    <div className="min-h-screen bg-slate-100 py-4 print:bg-white print:py-0">
      <nav aria-label={t('print')} className="mx-auto mb-4 flex max-w-3xl flex-wrap gap-2 px-4 print:hidden">
        {scripted && (
          <button
            type="button"
            onClick={() => window.print()}
            className="min-h-11 rounded-lg bg-brand-700 px-4 font-semibold text-white"
          >
            {t('printButton')}
          </button>
        )}
        {(['picking', 'delivery'] as const).map((k) =>
          (['a4', 'receipt'] as const).map((s) => (
            <a
              key={`${k}-${s}`}
              href={option(k, s)}
              aria-current={k === kind && s === size ? 'page' : undefined}
              className="inline-flex min-h-11 items-center rounded-lg border border-slate-300 bg-white px-3 aria-[current=page]:border-brand-700 aria-[current=page]:font-bold"
            >
              {t(k === 'picking' ? 'printPicking' : 'printDelivery')} –{' '}
              {t(s === 'a4' ? 'sizeA4' : 'sizeReceipt')}
            </a>
          )),
        )}
        <a
          href={`/${lang}/staff/orders/${order.id}`}
          className="inline-flex min-h-11 items-center px-3 underline"
        >
          {t('orderTitle', { id: number })}
        </a>
      </nav>
      <main
        className={`print-sheet mx-auto bg-white text-black shadow ${
          receipt ? 'print-receipt p-2' : 'print-a4 max-w-[210mm] p-8 print:p-0'
        }`}
      >
        <header
          className={`flex items-start justify-between gap-3 border-b-2 border-black ${receipt ? 'pb-2' : 'pb-4'}`}
        >
          <div>
            <p className={`font-bold ${receipt ? 'text-base' : 'text-xl'}`}>{t('storeName')}</p>
            <h1 className={`font-bold ${receipt ? 'text-lg' : 'text-2xl'}`}>{title}</h1>
            <p className={`font-bold ${receipt ? 'text-xl' : 'text-3xl'}`}>{number}</p>
            <p>{formatDateTime(order.createdAt, lang)}</p>
            <p data-testid="print-branch">
              {data.branch?.name ?? t('branchNumber', { id: formatId(order.branchId, lang) })}
              {data.branch?.phone && (
                <>
                  {' – '}
                  {t('branchPhone')} <bdi dir="ltr">{localizeCopyDigits(lang, data.branch.phone)}</bdi>
                </>
              )}
            </p>
            {order.delivery && (
              <p className="font-bold" data-testid="print-delivery">
                {t('deliverySlot')}: {deliveryLabel(t, lang, order.delivery)}
              </p>
            )}
          </div>
          <div
            className="qr shrink-0"
            role="img"
            aria-label={t('qrLabel', { id: number })}
            // biome-ignore lint/security/noDangerouslySetInnerHtml: an SVG drawn on our server from the order's number.
            dangerouslySetInnerHTML={{ __html: data.qrSvg }}
          />
        </header>

        {(kind === 'delivery' || order.flags.needsConfirmationCall) && (
          <section className={`border-b border-black ${receipt ? 'py-2' : 'py-3'}`}>
            <p className="font-bold">
              <bdi>{order.customer.name}</bdi>
              {order.customer.phone && (
                <>
                  {' – '}
                  <bdi dir="ltr">{localizeCopyDigits(lang, order.customer.phone)}</bdi>
                </>
              )}
            </p>
            {kind === 'delivery' && (
              <p>
                <bdi>{localizeCopyDigits(lang, order.address)}</bdi>
              </p>
            )}
            {kind === 'delivery' && order.addressPin && <PinLinks pin={order.addressPin} print />}
            {order.comment && (
              <p className="italic">
                <bdi>{order.comment}</bdi>
              </p>
            )}
            {order.flags.needsConfirmationCall && <p className="font-bold">{t('confirmationCall')}</p>}
            {kind === 'delivery' && order.pharmacist && (
              <p data-testid="print-pharmacist">
                <bdi>{t('pharmacistOfRecord', { name: order.pharmacist.name })}</bdi>
                {order.pharmacist.licenceNumber && (
                  <>
                    {' – '}
                    <bdi>
                      {t('pharmacistLicence', {
                        number: localizeCopyDigits(lang, order.pharmacist.licenceNumber),
                      })}
                    </bdi>
                  </>
                )}
              </p>
            )}
          </section>
        )}

        <table className={`mt-2 w-full ${receipt ? 'text-xs' : ''}`}>
          <thead className="border-b border-black">
            <tr>
              <th scope="col" className={`${cell} text-start`}>
                {t('product')}
              </th>
              <th scope="col" className={`${cell} text-end`}>
                {t('quantity')}
              </th>
              {kind === 'picking' ? (
                <>
                  {!receipt && (
                    <th scope="col" className={`${cell} text-end`}>
                      {t('stockAtBranch')}
                    </th>
                  )}
                  <th scope="col" className={`${cell} text-center`}>
                    {t('picked')}
                  </th>
                </>
              ) : (
                <th scope="col" className={`${cell} text-end`}>
                  {t('amount')}
                </th>
              )}
            </tr>
          </thead>
          <tbody className="divide-y divide-slate-300">
            {order.items.map((item) => (
              <tr key={item.id}>
                <td className={cell}>
                  {item.name}
                  {item.weighted && <span className="block text-xs">{t('byWeight')}</span>}
                  {kind === 'picking' && <PickBatches batches={item.batches} />}
                </td>
                <td className={`${cell} text-end`}>{formatNumber(item.quantity, lang)}</td>
                {kind === 'picking' ? (
                  <>
                    {!receipt && (
                      <td className={`${cell} text-end`}>
                        {item.stockAtBranch === null
                          ? t('notSoldHere')
                          : formatNumber(item.stockAtBranch, lang)}
                      </td>
                    )}
                    <td className={`${cell} text-center`}>
                      <span
                        aria-hidden="true"
                        className="inline-block size-4 border border-black align-middle"
                      />
                    </td>
                  </>
                ) : (
                  <td className={`${cell} text-end whitespace-nowrap`}>{money(item.amount)}</td>
                )}
              </tr>
            ))}
          </tbody>
        </table>

        {kind === 'delivery' && (
          <>
            <OrderTotals order={order} className="mt-2 gap-x-3 border-t border-black pt-2" />
            <p className="mt-2 border-2 border-black p-2 font-bold">
              {toCollect
                ? `${t('toCollect')}: ${money(order.total)} – ${order.payment.type}`
                : order.payment.toCollect
                  ? `${t('toCollect')}: ${money(order.payment.toCollect)} – ${t('beyondHold')}`
                  : t('paidOnline')}
            </p>
            <p className={`${receipt ? 'mt-6' : 'mt-12'} border-t border-black pt-1`}>{t('signature')}</p>
          </>
        )}
        <p className="mt-4 text-xs">{t('printedAt', { at: formatDateTime(data.printedAt, lang) })}</p>
      </main>
    </div>
  );
}
