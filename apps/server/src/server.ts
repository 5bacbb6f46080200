import { seed } from "../seed/index.js";
import { build } from "./app.js";
import { ConfigError, loadConfig } from "./config.js";
import { upgradeLegacyNotices } from "./modules/messages/index.js";
import { startOrderJobs, upgradeLegacyEvents } from "./modules/orders/index.js";
import { upgradeLegacyMemos } from "./modules/wallet/index.js";
import { startEmbeddedVacuum } from "./platform/db/index.js";

/** Reads config, migrates, seeds an empty database, listens, and closes gracefully. */
async function main(): Promise<void> {
  let config: ReturnType<typeof loadConfig>;
  try {
    config = loadConfig();
  } catch (err) {
    if (err instanceof ConfigError) {
      console.error(err.message);
      process.exit(1);
    }
    throw err;
  }
  const { app, database } = await build(config);
  // The last line, not the fix: every source handles its own failures (docs/architecture.md,
  // "Faults"). A promise someone forgot to handle is logged, and the tests fail on that line; it
  // does not take every other request down with it. An uncaught exception still ends the process.
  process.on("unhandledRejection", (reason) => app.log.error({ err: reason }, "unhandled rejection"));
  // rows written before texts were keys get their keys, once (docs/languages.md)
  for (const upgrade of [upgradeLegacyMemos, upgradeLegacyNotices, upgradeLegacyEvents]) await upgrade(database.db);
  const seeded = await seed(database.db, config.seed, { storage: app.platform.storage, app, config });
  await app.listen({ port: config.port, host: config.host });
  // order timers (unpaid cancel, auto-confirm, settlement) are rows in the database; this polls for due ones
  const orderJobs = startOrderJobs(database.db, app.log);
  // the embedded database has no autovacuum of its own
  const vacuum = startEmbeddedVacuum(database, app.log);

  const where = config.databaseUrl ? "PostgreSQL (DATABASE_URL)" : `PGlite in ${config.pgliteDir}`;
  const lines = [
    "",
    `  Marketplace is running at ${config.publicUrl}`,
    `  Staff console:           ${config.publicUrl}/admin`,
    `  Database:                ${where}`,
    `  Mail:                    ${config.smtpUrl ? "SMTP" : "dev outbox (staff console > Outbox)"}`,
  ];
  if (seeded.logins.length) {
    lines.push("", "  Demo logins:");
    for (const l of seeded.logins) lines.push(`    ${l.who.padEnd(9)} ${l.account} / ${l.password}`);
  }
  console.log(lines.join("\n"), "\n");

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, "closing: finishing requests in flight");
    const timer = setTimeout(() => process.exit(1), 10_000);
    try {
      await orderJobs.stop();
      await vacuum.stop();
      await app.close();
    } catch (err) {
      app.log.error({ err }, "closing failed");
      process.exit(1);
    }
    clearTimeout(timer);
    process.exit(0);
  };
  process.on("SIGINT", () => void shutdown("SIGINT"));
  process.on("SIGTERM", () => void shutdown("SIGTERM"));
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
