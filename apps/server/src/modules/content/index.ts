/** The content module's only door: site settings, init, agreement pages. */

export { contentRoutes } from "./content.routes.js";
export { getSetting, putSetting } from "./content.service.js";
export { agreements, settings } from "./content.tables.js";
