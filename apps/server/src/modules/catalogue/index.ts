/** The catalogue module's only door: categories, shops' public profiles, goods, favourites, history. */

export { catalogueRoutes } from "./catalogue.routes.js";
export {
  banners,
  browseHistory,
  type GoodsSpec,
  goods,
  goodsFavourites,
  goodsSkus,
  reviews,
  searchHistory,
  shopFollows,
  shops,
  supplierGoods,
} from "./catalogue.tables.js";
export { categoryModules, invalidateCategories, subtreeIds } from "./categories.service.js";
export { categories, categoryNames } from "./categories.tables.js";
export { refreshGoodsSearchText, refreshShopSearchText } from "./search-text.js";
