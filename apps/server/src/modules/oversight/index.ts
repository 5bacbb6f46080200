/**
 * The oversight module's only door: the console's dashboard, which gathers each figure from the
 * module that owns it (accounts, orders, merchants, wallet, staff). It owns no table.
 */
export { DASHBOARD_DAYS } from "./dashboard.service.js";
export { oversightRoutes } from "./oversight.routes.js";
