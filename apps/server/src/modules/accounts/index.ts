/** The accounts module's only door. */

export * as accountsAdmin from "./accounts.admin.js";
export { USER_CARDS_SQL, userIdsContainingSql } from "./accounts.fragments.js";
export {
  findUserByEmail,
  findUserById,
  frozenUserSql,
  languagesOf,
  payGuardChangedAt,
  publicProfiles,
  type UserRow,
} from "./accounts.repo.js";
export { accountsRoutes } from "./accounts.routes.js";
export { newUsersByDay } from "./accounts.stats.js";
export { checkPayPassword } from "./pay-password.js";
export { currentSession, currentUser, requireSession, requireUser, type Session } from "./session.js";
export { clearSessionCache } from "./session-cache.js";
export { extendUserInfo } from "./user-presenter.js";
