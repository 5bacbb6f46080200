import { toDecimalString } from "@mp/money";
import { unixSeconds } from "../../platform/http/index.js";
import type { CouponWithShop, UserCouponRow } from "./coupons.repo.js";

export type { CouponState } from "@mp/contracts";

import type { Coupon, CouponState } from "@mp/contracts";

/** One coupon as every list shows it; `user_coupon_id` is set for a claimed one. */
export function presentCoupon(
  c: CouponWithShop,
  mine: { claim?: UserCouponRow; state: CouponState; claimedCount: number; canReceive: boolean },
): Coupon {
  return {
    id: c.id,
    user_coupon_id: mine.claim?.id ?? null,
    kind: c.kind,
    name: c.name,
    shop_id: c.shopId,
    shop_name: c.shopName ?? "",
    issuer: c.shopId === null ? "platform" : "shop",
    amount: toDecimalString(c.amountMinor),
    discount: c.discountPercent,
    max_discount: c.maxDiscountMinor === null ? null : toDecimalString(c.maxDiscountMinor),
    threshold: toDecimalString(c.thresholdMinor),
    starttime: unixSeconds(c.startsAt),
    endtime: unixSeconds(mine.claim?.expiresAt ?? c.endsAt),
    total: c.total,
    remaining: c.total - c.claimed,
    per_user: c.perUser,
    received: mine.claimedCount,
    can_receive: mine.canReceive,
    state: mine.state,
    order_id: mine.claim?.orderId ?? null,
    claimtime: mine.claim ? unixSeconds(mine.claim.claimedAt) : null,
    createtime: unixSeconds(c.createdAt),
  };
}
