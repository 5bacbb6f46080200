/** The orders module's only door: cart, checkout, payment, orders, refunds and the order timers. */

export { type OrderDayFigures, orderFiguresByDay, pendingOrderReviews } from "./dashboard.repo.js";
export { nextOrderJobDue, orderJobLagSeconds } from "./jobs.repo.js";
export { upgradeLegacyEvents } from "./legacy-events.js";
export { type LevelGuard, type LevelLine, setLevelGuard } from "./level-guard.js";
export { type OrderCard, orderCardFor } from "./order-card.js";
export { ORDER_STATE, ORDER_TRANSITIONS, REFUND_STATE } from "./order-state.js";
export { userOrdersForStaff } from "./orders.admin.js";
export { ordersRoutes } from "./orders.routes.js";
export { shopHasUnsettledOrders } from "./shop-open-orders.repo.js";
export { SHOP_BUYERS_SQL } from "./shop-orders.repo.js";
export { type ShopOrderDay, type ShopOrderStats, shopOrderStats } from "./shop-stats.repo.js";
export { ORDER_JOB_HANDLERS, runOrderJobs, startOrderJobs } from "./timers.js";
