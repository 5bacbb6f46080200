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
export {
  countSalesStatement,
  type LineFactsRow,
  lineFacts,
  returnGoodsStock,
  returnSkuStock,
  type StockLine,
  shopOwnerOf,
  takeGoodsStock,
  takeSkuStock,
  uncountShopSales,
} from "./selling-fragments.js";
export { shopNames, shopOfOwner, shopOwnerId } from "./shop-owners.repo.js";
export { addReview, type NewReview } from "./shopper-reviews.repo.js";
