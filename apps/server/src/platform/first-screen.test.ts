import { mkdir, mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { openTestDatabase } from "../../test/test-database.js";
import { build } from "../app.js";
import { loadConfig } from "../config.js";
import type { Database } from "./db/index.js";

/**
 * The server's side of the first screen (platform/first-screen.ts): a server build beside the web
 * app's files is loaded and asked for each page; what it draws goes into the page, for visitors
 * only, kept 10 s, and never holds a page up when it fails or too many pages wait. The server
 * build here is a small module written by the test that draws from the server's own API (the real
 * one is proven in the browser: apps/web/e2e/first-screen.e2e.test.ts).
 */
const SERVER_BUILD = `
const state = (globalThis.__firstScreen = { calls: [], gate: null });
export function createFirstScreenRenderer() {
  return async (req) => {
    state.calls.push(req);
    if (state.gate) await state.gate;
    if (req.url.startsWith("/boom")) throw new Error("the drawing failed");
    if (req.url.startsWith("/elsewhere")) return null;
    const res = await req.api("/api/wanlshop/common/init", {
      method: "POST",
      headers: { Lang: req.lang || "en", "Content-Type": "application/json" },
      body: "{}",
    });
    const env = await res.json();
    const ar = req.lang === "ar";
    return {
      lang: ar ? "ar" : "en",
      dir: ar ? "rtl" : "ltr",
      head: "<style>.drawn{color:red}</style>",
      state: '<script type="application/json" id="mp-first-screen">{"lang":"' + (ar ? "ar" : "en") + '"}</script>',
      body: "<p>drawn " + req.url + " " + (req.wide ? "wide" : "narrow") + " for " + env.data.appConfig.site_name + "</p>",
    };
  };
}
`;

interface Calls {
  calls: { url: string; lang: string; moneyType: string; wide: boolean }[];
  gate: Promise<void> | null;
}
const drawing = () => (globalThis as unknown as { __firstScreen: Calls }).__firstScreen;

const PHONE = "Mozilla/5.0 (Linux; Android 11) AppleWebKit/537.36 Chrome/120.0 Mobile Safari/537.36";
const page = `<!doctype html>
<html lang="en" dir="ltr">
  <head><title>Marketplace</title></head>
  <body><div id="root"></div><script type="module" src="/assets/index-1.js"></script></body>
</html>`;

describe("the first screen, on the server's side", () => {
  let app: FastifyInstance;
  let database: Database;
  let dir: string;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "mp-first-screen-"));
    await mkdir(path.join(dir, "dist"), { recursive: true });
    await mkdir(path.join(dir, "dist-ssr"), { recursive: true });
    await writeFile(path.join(dir, "dist", "index.html"), page);
    await writeFile(path.join(dir, "dist-ssr", "entry-server.js"), SERVER_BUILD);
    database = await openTestDatabase();
    const config = loadConfig({ DATA_DIR: path.join(dir, "data"), SEED: "none", LOG_LEVEL: "silent" });
    ({ app } = await build({ ...config, webDist: path.join(dir, "dist") }, { database, logger: false }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(() => {
    const state = drawing();
    if (state) {
      state.calls.length = 0;
      state.gate = null;
    }
  });

  const get = (url: string, headers: Record<string, string> = {}) =>
    app.inject({ method: "GET", url, headers: { "user-agent": PHONE, ...headers } });

  it("draws a visitor's page into its HTML: language and direction, styles, markup and state", async () => {
    const res = await get("/?from=a", { cookie: "mp-lang=ar; mp-money=EUR" });
    expect(res.statusCode).toBe(200);
    expect(res.headers["cache-control"]).toBe("no-cache");
    expect(res.body).toContain('<html lang="ar" dir="rtl">');
    expect(res.body).toContain("<style>.drawn{color:red}</style></head>");
    // the markup inside #root, drawn from the server's own answer, and the state right after it
    expect(res.body).toContain(
      '<div id="root"><p>drawn /?from=a narrow for Marketplace</p></div><script type="application/json" id="mp-first-screen">{"lang":"ar"}</script>',
    );
    expect(drawing().calls).toMatchObject([{ url: "/?from=a", lang: "ar", moneyType: "EUR", wide: false }]);

    const desktop = await get("/?from=b", { "user-agent": "Mozilla/5.0 (X11; Linux x86_64) Chrome/120.0" });
    expect(desktop.body).toContain("drawn /?from=b wide for");
    expect(desktop.body).toContain('<html lang="en" dir="ltr">');

    const compressed = await get("/?from=a", { cookie: "mp-lang=ar; mp-money=EUR", "accept-encoding": "br" });
    expect(compressed.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(compressed.rawPayload).toString()).toBe(res.body);
  });

  it("sends a signed-in shopper's page undrawn, without asking for a drawing", async () => {
    const res = await get("/?signed=in", { cookie: "mp-lang=en; mp-signed-in=1" });
    expect(res.body).toBe(page);
    expect(drawing()?.calls ?? []).toEqual([]);
  });

  it("sends the same drawing again for 10 s to the same page, language, money type and width", async () => {
    const first = await get("/?kept=1", { cookie: "mp-lang=fr" });
    const again = await get("/?kept=1", { cookie: "mp-lang=fr" });
    expect(again.body).toBe(first.body);
    expect(drawing().calls).toHaveLength(1);
    await get("/?kept=1", { cookie: "mp-lang=de" });
    await get("/?kept=1", { cookie: "mp-lang=fr", "user-agent": "Mozilla/5.0 (X11; Linux x86_64)" });
    expect(drawing().calls).toHaveLength(3);
  });

  it("sends the page undrawn when the drawing fails or the page is not one it draws", async () => {
    const failed = await get("/boom");
    expect(failed.statusCode).toBe(200);
    expect(failed.body).toBe(page);
    const elsewhere = await get("/elsewhere");
    expect(elsewhere.body).toBe(page);
  });

  it("does not hold pages up while more than 4 wait to be drawn", async () => {
    let open = () => {};
    drawing().gate = new Promise<void>((resolve) => {
      open = resolve;
    });
    const waiting = [1, 2, 3, 4].map((n) => get(`/?queue=${n}`));
    // let the four reach the drawing, then a fifth page comes
    await expect.poll(() => drawing().calls.length).toBe(4);
    const fifth = await get("/?queue=5");
    expect(fifth.body).toBe(page);
    open();
    for (const res of await Promise.all(waiting)) expect(res.body).toContain("<p>drawn /?queue=");
    expect(drawing().calls.map((c) => c.url)).not.toContain("/?queue=5");
  });
});
