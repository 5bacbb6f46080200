import { APPLY_STATE } from "@mp/contracts";
import { and, desc, eq, sql } from "drizzle-orm";
import { now } from "../../platform/clock.js";
import { countWhere, type Db, literal, type PageAsk, pageOf, queryRows } from "../../platform/db/index.js";
import { shopApplications } from "./applications.tables.js";

/** The only file that reads or writes shop applications. */
export type ApplicationRow = typeof shopApplications.$inferSelect;
export type ApplicationFields = Omit<
  typeof shopApplications.$inferInsert,
  | "id"
  | "userId"
  | "state"
  | "reason"
  | "earlierReason"
  | "earlierReviewedAt"
  | "reviewedBy"
  | "reviewedAt"
  | "shopId"
  | "createdAt"
>;

export async function applicationOf(db: Db, userId: number): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(shopApplications).where(eq(shopApplications.userId, userId));
  return row ?? null;
}

export async function applicationById(db: Db, id: number): Promise<ApplicationRow | null> {
  const [row] = await db.select().from(shopApplications).where(eq(shopApplications.id, id));
  return row ?? null;
}

/** Whether an application under review or opened holds this name (case-insensitive), other than the user's own. */
export async function nameHeld(db: Db, name: string, exceptUserId: number): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from shop_applications
        where lower(shopname) = lower(${name}) and state in (${literal(APPLY_STATE.review, APPLY_STATE.opened)}) and user_id <> ${exceptUserId} limit 1`,
  );
  return rows.length > 0;
}

/**
 * Files a new application, or fills a failed one again (in place, back under review, keeping why
 * it failed and when as the earlier rejection). Null when the user's application is under review
 * or opened meanwhile (a racing submit).
 */
export async function submitApplication(db: Db, userId: number, f: ApplicationFields): Promise<ApplicationRow | null> {
  const fresh = { ...f, state: APPLY_STATE.review, reason: "", reviewedBy: null, reviewedAt: null, createdAt: now() };
  const [row] = await db
    .insert(shopApplications)
    .values({ ...fresh, userId })
    .onConflictDoUpdate({
      target: shopApplications.userId,
      // the SET's right-hand sides read the row as it was: the failed application's reason and time
      set: {
        ...fresh,
        earlierReason: sql`${shopApplications.reason}`,
        earlierReviewedAt: sql`${shopApplications.reviewedAt}`,
      },
      setWhere: sql`${shopApplications.state} = ${literal(APPLY_STATE.failed)}`,
    })
    .returning();
  return row ?? null;
}

/** Decides an application under review once; null when it is not under review (racing reviews). */
export async function decideApplication(
  db: Db,
  id: number,
  d: { approve: boolean; staffId: number; reason: string },
): Promise<ApplicationRow | null> {
  const [row] = await db
    .update(shopApplications)
    .set({
      state: d.approve ? APPLY_STATE.opened : APPLY_STATE.failed,
      reason: d.reason,
      reviewedBy: d.staffId,
      reviewedAt: now(),
    })
    .where(and(eq(shopApplications.id, id), eq(shopApplications.state, APPLY_STATE.review)))
    .returning();
  return row ?? null;
}

export async function setShopOf(db: Db, id: number, shopId: number): Promise<void> {
  await db.update(shopApplications).set({ shopId }).where(eq(shopApplications.id, id));
}

/** The console's queue: every application, or those in one state, newest first. */
export function applicationPage<R>(
  db: Db,
  ask: PageAsk,
  state: number | undefined,
  present: (rows: ApplicationRow[]) => Promise<R[]>,
) {
  const where = state === undefined ? undefined : eq(shopApplications.state, state);
  return pageOf(
    ask,
    {
      rows: (limit, offset) =>
        db.select().from(shopApplications).where(where).orderBy(desc(shopApplications.id)).limit(limit).offset(offset),
      total: () => countWhere(db, shopApplications, where),
    },
    present,
  );
}
