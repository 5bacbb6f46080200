/** The coupons module's only door: the coupons page, staff issuing, and the checkout doors. */
export { priceCoupon, releaseCoupon, usableCoupons, useCoupon } from "./coupons.checkout.js";
export { couponsRoutes } from "./coupons.routes.js";
export { seedDemoCoupons } from "./coupons.seed.js";
export { CLAIM_STATE, COUPON_KINDS, type CouponKind } from "./coupons.tables.js";
