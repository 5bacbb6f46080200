/** Coupon kinds: money off above a threshold, a percentage off, money off at once. */
export const COUPON_KINDS = ["reduction", "discount", "instant"] as const;
export type CouponKind = (typeof COUPON_KINDS)[number];
/** A coupon as one user sees it. */
export const COUPON_STATES = ["unclaimed", "unused", "used", "expired"] as const;
export type CouponState = (typeof COUPON_STATES)[number];
/** The six tabs of the coupons page (`coupon/lists` type). */
export const COUPON_TABS = ["all", "new", "unclaimed", "unused", "used", "expired"] as const;
export type CouponTab = (typeof COUPON_TABS)[number];
/** other spellings clients send for a tab */
export const COUPON_TAB_ALIASES: Readonly<Record<string, CouponTab>> = {
  new_arrival: "new",
  newarrival: "new",
  arrival: "new",
};
/** "New arrival": put on offer within this many days. */
export const NEW_ARRIVAL_DAYS = 7;
/** the most coupons of one issue, and the most one user may claim of it */
export const COUPON_TOTAL_MAX = 1_000_000;
export const COUPON_PER_USER_MAX = 100;
export const COUPON_NAME_MAX = 60;

/** One coupon as every list shows it; `user_coupon_id` is set for a claimed one. */
export interface Coupon {
  id: number;
  user_coupon_id: number | null;
  kind: CouponKind;
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
  state: CouponState;
  order_id: number | null;
  claimtime: number | null;
  createtime: number;
  /** the staff console's list only: how many claims were used by an order */
  used?: number;
}

/** `/api/admin/coupon/add` as the staff console sends it. */
export interface IssueCoupon {
  kind: CouponKind;
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

/** `/api/admin/coupon/save`: the fields that may change once a coupon is issued. */
export interface EditCoupon {
  id: number;
  name: string;
  total: number;
  per_user: number;
  ends_at: number;
}
