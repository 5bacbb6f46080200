import { afterCommit } from "../../platform/after-commit.js";
import type { Db } from "../../platform/db/index.js";
import { closeUserSockets } from "../../platform/realtime/index.js";

/**
 * A session that ends takes its sockets with it (docs/api.md#the-websocket): once the revocation
 * on `db` commits, the user's sockets bound with that token (`session`), or all but one
 * session's (`except`), or all (no filter) close with 4001 on every process. Called by the
 * repo's revocations: logout, password change or reset, lock.
 */
export function endSockets(db: Db, userId: number, filter: { session?: string; except?: string }): void {
  afterCommit(db, () => closeUserSockets(userId, filter));
}
