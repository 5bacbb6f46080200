import { and, asc, eq, inArray, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";
import { shopOwnerOf, shopStateOf } from "../catalogue/index.js";
import { ORDER_TRANSITIONS } from "./order-state.js";
import type { OrderRow } from "./orders.repo.js";
import { orders } from "./orders.tables.js";

/** The payment's statements on orders: the lock that reads what paying needs, and the state change. */

export type PayingOrder = OrderRow & {
  owner: number;
  /** the shop's state: a closed or locked store's orders cannot be paid */
  shopState: number;
  lines: { goods_id: number; number: number }[];
};

/**
 * The user's orders to pay, locked, each with its shop's owner and its lines (goods and number):
 * one statement, where three were.
 */
export async function lockForPayment(db: Db, userId: number, ids: number[]): Promise<PayingOrder[]> {
  const rows = await db
    .select({
      order: orders,
      // qualified by hand: drizzle writes a lone table's columns unqualified, and inside these
      // subqueries "id" would name the inner table's column
      owner: sql<number>`${shopOwnerOf(sql`"orders"."shop_id"`)}`,
      shopState: sql<number>`${shopStateOf(sql`"orders"."shop_id"`)}`,
      lines: sql<
        PayingOrder["lines"]
      >`(select coalesce(json_agg(json_build_object('goods_id', l.goods_id, 'number', l.number)), '[]'::json)
        from order_goods l where l.order_id = "orders"."id")`,
    })
    .from(orders)
    .where(and(inArray(orders.id, ids), eq(orders.userId, userId)))
    .orderBy(asc(orders.id))
    .for("update", { of: orders });
  return rows.map((r) => ({ ...r.order, owner: r.owner, shopState: Number(r.shopState), lines: r.lines }));
}

/** Paid (1 -> 2) with a "paid" event each, in one statement; the rows are locked and checked already. */
export async function markPaid(db: Db, ids: number[], at: Date): Promise<void> {
  const { from, to } = ORDER_TRANSITIONS.pay;
  const paid = await queryRows(
    db,
    sql`with u as (
          update orders set state = ${to}, paid_at = ${at}
          where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and state in (${sql.join(
            from.map((s) => sql`${s}`),
            sql`, `,
          )}) returning id
        )
        insert into order_events (order_id, kind, content, created_at)
        select id, 'paid', 'Paid from the wallet', ${at} from u returning order_id`,
  );
  if (paid.length !== ids.length) throw new AppError("order_state");
}
