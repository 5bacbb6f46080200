/** The merchants module's only door: shop applications and their review, store levels, the bond,
 * its refunds, store locks, shop settings and name changes (docs/modules.md). */

import { setLevelGuard } from "../orders/index.js";
import { levelAllows } from "./level-rights.js";

// ordering asks this module whether a shop's store level still allows what it sells (orders
// cannot import this module, which imports orders): handed over as soon as the module loads
setLevelGuard(levelAllows);

export { applicationsRoutes } from "./applications.routes.js";
export { bondRoutes } from "./bond.routes.js";
export { type DemoBondShop, levelNeeded, seedDemoBonds } from "./bond.seed.js";
export { pendingShopReviews } from "./dashboard.repo.js";
export { shopGoodsRoutes } from "./goods.routes.js";
export { shopHomeRoutes } from "./shop-home.routes.js";
export { shopSettingsRoutes } from "./shop-settings.routes.js";
