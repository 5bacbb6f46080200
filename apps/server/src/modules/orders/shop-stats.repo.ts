import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";

export interface ShopOrderDay {
  /** UTC day, `yyyy-mm-dd` */
  day: string;
  orders: number;
  /** cents, as a decimal integer string */
  turnover_minor: string;
}

export interface ShopOrderStats {
  /** every order of the shop ever paid */
  orders: number;
  turnover_minor: string;
  /** the days from `from` on that had paid orders, by the day of payment */
  days: ShopOrderDay[];
}

/**
 * The shop home's order figures (docs/rules.md#shop-home): orders are the shop's orders that were
 * paid (`paid_at` set), whatever happened to them later; turnover is what their buyers paid
 * (`pay_minor`: goods + freight - discount), refunds not subtracted (the finance report shows
 * those). Days are UTC days of the payment, from `from` (`yyyy-mm-dd`, inclusive).
 */
export async function shopOrderStats(db: Db, shopId: number, from: string): Promise<ShopOrderStats> {
  const [[total], days] = await Promise.all([
    queryRows<{ n: number; t: string }>(
      db,
      sql`select count(*)::int as n, coalesce(sum(pay_minor), 0)::text as t
          from orders where shop_id = ${shopId} and paid_at is not null`,
    ),
    queryRows<ShopOrderDay>(
      db,
      sql`select to_char((paid_at at time zone 'utc')::date, 'YYYY-MM-DD') as day, count(*)::int as orders,
            coalesce(sum(pay_minor), 0)::text as turnover_minor
          from orders where shop_id = ${shopId} and paid_at >= (${from}::date)::timestamp at time zone 'utc'
          group by 1 order by 1`,
    ),
  ]);
  return { orders: total?.n ?? 0, turnover_minor: total?.t ?? "0", days };
}
