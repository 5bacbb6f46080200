import type { Coupon, CouponTab, EditCoupon, IssueCoupon, Page } from "@mp/contracts/constants";
import { apiPost } from "../../../lib/api-client";

export type { Coupon, CouponTab, EditCoupon, IssueCoupon } from "@mp/contracts/constants";
export { COUPON_TABS } from "@mp/contracts/constants";

export const couponsApi = {
  list: (type: CouponTab, page: number) => apiPost<Page<Coupon>>("/api/wanlshop/coupon/lists", { type, page }),
  receive: (id: number) => apiPost<Coupon>("/api/wanlshop/coupon/receive", { id }),
};

/** The staff console's coupon calls (operators and admins). */
export const couponAdminApi = {
  list: (page: number, limit?: number) =>
    apiPost<Page<Coupon>>("/api/admin/coupon/list", { page, limit }, { admin: true }),
  add: (c: IssueCoupon) =>
    apiPost<Coupon>("/api/admin/coupon/add", c as unknown as Record<string, unknown>, { admin: true }),
  /** name, total, per shopper and end: what may change once issued */
  save: (c: EditCoupon) =>
    apiPost<Coupon>("/api/admin/coupon/save", c as unknown as Record<string, unknown>, { admin: true }),
  /** stops it now: no more claims, unused claims expire */
  end: (id: number) => apiPost<Coupon>("/api/admin/coupon/end", { id }, { admin: true }),
  /** only one nobody has claimed */
  del: (id: number) => apiPost<{ id: number }>("/api/admin/coupon/del", { id }, { admin: true }),
};
