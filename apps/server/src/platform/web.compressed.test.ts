import { mkdir, mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import type { FastifyInstance } from "fastify";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../../web/build/precompress.js";
import { openTestDatabase } from "../../test/test-database.js";
import { build } from "../app.js";
import { loadConfig } from "../config.js";
import { banners } from "../schema.js";
import type { Database } from "./db/index.js";

/** The built web app as the browser gets it: compressed copies, and caching by kind of file. */
describe("the web app's files", () => {
  let app: FastifyInstance;
  let database: Database;
  let dir: string;
  const script = `console.log(${JSON.stringify("a marketplace ".repeat(300))});\n`;
  const page = `<!doctype html><html><head><title>Marketplace</title></head><body>${"<div></div>".repeat(200)}</body></html>`;

  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "mp-web-"));
    const dist = path.join(dir, "dist");
    await mkdir(path.join(dist, "assets"), { recursive: true });
    await writeFile(path.join(dist, "index.html"), page);
    await writeFile(path.join(dist, "assets", "index-9f8e7d.js"), script);
    await precompress(dist);
    database = await openTestDatabase();
    await database.db.insert(banners).values([
      { image: "/uploads/public/seed/second.webp", title: "Second", sort: 2 },
      { image: "/uploads/public/seed/first.webp", title: "First", sort: 1 },
    ]);
    const config = loadConfig({ DATA_DIR: path.join(dir, "data"), SEED: "none", LOG_LEVEL: "silent" });
    ({ app } = await build({ ...config, webDist: dist }, { database, logger: false }));
    await app.ready();
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
    await rm(dir, { recursive: true, force: true });
  });

  const get = (url: string, encoding?: string) =>
    app.inject({ method: "GET", url, headers: encoding ? { "accept-encoding": encoding } : {} });

  it("sends a hashed script as brotli or gzip when the browser takes it, cached for a year", async () => {
    const asBr = await get("/assets/index-9f8e7d.js", "gzip, deflate, br");
    expect(asBr.statusCode).toBe(200);
    expect(asBr.headers["content-encoding"]).toBe("br");
    expect(asBr.headers.vary).toMatch(/accept-encoding/i);
    expect(asBr.headers["cache-control"]).toBe("public, max-age=31536000, immutable");
    expect(brotliDecompressSync(asBr.rawPayload).toString()).toBe(script);
    expect(asBr.rawPayload.length).toBeLessThan(script.length / 4);

    const asGzip = await get("/assets/index-9f8e7d.js", "gzip");
    expect(asGzip.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(asGzip.rawPayload).toString()).toBe(script);

    const plain = await get("/assets/index-9f8e7d.js");
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.payload).toBe(script);
  });

  it("sends the page compressed too, revalidated on every visit", async () => {
    for (const url of ["/goods_cate", "/goods/12"]) {
      const res = await get(url, "br");
      expect(res.statusCode).toBe(200);
      expect(res.headers["cache-control"]).toBe("no-cache");
      expect(res.headers["content-encoding"]).toBe("br");
      expect(brotliDecompressSync(res.rawPayload).toString()).toBe(page);
    }
    expect(await readFile(path.join(dir, "dist", "index.html"), "utf8")).toBe(page);
  });

  it("answers a missing file with a plain 404, never the app page or a JSON answer", async () => {
    const res = await get("/assets/index-0ld0ld.js", "gzip, deflate, br");
    expect(res.statusCode).toBe(404);
    expect(res.headers["content-type"]).toMatch(/^text\/plain/);
    expect(res.body).toBe("Not found");
    const api = await get("/api/no-such-call.json");
    expect(api.json()).toMatchObject({ code: 0, error: "not_found" });
  });

  it("keeps the page's security headers on the page, and only those that apply on a script", async () => {
    const script = await get("/assets/index-9f8e7d.js", "br");
    expect(script.headers["x-content-type-options"]).toBe("nosniff");
    expect(script.headers["cross-origin-resource-policy"]).toBe("same-origin");
    expect(script.headers["content-security-policy"]).toBeUndefined();
    expect(script.headers["x-frame-options"]).toBeUndefined();
    const html = await get("/productDetails?id=1");
    expect(html.headers["content-security-policy"]).toMatch(/script-src 'self'/);
    expect(html.headers["x-frame-options"]).toBe("SAMEORIGIN");
  });

  it("names the home page's first banner in the page's head, so the browser fetches it at once", async () => {
    const home = await get("/");
    expect(home.statusCode).toBe(200);
    expect(home.headers["content-type"]).toMatch(/^text\/html/);
    expect(home.headers["cache-control"]).toBe("no-cache");
    const asBr = await get("/", "gzip, deflate, br");
    expect(asBr.headers["content-encoding"]).toBe("br");
    expect(brotliDecompressSync(asBr.rawPayload).toString()).toBe(home.body);
    expect(home.body).toContain(
      '<head>\n    <link rel="preload" as="image" href="/uploads/public/seed/first.webp" fetchpriority="high">',
    );
    expect(home.body).toContain("<title>Marketplace</title>");
    // a product that does not exist: the plain page
    const product = await get("/productDetails?id=999999");
    expect(product.body).toBe(page);
  });
});
