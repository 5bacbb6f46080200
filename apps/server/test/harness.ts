import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { seedBase, seedCategories } from "../seed/index.js";
import { build } from "../src/app.js";
import { loadConfig } from "../src/config.js";
import type { Database } from "../src/platform/db/index.js";
import { startSmtpReceiver } from "./smtp-receiver.js";
import { openTestDatabase } from "./test-database.js";

export type Json = { code: number; msg: string; time: number; data: any; error?: string; field?: string };

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  /** POST a JSON (or form) body with optional Token / Lang headers; returns the envelope */
  post(url: string, body?: object | string, opts?: { token?: string; lang?: string; form?: boolean }): Promise<Json>;
  /** GET with a query string (objects become JSON, as the original client sends filter/op) */
  get(url: string, query?: Record<string, unknown>, opts?: { token?: string; lang?: string }): Promise<Json>;
  close(): Promise<void>;
  /** the app's log lines, parsed, when the test set LOG_LEVEL */
  logs: Record<string, unknown>[];
}

/** One app per test file: real database, real SMTP receiver, nothing mocked. */
export async function createTestApp(
  env: Record<string, string> = {},
  /** test-only routes, added before the app is ready */
  extraRoutes?: (app: FastifyInstance) => void,
): Promise<TestApp> {
  const smtp = await startSmtpReceiver();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "mp-test-"));
  const database = await openTestDatabase();
  await seedBase(database.db);
  await seedCategories(database.db);
  const config = loadConfig({
    DATA_DIR: dataDir,
    SMTP_URL: smtp.url,
    SEED: "none",
    LOG_LEVEL: "silent",
    RATE_LIMIT_PER_MINUTE: "100000",
    AUTH_RATE_LIMIT_PER_MINUTE: "100000",
    ...env,
  });
  const logs: Record<string, unknown>[] = [];
  const { app } = await build(config, {
    database,
    logger: env.LOG_LEVEL !== undefined,
    logStream: { write: (line) => logs.push(JSON.parse(line)) },
  });
  extraRoutes?.(app);
  await app.ready();
  return {
    app,
    database,
    smtp,
    logs,
    async post(url, body = {}, opts = {}) {
      const headers: Record<string, string> = {};
      if (opts.token) headers.token = opts.token;
      if (opts.lang) headers.lang = opts.lang;
      const form = opts.form || typeof body === "string";
      headers["content-type"] = form ? "application/x-www-form-urlencoded" : "application/json";
      const res = await app.inject({
        method: "POST",
        url,
        headers,
        payload:
          typeof body === "string"
            ? body
            : form
              ? new URLSearchParams(body as Record<string, string>).toString()
              : JSON.stringify(body),
      });
      return res.json() as Json;
    },
    async get(url, query = {}, opts = {}) {
      const qs = new URLSearchParams(
        Object.entries(query).map(([k, v]): [string, string] => [
          k,
          typeof v === "object" ? JSON.stringify(v) : String(v),
        ]),
      ).toString();
      const headers: Record<string, string> = {};
      if (opts.token) headers.token = opts.token;
      if (opts.lang) headers.lang = opts.lang;
      const res = await app.inject({ method: "GET", url: qs ? `${url}?${qs}` : url, headers });
      return res.json() as Json;
    },
    async close() {
      await app.close();
      await database.close();
      await smtp.close();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Registers a user through the real flow (code by SMTP) and logs in. */
export async function registerAndLogin(t: TestApp, email: string, password = "secret123") {
  const sent = await t.post("/api/ems/send", { email, event: "register" });
  if (sent.code !== 1) throw new Error(`send failed: ${sent.msg}`);
  const captcha = await t.smtp.codeFor(email);
  const reg = await t.post("/api/wanlshop/user/register", { email, password, captcha });
  if (reg.code !== 1) throw new Error(`register failed: ${reg.msg}`);
  const login = await t.post("/api/wanlshop/user/login", { account: email, password, top: 1 });
  if (login.code !== 1) throw new Error(`login failed: ${login.msg}`);
  return { token: login.data.userinfo.token as string, userId: login.data.userinfo.user_id as number };
}

/** Lets a minute pass for an email's codes (the 60 s resend limit) by ageing its rows. */
export async function letResendWindowPass(t: TestApp, email: string) {
  await t.database.db.execute(
    `update email_codes set created_at = created_at - interval '61 seconds' where email = '${email.toLowerCase().replace(/'/g, "''")}'`,
  );
}
