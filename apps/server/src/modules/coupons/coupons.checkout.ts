import type { Db } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";
import { couponDiscount } from "./coupon-pricing.js";
import * as repo from "./coupons.repo.js";
import { CLAIM_STATE } from "./coupons.tables.js";

/**
 * The doors checkout calls, in its transaction. What a claimed coupon takes off one shop's order;
 * platform coupons are funded by platform:promotions, shop coupons by the shop.
 */
export async function priceCoupon(
  tx: Db,
  a: { userId: number; userCouponId: number; shopId: number; goodsTotalCents: bigint },
): Promise<{ discountCents: bigint; fundedBy: "platform" | "shop" }> {
  const row = await repo.findOwnClaim(tx, a.userId, a.userCouponId);
  if (!row) throw new AppError("coupon_unavailable", { field: "coupons" });
  const { claim, coupon } = row;
  const now = new Date();
  if (claim.state === CLAIM_STATE.used) throw new AppError("coupon_used", { field: "coupons" });
  if (claim.state === CLAIM_STATE.expired || claim.expiresAt <= now)
    throw new AppError("coupon_expired", { field: "coupons" });
  if (coupon.startsAt > now) throw new AppError("coupon_not_started", { field: "coupons" });
  if (coupon.shopId !== null && coupon.shopId !== a.shopId)
    throw new AppError("coupon_other_shop", { field: "coupons" });
  if (a.goodsTotalCents < coupon.thresholdMinor) throw new AppError("coupon_threshold", { field: "coupons" });
  return {
    discountCents: couponDiscount(coupon, a.goodsTotalCents),
    fundedBy: coupon.shopId === null ? "platform" : "shop",
  };
}

/** Marks the claim used by that order atomically (update ... where state = 1); throws when it was not unused. */
export async function useCoupon(tx: Db, a: { userId: number; userCouponId: number; orderId: number }): Promise<void> {
  const now = new Date();
  if (await repo.markUsed(tx, a.userId, a.userCouponId, a.orderId, now)) return;
  const row = await repo.findOwnClaim(tx, a.userId, a.userCouponId);
  if (!row) throw new AppError("coupon_unavailable", { field: "coupons" });
  if (row.claim.state === CLAIM_STATE.used) throw new AppError("coupon_used", { field: "coupons" });
  throw new AppError("coupon_expired", { field: "coupons" });
}

/** A cancelled order gives its coupon back (unused again, or expired if its period ended meanwhile). */
export async function releaseCoupon(tx: Db, a: { orderId: number }): Promise<void> {
  await repo.releaseByOrder(tx, a.orderId, new Date());
}

/** The user's claimed coupons a shop's order could use now, with what each would take off. */
export async function usableCoupons(tx: Db, a: { userId: number; shopId: number; goodsTotalCents: bigint }) {
  const rows = await repo.usableClaims(tx, a.userId, a.shopId, new Date());
  return rows.map(({ claim, coupon }) => ({
    userCouponId: claim.id,
    couponId: coupon.id,
    name: coupon.name,
    kind: coupon.kind,
    fundedBy: coupon.shopId === null ? ("platform" as const) : ("shop" as const),
    thresholdCents: coupon.thresholdMinor,
    reachable: a.goodsTotalCents >= coupon.thresholdMinor,
    discountCents: a.goodsTotalCents >= coupon.thresholdMinor ? couponDiscount(coupon, a.goodsTotalCents) : 0n,
  }));
}
