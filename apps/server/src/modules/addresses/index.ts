/** The addresses module's only door: region data, dialling codes, delivery rules and shoppers' shipping addresses. */
export { addressesRoutes } from "./addresses.routes.js";
export { findUserAddress, type ShippingAddress } from "./addresses.service.js";
export { DEFAULT_DELIVERY_RULES, deliversTo } from "./delivery.js";
export { COUNTRIES, findCountry } from "./regions.js";
