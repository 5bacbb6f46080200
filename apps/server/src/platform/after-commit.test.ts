import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import Fastify, { type FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-database.js";
import { loadConfig } from "../config.js";
import { afterCommit, transactionWithAfterCommit } from "./after-commit.js";
import { inTransaction, registerContext } from "./context.js";
import type { Database } from "./db/index.js";
import { createMailer, writeOutbox } from "./mail/index.js";
import { openStorage } from "./uploads/index.js";

type LogLine = { level: number; msg: string; reqId?: string; err?: { message: string; stack?: string } };

/** A failing after-commit task is logged on the app's pino logger with the id of the request that queued it. */
describe("afterCommit failures", () => {
  let database: Database;
  let app: FastifyInstance;
  let dataDir: string;
  const lines: LogLine[] = [];
  const failures = () => lines.filter((l) => l.msg === "after-commit task failed");
  /** tasks run after the answer: wait (at most 1 s) until n failures are logged */
  const settle = async (n = 1) => {
    for (let i = 0; i < 100 && failures().length < n; i++) await new Promise((r) => setTimeout(r, 10));
  };

  beforeAll(async () => {
    database = await openTestDatabase();
    dataDir = await mkdtemp(path.join(os.tmpdir(), "mp-after-commit-"));
    // the app's logger, as app.ts makes it, written to this array instead of stdout
    app = Fastify({ logger: { level: "info", stream: { write: (s: string) => lines.push(JSON.parse(s)) } } });
    const mailer = createMailer({ from: "t@test", log: app.log, outbox: writeOutbox(database.db) });
    const config = loadConfig({ DATA_DIR: dataDir, SEED: "none" });
    registerContext(app, { db: database.db, config, mailer, storage: await openStorage(config) });
    app.post("/test/queue-failing-task", async (req) => {
      await inTransaction(req.ctx, async (tx) => {
        await tx.db.execute(sql`select 1`);
        afterCommit(tx.db, () => {
          throw new Error(`push failed for ${req.id}`);
        });
      });
      return { id: req.id };
    });
    await app.ready();
  });
  afterAll(async () => {
    await app.close();
    await database.close();
    await rm(dataDir, { recursive: true, force: true });
  });

  it("logs the error and the request id of the request that queued it; the answer stands", async () => {
    lines.length = 0;
    const [a, b] = await Promise.all([
      app.inject({ method: "POST", url: "/test/queue-failing-task" }),
      app.inject({ method: "POST", url: "/test/queue-failing-task" }),
    ]);
    expect([a.statusCode, b.statusCode]).toEqual([200, 200]);
    const ids = [a.json().id, b.json().id];
    expect(ids[0]).not.toBe(ids[1]);
    await settle(2);
    const logged = failures();
    expect(logged).toHaveLength(2);
    for (const line of logged) {
      expect(line.level).toBe(50);
      expect(line.err?.message).toBe(`push failed for ${line.reqId}`);
      expect(line.err?.stack).toContain("after-commit.test.ts");
    }
    expect(logged.map((l) => l.reqId).sort()).toEqual([...ids].sort());
  });

  it("logs a task of a transaction opened without a request on the app's logger", async () => {
    lines.length = 0;
    await transactionWithAfterCommit(database.db, async (tx) => {
      afterCommit(tx, () => Promise.reject(new Error("timer push failed")));
    });
    await settle();
    expect(failures()).toMatchObject([{ level: 50, err: { message: "timer push failed" } }]);
    expect(failures()[0]?.reqId).toBeUndefined();
  });

  it("logs nothing for a rolled-back transaction: its tasks never run", async () => {
    lines.length = 0;
    await expect(
      transactionWithAfterCommit(database.db, async (tx) => {
        afterCommit(tx, () => {
          throw new Error("never runs");
        });
        throw new Error("roll back");
      }),
    ).rejects.toThrow("roll back");
    await new Promise((r) => setTimeout(r, 50));
    expect(failures()).toEqual([]);
  });
});
