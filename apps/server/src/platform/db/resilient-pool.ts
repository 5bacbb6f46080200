import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import pg from "pg";
import type { Db } from "./client.js";

/**
 * Lost PostgreSQL connections (docs/architecture.md, "Faults"). A backend can go at any moment:
 * a restart, a failover, `pg_terminate_backend`, an idle-connection reaper. Whatever the driver
 * raises then is handled here, so no `error` event goes unheard and the process keeps serving:
 *
 * - every client of the pool has an `error` listener for its whole life, also while a request
 *   holds it inside a transaction (the pool's own listener is off then, and an unheard `error`
 *   would end the process);
 * - a client that broke is handed back to the pool as broken, and the pool opens a new one;
 * - work is retried once only where nothing of it can have reached the database: the connect
 *   failed, or a transaction's `begin` did. A statement or transaction that was under way is not
 *   retried (it may have committed): its request answers the envelope's server fault.
 */

type Log = (err: Error) => void;

/** Driver and server errors that mean "this connection is gone" rather than "this statement failed". */
const SERVER_CODES = new Set(["57P01", "57P02", "57P03", "53300"]);
const SOCKET_CODES = new Set([
  "ECONNREFUSED",
  "ECONNRESET",
  "EPIPE",
  "ETIMEDOUT",
  "EHOSTUNREACH",
  "ENETUNREACH",
  "EAI_AGAIN",
]);
const DRIVER_MESSAGES =
  /Connection terminated|not queryable|Client was closed|connection timeout|terminating connection|Connection refused/i;

type ErrorLike = { code?: unknown; message?: unknown; cause?: unknown } | undefined;

export function isConnectionError(err: unknown): boolean {
  // drizzle wraps the driver's error as `cause`
  let e = err as ErrorLike;
  for (let depth = 0; e && depth < 5; depth++, e = e.cause as ErrorLike) {
    const code = typeof e.code === "string" ? e.code : "";
    if (SERVER_CODES.has(code) || code.startsWith("08") || SOCKET_CODES.has(code)) return true;
    if (typeof e.message === "string" && DRIVER_MESSAGES.test(e.message)) return true;
  }
  return false;
}

/** A pool whose connect is tried a second time when the first attempt could not reach the server. */
export class ResilientPool extends pg.Pool {
  constructor(
    config: pg.PoolConfig,
    /** reports a lost connection (the server's log) */
    readonly onLost: Log,
  ) {
    super(config);
    // a client's error outside any query (its backend was terminated, its socket closed)
    this.on("connect", (client) => client.on("error", (err) => this.onLost(err)));
    // the pool re-emits an idle client's error: already logged by the listener above
    this.on("error", () => {});
  }

  // biome-ignore lint/suspicious/noExplicitAny: pg-pool's overloads (callback or promise)
  override connect(callback?: any): any {
    const once = () => super.connect();
    const attempt = once().catch((err: unknown) => {
      if (!isConnectionError(err)) throw err;
      this.onLost(err as Error);
      return once();
    });
    if (!callback) return attempt;
    attempt.then(
      (client: pg.PoolClient) => callback(undefined, client, client.release),
      (err: Error) => callback(err, undefined, () => {}),
    );
    return undefined;
  }
}

/** One drizzle handle per pooled client, so a transaction costs no new handle. */
const handles = new WeakMap<pg.PoolClient, Db>();
const handleOf = (client: pg.PoolClient): Db => {
  let db = handles.get(client);
  if (!db) {
    db = drizzlePg(client) as unknown as Db;
    handles.set(client, db);
  }
  return db;
};

const poolOf = (db: Db): pg.Pool | null => {
  const client = (db as unknown as { session?: { client?: unknown } }).session?.client;
  return client instanceof pg.Pool ? client : null;
};

/**
 * Runs fn in a transaction on db. On a pool (PostgreSQL) the client is taken here rather than by
 * drizzle, so that a client whose `begin` failed is still handed back (drizzle's own pool path
 * skips the release then, and each lost connection would leak a pool slot), a broken client goes
 * back marked broken, and a transaction that never began is tried once more. On PGlite, and inside
 * a transaction, it is drizzle's transaction as it is.
 */
export async function runTransaction<T>(db: Db, fn: (tx: Db) => Promise<T>): Promise<T> {
  const pool = poolOf(db);
  if (!pool) return db.transaction(fn);
  for (let attempt = 1; ; attempt++) {
    const client = await pool.connect();
    let began = false;
    // what fn threw: drizzle's rollback on a lost connection fails too, and its error would hide this one
    let thrown: unknown;
    let broken: Error | undefined;
    try {
      return await handleOf(client).transaction(async (tx) => {
        began = true;
        try {
          return await fn(tx);
        } catch (err) {
          thrown = err;
          throw err;
        }
      });
    } catch (err) {
      if (isConnectionError(err)) broken = err as Error;
      if (broken && !began && attempt === 1) {
        if (pool instanceof ResilientPool) pool.onLost(broken);
        continue;
      }
      throw thrown ?? err;
    } finally {
      client.release(broken);
    }
  }
}
