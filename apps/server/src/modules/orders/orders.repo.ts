import type { Text } from "@mp/texts";
import { and, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { now } from "../../platform/clock.js";
import { countWhere, type Db } from "../../platform/db/index.js";
import { ORDER_STATE, type OrderState } from "./order-state.js";
import { orderEvents, orderGoods, orders, refunds } from "./orders.tables.js";

/** Reads and writes of orders, their lines and their events (the order insert: order-insert.repo.ts). */

export type OrderRow = typeof orders.$inferSelect;
export type OrderLineRow = typeof orderGoods.$inferSelect;

/** The order, locked for the caller's transaction; `owner` limits it to a shopper's (not deleted) or a shop's. */
export async function lockOrderRow(
  db: Db,
  id: number,
  owner: { userId?: number; shopId?: number } = {},
): Promise<OrderRow | undefined> {
  const conds = [eq(orders.id, id)];
  if (owner.userId !== undefined) conds.push(eq(orders.userId, owner.userId), eq(orders.deletedByUser, false));
  if (owner.shopId !== undefined) conds.push(eq(orders.shopId, owner.shopId));
  const [row] = await db
    .select()
    .from(orders)
    .where(and(...conds))
    .for("update");
  return row;
}

/** One of the shopper's orders they have not deleted. */
export async function findUserOrder(db: Db, userId: number, id: number): Promise<OrderRow | undefined> {
  const [o] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.deletedByUser, false)));
  return o;
}

/** Updates the order only while it is in one of `from` (a racing change finds nothing: undefined). */
export async function updateOrderFrom(
  db: Db,
  id: number,
  from: readonly OrderState[],
  set: Partial<OrderRow>,
): Promise<OrderRow | undefined> {
  const [row] = await db
    .update(orders)
    .set(set)
    .where(and(eq(orders.id, id), inArray(orders.state, [...from])))
    .returning();
  return row;
}

/** What a refund paid out so far; a full refund also closes the order (7). */
export async function setRefunded(db: Db, id: number, refundedMinor: bigint, full: boolean): Promise<void> {
  await db
    .update(orders)
    .set({ refundedMinor, ...(full ? { state: ORDER_STATE.CANCELLED, cancelledAt: now() } : {}) })
    .where(eq(orders.id, id));
}

/** An event of the order: a text key with parameters (`event.<name>`) and words a person wrote with it. */
export const addEvent = (db: Db, orderId: number, kind: string, what: Text, note = "") =>
  db.insert(orderEvents).values({ orderId, kind, content: "", text: what, note });

export type OrderEventRow = typeof orderEvents.$inferSelect;

/** The order's events, newest first. */
export const eventRows = (db: Db, orderId: number): Promise<OrderEventRow[]> =>
  db.select().from(orderEvents).where(eq(orderEvents.orderId, orderId)).orderBy(desc(orderEvents.id));

export const linesOf = (db: Db, orderId: number): Promise<OrderLineRow[]> =>
  db.select().from(orderGoods).where(eq(orderGoods.orderId, orderId));

/** The lines of several orders, in the order they were written. */
export const linesOfOrders = (db: Db, orderIds: number[]): Promise<OrderLineRow[]> =>
  db.select().from(orderGoods).where(inArray(orderGoods.orderId, orderIds)).orderBy(orderGoods.id);

export async function markLineCommented(db: Db, orderId: number, goodsId: number): Promise<void> {
  await db
    .update(orderGoods)
    .set({ commented: true })
    .where(and(eq(orderGoods.orderId, orderId), eq(orderGoods.goodsId, goodsId)));
}

/** Order numbers by order id. */
export async function orderNosOf(db: Db, ids: number[]): Promise<Map<number, string>> {
  const os = await db.select({ id: orders.id, no: orders.orderNo }).from(orders).where(inArray(orders.id, ids));
  return new Map(os.map((o) => [o.id, o.no]));
}

/** A page of orders, newest first, and their count, in the shape `pageOf` loads. */
function ordersWhere(db: Db, where: SQL | undefined) {
  return {
    // the page's ids first (an index-only scan, however deep the page), then those rows
    rows: (limit: number, offset: number): Promise<OrderRow[]> =>
      db
        .select()
        .from(orders)
        .where(
          inArray(
            orders.id,
            db.select({ id: orders.id }).from(orders).where(where).orderBy(desc(orders.id)).limit(limit).offset(offset),
          ),
        )
        .orderBy(desc(orders.id)),
    total: () => countWhere(db, orders, where),
  };
}

/** The tabs of /my-order: all, 1 unpaid, 2 to ship, 3 to receive, 4 to review, refund (returned). */
function tabFilter(tab: string): SQL | undefined {
  if (tab === "refund") return sql`exists (select 1 from ${refunds} r where r.order_id = ${orders.id})`;
  if (["1", "2", "3", "4", "6", "7"].includes(tab)) return eq(orders.state, Number(tab));
  return undefined;
}

/** The shopper's own orders on a tab; deleted ones hidden. */
export const userOrders = (db: Db, userId: number, tab: string) =>
  ordersWhere(db, and(eq(orders.userId, userId), eq(orders.deletedByUser, false), tabFilter(tab)));

/** Every order of a user, deleted from their list or not, for the staff console's user page. */
export const ordersOfUserForStaff = (db: Db, userId: number) => ordersWhere(db, eq(orders.userId, userId));

/** One order by id, whoever's it is (the staff's views). */
export async function findOrder(db: Db, id: number): Promise<OrderRow | undefined> {
  const [o] = await db.select().from(orders).where(eq(orders.id, id));
  return o;
}
