import { sql } from "drizzle-orm";
import { type Db, literal, queryRows } from "../../platform/db/index.js";
import { ORDER_STATE, REFUND_STATE } from "./order-state.js";

/** One UTC day of the marketplace's orders, for the console's dashboard. Money in cents (strings). */
export interface OrderDayFigures {
  day: string;
  orders: number;
  paid_orders: number;
  turnover_minor: string;
  refunds: number;
  refunded_minor: string;
}

/**
 * Per UTC day since `since` (a UTC midnight): orders placed (by creation), paid turnover (by
 * payment time, what the shopper paid), refunds paid back (state 4, by completion). One statement.
 */
export const orderFiguresByDay = (db: Db, since: Date) =>
  queryRows<OrderDayFigures>(
    db,
    sql`with s as (select ${since.toISOString()}::timestamptz as t),
        placed as (
          select (created_at at time zone 'UTC')::date as day, count(*)::int as n
          from orders where created_at >= (select t from s) group by 1),
        paid as (
          select (paid_at at time zone 'UTC')::date as day, count(*)::int as n, sum(pay_minor) as amount
          from orders where paid_at >= (select t from s) group by 1),
        back as (
          select (completed_at at time zone 'UTC')::date as day, count(*)::int as n, sum(money_minor) as amount
          from refunds where state = ${literal(REFUND_STATE.REFUNDED)} and completed_at >= (select t from s) group by 1),
        days as (select day from placed union select day from paid union select day from back)
        select d.day::text as day, coalesce(placed.n, 0) as orders, coalesce(paid.n, 0) as paid_orders,
          coalesce(paid.amount, 0)::text as turnover_minor, coalesce(back.n, 0) as refunds,
          coalesce(back.amount, 0)::text as refunded_minor
        from days d left join placed on placed.day = d.day left join paid on paid.day = d.day
          left join back on back.day = d.day`,
  );

/** What waits for staff in the orders module: refunds in arbitration and the supplier desk's queue. */
export async function pendingOrderReviews(db: Db): Promise<{ refunds: number; supplier: number }> {
  const [row] = await queryRows<{ refunds: number; supplier: number }>(
    db,
    sql`select (select count(*)::int from refunds where state = ${literal(REFUND_STATE.ARBITRATION)}) as refunds,
               (select count(*)::int from orders where state = ${literal(ORDER_STATE.TO_SHIP)} and delivery_paid_at is not null) as supplier`,
  );
  return row ?? { refunds: 0, supplier: 0 };
}
