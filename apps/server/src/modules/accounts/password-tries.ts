import type { Db } from "../../platform/db/index.js";
import * as repo from "./accounts.repo.js";

/** What a checked password try came to. */
export type TryResult = "ok" | "wrong" | "blocking" | "blocked";

const queues = new Map<string, Promise<unknown>>();

/** Runs fn after every earlier call with the same key has finished (within this process). */
function oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T> {
  const run = (queues.get(key) ?? Promise.resolve()).then(fn, fn);
  const tail = run.catch(() => undefined);
  queues.set(key, tail);
  void tail.then(() => {
    if (queues.get(key) === tail) queues.delete(key);
  });
  return run;
}

/**
 * Checks a password with the try limit: `max` wrong ones in a row start a block of `blockMs`
 * ("blocking" is the try that started it; "blocked" a try during one). A user's checks of one kind
 * run one at a time in a process, each reading the count the one before it left, so guesses sent
 * in parallel get `max` tries and no more, while right passwords sent together all pass.
 */
export function checkPasswordTry(
  db: Db,
  userId: number,
  kind: repo.TryKind,
  /** the hash check itself: argon2id against the login password, or the keyed PIN hash */
  matches: () => Promise<boolean>,
  limits: { max: number; blockMs: number },
): Promise<TryResult> {
  return oneAtATime(`${kind}:${userId}`, async () => {
    const state = await repo.tryState(db, userId, kind);
    if (state.blockedUntil && state.blockedUntil > new Date()) return "blocked";
    if (await matches()) {
      if (state.failures || state.blockedUntil) await repo.clearTries(db, userId, kind);
      return "ok";
    }
    return (await repo.recordFailure(db, userId, kind, limits.max, limits.blockMs)).blocking ? "blocking" : "wrong";
  });
}
