import { and, desc, eq, inArray, type SQL } from "drizzle-orm";
import { now } from "../../platform/clock.js";
import { countWhere, type Db } from "../../platform/db/index.js";
import { refunds } from "./orders.tables.js";

/** Reads and writes of refunds. */

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = Pick<
  typeof refunds.$inferInsert,
  "orderId" | "userId" | "shopId" | "type" | "moneyMinor" | "reason" | "images"
>;

/** The refund, locked for the caller's transaction; `owner` limits it to a shopper's or a shop's. */
export async function lockRefundRow(
  db: Db,
  id: number,
  owner: { userId?: number; shopId?: number } = {},
): Promise<RefundRow | undefined> {
  const conds = [eq(refunds.id, id)];
  if (owner.userId !== undefined) conds.push(eq(refunds.userId, owner.userId));
  if (owner.shopId !== undefined) conds.push(eq(refunds.shopId, owner.shopId));
  const [row] = await db
    .select()
    .from(refunds)
    .where(and(...conds))
    .for("update");
  return row;
}

/** Updates the refund only while it is in one of `from` (a racing decision finds nothing: undefined). */
export async function updateRefundFrom(
  db: Db,
  id: number,
  from: readonly number[],
  set: Partial<RefundRow>,
): Promise<RefundRow | undefined> {
  const [row] = await db
    .update(refunds)
    .set({ ...set, updatedAt: now() })
    .where(and(eq(refunds.id, id), inArray(refunds.state, [...from])))
    .returning();
  return row;
}

/**
 * Writes a refund and gives it its number (`numberOf` of the new id): the row as written, and
 * as numbered (undefined if the second write found nothing).
 */
export async function insertRefund(db: Db, r: NewRefund, numberOf: (id: number) => string) {
  const [created] = await db
    .insert(refunds)
    .values({ ...r, refundNo: `pending-${r.orderId}-${Date.now()}` })
    .returning();
  const row = created as RefundRow;
  const [numbered] = await db
    .update(refunds)
    .set({ refundNo: numberOf(row.id) })
    .where(eq(refunds.id, row.id))
    .returning();
  return { created: row, numbered };
}

/** Whether the order has a refund in one of these states. */
export async function hasRefundIn(db: Db, orderId: number, states: readonly number[]): Promise<boolean> {
  const rows = await db
    .select({ id: refunds.id })
    .from(refunds)
    .where(and(eq(refunds.orderId, orderId), inArray(refunds.state, [...states])));
  return rows.length > 0;
}

/** Moves the order's refunds in state `from` to `to`, completed now. */
export async function completeRefundsIn(db: Db, orderId: number, from: number, to: number): Promise<void> {
  await db
    .update(refunds)
    .set({ state: to, completedAt: now(), updatedAt: now() })
    .where(and(eq(refunds.orderId, orderId), eq(refunds.state, from)));
}

/** The order's refunds, newest first. */
export const refundsOfOrder = (db: Db, orderId: number): Promise<RefundRow[]> =>
  db.select().from(refunds).where(eq(refunds.orderId, orderId)).orderBy(desc(refunds.id));

/** One of the shopper's refunds. */
export async function findUserRefund(db: Db, userId: number, id: number): Promise<RefundRow | undefined> {
  const [r] = await db
    .select()
    .from(refunds)
    .where(and(eq(refunds.id, id), eq(refunds.userId, userId)));
  return r;
}

/** A page of refunds, newest first, and their count, in the shape `pageOf` loads. */
function refundsWhere(db: Db, where: SQL | undefined) {
  return {
    rows: (limit: number, offset: number): Promise<RefundRow[]> =>
      db.select().from(refunds).where(where).orderBy(desc(refunds.id)).limit(limit).offset(offset),
    total: () => countWhere(db, refunds, where),
  };
}

export const userRefunds = (db: Db, userId: number) => refundsWhere(db, eq(refunds.userId, userId));
/** The shop's refunds, of one state or all. */
export const shopRefunds = (db: Db, shopId: number, state: number | null = null) =>
  refundsWhere(db, and(eq(refunds.shopId, shopId), state === null ? undefined : eq(refunds.state, state)));
/** Refunds in one state, or all (the arbitration queue). */
export const refundsInState = (db: Db, state: number | null) =>
  refundsWhere(db, state === null ? undefined : eq(refunds.state, state));

/** One refund by id, for the staff's arbitration detail. */
export async function findRefund(db: Db, id: number): Promise<RefundRow | undefined> {
  const [r] = await db.select().from(refunds).where(eq(refunds.id, id));
  return r;
}
