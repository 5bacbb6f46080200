/** The accounts module's only door. */

export * as accountsAdmin from "./accounts.admin.js";
export { USER_CARDS_SQL } from "./accounts.fragments.js";
export {
  findUserByEmail,
  findUserById,
  frozenUserSql,
  publicProfiles,
  type UserRow,
} from "./accounts.repo.js";
export { accountsRoutes } from "./accounts.routes.js";
export { checkPayPassword } from "./pay-password.js";
export { currentUser, requireUser } from "./session.js";
export { clearSessionCache } from "./session-cache.js";
export { extendUserInfo } from "./user-presenter.js";
