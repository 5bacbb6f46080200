/** The catalogue module's only door: categories, shops' public profiles, goods, favourites, history. */

export { catalogueRoutes } from "./catalogue.routes.js";
export type { GoodsSpec } from "./catalogue.tables.js";
export { categoryModules, invalidateCategories, subtreeIds } from "./categories.service.js";
export { findGoodsCard } from "./goods.repo.js";
export { refreshGoodsSearchText, refreshShopSearchText } from "./search-text.js";
export { findShopOwner, SHOP_CARDS_SQL, shopExists } from "./shops.repo.js";
