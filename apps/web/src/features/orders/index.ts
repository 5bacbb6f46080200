import "./orders.css";

export type { Order, OrderTab } from "./api/orders-api";
export { ConfirmView } from "./components/confirm-view";
export { OrderDetail } from "./components/order-detail";
export { OrderList } from "./components/order-list";
export { PaymentView } from "./components/payment-view";
export { ReviewForm } from "./components/review-form";
export { chatHook } from "./hooks/use-order-actions";
export { ORDER_TABS } from "./lib/order-state";
