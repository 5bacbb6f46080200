import type { ShopOrderTab } from "@mp/contracts";
import { and, asc, desc, eq, inArray, isNotNull, or, type SQL, sql } from "drizzle-orm";
import { now } from "../../platform/clock.js";
import { countWhere, type Db, literal, queryRows } from "../../platform/db/index.js";
import { OPEN_REFUND_STATES, ORDER_STATE } from "./order-state.js";
import type { OrderRow } from "./orders.repo.js";
import { orders, refunds } from "./orders.tables.js";

/**
 * The merchant's order lists and the supplier desk's queue. Every read is scoped by an index:
 * `orders_shop_idx` (shop, state, id) for one state, `orders_shop_to_ship_idx` for the "to ship" counts, `orders_shop_all_idx` (shop, id) for all of
 * them, `refunds_shop_idx` for the refund tab and `orders_supplier_queue_idx` for the desk.
 */

/**
 * Who bought from which shop, for another module's one-statement SQL (chat lets a merchant write
 * to their buyers): a relation of `user_id, shop_id`. Join it as `${SHOP_BUYERS_SQL} b` and filter
 * by `b.user_id` (served by `orders_user_idx`).
 */
export const SHOP_BUYERS_SQL = "(select user_id, shop_id from orders)";

const open = literal(...OPEN_REFUND_STATES);
/** the order has supplier goods (their cost, fixed at checkout, is above 0) */
const hasSupplierLine = sql`${orders.supplierMinor} > 0`;

function tabWhere(shopId: number, tab: ShopOrderTab): SQL | undefined {
  switch (tab) {
    case "all":
      return undefined;
    case "refund":
      return sql`${orders.id} in (select r.order_id from ${refunds} r where r.shop_id = ${shopId} and r.state in (${open}))`;
    case "ship_own":
      return and(eq(orders.state, ORDER_STATE.TO_SHIP), sql`not ${hasSupplierLine}`);
    case "pay_supplier":
      return and(eq(orders.state, ORDER_STATE.TO_SHIP), sql`${orders.deliveryPaidAt} is null`, hasSupplierLine);
    case "at_desk":
      return and(eq(orders.state, ORDER_STATE.TO_SHIP), isNotNull(orders.deliveryPaidAt));
    default:
      return eq(orders.state, Number(tab));
  }
}

/** What the search box narrowed the list to: an order number, or orders of these buyers. */
/** An order number as typed, or the buyers it may be part of (a subquery of user ids, accounts' fragment). */
export type OrderSearch = { orderNo: string; buyers: SQL } | null;

function whereOf(shopId: number, tab: ShopOrderTab, search: OrderSearch): SQL | undefined {
  const found = search ? or(eq(orders.orderNo, search.orderNo), sql`${orders.userId} in ${search.buyers}`) : undefined;
  return and(eq(orders.shopId, shopId), tabWhere(shopId, tab), found);
}

/**
 * A page of the shop's orders on a tab, newest first. The page's ids come from the index first
 * (a deep page skips index entries, not table rows), then only those rows are read.
 */
export const shopOrderRows = (
  db: Db,
  shopId: number,
  tab: ShopOrderTab,
  search: OrderSearch,
  limit: number,
  offset: number,
): Promise<OrderRow[]> =>
  db
    .select()
    .from(orders)
    .where(
      inArray(
        orders.id,
        db
          .select({ id: orders.id })
          .from(orders)
          .where(whereOf(shopId, tab, search))
          .orderBy(desc(orders.id))
          .limit(limit)
          .offset(offset),
      ),
    )
    .orderBy(desc(orders.id));

/** How many orders a search found on a tab (the search narrows to a handful of buyers). */
export const shopOrderSearchTotal = (db: Db, shopId: number, tab: ShopOrderTab, search: OrderSearch) =>
  countWhere(db, orders, whereOf(shopId, tab, search));

export type TabCounts = Record<ShopOrderTab, number>;

/**
 * Every tab's count in one statement: one grouped count over the shop's index range, the open
 * refunds, and the three "to ship" views of state 2 (an index-only range of
 * `orders_shop_to_ship_idx`).
 */
export async function shopOrderCounts(db: Db, shopId: number): Promise<TabCounts> {
  const rows = await queryRows<{ k: string; n: number }>(
    db,
    sql`select state::text as k, count(*)::int as n from ${orders} where shop_id = ${shopId} group by state
      union all
      select 'refund', count(*)::int from ${refunds} where shop_id = ${shopId} and state in (${open})
      union all
      select case when o.delivery_paid_at is not null then 'at_desk'
                  when o.supplier_minor > 0 then 'pay_supplier' else 'ship_own' end,
             count(*)::int
        from ${orders} o where o.shop_id = ${shopId} and o.state = ${literal(ORDER_STATE.TO_SHIP)} group by 1`,
  );
  const counts = Object.fromEntries(
    ["all", "1", "2", "3", "4", "6", "7", "refund", "ship_own", "pay_supplier", "at_desk"].map((k) => [k, 0]),
  ) as TabCounts;
  for (const r of rows) {
    const k = r.k as ShopOrderTab;
    counts[k] = Number(r.n);
    if (/^\d$/.test(r.k)) counts.all += Number(r.n);
  }
  return counts;
}

/** One of the shop's orders (deleted-by-shopper included), not locked. */
export async function findShopOrder(db: Db, shopId: number, id: number): Promise<OrderRow | undefined> {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.shopId, shopId)));
  return o;
}

/** Marks the supplier goods paid for; only once (a second, racing call finds nothing). */
export async function markDeliveryPaid(db: Db, id: number, deliveryMinor: bigint): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set({ deliveryPaidAt: now(), deliveryMinor })
    .where(and(eq(orders.id, id), eq(orders.state, ORDER_STATE.TO_SHIP), sql`${orders.deliveryPaidAt} is null`))
    .returning();
  return row;
}

const queueWhere = and(eq(orders.state, ORDER_STATE.TO_SHIP), isNotNull(orders.deliveryPaidAt));

/** The supplier desk's queue: paid for and waiting, oldest payment first. */
export const supplierQueue = (db: Db) => ({
  rows: (limit: number, offset: number): Promise<OrderRow[]> =>
    db
      .select()
      .from(orders)
      .where(queueWhere)
      .orderBy(asc(orders.deliveryPaidAt), asc(orders.id))
      .limit(limit)
      .offset(offset),
  total: () => countWhere(db, orders, queueWhere),
});

/** The ids among these orders that have an open refund (the desk waits for it); `ignoreRefused` as shipping does. */
export async function ordersWithOpenRefund(db: Db, orderIds: number[], ignoreRefused = false): Promise<Set<number>> {
  if (!orderIds.length) return new Set();
  const states = OPEN_REFUND_STATES.filter((s) => !ignoreRefused || s !== 2);
  const rows = await db
    .select({ id: refunds.orderId })
    .from(refunds)
    .where(and(inArray(refunds.orderId, orderIds), inArray(refunds.state, states)));
  return new Set(rows.map((r) => r.id));
}
