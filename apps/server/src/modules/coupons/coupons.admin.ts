import { couponAddBodyWith, couponAdminIdBody, couponSaveBody } from "@mp/contracts";
import { parseAmount } from "@mp/money";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, pageQuery, parse } from "../../platform/http/index.js";
import { shopExists } from "../catalogue/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { presentCoupon } from "./coupons.presenter.js";
import * as repo from "./coupons.repo.js";

/** Staff issue coupons for the platform (no shop_id) or for a shop; operators and admins only. */
const ISSUERS = ["admin", "operator"] as const;
/** The contract's body, its amounts read by the money package. */
export const addBody = couponAddBodyWith(parseAmount);

/** `/api/admin/coupon/add`: checked so the database CHECKs never have to refuse it. */
export async function addCoupon(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, ISSUERS);
  const b = parse(addBody, input);
  const startsAt = b.starts_at ?? new Date();
  if (b.ends_at <= startsAt || b.ends_at <= new Date()) throw new AppError("bad_request", { field: "ends_at" });
  if (b.kind === "discount" ? b.discount < 1 : b.amount <= 0n)
    throw new AppError("bad_request", { field: b.kind === "discount" ? "discount" : "amount" });
  if (b.shop_id && !(await shopExists(ctx.db, b.shop_id))) throw new AppError("no_shop", { field: "shop_id" });
  const row = await repo.insertCoupon(ctx.db, {
    shopId: b.shop_id ?? null,
    kind: b.kind,
    name: b.name,
    amountMinor: b.kind === "discount" ? 0n : b.amount,
    discountPercent: b.kind === "discount" ? b.discount : 0,
    maxDiscountMinor: b.kind === "discount" && b.max_discount ? b.max_discount : null,
    thresholdMinor: b.kind === "instant" ? 0n : b.threshold,
    total: b.total,
    perUser: b.per_user,
    startsAt,
    endsAt: b.ends_at,
    createdBy: `staff:${staff.id}`,
  });
  await audit(ctx, staff.id, "coupon.add", `coupon:${row.id}`, { name: row.name, shop_id: row.shopId });
  return presentCoupon({ ...row, shopName: null }, { state: "unclaimed", claimedCount: 0, canReceive: false });
}

/** `/api/admin/coupon/list`: every coupon, newest first, with what is left and how many were used. */
export async function adminCouponList(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, ISSUERS);
  const q = parse(pageQuery, input);
  const page = await repo.adminPage(ctx.db, q, (rows) => rows);
  const used = await repo.usedCounts(
    ctx.db,
    page.data.map((c) => c.id),
  );
  return {
    ...page,
    data: page.data.map((c) => ({
      ...presentCoupon(c, { state: "unclaimed", claimedCount: 0, canReceive: false }),
      used: used.get(c.id) ?? 0,
    })),
  };
}

const fresh = (c: repo.CouponRow) =>
  presentCoupon({ ...c, shopName: null }, { state: "unclaimed", claimedCount: 0, canReceive: false });
const shown = (c: repo.CouponRow) => ({
  name: c.name,
  total: c.total,
  per_user: c.perUser,
  ends_at: c.endsAt.toISOString(),
});

async function lockedCoupon(db: Ctx["db"], id: number) {
  const c = await repo.lockCoupon(db, id);
  if (!c) throw new AppError("coupon_not_found", { field: "id" });
  return c;
}

/**
 * `/api/admin/coupon/save` {id, name, total, per_user, ends_at}: what may change once issued
 * (contracts `couponSaveBody`). The total is never below what is claimed; the unused claims end
 * with the coupon's new end. Under the coupon's row lock, so a claim is counted before or after.
 */
export async function saveCoupon(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, ISSUERS);
  const b = parse(couponSaveBody, input);
  return inTransaction(ctx, async (tx) => {
    const c = await lockedCoupon(tx.db, b.id);
    if (b.ends_at <= c.startsAt || b.ends_at <= new Date()) throw new AppError("bad_request", { field: "ends_at" });
    if (b.total < c.claimed) throw new AppError("coupon_total_below_claimed", { field: "total" });
    const row = await repo.updateCoupon(tx.db, c.id, {
      name: b.name,
      total: b.total,
      perUser: b.per_user,
      endsAt: b.ends_at,
    });
    const claims =
      row.endsAt.getTime() === c.endsAt.getTime() ? 0 : await repo.moveUnusedClaimsEnd(tx.db, c.id, row.endsAt);
    await audit(tx, staff.id, "coupon.save", `coupon:${c.id}`, {
      before: shown(c),
      after: shown(row),
      claims_moved: claims,
    });
    return fresh(row);
  });
}

/**
 * `/api/admin/coupon/end` {id}: a coupon on offer stops now: no more claims, and its unused
 * claims end with it (a claimed coupon expires with it). One not started yet may be deleted
 * instead (nobody can have claimed it); one already ended answers `coupon_expired`.
 */
export async function endCoupon(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, ISSUERS);
  const { id } = parse(couponAdminIdBody, input);
  return inTransaction(ctx, async (tx) => {
    const c = await lockedCoupon(tx.db, id);
    const now = new Date();
    if (c.startsAt > now) throw new AppError("coupon_not_started", { field: "id" });
    if (c.endsAt <= now) throw new AppError("coupon_expired", { field: "id" });
    const row = await repo.updateCoupon(tx.db, c.id, { endsAt: now });
    const claims = await repo.moveUnusedClaimsEnd(tx.db, c.id, now);
    await audit(tx, staff.id, "coupon.end", `coupon:${c.id}`, {
      before: { ends_at: c.endsAt.toISOString() },
      after: { ends_at: now.toISOString() },
      claims_ended: claims,
    });
    return fresh(row);
  });
}

/**
 * `/api/admin/coupon/del` {id}: only a coupon nobody has claimed; a claimed one is part of
 * shoppers' coupons and orders (`coupon_claimed`, with how many: end it instead).
 */
export async function deleteCoupon(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, ISSUERS);
  const { id } = parse(couponAdminIdBody, input);
  return inTransaction(ctx, async (tx) => {
    const c = await lockedCoupon(tx.db, id);
    const claims = await repo.claimsOf(tx.db, c.id);
    if (claims > 0 || !(await repo.deleteUnclaimedCoupon(tx.db, c.id)))
      throw new AppError("coupon_claimed", { field: "id" });
    await audit(tx, staff.id, "coupon.delete", `coupon:${c.id}`, {
      before: { ...shown(c), kind: c.kind, shop_id: c.shopId },
      after: null,
    });
    return { id: c.id };
  });
}
