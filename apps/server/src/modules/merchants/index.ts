/** The merchants module's only door: shop applications and their review, store levels, the bond,
 * its refunds, store locks, shop settings and name changes (docs/modules.md). */
export { applicationsRoutes } from "./applications.routes.js";
export { bondRoutes } from "./bond.routes.js";
export { pendingShopReviews } from "./dashboard.repo.js";
export { shopGoodsRoutes } from "./goods.routes.js";
export { shopHomeRoutes } from "./shop-home.routes.js";
export { shopSettingsRoutes } from "./shop-settings.routes.js";
