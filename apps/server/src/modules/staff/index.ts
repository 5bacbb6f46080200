/** The staff module's only door: staff accounts, the console's calls, the audit log. */

export { STAFF_NAMES_SQL, supportStaff } from "./staff.repo.js";
export { staffRoutes } from "./staff.routes.js";
export { audit, countStaff, createStaff, requireStaff, requireStaffSession } from "./staff.service.js";
