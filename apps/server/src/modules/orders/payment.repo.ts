import { type SQL, sql } from "drizzle-orm";
import {
  columnsOf,
  type Db,
  type PreparedStatement,
  queryPrepared,
  rowMapper,
  sqlText,
} from "../../platform/db/index.js";
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
  /** its lines: goods, number, and the price per unit as text (cents) */
  lines: { goods_id: number; number: number; price_minor: string }[];
};

/** a catalogue fragment's text for the order's shop */
const onOrdersShop = (fragment: (shopId: SQL) => SQL) => sqlText(fragment(sql.raw(`"orders"."shop_id"`)));

/**
 * The user's orders to pay, locked, each with its shop's owner and its lines (goods, number, price):
 * one statement, where three were; prepared (a fixed text: the ids as one array), since every
 * payment sends it (bench/README.md, Checkout). $1 the order ids, $2 the user.
 */
const LOCK_FOR_PAYMENT: PreparedStatement = {
  name: "orders_lock_for_payment_v2",
  text: `select ${columnsOf(orders, "orders")}, ${onOrdersShop(shopOwnerOf)} as "owner",
      ${onOrdersShop(shopStateOf)} as "shop_state",
      (select coalesce(json_agg(json_build_object('goods_id', l.goods_id, 'number', l.number, 'price_minor', l.price_minor::text)), '[]'::json)
        from order_goods l where l.order_id = "orders"."id") as "lines"
    from "orders" where "orders"."id" = any($1::int[]) and "orders"."user_id" = $2
    order by "orders"."id" for update of "orders"`,
};
const orderOf = rowMapper(orders);

export async function lockForPayment(db: Db, userId: number, ids: number[]): Promise<PayingOrder[]> {
  const rows = await queryPrepared<
    Record<string, unknown> & { owner: number; shop_state: number; lines: PayingOrder["lines"] }
  >(db, LOCK_FOR_PAYMENT, [ids, userId]);
  return rows.map((r) => ({ ...orderOf(r), owner: r.owner, shopState: Number(r.shop_state), lines: r.lines }));
}

/** Paid (1 -> 2) with a "paid" event each, in one prepared statement. $1 the new state, $2 when, $3 the ids, $4 the states it may leave. */
const MARK_PAID: PreparedStatement = {
  name: "orders_mark_paid_v2",
  text: `with u as (
      update orders set state = $1, paid_at = $2::timestamptz
      where id = any($3::int[]) and state = any($4::int[]) returning id
    )
    insert into order_events (order_id, kind, content, text, created_at)
    select id, 'paid', '', '{"key":"event.paid"}'::jsonb, $2::timestamptz from u returning order_id`,
};

/** Paid (1 -> 2) with a "paid" event each, in one statement; the rows are locked and checked already. */
export async function markPaid(db: Db, ids: number[], at: Date): Promise<void> {
  const { from, to } = ORDER_TRANSITIONS.pay;
  const paid = await queryPrepared(db, MARK_PAID, [to, at, ids, [...from]]);
  if (paid.length !== ids.length) throw new AppError("order_state");
}
