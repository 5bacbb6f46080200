/**
 * Every table, straight from the `*.tables.ts` files that own them: for drizzle-kit, seeds, tests
 * and benchmarks. Module and platform code never imports this file; a module reaches another
 * module's data only through that module's `index.ts` (modules/ownership.test.ts checks it).
 */
export { emailCodes, users, userTokens } from "./modules/accounts/accounts.tables.js";
export { shippingAddresses } from "./modules/addresses/addresses.tables.js";
export {
  banners,
  brands,
  browseHistory,
  goods,
  goodsFavourites,
  goodsSkus,
  reviews,
  searchHistory,
  shopDays,
  shopFollows,
  shops,
  shopVisits,
  supplierGoods,
} from "./modules/catalogue/catalogue.tables.js";
export { categories, categoryNames } from "./modules/catalogue/categories.tables.js";
export { goodsTexts, shopTexts, supplierGoodsTexts } from "./modules/catalogue/texts.tables.js";
export { chatContacts, chatMessages, supportThreads } from "./modules/chat/chat.tables.js";
export { agreements } from "./modules/content/content.tables.js";
export { coupons, userCoupons } from "./modules/coupons/coupons.tables.js";
export { privateFiles, publicFiles } from "./modules/files/files.tables.js";
export { shopApplications } from "./modules/merchants/applications.tables.js";
export { bondRefunds, bondSignatures } from "./modules/merchants/bond.tables.js";
export { shopNameChanges } from "./modules/merchants/name-changes.tables.js";
export { notices } from "./modules/messages/messages.tables.js";
export { cartLines, orderEvents, orderGoods, orderJobs, orders, refunds } from "./modules/orders/orders.tables.js";
export { auditLog, staff, staffAddressTries, staffTokens } from "./modules/staff/staff.tables.js";
export {
  ledgerAccounts,
  ledgerDaily,
  ledgerEntries,
  ledgerPostings,
  recharges,
  walletAddresses,
  withdrawals,
} from "./modules/wallet/wallet.tables.js";
export { idempotencyKeys } from "./platform/idempotency.tables.js";
export { mailOutbox } from "./platform/mail/outbox.tables.js";
export { settings } from "./platform/settings/settings.tables.js";
