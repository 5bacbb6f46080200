/** The catalogue module's only door: categories, shops' public profiles, goods, favourites, history. */

export { bannerAdminRoutes } from "./banners.admin.js";
export { adoptBrandTexts } from "./brands.admin.js";
export { catalogueAdminRoutes } from "./catalogue.admin.routes.js";
export { catalogueRoutes } from "./catalogue.routes.js";
export type { GoodsSpec } from "./catalogue.tables.js";
export { categoryModules, hiddenCategoryIds, invalidateCategories, subtreeIds } from "./categories.service.js";
export { findGoodsCard } from "./goods.repo.js";
export { forgetGoodsAnswers } from "./goods.service.js";
export {
  goodsKeptOnShelf,
  onShelfCounts,
  type ShelfRights,
  shelveOverRights,
  shopsOnShelf,
} from "./level-shelf.repo.js";
export { largestPagePicture } from "./page-image.js";
export { type PromotionQuotas, setPromotionQuotas } from "./promotion.js";
export { refreshGoodsSearchText, refreshShopSearchText } from "./search-text.js";
export {
  countSalesStatement,
  type LineFactsRow,
  lineFacts,
  returnGoodsStock,
  returnSkuStock,
  type StockLine,
  shopOwnerOf,
  shopStateOf,
  takeGoodsStock,
  takeSkuStock,
  uncountShopSales,
} from "./selling-fragments.js";
export { goodsOnSale, type ShopDayRow, shopDayFigures } from "./shop-days.repo.js";
export {
  categoryExists,
  countShopGoods,
  findShopGoods,
  findSupplierGoods,
  highestPrice,
  insertShopGoods,
  type ShopGoodsDbRow,
  type ShopGoodsFull,
  type ShopGoodsWrite,
  type SupplierGoodsDbRow,
  setShelf,
  shopGoodsCounts,
  shopGoodsPage,
  softDeleteGoods,
  supplierGoodsPage,
  updateShopGoods,
} from "./shop-goods.repo.js";
export { type NewShop, openShop, ownShopCard, shopNameTaken } from "./shop-opening.repo.js";
export { shopNames, shopOfOwner, shopOwnerId, shopsOfOwners } from "./shop-owners.repo.js";
export {
  renameShop,
  type ShopSettingsFields,
  type ShopSettingsRow,
  saveShopSettings,
  shopSettingsOf,
  shopWelcome,
} from "./shop-settings.repo.js";
export {
  lockShopRow,
  requireOwnShop,
  type ShopAdminRow,
  setShopLocked,
  shopAdminPage,
  shopNamesById,
} from "./shop-states.js";
export { addReview, type NewReview } from "./shopper-reviews.repo.js";
export { findShopOwner, SHOP_CARDS_SQL, shopExists } from "./shops.repo.js";
export { forgetShopCards } from "./shops.service.js";
