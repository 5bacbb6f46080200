import { and, desc, eq, inArray, isNotNull, isNull, type SQL, sql } from "drizzle-orm";
import { countWhere, type Db, queryRows } from "../../platform/db/index.js";
import { PAID_ORDER_STATES } from "./order-state.js";
import { orderJobs, orders } from "./orders.tables.js";

/** The shop's orders as settlement sees them: paid and not yet settled, and settled. */

type OrderRow = typeof orders.$inferSelect;

const page = (db: Db, where: SQL | undefined, order: SQL[]) => ({
  rows: (limit: number, offset: number): Promise<OrderRow[]> =>
    db
      .select()
      .from(orders)
      .where(where)
      .orderBy(...order)
      .limit(limit)
      .offset(offset),
  total: () => countWhere(db, orders, where),
});

/** Paid, not settled, not cancelled: what the shop's settlement account holds money for (newest first). */
export const unsettledOrders = (db: Db, shopId: number) =>
  page(
    db,
    and(
      eq(orders.shopId, shopId),
      isNull(orders.settledAt),
      isNotNull(orders.paidAt),
      inArray(orders.state, [...PAID_ORDER_STATES]),
    ),
    [desc(orders.id)],
  );

/** Settled orders, the latest settled first. */
export const settledOrders = (db: Db, shopId: number) =>
  page(db, and(eq(orders.shopId, shopId), isNotNull(orders.settledAt)), [desc(orders.settledAt), desc(orders.id)]);

/** When each order's settlement timer is due (orders received and not yet settled). */
export async function settleDueAt(db: Db, orderIds: number[]): Promise<Map<number, Date>> {
  if (orderIds.length === 0) return new Map();
  const rows = await queryRows<{ order_id: number; due_at: Date | string }>(
    db,
    sql`select order_id, due_at from ${orderJobs} where kind = 'settle' and done_at is null and order_id in (${sql.join(
      orderIds.map((id) => sql`${id}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.order_id, new Date(r.due_at)]));
}
