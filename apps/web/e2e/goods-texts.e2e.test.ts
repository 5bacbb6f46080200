import http from "node:http";
import type { GoodsCard, Page as ListPage } from "@mp/contracts";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOf } from "./support/api.js";
import { launchBrowser, RAW_LOCALE_KEY, screenshot, watchErrors } from "./support/browser.js";
import { t } from "./support/locales.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

/**
 * Issue 34 (goods in several languages) in Chromium: with TRANSLATE_URL set, a product page in
 * Japanese shows the title the translation service gave, labelled "translated automatically"
 * (docs/languages.md#goods-and-shop-texts). The service is a real HTTP server in this process.
 */
describe("an automatically translated title on the product page", () => {
  let service: http.Server;
  let server: ServerProcess;
  let browser: Browser;
  let goods: GoodsCard;
  const asked: { to: string; text: string[] }[] = [];

  beforeAll(async () => {
    service = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        const q = JSON.parse(body) as { to: string; text: string[] };
        asked.push(q);
        res.setHeader("content-type", "application/json");
        // English titles are English already: a real service answers them unchanged
        res.end(JSON.stringify(q.text.map((s) => (q.to === "en" ? s : `${s} [${q.to}]`))));
      });
    });
    await new Promise<void>((r) => service.listen(0, "127.0.0.1", r));
    const port = (service.address() as { port: number }).port;
    server = await startServer({ SEED: "demo", TRANSLATE_URL: `http://127.0.0.1:${port}/translate` });
    browser = await launchBrowser();
    const list = await apiOf(server).request<ListPage<GoodsCard>>("/api/wanlshop/product/lists?type=goods&page=1");
    goods = list.data[0] as GoodsCard;
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
    await new Promise((r) => service.close(r));
  });

  it("shows the Japanese title from the service with its label, stored once", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await context.addInitScript(() => {
      if (!localStorage.getItem("mp-app"))
        localStorage.setItem("mp-app", JSON.stringify({ state: { country: "jp" }, version: 0 }));
    });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/productDetails?id=${goods.id}`);
    const title = page.getByTestId("detail-title");
    await expect.poll(() => title.innerText()).toBe(`${goods.title} [ja]`);
    // the label's Japanese text comes from the translators; until then the English one shows
    const label = page.getByTestId("detail-title-auto");
    const jp = (() => {
      try {
        return t("jp", "catalogue.title_auto");
      } catch {
        return t("en", "catalogue.title_auto");
      }
    })();
    expect(await label.innerText()).toBe(jp);
    expect(await page.locator("body").innerText()).not.toMatch(RAW_LOCALE_KEY);
    await screenshot(page, "goods-title-auto-jp");
    // the same page again in a new visit: read from the database, not asked of the service again
    await page.reload();
    await expect.poll(() => title.innerText()).toBe(`${goods.title} [ja]`);
    expect(asked.filter((q) => q.to === "ja" && q.text.includes(goods.title))).toHaveLength(1);
    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows an English reader the original title without a label when the service answers it unchanged", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}/productDetails?id=${goods.id}`);
    await expect.poll(() => page.getByTestId("detail-title").innerText()).toBe(goods.title);
    expect(await page.getByTestId("detail-title-auto").count()).toBe(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
