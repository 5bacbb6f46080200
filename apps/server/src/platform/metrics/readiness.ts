import { sql } from "drizzle-orm";
import type { FastifyBaseLogger } from "fastify";
import { Redis } from "ioredis";
import type { Database } from "../db/index.js";
import { within } from "./within.js";

/** How long each dependency has to answer a readiness check. */
export const READY_TIMEOUT_MS = 2_000;

/** One dependency's state: ok, or why not (a short word: never a host name or a driver's text). */
export type CheckState = "ok" | "unreachable" | "pending" | "unknown";

export interface ReadyReport {
  ready: boolean;
  checks: { database: CheckState; redis?: CheckState; migrations: CheckState };
  /** the checks that are not ok */
  failed: string[];
  /** migrations this build brings that the database has not applied */
  pending?: string[];
}

export interface Readiness {
  check(): Promise<ReadyReport>;
  close(): Promise<void>;
}

/**
 * Whether this process can serve: the database answers, Redis answers (only when REDIS_URL is
 * set), and every migration of this build is applied. Nothing is cached but the migrations once
 * all are applied (they do not come undone): a database that went away is seen at the next check,
 * and one that is back too. A change of state is logged with the driver's reason.
 */
export function createReadiness(database: Database, redisUrl: string | undefined, log: FastifyBaseLogger): Readiness {
  let redis: Redis | null = null;
  if (redisUrl) {
    // fail fast while Redis is away (no queue of commands waiting for it); it reconnects on its own
    redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
    redis.on("error", () => {});
    redis.connect().catch(() => {});
  }
  let migrated = false;
  let lastFailed = "";
  /** why a check failed: for the log, never for the answer */
  type Reasons = Map<string, string>;
  const note = (reasons: Reasons, what: string, err: unknown) =>
    reasons.set(what, (err as Error)?.message ?? String(err));

  const databaseCheck = async (reasons: Reasons): Promise<{ state: CheckState; pending?: string[] }> => {
    try {
      await within(READY_TIMEOUT_MS, database.db.execute(sql`select 1`), "database");
    } catch (err) {
      note(reasons, "database", err);
      return { state: "unreachable" };
    }
    if (migrated) return { state: "ok" };
    try {
      const pending = await within(READY_TIMEOUT_MS, database.pendingMigrations(), "database");
      migrated = pending.length === 0;
      return migrated ? { state: "ok" } : { state: "pending", pending };
    } catch (err) {
      note(reasons, "migrations", err);
      return { state: "unknown" };
    }
  };
  const redisCheck = async (reasons: Reasons): Promise<CheckState> => {
    if (!redis) return "ok";
    try {
      await within(READY_TIMEOUT_MS, redis.ping(), "redis");
      return "ok";
    } catch (err) {
      note(reasons, "redis", err);
      return "unreachable";
    }
  };

  return {
    async check() {
      const reasons: Reasons = new Map();
      const [db, redisState] = await Promise.all([databaseCheck(reasons), redisCheck(reasons)]);
      const checks: ReadyReport["checks"] = {
        database: db.state === "unreachable" ? "unreachable" : "ok",
        ...(redis ? { redis: redisState } : {}),
        migrations: db.state === "unreachable" ? "unknown" : db.state,
      };
      const failed = Object.entries(checks)
        .filter(([, state]) => state !== "ok")
        .map(([name]) => name);
      const key = failed.join(",");
      if (key !== lastFailed) {
        if (failed.length) log.warn({ failed, reasons: Object.fromEntries(reasons), pending: db.pending }, "not ready");
        else log.info("ready");
        lastFailed = key;
      }
      return { ready: failed.length === 0, checks, failed, ...(db.pending ? { pending: db.pending } : {}) };
    },
    async close() {
      if (!redis) return;
      await redis.quit().catch(() => redis?.disconnect());
    },
  };
}
