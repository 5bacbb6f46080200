import { mkdir } from "node:fs/promises";
import path from "node:path";
import helmet from "@fastify/helmet";
import rateLimit from "@fastify/rate-limit";
import Fastify, { type FastifyInstance } from "fastify";
import type { Config } from "./config.js";
import { accountsRoutes } from "./modules/accounts/index.js";
import { addressesRoutes } from "./modules/addresses/index.js";
import { catalogueRoutes } from "./modules/catalogue/index.js";
import { chatRoutes } from "./modules/chat/index.js";
import { contentRoutes } from "./modules/content/index.js";
import { couponsRoutes } from "./modules/coupons/index.js";
import { filesRoutes } from "./modules/files/index.js";
import { messagesRoutes } from "./modules/messages/index.js";
import { ordersRoutes } from "./modules/orders/index.js";
import { staffRoutes } from "./modules/staff/index.js";
import { uploadsRoutes } from "./modules/uploads/index.js";
import { walletRoutes } from "./modules/wallet/index.js";
import { registerContext } from "./platform/context.js";
import { type Database, openDatabase } from "./platform/db/index.js";
import { BODY_LIMIT_BYTES, ok, registerBodyParsers, registerEnvelope } from "./platform/http/index.js";
import { createMailer, writeOutbox } from "./platform/mail/index.js";
import { registerRealtime } from "./platform/realtime/index.js";
import { registerWeb } from "./platform/web.js";

export interface BuildOptions {
  /** an already open database (tests share one per file) */
  database?: Database;
  /** log to stdout (the server) or not at all (tests) */
  logger?: boolean;
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
  // the public folder exists before the static route serving it is registered
  await mkdir(path.join(config.uploadDir, "public"), { recursive: true });

  const app = Fastify({
    logger:
      opts.logger === false
        ? false
        : { level: config.logLevel, redact: ["req.headers.token", "req.headers.authorization", "req.headers.cookie"] },
    bodyLimit: BODY_LIMIT_BYTES,
    trustProxy: true,
    return503OnClosing: true,
  });
  const mailer = createMailer({
    smtpUrl: config.smtpUrl,
    from: config.mailFrom,
    log: app.log,
    outbox: writeOutbox(database.db),
  });

  registerEnvelope(app);
  registerContext(app, { db: database.db, config, mailer });
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
    max: config.rateLimitPerMinute,
    timeWindow: "1 minute",
    // only calls count: one page view fetches about a hundred scripts, pictures and flags
    allowList: (req) => !req.url.startsWith("/api/"),
    errorResponseBuilder: (_req, ctx) => Object.assign(new Error("rate limited"), { statusCode: ctx.statusCode }),
  });
  await registerBodyParsers(app);
  await registerRealtime(app, { redisUrl: config.redisUrl, heartbeatMs: config.wsHeartbeatMs });

  app.get("/healthz", async (req) => {
    await req.ctx.db.execute("select 1");
    return ok({ status: "ok", database: database.kind });
  });
  await app.register(accountsRoutes);
  await app.register(contentRoutes);
  await app.register(catalogueRoutes);
  await app.register(staffRoutes);
  await app.register(uploadsRoutes);
  await app.register(filesRoutes);
  await app.register(walletRoutes);
  await app.register(chatRoutes);
  await app.register(addressesRoutes);
  await app.register(couponsRoutes);
  await app.register(messagesRoutes);
  await app.register(ordersRoutes);
  await registerWeb(app, { webDist: config.webDist, uploadDir: config.uploadDir });

  if (!opts.database) app.addHook("onClose", () => database.close());
  return { app, database };
}
