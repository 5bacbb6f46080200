import "./shop-orders.css";

export type { ShopOrderDetail } from "./api/shop-orders-api";
export { ShopOrderDetailView } from "./components/shop-order-detail";
export { ORDER_TABS, ShopOrderList, TO_SHIP_TABS } from "./components/shop-order-list";
export { SupplierQueue } from "./components/supplier-queue";
export { contactHook } from "./hooks/use-shop-orders";
