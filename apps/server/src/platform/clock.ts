import { AsyncLocalStorage } from "node:async_hooks";
import { type SQL, sql } from "drizzle-orm";

/**
 * The time a business record is written at (docs/processes.md#the-clock). Outside `asOf` it is
 * the real time: the JavaScript clock for times computed in code (`now()`), and the database's
 * `now()` for the defaults of `created_at` columns and the times compared in SQL (`nowSql()`),
 * exactly as if this module did not exist. Inside `asOf(t, …)` every one of them is `t`: the
 * demo seed replays a month of orders, payments and settlements through the real calls, each on
 * its own day (seed/history.ts). Security times (session and code expiry, rate limits, caches)
 * keep the real clock: they are not records of when something happened.
 */
const replay = new AsyncLocalStorage<number>();

/** Runs `fn` with the clock at `at`: everything it writes is dated `at`. */
export function asOf<T>(at: Date, fn: () => Promise<T>): Promise<T> {
  return replay.run(at.getTime(), fn);
}

/** The replayed time, or undefined when the clock is real. */
const replayed = (): number | undefined => replay.getStore();

export const nowMs = (): number => replayed() ?? Date.now();
export const now = (): Date => new Date(nowMs());

/** The clock in SQL: the database's `now()`, or the replayed time as a timestamptz parameter. */
export function nowSql(): SQL {
  const t = replayed();
  return t === undefined ? sql`now()` : sql`${new Date(t).toISOString()}::timestamptz`;
}

/** A parameter for a fixed statement's `coalesce($n::timestamptz, now())`: null when the clock is real. */
export const replayedAt = (): string | null => {
  const t = replayed();
  return t === undefined ? null : new Date(t).toISOString();
};

/** A table's `created_at` default (`.defaultNow().$defaultFn(clockDefault)`): the database's clock unless replaying. */
export const clockDefault = (): Date | SQL => {
  const t = replayed();
  return t === undefined ? sql`now()` : new Date(t);
};
