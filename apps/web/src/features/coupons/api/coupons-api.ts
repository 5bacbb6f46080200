import type { Page } from "@mp/contracts";
import { apiPost } from "../../../lib/api-client";

/** The six tabs of the coupons page. */
export const COUPON_TABS = ["all", "new", "unclaimed", "unused", "used", "expired"] as const;
export type CouponTab = (typeof COUPON_TABS)[number];

export interface Coupon {
  id: number;
  user_coupon_id: number | null;
  kind: "reduction" | "discount" | "instant";
  name: string;
  shop_id: number | null;
  shop_name: string;
  issuer: "platform" | "shop";
  amount: string;
  discount: number;
  max_discount: string | null;
  threshold: string;
  starttime: number;
  endtime: number;
  total: number;
  remaining: number;
  per_user: number;
  received: number;
  can_receive: boolean;
  state: "unclaimed" | "unused" | "used" | "expired";
  order_id: number | null;
}

export const couponsApi = {
  list: (type: CouponTab, page: number) => apiPost<Page<Coupon>>("/api/wanlshop/coupon/lists", { type, page }),
  receive: (id: number) => apiPost<Coupon>("/api/wanlshop/coupon/receive", { id }),
};

export interface IssueCoupon {
  kind: Coupon["kind"];
  name: string;
  shop_id?: number;
  amount?: string;
  discount?: number;
  max_discount?: string;
  threshold?: string;
  total: number;
  per_user: number;
  starts_at: number;
  ends_at: number;
}

/** The staff console's coupon calls (operators and admins). */
export const couponAdminApi = {
  list: (page: number) => apiPost<Page<Coupon>>("/api/admin/coupon/list", { page }, { admin: true }),
  add: (c: IssueCoupon) =>
    apiPost<Coupon>("/api/admin/coupon/add", c as unknown as Record<string, unknown>, { admin: true }),
};
