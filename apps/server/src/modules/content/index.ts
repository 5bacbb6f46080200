/** The content module's only door: init and agreement pages (settings are a platform service). */

export { contentAdminRoutes } from "./content.admin.js";
export { contentRoutes } from "./content.routes.js";
export { agreementText } from "./content.service.js";
export { moneyRates, moneyRatesRoutes } from "./money-rates.js";
export { readerOf } from "./reader.js";
