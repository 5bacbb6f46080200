import type { SweepData } from "./sweep-data.js";

/** Who opens a page: a visitor, or the demo shopper, merchant or staff admin signed in. */
export type Role = "visitor" | "shopper" | "merchant" | "staff";

export interface SweepRoute {
  role: Role;
  path: string;
  /** one of the key routes swept in every language in CI */
  key?: boolean;
}

/**
 * Every route of apps/web/src/app/router.tsx (the shopper's pages, the merchant back office, the
 * staff console), each with the real ids it needs, and each tab that is its own list (`?tab=`).
 * A route added to the router belongs here too.
 */
export function sweepRoutes(d: SweepData): SweepRoute[] {
  const q = new URLSearchParams({ category_id: String(d.categoryId), name: d.categoryName });
  const shopper = (path: string, key?: boolean): SweepRoute => ({ role: "shopper", path, key });
  const merchant = (path: string, key?: boolean): SweepRoute => ({ role: "merchant", path, key });
  const staff = (path: string, key?: boolean): SweepRoute => ({ role: "staff", path, key });
  return [
    // the storefront and the shopper's pages
    shopper("/", true),
    shopper(`/productDetails?id=${d.goodsId}`, true),
    shopper("/shopping_cart", true),
    shopper("/money-package", true),
    shopper("/money-package?tab=recharges"),
    shopper("/money-package?tab=withdrawals"),
    shopper("/dashboard"),
    shopper("/setup"),
    shopper("/login-password"),
    shopper("/transaction-password"),
    shopper("/privacy_agreement?type=1"),
    shopper("/privacy_agreement?type=2"),
    shopper("/about"),
    shopper(`/goods_cate?${q}`),
    shopper("/goods_cate?keyword=shirt"),
    shopper("/shop_cate"),
    shopper(`/store?id=${d.shopId}`),
    shopper("/classify"),
    shopper("/collect-goods"),
    shopper("/collect-shop"),
    shopper("/history"),
    shopper("/recharge"),
    shopper("/withdraw"),
    shopper("/wallet_address"),
    shopper(`/order_confirm?goods_id=${d.goodsId}&sku_id=${d.skuId}&number=1`),
    shopper(`/payment?order_ids=${d.orders.unpaid}`),
    shopper("/my-order"),
    shopper(`/order-detail?id=${d.orders.shipped}`),
    shopper(`/order-detail?id=${d.orders.received}`),
    shopper(`/order-commonet?id=${d.orders.received}`),
    shopper("/shipping-address"),
    shopper("/coupons"),
    shopper("/messages"),
    shopper("/merchant_settled"),
    shopper("/no-such-page"),
    { role: "visitor", path: "/" },
    { role: "visitor", path: "/admin/login" },
    // the merchant centre and back office
    merchant("/shop-store", true),
    merchant("/merchant"),
    merchant("/shop_bond"),
    merchant("/shop-goods"),
    merchant("/shop-goods?tab=supplier"),
    merchant(`/shop-goods/edit?id=${d.goodsId}`),
    merchant("/shop-goods/edit"),
    merchant("/shop-setting"),
    merchant("/Available"),
    merchant("/settlement"),
    merchant("/shop-order"),
    merchant(`/order_stay_detail?id=${d.orders.paid}`),
    merchant("/wait_order"),
    // the staff console
    staff("/admin", true),
    staff("/admin/users"),
    staff(`/admin/users/${d.shopperId}`),
    staff("/admin/staff"),
    staff("/admin/outbox"),
    staff("/admin/finance"),
    staff("/admin/finance?tab=withdrawals"),
    staff("/admin/finance?tab=bond_refunds"),
    staff("/admin/finance?tab=ledger"),
    staff("/admin/stores"),
    staff("/admin/audit"),
    staff("/admin/support"),
    staff("/admin/coupons"),
    staff("/admin/shops"),
    staff("/admin/supplier"),
    staff("/admin/banners"),
    staff("/admin/app-config"),
    staff("/admin/agreements"),
    staff("/admin/footer"),
    staff("/admin/rules"),
    staff("/admin/categories"),
    staff("/admin/brands"),
    staff("/admin/supplier-goods"),
    staff("/admin/goods"),
    staff("/admin/refunds"),
    staff("/admin/no-such-page"),
  ];
}
