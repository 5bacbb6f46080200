import "./coupons.css";

export { CouponDesk } from "./admin/coupon-desk";
export type { Coupon, CouponTab } from "./api/coupons-api";
export { CouponCard } from "./components/coupon-card";
export { CouponCenter } from "./components/coupon-center";
