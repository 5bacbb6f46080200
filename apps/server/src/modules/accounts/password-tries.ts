import { checkTry, type TryResult } from "../../platform/auth/try-limit.js";
import type { Db } from "../../platform/db/index.js";
import * as repo from "./accounts.repo.js";

export type { TryResult };

/**
 * Checks a user's login or payment password with the try limit: `max` wrong ones in a row start a
 * block of `blockMs` ("blocking" is the try that started it; "blocked" a try during one). Each try
 * is counted in the database before its hash is checked (platform/auth/try-limit.ts), so guesses
 * sent in parallel, to one process or several, get `max` tries and no more, while right passwords
 * sent together all pass. Call it outside any transaction.
 */
export function checkPasswordTry(
  db: Db,
  userId: number,
  kind: repo.TryKind,
  /** the hash check itself: argon2id against the login password, or the keyed PIN hash */
  matches: () => Promise<boolean>,
  limits: { max: number; blockMs: number },
): Promise<TryResult> {
  return checkTry([repo.userTryCounter(db, userId, kind)], matches, limits);
}
