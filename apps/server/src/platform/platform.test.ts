import { spawn } from "node:child_process";
import { mkdtemp, readdir, rm, writeFile } from "node:fs/promises";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../test/harness.js";
import { ConfigError, loadConfig } from "../config.js";

const noLeak = (body: string) => {
  expect(body).not.toMatch(/at .+\.(ts|js):\d+/); // no stack frames
  expect(body).not.toMatch(/select|insert|relation|syntax error/i); // no SQL
};

describe("the envelope answers every failure", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({}, (app) => {
      app.post("/api/test/boom", async () => {
        throw new Error('relation "secret_table" does not exist: select * from secret_table');
      });
      app.post("/api/test/echo", async (req) => ({ code: 1, msg: "ok", time: 0, data: req.body }));
    });
  });
  afterAll(() => t.close());

  it("unknown route", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/wanlshop/nope" });
    expect(res.json()).toMatchObject({ code: 0, msg: "Not found", error: "not_found", data: null });
    expect(typeof res.json().time).toBe("number");
  });

  it("malformed JSON body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/wanlshop/user/login",
      headers: { "content-type": "application/json" },
      payload: '{"account": "x", ',
    });
    expect(res.json()).toMatchObject({ code: 0, error: "bad_request" });
    noLeak(res.body);
  });

  it("a 10 MB body", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/wanlshop/user/login",
      headers: { "content-type": "application/json" },
      payload: JSON.stringify({ account: "a".repeat(10 * 1024 * 1024) }),
    });
    expect(res.json()).toMatchObject({ code: 0, error: "body_too_large", msg: "The request is too large" });
  });

  it("a wrong content type", async () => {
    const res = await t.app.inject({
      method: "POST",
      url: "/api/wanlshop/user/login",
      headers: { "content-type": "text/xml" },
      payload: "<login/>",
    });
    expect(res.json()).toMatchObject({ code: 0, error: "unsupported_media_type" });
  });

  it("a call that needs a token, without one or with a forged one", async () => {
    for (const token of [undefined, "forged-token"]) {
      const res = await t.app.inject({
        method: "POST",
        url: "/api/wanlshop/user/get_userinfo",
        headers: token ? { token } : {},
      });
      expect(res.statusCode).toBe(401);
      expect(res.json()).toMatchObject({ code: 401, msg: "Please log in first", error: "login_required" });
    }
  });

  it("a server fault, without its stack or SQL", async () => {
    const res = await t.app.inject({ method: "POST", url: "/api/test/boom" });
    expect(res.json()).toMatchObject({ code: 0, error: "server_error" });
    noLeak(res.body);
  });

  it("parses nested form fields the way the original client sends them", async () => {
    const res = await t.post("/api/test/echo", "message[content][text]=hi&message[type]=text&id=5", { form: true });
    expect(res.data).toEqual({ message: { content: { text: "hi" }, type: "text" }, id: "5" });
  });

  it("sends security headers and answers health checks", async () => {
    const res = await t.app.inject({ method: "GET", url: "/healthz" });
    expect(res.json()).toMatchObject({ code: 1, data: { status: "ok" } });
    expect(res.headers["x-content-type-options"]).toBe("nosniff");
    expect(String(res.headers["content-security-policy"])).toContain("default-src 'self'");
    expect(res.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("lets no cache keep an API answer, allows no other origin, and names no server version", async () => {
    const login = await t.app.inject({
      method: "POST",
      url: "/api/user/login",
      payload: { account: "x@y.zz", password: "nope" },
    });
    const get = await t.app.inject({
      method: "GET",
      url: "/api/wanlshop/common/init",
      headers: { origin: "https://evil.example" },
    });
    for (const res of [login, get]) {
      expect(res.headers["cache-control"]).toBe("no-store");
      expect(res.headers["access-control-allow-origin"]).toBeUndefined();
      expect(res.headers["x-powered-by"]).toBeUndefined();
      expect(res.headers.server).toBeUndefined();
      expect(res.headers["strict-transport-security"]).toMatch(/max-age=\d+/);
      expect(res.headers["referrer-policy"]).toBe("no-referrer");
      expect(String(res.headers["content-type"])).toBe("application/json; charset=utf-8");
    }
    const preflight = await t.app.inject({
      method: "OPTIONS",
      url: "/api/user/login",
      headers: { origin: "https://evil.example", "access-control-request-method": "POST" },
    });
    expect(preflight.headers["access-control-allow-origin"]).toBeUndefined();
    expect(preflight.json()).toMatchObject({ code: 0, error: "not_found" });
  });

  it("falls back to English for an unknown Lang, never an error", async () => {
    const res = await t.post("/api/wanlshop/common/init", {}, { lang: "klingon" });
    expect(res.code).toBe(1);
    expect(res.data.modulesData.categoryModules[0]).toEqual({ id: 1, name: "Women's Fashion" });
  });
});

describe("rate limits", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ AUTH_RATE_LIMIT_PER_MINUTE: "3", RATE_LIMIT_PER_MINUTE: "1000" });
  });
  afterAll(() => t.close());

  it("refuses the fourth login a minute from one address, in the envelope", async () => {
    const answers = [];
    for (let i = 0; i < 4; i++)
      answers.push(await t.post("/api/wanlshop/user/login", { account: "x@y.com", password: "zzzzzz" }));
    expect(answers.slice(0, 3).map((a) => a.error)).toEqual([
      "account_incorrect",
      "account_incorrect",
      "account_incorrect",
    ]);
    expect(answers[3]).toMatchObject({ code: 0, error: "rate_limited" });
  });
});

describe("the rate limit counts calls, not pictures and scripts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ RATE_LIMIT_PER_MINUTE: "5" });
  });
  afterAll(() => t.close());

  it("serves many files to one address and still answers its calls until the call limit", async () => {
    for (let i = 0; i < 20; i++) {
      const res = await t.app.inject({ method: "GET", url: "/flags/4x3/de.svg" });
      expect(res.statusCode).toBe(200);
    }
    const answers = [];
    for (let i = 0; i < 6; i++) answers.push(await t.post("/api/wanlshop/common/init", {}));
    expect(answers.slice(0, 5).map((a) => a.code)).toEqual([1, 1, 1, 1, 1]);
    expect(answers[5]).toMatchObject({ code: 0, error: "rate_limited" });
  });
});

describe("configuration", () => {
  it("names the variable that is wrong", () => {
    expect(() => loadConfig({ PORT: "70000" })).toThrow(ConfigError);
    expect(() => loadConfig({ PORT: "abc" })).toThrow(/PORT/);
    expect(() => loadConfig({ DATABASE_URL: "mysql://x" })).toThrow(/DATABASE_URL/);
    expect(() => loadConfig({ SMTP_URL: "not a url" })).toThrow(/SMTP_URL/);
    expect(() => loadConfig({ SEED: "lots" })).toThrow(/SEED/);
    expect(() => loadConfig({ LOG_LEVEL: "loud" })).toThrow(/LOG_LEVEL/);
  });

  it("names HOST, REDIS_URL, MAIL_FROM, PUBLIC_URL and UPLOAD_DIR when each is invalid, and only that one", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "mp-config-"));
    const aFile = path.join(dir, "not-a-folder.txt");
    await writeFile(aFile, "x");
    try {
      const invalid: Record<string, string[]> = {
        HOST: ["not a host", "http://127.0.0.1", "999.1.1.1", "-leading-hyphen", "under_score.example"],
        REDIS_URL: ["localhost:6379", "http://127.0.0.1:6379", "not a url"],
        MAIL_FROM: ["nobody", "Marketplace <>", "Marketplace <not-an-address>", "a@b, c@d"],
        PUBLIC_URL: ["localhost:3000", "ftp://example.com", "example.com"],
        UPLOAD_DIR: [aFile, path.join(aFile, "uploads"), "uploads\0evil"],
        DATA_DIR: [aFile],
        DATABASE_POOL_SIZE: ["0", "-3", "2.5", "many", "1000"],
        PAY_PASSWORD_KEY: ["short", "z".repeat(64), "ab".repeat(33)],
      };
      for (const [name, values] of Object.entries(invalid)) {
        for (const value of values) {
          let error: unknown;
          try {
            loadConfig({ [name]: value });
          } catch (err) {
            error = err;
          }
          expect(error, `${name}=${value}`).toBeInstanceOf(ConfigError);
          const message = (error as Error).message;
          expect(message, `${name}=${value}`).toMatch(new RegExp(`^  ${name}: `, "m"));
          // the message names the variable that is wrong and no other
          expect(message.trim().split("\n").slice(1), `${name}=${value}`).toHaveLength(1);
        }
      }
      // good values of the same variables are taken as given
      const c = loadConfig({
        HOST: "127.0.0.1",
        REDIS_URL: "redis://127.0.0.1:6379",
        MAIL_FROM: "Shop Support <support@shop.example>",
        PUBLIC_URL: "https://shop.example/",
        UPLOAD_DIR: path.join(dir, "new-uploads"),
        DATA_DIR: dir,
        DATABASE_POOL_SIZE: "8",
      });
      expect(loadConfig({}).databasePoolSize).toBe(10);
      expect(c).toMatchObject({
        databasePoolSize: 8,
        host: "127.0.0.1",
        redisUrl: "redis://127.0.0.1:6379",
        mailFrom: "Shop Support <support@shop.example>",
        publicUrl: "https://shop.example",
        uploadDir: path.join(dir, "new-uploads"),
        pgliteDir: path.join(dir, "pglite"),
      });
      for (const host of ["0.0.0.0", "::", "::1", "localhost", "shop-1.internal"])
        expect(loadConfig({ HOST: host }).host).toBe(host);
      expect(loadConfig({ MAIL_FROM: "no-reply@shop.example" }).mailFrom).toBe("no-reply@shop.example");
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it("stops the real server process at start with a message naming the variable", async () => {
    const dir = await mkdtemp(path.join(os.tmpdir(), "mp-config-"));
    try {
      const { code, out } = await new Promise<{ code: number | null; out: string }>((resolve, reject) => {
        const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
          cwd: path.resolve(import.meta.dirname, "../.."),
          env: { ...process.env, DATABASE_URL: "", DATA_DIR: dir, PORT: "abc", LOG_LEVEL: "info" },
          stdio: ["ignore", "pipe", "pipe"],
        });
        let out = "";
        child.stdout.on("data", (c) => {
          out += c;
        });
        child.stderr.on("data", (c) => {
          out += c;
        });
        const timer = setTimeout(() => {
          child.kill("SIGKILL");
          reject(new Error(`the server did not stop on PORT=abc:\n${out}`));
        }, 30_000);
        child.on("exit", (code) => {
          clearTimeout(timer);
          resolve({ code, out });
        });
      });
      expect(code).not.toBe(0);
      expect(code).not.toBeNull();
      expect(out).toMatch(/^Invalid configuration:$/m);
      expect(out).toMatch(/^ {2}PORT: /m);
      expect(out).not.toContain("Marketplace is running at");
      expect(out).not.toMatch(/at .+\.(ts|js):\d+/); // a message, not a stack trace
      // it stopped before touching the data folder
      expect(await readdir(dir)).toEqual([]);
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
  it("has working defaults", () => {
    const c = loadConfig({});
    expect(c).toMatchObject({ port: 3000, seed: "demo", logLevel: "info", publicUrl: "http://localhost:3000" });
    expect(c.pgliteDir).toBe(path.resolve(import.meta.dirname, "../../../../data/pglite")); // the repository's ./data
  });
});

describe("graceful shutdown", () => {
  it("finishes a request in flight, then refuses new ones", async () => {
    const t = await createTestApp({}, (app) => {
      app.get("/api/test/slow", async () => {
        await new Promise((r) => setTimeout(r, 500));
        return { code: 1, msg: "done", time: 0, data: null };
      });
    });
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    const port = (t.app.server.address() as { port: number }).port;
    const get = (path: string) =>
      new Promise<{ status: number; body: string }>((resolve, reject) => {
        http
          .get({ host: "127.0.0.1", port, path, agent: false }, (res) => {
            let body = "";
            res.on("data", (c) => {
              body += c;
            });
            res.on("end", () => resolve({ status: res.statusCode ?? 0, body }));
          })
          .on("error", reject);
      });
    const inFlight = get("/api/test/slow");
    await new Promise((r) => setTimeout(r, 100));
    const closed = t.app.close();
    const answer = await inFlight;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.body)).toMatchObject({ code: 1, msg: "done" });
    await closed;
    await expect(get("/healthz")).rejects.toThrow(/ECONNREFUSED/);
    await t.database.close();
    await t.smtp.close();
  });
});
