import { Form, Link } from 'react-router';
import { formatDay, formatId, formatNumber, formatTime } from '../../i18n/format.ts';
import type { CourierCashData } from './courier.server.ts';
import { useStaffLang, useStaffMoney, useStaffT } from './staff-copy.ts';
import { branchName } from './staff-rules.ts';

const card = 'rounded-xl border border-slate-200 bg-white p-4';

/**
 * What each courier took at the door on a day (docs/decisions/0043): cash to hand in, card-reader
 * takings apart, and the orders behind each figure. A plain GET form, so it works without scripts.
 */
export function CourierCashScreen({ data }: { data: CourierCashData }) {
  const t = useStaffT();
  const lang = useStaffLang();
  const money = useStaffMoney();
  const totalCash = data.couriers.reduce((sum, c) => sum + c.cash, 0);
  const totalCard = data.couriers.reduce((sum, c) => sum + c.cardReader, 0);
  return (
    <div className="grid gap-4">
      <h1 className="text-2xl font-bold">{t('cashTitle')}</h1>
      <p className="text-slate-700">{t('cashIntro')}</p>
      <Form method="get" className={`${card} flex flex-wrap items-end gap-3`}>
        <label className="grid gap-1">
          <span className="font-semibold">{t('cashDate')}</span>
          <input
            type="date"
            name="date"
            defaultValue={data.date}
            className="min-h-11 rounded-lg border border-slate-300 px-3"
          />
        </label>
        {data.branches.length > 1 && (
          <label className="grid gap-1">
            <span className="font-semibold">{t('branch')}</span>
            <select
              name="branchId"
              defaultValue={data.branchId ?? ''}
              className="min-h-11 rounded-lg border border-slate-300 px-3"
            >
              <option value="">{t('allBranches')}</option>
              {data.branches.map((branch) => (
                <option key={branch.id} value={branch.id}>
                  {branch.name}
                </option>
              ))}
            </select>
          </label>
        )}
        <button
          type="submit"
          className="inline-flex min-h-11 items-center rounded-lg bg-brand-700 px-4 font-semibold text-white"
        >
          {t('cashShow')}
        </button>
      </Form>
      <section className={card} aria-labelledby="cash-day">
        <h2 id="cash-day" className="text-lg font-bold">
          {formatDay(data.date, lang)}
          {data.branchId !== null &&
            ` – ${branchName(data.branches, data.branchId, (id) => t('branchNumber', { id: formatId(id, lang) }))}`}
        </h2>
        {data.couriers.length === 0 ? (
          <p className="mt-2">{t('cashNone')}</p>
        ) : (
          <div className="mt-2 overflow-x-auto">
            <table className="w-full min-w-[32rem]">
              <thead className="text-sm text-slate-700">
                <tr>
                  <th scope="col" className="py-2 text-start">
                    {t('cashCourier')}
                  </th>
                  <th scope="col" className="py-2 text-end">
                    {t('cashDelivered')}
                  </th>
                  <th scope="col" className="py-2 text-end">
                    {t('cashCash')}
                  </th>
                  <th scope="col" className="py-2 text-end">
                    {t('cashCard')}
                  </th>
                  <th scope="col" className="py-2 text-start ps-4">
                    {t('cashOrders')}
                  </th>
                </tr>
              </thead>
              <tbody className="divide-y divide-slate-100">
                {data.couriers.map((courier) => (
                  <tr key={courier.id} data-courier-id={courier.id}>
                    <th scope="row" className="py-2 text-start font-semibold">
                      <bdi>{courier.name}</bdi>
                    </th>
                    <td className="py-2 text-end">{formatNumber(courier.delivered, lang)}</td>
                    <td className="py-2 text-end font-bold">{money(courier.cash)}</td>
                    <td className="py-2 text-end">{money(courier.cardReader)}</td>
                    <td className="py-2 ps-4 text-sm">
                      <ul className="flex flex-wrap gap-x-3">
                        {courier.orders.map((order) => (
                          <li key={order.id}>
                            <Link
                              to={`/${lang}/staff/orders/${order.id}`}
                              className="text-brand-800 underline"
                            >
                              #{formatId(order.id, lang)}
                            </Link>{' '}
                            {formatTime(order.deliveredAt, lang)}
                          </li>
                        ))}
                      </ul>
                    </td>
                  </tr>
                ))}
              </tbody>
              <tfoot className="border-t-2 border-slate-300">
                <tr>
                  <th scope="row" className="py-2 text-start">
                    {t('cashTotal')}
                  </th>
                  <td className="py-2 text-end">
                    {formatNumber(
                      data.couriers.reduce((sum, c) => sum + c.delivered, 0),
                      lang,
                    )}
                  </td>
                  <td className="py-2 text-end font-bold">{money(totalCash)}</td>
                  <td className="py-2 text-end">{money(totalCard)}</td>
                  <td />
                </tr>
              </tfoot>
            </table>
          </div>
        )}
      </section>
    </div>
  );
}
