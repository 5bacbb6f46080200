/** The staff module's only door: staff accounts, the console's calls, the audit log. */

export { staffRoutes } from "./staff.routes.js";
export { audit, countStaff, createStaff, requireStaff } from "./staff.service.js";
export { auditLog, staff, staffTokens } from "./staff.tables.js";
