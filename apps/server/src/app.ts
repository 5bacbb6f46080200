import { mkdir } from "node:fs/promises";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import { DEFAULT_LANGUAGE } from "@mp/contracts";
import Fastify, { type FastifyInstance } from "fastify";
import { Redis } from "ioredis";
import type { Config } from "./config.js";
import { accountsRoutes } from "./modules/accounts/index.js";
import { addressesRoutes } from "./modules/addresses/index.js";
import {
  bannerAdminRoutes,
  catalogueAdminRoutes,
  catalogueRoutes,
  largestPagePicture,
} from "./modules/catalogue/index.js";
import { chatRoutes } from "./modules/chat/index.js";
import { contentAdminRoutes, contentRoutes, moneyRatesRoutes } from "./modules/content/index.js";
import { couponsRoutes } from "./modules/coupons/index.js";
import { filesRoutes } from "./modules/files/index.js";
import {
  applicationsRoutes,
  bondRoutes,
  shopGoodsRoutes,
  shopHomeRoutes,
  shopSettingsRoutes,
} from "./modules/merchants/index.js";
import { messagesRoutes } from "./modules/messages/index.js";
import { orderJobLagSeconds, ordersRoutes } from "./modules/orders/index.js";
import { oversightRoutes } from "./modules/oversight/index.js";
import { peopleRoutes } from "./modules/people/index.js";
import { staffRoutes } from "./modules/staff/index.js";
import { uploadsRoutes } from "./modules/uploads/index.js";
import { lastLedgerCheck, walletRoutes } from "./modules/wallet/index.js";
import { registerContext } from "./platform/context.js";
import { type Database, openDatabase } from "./platform/db/index.js";
import { deploymentId, redisNamespace } from "./platform/deployment.js";
import { firstScreens } from "./platform/first-screen.js";
import { fastifyTrustProxy } from "./platform/http/client-address.js";
import { BODY_LIMIT_BYTES, registerBodyParsers, registerEnvelope } from "./platform/http/index.js";
import { registerOpenApi } from "./platform/http/openapi.js";
import { sharedRateLimitStore } from "./platform/http/rate-limit-store.js";
import { redisWindowCounter } from "./platform/http/window-counter.js";
import { createMailer, writeOutbox } from "./platform/mail/index.js";
import { registerOperations } from "./platform/metrics/index.js";
import { registerRealtime } from "./platform/realtime/index.js";
import { redisSharedCache } from "./platform/shared-cache.js";
import { openStorage } from "./platform/uploads/index.js";
import { registerWeb } from "./platform/web.js";

export interface BuildOptions {
  /** an already open database (tests share one per file) */
  database?: Database;
  /** log to stdout (the server) or not at all (tests) */
  logger?: boolean;
  /** where log lines go instead of stdout (tests that read them) */
  logStream?: { write(line: string): void };
}

/**
 * Builds the whole application: platform plugins, then modules. Migrates the database;
 * never listens (server.ts does) and never seeds (seed/ does).
 */
export async function build(
  config: Config,
  opts: BuildOptions = {},
): Promise<{ app: FastifyInstance; database: Database }> {
  const database =
    opts.database ??
    (await openDatabase({
      databaseUrl: config.databaseUrl,
      pgliteDir: config.pgliteDir,
      poolSize: config.databasePoolSize,
    }));
  if (!opts.database) {
    if (!config.databaseUrl) await mkdir(config.dataDir, { recursive: true });
    await database.migrate();
  }
  // uploads: the folder or the bucket (platform/uploads/storage.ts); a bucket must answer now
  const storage = await openStorage(config);

  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : {
            level: config.logLevel,
            redact: ["req.headers.token", "req.headers.authorization", "req.headers.cookie"],
            ...(opts.logStream ? { stream: opts.logStream } : {}),
          },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: fastifyTrustProxy(config.trustProxy),
    return503OnClosing: true,
  });
  // lost database connections are reported on the server's log (platform/db/resilient-pool.ts)
  database.reportTo(app.log);
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    outbox: writeOutbox(database.db),
  });

  const limits = await rateLimitStore(app, config, database);
  registerEnvelope(app);
  // request id, /healthz, /readyz and /metrics (platform/metrics), before any route
  registerOperations(app, {
    database,
    redisUrl: config.redisUrl,
    metricsToken: config.metricsToken,
    probes: { orderJobLagSeconds, lastLedgerCheck },
  });
  registerContext(app, { db: database.db, config, mailer, storage, windows: limits.windows, shared: limits.shared });
  await app.register(helmet, {
    contentSecurityPolicy: {
      directives: {
        "img-src": ["'self'", "data:", "blob:"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "connect-src": ["'self'", "ws:", "wss:"],
        "upgrade-insecure-requests": null,
      },
    },
    crossOriginEmbedderPolicy: false,
  });
  await app.register(rateLimit, {
    ...(limits.store ? { store: limits.store } : {}),
    max: config.rateLimitPerMinute,
    timeWindow: "1 minute",
    // only calls count: one page view fetches about a hundred scripts, pictures and flags
    allowList: (req) => !req.url.startsWith("/api/"),
    errorResponseBuilder: (_req, ctx) => Object.assign(new Error("rate limited"), { statusCode: ctx.statusCode }),
  });
  await registerBodyParsers(app);
  await registerOpenApi(app);
  await registerRealtime(app, {
    redisUrl: config.redisUrl,
    heartbeatMs: config.wsHeartbeatMs,
    origins: config.wsOrigins,
    loopbackOrigins: config.wsLoopbackOrigins,
    bindGraceMs: config.wsBindGraceMs,
    maxPerUser: config.wsMaxPerUser,
    maxPerAddress: config.wsMaxPerAddress,
  });

  await app.register(accountsRoutes);
  await app.register(contentRoutes);
  await app.register(contentAdminRoutes);
  await app.register(moneyRatesRoutes);
  await app.register(catalogueRoutes);
  await app.register(bannerAdminRoutes);
  await app.register(catalogueAdminRoutes);
  await app.register(staffRoutes);
  await app.register(peopleRoutes);
  await app.register(oversightRoutes);
  await app.register(uploadsRoutes);
  await app.register(filesRoutes);
  await app.register(walletRoutes);
  await app.register(chatRoutes);
  await app.register(addressesRoutes);
  await app.register(couponsRoutes);
  await app.register(messagesRoutes);
  await app.register(ordersRoutes);
  await app.register(applicationsRoutes);
  await app.register(bondRoutes);
  await app.register(shopGoodsRoutes);
  await app.register(shopHomeRoutes);
  await app.register(shopSettingsRoutes);
  await registerWeb(app, {
    webDist: config.webDist,
    storage,
    pagePicture: (req) => {
      const url = new URL(req.url, "http://page");
      return largestPagePicture(database.db, DEFAULT_LANGUAGE, url.pathname, url.searchParams);
    },
    firstScreen: firstScreens(app, config.webDist),
  });
  app.addHook("onClose", () => storage.close());

  if (!opts.database) app.addHook("onClose", () => database.close());
  return { app, database };
}

/**
 * With REDIS_URL the per-IP counts, the modules' own limits (window-counter.ts) and the cache tier
 * behind the public answers (shared-cache.ts) are shared by every process of the deployment
 * (rate-limit-store.ts), under keys named after the identity kept in its database (deployment.ts);
 * in memory otherwise, and no shared tier.
 */
async function rateLimitStore(app: FastifyInstance, config: Config, database: Database) {
  if (!config.redisUrl) return { store: undefined, windows: undefined, shared: undefined };
  // fail fast while Redis is away: the store counts in memory meanwhile
  const redis = new Redis(config.redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1, enableOfflineQueue: false });
  redis.on("error", (err) => app.log.warn({ err: err.message }, "redis (rate limits) error"));
  app.addHook("onClose", () =>
    redis.quit().then(
      () => undefined,
      () => redis.disconnect(),
    ),
  );
  await redis.connect().catch((err) => app.log.warn({ err: err.message }, "redis (rate limits) not reachable yet"));
  const namespace = redisNamespace(await deploymentId(database.db));
  return {
    store: sharedRateLimitStore(redis, namespace),
    windows: redisWindowCounter(redis, namespace),
    shared: redisSharedCache(redis, namespace),
  };
}
