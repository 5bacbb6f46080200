import { NAME_CHANGE_STATE } from "@mp/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import { now } from "../../platform/clock.js";
import { countWhere, type Db, literal, type PageAsk, pageOf, queryRows } from "../../platform/db/index.js";
import { shopNameChanges } from "./name-changes.tables.js";

/** The only file that reads or writes shop name changes. */
export type NameChangeRow = typeof shopNameChanges.$inferSelect;

/** The shop's latest name change (under review, or the last decision), or null. */
export async function latestNameChange(db: Db, shopId: number): Promise<NameChangeRow | null> {
  const [row] = await db
    .select()
    .from(shopNameChanges)
    .where(eq(shopNameChanges.shopId, shopId))
    .orderBy(desc(shopNameChanges.id))
    .limit(1);
  return row ?? null;
}

/** Whether a name change under review asks for this name (case-insensitive), other than the shop's own. */
export async function nameChangeHeld(db: Db, name: string, exceptShopId = 0): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from shop_name_changes
        where lower(shopname) = lower(${name}) and state = ${literal(NAME_CHANGE_STATE.review)} and shop_id <> ${exceptShopId} limit 1`,
  );
  return rows.length > 0;
}

/** Asks for a new name: replaces the shop's request under review, or files a new one. */
export async function requestNameChange(
  db: Db,
  r: { shopId: number; userId: number; oldName: string; shopname: string },
): Promise<NameChangeRow> {
  await withdrawNameChange(db, r.shopId);
  const [row] = await db
    .insert(shopNameChanges)
    .values({ ...r, state: NAME_CHANGE_STATE.review })
    .returning();
  if (!row) throw new Error("name change insert returned no row");
  return row;
}

/** Withdraws the shop's request under review (the merchant went back to the current name). */
export async function withdrawNameChange(db: Db, shopId: number): Promise<void> {
  await db
    .delete(shopNameChanges)
    .where(and(eq(shopNameChanges.shopId, shopId), eq(shopNameChanges.state, NAME_CHANGE_STATE.review)));
}

/** Decides a request under review once; null when it is not under review (racing reviews). */
export async function decideNameChange(
  db: Db,
  id: number,
  d: { approve: boolean; staffId: number; reason: string },
): Promise<NameChangeRow | null> {
  const [row] = await db
    .update(shopNameChanges)
    .set({
      state: d.approve ? NAME_CHANGE_STATE.approved : NAME_CHANGE_STATE.rejected,
      reason: d.reason,
      reviewedBy: d.staffId,
      reviewedAt: now(),
    })
    .where(and(eq(shopNameChanges.id, id), eq(shopNameChanges.state, NAME_CHANGE_STATE.review)))
    .returning();
  return row ?? null;
}

/** The console's queue: every request, or those in one state, newest first. */
export function nameChangePage<R>(
  db: Db,
  ask: PageAsk,
  state: number | undefined,
  present: (rows: NameChangeRow[]) => R[],
) {
  const where = state === undefined ? undefined : eq(shopNameChanges.state, state);
  return pageOf(
    ask,
    {
      rows: (limit, offset) =>
        db.select().from(shopNameChanges).where(where).orderBy(desc(shopNameChanges.id)).limit(limit).offset(offset),
      total: () => countWhere(db, shopNameChanges, where),
    },
    present,
  );
}
