/**
 * The zod-free entry (`@mp/contracts/constants`): constants and response types only, so a
 * screen that needs an order state or a page type does not pull the schema library in.
 */
export * from "./accounts.constants.js";
export * from "./addresses.constants.js";
export * from "./bond.constants.js";
export * from "./catalogue.constants.js";
export * from "./chat.constants.js";
export * from "./content.constants.js";
export * from "./coupons.constants.js";
export * from "./envelope.js";
export * from "./errors.js";
export * from "./first-screen.constants.js";
export * from "./init.js";
export * from "./languages.js";
export * from "./merchants.constants.js";
export * from "./messages.constants.js";
export * from "./orders.constants.js";
export * from "./oversight.constants.js";
export * from "./realtime.js";
export * from "./shop-finance.constants.js";
export * from "./shop-goods.constants.js";
export * from "./shop-home.constants.js";
export * from "./shop-settings.constants.js";
export * from "./wallet.constants.js";
