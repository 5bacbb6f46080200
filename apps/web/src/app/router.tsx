import { createBrowserRouter, type HydrationState, type RouteObject } from "react-router";
import { loadStrings, type StringPack } from "../lib/i18n";
import { PageLoader } from "./layouts/page-loader";
import type { RouteHandle } from "./route-handle";

const notFound = () => import("./routes/not-found-page");
const auth: RouteHandle = { auth: true };
/** A route module loaded together with its pack's strings, so it never renders a raw key. */
const withStrings =
  <T,>(pack: StringPack, load: () => Promise<T>) =>
  async (): Promise<T> =>
    (await Promise.all([load(), loadStrings(pack)]))[0];

const shopRoutes: RouteObject[] = [
  { index: true, lazy: () => import("./routes/home-page") },
  { path: "dashboard", handle: auth, lazy: () => import("./routes/dashboard-page") },
  { path: "setup", handle: auth, lazy: () => import("./routes/setup-page") },
  { path: "login-password", handle: auth, lazy: () => import("./routes/login-password-page") },
  { path: "transaction-password", handle: auth, lazy: () => import("./routes/transaction-password-page") },
  { path: "privacy_agreement", lazy: () => import("./routes/agreement-page") },
  { path: "about", lazy: () => import("./routes/about-page") },
  { path: "goods_cate", lazy: () => import("./routes/goods-cate-page") },
  { path: "shop_cate", lazy: () => import("./routes/shop-cate-page") },
  { path: "productDetails", lazy: () => import("./routes/product-details-page") },
  { path: "store", lazy: () => import("./routes/store-page") },
  { path: "classify", lazy: () => import("./routes/classify-page") },
  { path: "collect-goods", handle: auth, lazy: () => import("./routes/collect-goods-page") },
  { path: "collect-shop", handle: auth, lazy: () => import("./routes/collect-shop-page") },
  { path: "history", handle: auth, lazy: () => import("./routes/history-page") },
  { path: "money-package", handle: auth, lazy: () => import("./routes/wallet-page") },
  { path: "recharge", handle: auth, lazy: () => import("./routes/recharge-page") },
  { path: "withdraw", handle: auth, lazy: () => import("./routes/withdraw-page") },
  { path: "wallet_address", handle: auth, lazy: () => import("./routes/wallet-address-page") },
  { path: "shopping_cart", lazy: () => import("./routes/cart-page") },
  { path: "order_confirm", handle: auth, lazy: () => import("./routes/order-confirm-page") },
  { path: "payment", handle: auth, lazy: () => import("./routes/payment-page") },
  { path: "my-order", handle: auth, lazy: () => import("./routes/my-order-page") },
  { path: "order-detail", handle: auth, lazy: () => import("./routes/order-detail-page") },
  { path: "order-commonet", handle: auth, lazy: () => import("./routes/order-review-page") },
  { path: "shipping-address", handle: auth, lazy: () => import("./routes/shipping-address-page") },
  { path: "coupons", handle: auth, lazy: () => import("./routes/coupons-page") },
  { path: "messages", handle: auth, lazy: () => import("./routes/messages-page") },
  { path: "merchant", handle: auth, lazy: withStrings("merchant-centre", () => import("./routes/merchant-page")) },
  {
    path: "merchant_settled",
    handle: auth,
    lazy: withStrings("merchant-centre", () => import("./routes/merchant-settled-page")),
  },
  {
    // the merchant back office: every page inside its frame (navigation, merchant check)
    handle: auth,
    lazy: withStrings("back-office", () => import("./layouts/merchant-layout")),
    children: [
      { path: "shop_bond", lazy: () => import("./routes/shop-bond-page") },
      { path: "shop-goods", lazy: () => import("./routes/shop-goods-page") },
      { path: "shop-goods/edit", lazy: () => import("./routes/shop-goods-edit-page") },
      { path: "shop-store", lazy: () => import("./routes/shop-store-page") },
      { path: "shop-setting", lazy: () => import("./routes/shop-setting-page") },
      { path: "Available", lazy: () => import("./routes/available-page") },
      { path: "settlement", lazy: () => import("./routes/settlement-page") },
      { path: "shop-order", lazy: () => import("./routes/shop-order-page") },
      { path: "order_stay_detail", lazy: () => import("./routes/order-stay-detail-page") },
      { path: "wait_order", lazy: () => import("./routes/wait-order-page") },
    ],
  },
  { path: "*", lazy: notFound },
];

const adminRoutes: RouteObject[] = [
  {
    index: true,
    handle: { section: "dashboard" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/dashboard-page"),
  },
  {
    path: "users",
    handle: { section: "users" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/users-page"),
  },
  {
    path: "users/:id",
    handle: { section: "users" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/user-detail-page"),
  },
  {
    path: "staff",
    handle: { section: "staff" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/staff-page"),
  },
  {
    path: "outbox",
    handle: { section: "outbox" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/outbox-page"),
  },
  {
    path: "finance",
    handle: { section: "finance" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/finance-page"),
  },
  {
    path: "stores",
    handle: { section: "stores" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/stores-page"),
  },
  {
    path: "audit",
    handle: { section: "audit" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/audit-page"),
  },
  {
    path: "support",
    handle: { section: "support" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/support-page"),
  },
  {
    path: "coupons",
    handle: { section: "coupons" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/coupons-page"),
  },
  {
    path: "shops",
    handle: { section: "shops" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/shops-page"),
  },
  {
    path: "supplier",
    handle: { section: "supplier" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/supplier-page"),
  },
  {
    path: "banners",
    handle: { section: "banners" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/banners-page"),
  },
  {
    path: "app-config",
    handle: { section: "app_config" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/app-config-page"),
  },
  {
    path: "agreements",
    handle: { section: "agreements" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/agreements-page"),
  },
  {
    path: "footer",
    handle: { section: "footer" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/footer-page"),
  },
  {
    path: "rules",
    handle: { section: "rules" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/rules-page"),
  },
  {
    path: "categories",
    handle: { section: "categories" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/catalogue-categories-page"),
  },
  {
    path: "brands",
    handle: { section: "brands" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/catalogue-brands-page"),
  },
  {
    path: "supplier-goods",
    handle: { section: "supplier_goods" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/catalogue-supplier-goods-page"),
  },
  {
    path: "goods",
    handle: { section: "goods" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/catalogue-goods-page"),
  },
  {
    path: "refunds",
    handle: { section: "refunds" } satisfies RouteHandle,
    lazy: () => import("./routes/admin/refunds-page"),
  },
  { path: "*", lazy: notFound },
];

/** Every page of the app: the browser's router and the server's first screen (ssr/) share them. */
export const appRoutes: RouteObject[] = [
  {
    path: "/admin/login",
    lazy: withStrings("console", () => import("./routes/admin/login-page")),
    hydrateFallbackElement: <PageLoader />,
  },
  {
    path: "/admin",
    lazy: withStrings("console", () => import("./layouts/admin-layout")),
    hydrateFallbackElement: <PageLoader />,
    children: adminRoutes,
  },
  {
    path: "/",
    lazy: () => import("./layouts/shop-layout"),
    hydrateFallbackElement: <PageLoader />,
    children: shopRoutes,
  },
];

/** The browser's router; `hydrationData` when the server drew the first screen (main.tsx). */
export const createAppRouter = (hydrationData?: HydrationState) => createBrowserRouter(appRoutes, { hydrationData });
