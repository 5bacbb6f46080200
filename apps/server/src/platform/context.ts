import { DEFAULT_LANGUAGE, language } from "@mp/contracts";
import { DEFAULT_MONEY_TYPE, moneyType } from "@mp/money";
import type { FastifyBaseLogger, FastifyInstance, FastifyRequest } from "fastify";
import type { Config } from "../config.js";
import { logAfterCommitFailures, transactionWithAfterCommit } from "./after-commit.js";
import type { Db } from "./db/index.js";
import { memoryWindowCounter, type WindowCounter } from "./http/window-counter.js";
import type { Mailer } from "./mail/index.js";
import type { SharedCache } from "./shared-cache.js";
import type { FileStorage } from "./uploads/index.js";

/**
 * What a service function knows about the request: who asks (resolved lazily by the accounts
 * and staff modules from `token`), in which language and money type, and the database handle
 * (the transaction, inside `inTransaction`). Services take it first; there are no request globals.
 */
export interface Ctx {
  db: Db;
  config: Config;
  mailer: Mailer;
  /** where uploads are kept: the upload folder or the bucket (platform/uploads/storage.ts) */
  storage: FileStorage;
  log: FastifyBaseLogger;
  lang: string;
  mtype: string;
  ip: string;
  /** the client's User-Agent header (at most 256 characters), recorded with a login */
  userAgent?: string;
  /** raw session token from the `Token` header, if any */
  token: string | null;
  /** per-request memo (actor lookups) */
  memo: Map<string, unknown>;
  /** counts for the limits a module keeps itself: in Redis when REDIS_URL is set (docs/processes.md) */
  windows: WindowCounter;
  /** the cache tier every process shares (Redis when REDIS_URL is set), else null: cache.ts */
  shared: SharedCache | null;
}

export interface Platform {
  db: Db;
  config: Config;
  mailer: Mailer;
  storage: FileStorage;
  /** shared counts (platform/http/window-counter.ts); this process's memory when not given */
  windows?: WindowCounter;
  /** the shared cache tier (platform/shared-cache.ts); none when not given */
  shared?: SharedCache;
}

declare module "fastify" {
  interface FastifyRequest {
    ctx: Ctx;
  }
  interface FastifyInstance {
    platform: Platform;
  }
}

function header(req: FastifyRequest, name: string): string | null {
  const v = req.headers[name];
  const s = Array.isArray(v) ? v[0] : v;
  return s && s.length <= 256 ? s : null;
}

/** Builds `request.ctx` for every request. An unknown Lang or mtype falls back to English / USD. */
export function registerContext(app: FastifyInstance, platform: Platform): void {
  app.decorate("platform", platform);
  const windows = platform.windows ?? memoryWindowCounter();
  logAfterCommitFailures(platform.db, app.log);
  app.decorateRequest("ctx", null as unknown as Ctx);
  app.addHook("onRequest", async (req) => {
    const lang = header(req, "lang");
    const mtype = header(req, "mtype");
    req.ctx = {
      db: platform.db,
      config: platform.config,
      mailer: platform.mailer,
      storage: platform.storage,
      log: req.log,
      lang: lang ? language(lang).code : DEFAULT_LANGUAGE,
      mtype: mtype ? moneyType(mtype).code : DEFAULT_MONEY_TYPE,
      ip: req.ip,
      userAgent: header(req, "user-agent") ?? "",
      token: header(req, "token"),
      memo: new Map(),
      windows,
      shared: platform.shared ?? null,
    };
  });
}

/**
 * Runs fn in one database transaction; the ctx it receives carries the transaction. Work given to
 * `afterCommit(tx.db, ...)` runs once it has committed; a failing one is logged with the request's id.
 */
export function inTransaction<T>(ctx: Ctx, fn: (tx: Ctx) => Promise<T>): Promise<T> {
  return transactionWithAfterCommit(ctx.db, (db) => fn({ ...ctx, db }), ctx.log);
}

/** Memoizes a per-request lookup (the actor) on the ctx. */
export async function memo<T>(ctx: Ctx, key: string, load: () => Promise<T>): Promise<T> {
  if (ctx.memo.has(key)) return ctx.memo.get(key) as T;
  const value = await load();
  ctx.memo.set(key, value);
  return value;
}
