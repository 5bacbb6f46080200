import { SHOP_STATE } from "@mp/contracts";
import { and, desc, eq, gt, inArray, lte, sql } from "drizzle-orm";
import { countWhere, type Db, literal, type PageAsk, pageOf } from "../../platform/db/index.js";
import { SHOP_CARDS_SQL } from "../catalogue/index.js";
import { CLAIM_STATE, coupons, userCoupons } from "./coupons.tables.js";

/** The only file that reads or writes coupons and user_coupons. */
export type CouponRow = typeof coupons.$inferSelect;
export type UserCouponRow = typeof userCoupons.$inferSelect;
export type CouponWithShop = CouponRow & { shopName: string | null };

/** The catalogue's shop cards (`s`), joined to a coupon's shop: name and state. */
const shops = sql`${sql.raw(SHOP_CARDS_SQL)} s`;
const onShop = sql`s.id = ${coupons.shopId}`;
const shopName = sql<string | null>`s.name`;
const withShop = { coupon: coupons, shopName };
const flat = (r: { coupon: CouponRow; shopName: string | null }): CouponWithShop => ({
  ...r.coupon,
  shopName: r.shopName,
});

export const insertCoupon = async (db: Db, v: typeof coupons.$inferInsert) =>
  (await db.insert(coupons).values(v).returning())[0] as CouponRow;

export async function findCoupon(db: Db, id: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id));
  return row ?? null;
}

/** Coupons on offer now (started, not ended), newest first; `since` narrows to new arrivals. */
export async function liveCoupons(db: Db, now: Date, since?: Date): Promise<CouponWithShop[]> {
  const rows = await db
    .select(withShop)
    .from(coupons)
    .leftJoin(shops, onShop)
    .where(
      and(
        lte(coupons.startsAt, now),
        gt(coupons.endsAt, now),
        since ? gt(coupons.createdAt, since) : undefined,
        // a closed or locked shop's coupons are not on offer
        sql`(${coupons.shopId} is null or s.state = ${literal(SHOP_STATE.open)})`,
      ),
    )
    .orderBy(desc(coupons.id))
    .limit(500);
  return rows.map(flat);
}

/** How many of each coupon the user has claimed. */
export async function claimCounts(db: Db, userId: number, couponIds: number[]): Promise<Map<number, number>> {
  if (!couponIds.length) return new Map();
  const rows = await db
    .select({ couponId: userCoupons.couponId, n: sql<number>`count(*)::int` })
    .from(userCoupons)
    .where(and(eq(userCoupons.userId, userId), inArray(userCoupons.couponId, couponIds)))
    .groupBy(userCoupons.couponId);
  return new Map(rows.map((r) => [r.couponId, r.n]));
}

/**
 * Takes one from the coupon's stock while it is on offer: one guarded update, which also locks
 * the row until commit, so concurrent claims queue here. Null: none left, or not on offer.
 */
export async function takeOne(db: Db, id: number, now: Date): Promise<CouponRow | null> {
  const [row] = await db
    .update(coupons)
    .set({ claimed: sql`${coupons.claimed} + 1` })
    .where(
      and(
        eq(coupons.id, id),
        sql`${coupons.claimed} < ${coupons.total}`,
        lte(coupons.startsAt, now),
        gt(coupons.endsAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

export async function insertClaim(db: Db, userId: number, c: CouponRow): Promise<UserCouponRow> {
  const [row] = await db.insert(userCoupons).values({ userId, couponId: c.id, expiresAt: c.endsAt }).returning();
  return row as UserCouponRow;
}

const claimState = {
  unused: (now: Date) => and(eq(userCoupons.state, CLAIM_STATE.unused), gt(userCoupons.expiresAt, now)),
  used: () => eq(userCoupons.state, CLAIM_STATE.used),
  expired: (now: Date) =>
    sql`(${userCoupons.state} = ${CLAIM_STATE.expired} or (${userCoupons.state} = ${CLAIM_STATE.unused} and ${userCoupons.expiresAt} <= ${now}))`,
};
export type ClaimTab = keyof typeof claimState;

/** A page of the user's claimed coupons in one state (unused ones past their end count as expired). */
export function claimedPage<R>(
  db: Db,
  by: { userId: number; tab: ClaimTab; now: Date },
  ask: PageAsk,
  present: (rows: { claim: UserCouponRow; coupon: CouponWithShop }[]) => R[],
) {
  const where = and(eq(userCoupons.userId, by.userId), claimState[by.tab](by.now));
  const rows = (limit: number, offset: number) =>
    db
      .select({ claim: userCoupons, coupon: coupons, shopName })
      .from(userCoupons)
      .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
      .leftJoin(shops, onShop)
      .where(where)
      .orderBy(desc(userCoupons.id))
      .limit(limit)
      .offset(offset)
      .then((found) => found.map((r) => ({ claim: r.claim, coupon: flat(r) })));
  return pageOf(ask, { rows, total: () => countWhere(db, userCoupons, where) }, present);
}

/** The user's own claim with its coupon, locked for the checkout transaction; null when not theirs. */
export async function findOwnClaim(db: Db, userId: number, userCouponId: number) {
  const [row] = await db
    .select({ claim: userCoupons, coupon: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(and(eq(userCoupons.id, userCouponId), eq(userCoupons.userId, userId)));
  return row ?? null;
}

/** Marks an unused, unexpired claim used by the order; null when it was not (any more) unused. */
export async function markUsed(db: Db, userId: number, userCouponId: number, orderId: number, now: Date) {
  const [row] = await db
    .update(userCoupons)
    .set({ state: CLAIM_STATE.used, orderId, usedAt: now })
    .where(
      and(
        eq(userCoupons.id, userCouponId),
        eq(userCoupons.userId, userId),
        eq(userCoupons.state, CLAIM_STATE.unused),
        gt(userCoupons.expiresAt, now),
      ),
    )
    .returning();
  return row ?? null;
}

/** Gives back the coupon an order used: unused again, or expired if its period ended meanwhile. */
export async function releaseByOrder(db: Db, orderId: number, now: Date): Promise<number> {
  const rows = await db
    .update(userCoupons)
    .set({
      state: sql`(case when ${userCoupons.expiresAt} <= ${now} then ${CLAIM_STATE.expired} else ${CLAIM_STATE.unused} end)::int`,
      orderId: null,
      usedAt: null,
    })
    .where(and(eq(userCoupons.orderId, orderId), eq(userCoupons.state, CLAIM_STATE.used)))
    .returning({ id: userCoupons.id });
  return rows.length;
}

/** The user's unused, unexpired claims that a shop's order may use (its own and the platform's). */
export async function usableClaims(db: Db, userId: number, shopId: number, now: Date) {
  return db
    .select({ claim: userCoupons, coupon: coupons })
    .from(userCoupons)
    .innerJoin(coupons, eq(coupons.id, userCoupons.couponId))
    .where(
      and(
        eq(userCoupons.userId, userId),
        eq(userCoupons.state, CLAIM_STATE.unused),
        gt(userCoupons.expiresAt, now),
        lte(coupons.startsAt, now),
        sql`(${coupons.shopId} is null or ${coupons.shopId} = ${shopId})`,
      ),
    )
    .orderBy(desc(userCoupons.id));
}

export function adminPage<R>(db: Db, ask: PageAsk, present: (rows: CouponWithShop[]) => R[]) {
  const rows = (limit: number, offset: number) =>
    db
      .select(withShop)
      .from(coupons)
      .leftJoin(shops, onShop)
      .orderBy(desc(coupons.id))
      .limit(limit)
      .offset(offset)
      .then((found) => found.map(flat));
  return pageOf(ask, { rows, total: () => countWhere(db, coupons) }, present);
}

/** The state of a coupon's shop (1 open), or null for a platform coupon. */
export async function shopStateOf(db: Db, couponId: number): Promise<number | null> {
  const [row] = await db
    .select({ state: sql<number>`s.state` })
    .from(coupons)
    .innerJoin(shops, onShop)
    .where(eq(coupons.id, couponId));
  return row?.state ?? null;
}

// staff's changes to an issued coupon (coupons.admin.ts)

/** The coupon, its row locked until commit: claims (takeOne) queue behind a change, and it behind them. */
export async function lockCoupon(db: Db, id: number): Promise<CouponRow | null> {
  const [row] = await db.select().from(coupons).where(eq(coupons.id, id)).for("update");
  return row ?? null;
}

export async function updateCoupon(
  db: Db,
  id: number,
  v: Partial<Pick<CouponRow, "name" | "total" | "perUser" | "endsAt">>,
): Promise<CouponRow> {
  const [row] = await db.update(coupons).set(v).where(eq(coupons.id, id)).returning();
  return row as CouponRow;
}

/** The coupon's unused claims end when it now ends (a claimed coupon expires with it); how many. */
export async function moveUnusedClaimsEnd(db: Db, couponId: number, endsAt: Date): Promise<number> {
  const rows = await db
    .update(userCoupons)
    .set({ expiresAt: endsAt })
    .where(and(eq(userCoupons.couponId, couponId), eq(userCoupons.state, CLAIM_STATE.unused)))
    .returning({ id: userCoupons.id });
  return rows.length;
}

/** How many claims the coupon has (any state). */
export async function claimsOf(db: Db, couponId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(userCoupons)
    .where(eq(userCoupons.couponId, couponId));
  return row?.n ?? 0;
}

/** Deletes a coupon nobody has claimed (the claims' foreign key refuses any other); true when it did. */
export async function deleteUnclaimedCoupon(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .delete(coupons)
    .where(and(eq(coupons.id, id), eq(coupons.claimed, 0)))
    .returning({ id: coupons.id });
  return rows.length > 0;
}

/** How many claims of each coupon an order used. */
export async function usedCounts(db: Db, couponIds: number[]): Promise<Map<number, number>> {
  if (!couponIds.length) return new Map();
  const rows = await db
    .select({ couponId: userCoupons.couponId, n: sql<number>`count(*)::int` })
    .from(userCoupons)
    .where(and(inArray(userCoupons.couponId, couponIds), eq(userCoupons.state, CLAIM_STATE.used)))
    .groupBy(userCoupons.couponId);
  return new Map(rows.map((r) => [r.couponId, r.n]));
}
