import {
  type Lang,
  orderStatusIds,
  paymentTypeIds,
  type ReportSummary,
  type StaffReport,
  storeTimeZone,
} from '@store/contract';
import { type SQL, sql } from 'drizzle-orm';
import { type Db, queryRows } from '../db/client.ts';
import { averageBasket, everyDay, everyHour, previousPeriod, promiseKeptByDay } from './report-rules.ts';

/**
 * The reports' figures, each computed in SQL over the orders (docs/decisions/0055): the same
 * statements on PGlite and PostgreSQL. Days and hours are Cairo's (`at time zone` the store's
 * `storeTimeZone`, summer time included); a period runs from the start of its first Cairo day to the end of its last.
 * Orders still waiting for an online payment are no orders yet; cancelled ones count apart.
 */

const cancelled = orderStatusIds.cancelled;
/** Sums arrive as bigint (a string on PostgreSQL): numbers again, exact up to 2^53 piasters. */
const num = (value: unknown) => Number(value ?? 0);

/** The store's zone as SQL text (a literal, not a parameter: the same expression in select and group by). */
const zone = sql.raw(`'${storeTimeZone}'`);
/** The first instant of a Cairo day, and the first instant after the last one. */
const dayStart = (day: string) => sql`((${day})::date::timestamp at time zone ${zone})`;
const dayEnd = (day: string) => sql`(((${day})::date + 1)::timestamp at time zone ${zone})`;

function inBranches(column: SQL, branchIds: readonly number[] | null): SQL {
  if (branchIds === null) return sql`true`;
  return sql`${column} in (${sql.join(
    [...branchIds, -1].map((id) => sql`${id}`),
    sql`, `,
  )})`;
}

export interface ReportFilter {
  from: string;
  to: string;
  /** null: every branch. */
  branchIds: readonly number[] | null;
  lang: Lang;
}

async function summaries(db: Db, filter: ReportFilter, before: { from: string; to: string }) {
  const branches = inBranches(sql`o.branch_id`, filter.branchIds);
  const rows = await queryRows<{
    period: string;
    orders: number;
    revenue: unknown;
    cancelled: number;
    new_customers: number;
    returning_customers: number;
  }>(
    db,
    sql`
    with scoped as (
      select o.user_id, o.total, o.status_id,
        case when o.created_at >= ${dayStart(filter.from)} then 'current' else 'previous' end as period
      from orders o
      where not o.awaiting_payment and ${branches}
        and o.created_at >= ${dayStart(before.from)} and o.created_at < ${dayEnd(filter.to)}
    ),
    customers as (
      select distinct period, user_id from scoped where status_id <> ${cancelled}
    ),
    customer_kinds as (
      select c.period,
        count(*) filter (where not exists (
          select 1 from orders p
          where p.user_id = c.user_id and not p.awaiting_payment and p.status_id <> ${cancelled}
            and p.created_at < case when c.period = 'current' then ${dayStart(filter.from)} else ${dayStart(before.from)} end
        ))::int as new_customers,
        count(*)::int as customers
      from customers c group by c.period
    ),
    totals as (
      select period,
        (count(*) filter (where status_id <> ${cancelled}))::int as orders,
        coalesce(sum(total) filter (where status_id <> ${cancelled}), 0)::bigint as revenue,
        (count(*) filter (where status_id = ${cancelled}))::int as cancelled
      from scoped group by period
    )
    select t.period, t.orders, t.revenue, t.cancelled,
      coalesce(k.new_customers, 0)::int as new_customers,
      (coalesce(k.customers, 0) - coalesce(k.new_customers, 0))::int as returning_customers
    from totals t left join customer_kinds k on k.period = t.period`,
  );
  const of = (period: 'current' | 'previous', bounds: { from: string; to: string }): ReportSummary => {
    const row = rows.find((r) => r.period === period);
    const orders = num(row?.orders);
    const revenuePiasters = num(row?.revenue);
    return {
      from: bounds.from,
      to: bounds.to,
      orders,
      revenuePiasters,
      averageBasketPiasters: averageBasket(revenuePiasters, orders),
      cancelled: num(row?.cancelled),
      newCustomers: num(row?.new_customers),
      returningCustomers: num(row?.returning_customers),
    };
  };
  return { current: of('current', filter), previous: of('previous', before) };
}

/** The orders of the period (not cancelled, not waiting for a payment), as a `where` clause on `o`. */
function periodOrders(filter: ReportFilter): SQL {
  return sql`not o.awaiting_payment and o.status_id <> ${cancelled}
    and ${inBranches(sql`o.branch_id`, filter.branchIds)}
    and o.created_at >= ${dayStart(filter.from)} and o.created_at < ${dayEnd(filter.to)}`;
}

export async function staffReport(db: Db, filter: ReportFilter): Promise<Omit<StaffReport, 'branchId'>> {
  const before = previousPeriod(filter.from, filter.to);
  const placed = sql`not o.awaiting_payment and ${inBranches(sql`o.branch_id`, filter.branchIds)}
    and o.created_at >= ${dayStart(filter.from)} and o.created_at < ${dayEnd(filter.to)}`;

  const { current, previous } = await summaries(db, filter, before);

  const days = await queryRows<{ date: string; orders: number; revenue: unknown }>(
    db,
    sql`select to_char((o.created_at at time zone ${zone})::date, 'YYYY-MM-DD') as date,
        count(*)::int as orders, sum(o.total)::bigint as revenue
      from orders o where ${periodOrders(filter)} group by 1`,
  );

  const hours = await queryRows<{ hour: number; orders: number; revenue: unknown }>(
    db,
    sql`select extract(hour from o.created_at at time zone ${zone})::int as hour,
        count(*)::int as orders, sum(o.total)::bigint as revenue
      from orders o where ${periodOrders(filter)} group by 1`,
  );

  const paymentTypes = await queryRows<{ id: number; name: string | null; orders: number; revenue: unknown }>(
    db,
    sql`select o.payment_type_id as id, min(t.name) as name, count(*)::int as orders, sum(o.total)::bigint as revenue
      from orders o
      left join payment_type_translations t on t.owner_id = o.payment_type_id and t.lang = ${filter.lang}
      where ${periodOrders(filter)}
      group by o.payment_type_id order by count(*) desc, o.payment_type_id`,
  );

  const cancellations = await queryRows<{
    reason_id: number | null;
    reason: string | null;
    cancelled_by: string | null;
    orders: number;
  }>(
    db,
    sql`select o.cancellation_reason_id as reason_id, min(t.name) as reason,
        coalesce(o.cancelled_by, '') as cancelled_by, count(*)::int as orders
      from orders o
      left join cancellation_reason_translations t
        on t.owner_id = o.cancellation_reason_id and t.lang = ${filter.lang}
      where ${placed} and o.status_id = ${cancelled}
      group by o.cancellation_reason_id, coalesce(o.cancelled_by, '')
      order by count(*) desc, o.cancellation_reason_id nulls last, 3`,
  );

  const [substitutions] = await queryRows<Record<string, number>>(
    db,
    sql`select count(*)::int as offered,
        (count(*) filter (where s.state = 'substituted'))::int as accepted,
        (count(*) filter (where s.state = 'dropped'))::int as refused,
        (count(*) filter (where s.state = 'expired'))::int as expired,
        (count(*) filter (where s.state = 'pending'))::int as pending
      from order_substitutions s join orders o on o.id = s.order_id
      where ${placed}`,
  );

  // Prescriptions sent in the period and the minutes to their first answer: the quote's time, or the
  // rejection's (its audit row: a rejected prescription keeps no time of its own).
  const [received] = await queryRows<Record<string, unknown>>(
    db,
    sql`select count(*)::int as received,
        (count(*) filter (where p.quoted_at is not null))::int as quoted,
        (count(*) filter (where p.status = 'rejected'))::int as rejected,
        (count(*) filter (where p.status = 'new'))::int as waiting,
        percentile_cont(0.5) within group (order by extract(epoch from (a.answered_at - p.created_at)) / 60)
          as median_minutes
      from prescriptions p
      cross join lateral (select coalesce(p.quoted_at, (select min(l.at) from staff_audit_log l
          where l.entity = 'prescription' and l.entity_id = p.id and l.action = 'prescription.rejected'))
        as answered_at) a
      where ${inBranches(sql`p.branch_id`, filter.branchIds)}
        and p.created_at >= ${dayStart(filter.from)} and p.created_at < ${dayEnd(filter.to)}`,
  );

  // What sold: the period's orders' lines, by product and by the product's top-level category.
  const topProducts = await queryRows<{
    id: number;
    name: string | null;
    quantity: unknown;
    orders: number;
    revenue: unknown;
  }>(
    db,
    sql`select i.product_id as id, min(t.name) as name, sum(i.quantity_milli)::bigint as quantity,
        count(distinct i.order_id)::int as orders, sum(i.amount)::bigint as revenue
      from order_items i join orders o on o.id = i.order_id
      left join product_translations t on t.owner_id = i.product_id and t.lang = ${filter.lang}
      where ${periodOrders(filter)}
      group by i.product_id order by sum(i.amount) desc, i.product_id limit 10`,
  );

  const topCategories = await queryRows<{
    id: number;
    name: string | null;
    orders: number;
    revenue: unknown;
  }>(
    db,
    sql`select p.category1_id as id, min(t.name) as name,
        count(distinct i.order_id)::int as orders, sum(i.amount)::bigint as revenue
      from order_items i join orders o on o.id = i.order_id
      join products p on p.id = i.product_id
      left join category_translations t on t.owner_id = p.category1_id and t.lang = ${filter.lang}
      where ${periodOrders(filter)}
      group by p.category1_id order by sum(i.amount) desc, p.category1_id limit 10`,
  );

  const misses = await queryRows<{ words: string; lang: string; searches: unknown }>(
    db,
    sql`select m.words, m.lang, sum(m.count)::bigint as searches
      from search_misses m
      where m.day >= ${filter.from}::date and m.day <= ${filter.to}::date
        and ${inBranches(sql`m.branch_id`, filter.branchIds)}
      group by m.words, m.lang order by sum(m.count) desc, m.words limit 20`,
  );

  // Couriers: the orders they delivered in the period (by the delivery's time), paid at the door.
  // Due is what the order cost at the door: a return refunded since lowered its total, not the shift's
  // takings (docs/decisions/0085).
  const couriers = await queryRows<{
    id: number;
    name: string;
    delivered: number;
    due: unknown;
    cash: unknown;
    card_reader: unknown;
  }>(
    db,
    sql`select s.id, s.name, count(*)::int as delivered,
        sum(o.total + o.returned_amount)::bigint as due,
        coalesce(sum(o.amount_collected) filter (where o.payment_type_id = ${paymentTypeIds.cash}), 0)::bigint as cash,
        coalesce(sum(o.amount_collected) filter (where o.payment_type_id = ${paymentTypeIds.cardReader}), 0)::bigint as card_reader
      from orders o
      join staff s on s.id = o.courier_id
      join order_events e on e.order_id = o.id and e.type = 'order.delivered'
      where o.payment_type_id in (${paymentTypeIds.cash}, ${paymentTypeIds.cardReader})
        and ${inBranches(sql`o.branch_id`, filter.branchIds)}
        and e.at >= ${dayStart(filter.from)} and e.at < ${dayEnd(filter.to)}
      group by s.id, s.name order by s.name, s.id`,
  );

  // The promise (docs/decisions/0088): instant orders placed with one and delivered in the period (by
  // the delivery's Cairo day), with their first acceptance and delivery; kept or not is the pure rule's.
  const promised = await queryRows<{
    branch_id: number;
    branch: string | null;
    date: string;
    accepted_at: unknown;
    delivered_at: unknown;
    promise_minutes: number;
  }>(
    db,
    sql`select o.branch_id, min(t.name) as branch, o.promise_minutes,
        to_char((min(d.at) at time zone ${zone})::date, 'YYYY-MM-DD') as date,
        extract(epoch from min(a.at))::float8 as accepted_at, extract(epoch from min(d.at))::float8 as delivered_at
      from orders o
      join order_events d on d.order_id = o.id and d.type = 'order.delivered'
      join order_events a on a.order_id = o.id and a.type = 'order.accepted'
      left join branch_translations t on t.owner_id = o.branch_id and t.lang = ${filter.lang}
      where o.promise_minutes is not null and o.delivery_date is null
        and ${inBranches(sql`o.branch_id`, filter.branchIds)}
      group by o.id, o.branch_id, o.promise_minutes
      having min(d.at) >= ${dayStart(filter.from)} and min(d.at) < ${dayEnd(filter.to)}`,
  );

  return {
    current,
    previous,
    days: everyDay(
      filter.from,
      filter.to,
      days.map((d) => ({ date: d.date, orders: num(d.orders), revenuePiasters: num(d.revenue) })),
      (date) => ({ date, orders: 0, revenuePiasters: 0 }),
    ),
    hours: everyHour(
      hours.map((h) => ({ hour: num(h.hour), orders: num(h.orders), revenuePiasters: num(h.revenue) })),
      (hour) => ({ hour, orders: 0, revenuePiasters: 0 }),
    ),
    paymentTypes: paymentTypes.map((p) => ({
      id: num(p.id),
      name: p.name ?? String(p.id),
      orders: num(p.orders),
      revenuePiasters: num(p.revenue),
    })),
    cancellations: cancellations.map((c) => ({
      reasonId: c.reason_id === null ? null : num(c.reason_id),
      reason: c.reason ?? '',
      cancelledBy: c.cancelled_by ?? '',
      orders: num(c.orders),
    })),
    substitutions: {
      offered: num(substitutions?.offered),
      accepted: num(substitutions?.accepted),
      refused: num(substitutions?.refused),
      expired: num(substitutions?.expired),
      pending: num(substitutions?.pending),
    },
    prescriptions: {
      received: num(received?.received),
      quoted: num(received?.quoted),
      rejected: num(received?.rejected),
      waiting: num(received?.waiting),
      medianMinutesToAnswer:
        received?.median_minutes === null || received?.median_minutes === undefined
          ? null
          : Math.round(num(received.median_minutes)),
    },
    topProducts: topProducts.map((p) => ({
      id: num(p.id),
      name: p.name ?? String(p.id),
      quantity: num(p.quantity) / 1000,
      orders: num(p.orders),
      revenuePiasters: num(p.revenue),
    })),
    topCategories: topCategories.map((c) => ({
      id: num(c.id),
      name: c.name ?? String(c.id),
      orders: num(c.orders),
      revenuePiasters: num(c.revenue),
    })),
    promiseKept: promiseKeptByDay(
      promised.map((p) => ({
        branchId: num(p.branch_id),
        branch: p.branch ?? String(p.branch_id),
        date: p.date,
        acceptedAt: new Date(num(p.accepted_at) * 1000),
        deliveredAt: new Date(num(p.delivered_at) * 1000),
        promiseMinutes: num(p.promise_minutes),
      })),
    ),
    searchesWithoutResults: misses.map((m) => ({ words: m.words, lang: m.lang, searches: num(m.searches) })),
    couriers: couriers.map((c) => {
      const cashPiasters = num(c.cash);
      const cardReaderPiasters = num(c.card_reader);
      const duePiasters = num(c.due);
      return {
        id: num(c.id),
        name: c.name,
        delivered: num(c.delivered),
        duePiasters,
        cashPiasters,
        cardReaderPiasters,
        differencePiasters: cashPiasters + cardReaderPiasters - duePiasters,
      };
    }),
  };
}

/**
 * Counts a search that found nothing (the listing's first page of a keyword alone): one row per
 * Cairo day, branch, language and words, its count raised in the same statement on every instance.
 */
export async function countSearchMiss(db: Db, miss: { branchId: number; lang: Lang; words: string }) {
  await db.execute(sql`
    insert into search_misses (day, branch_id, lang, words, count)
    values ((now() at time zone ${zone})::date, ${miss.branchId}, ${miss.lang}, ${miss.words}, 1)
    on conflict (day, branch_id, lang, words) do update set count = search_misses.count + 1`);
}
