import type { GoodsCard, GoodsDetail, Page as ListPage, UserInfo } from "@mp/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOf } from "./support/api.js";
import { launchBrowser, RAW_LOCALE_KEY, screenshot, watchErrors } from "./support/browser.js";
import { t } from "./support/locales.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

/**
 * Issue 20 in Chromium against the demo catalogue: on a product page the platform's own option
 * words ("Colour", "Size", "White") and the chosen SKU's summary show in the reader's language
 * (Arabic here, on a desktop and a phone), while the goods keep their stored words; cart and
 * order lines say the same; text people write (titles, chat messages, contact names) carries
 * dir="auto" so English in an Arabic page reads left to right. Screenshots in English and Arabic,
 * desktop and phone (docs/storefront.md#specification-words).
 */
const POLL = { timeout: 15_000, interval: 200 };
const PHONE = 412;
const SHOPPER = { account: "shopper@demo.test", password: "shopper123" };
/** a raw key of the specs bundle shown instead of its text */
const RAW_SPECS_KEY = /\bspecs\.[a-z_]+\.[a-z_]+\b/;

/** A string of the specs bundle (apps/web/src/locales/specs/<lang>.json). */
const s = (lang: string, key: string) => t(lang, key, "specs");
/** "Sage Green" -> "sage_green", as the web matches the platform's words */
const wordKey = (w: string) =>
  w
    .trim()
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, "_")
    .replace(/^_+|_+$/g, "");

describe("the platform's option words in the reader's language, and text in its own direction", () => {
  let server: ServerProcess;
  let browser: Browser;
  let shopper: UserInfo;
  /** a product with a Colour and a Size, and the values of an in-stock SKU */
  let goods: GoodsDetail;
  let pick: { colour: string; size: string; skuId: number };

  /** the API as the journey's setup calls it (support/api.ts) */
  const api = <T>(path: string, body?: object, token?: string) => apiOf(server).request<T>(path, body, token);

  /** A fresh context in a language, as a visitor or logged in. */
  async function open(path: string, opts: { lang?: string; width?: number; user?: UserInfo } = {}) {
    const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: 900 } });
    await context.addInitScript(
      ([lang, u]) => {
        if (!localStorage.getItem("mp-app")) {
          const state = u ? { country: lang, token: (u as UserInfo).token, userData: u } : { country: lang };
          localStorage.setItem("mp-app", JSON.stringify({ state, version: 0 }));
        }
      },
      [opts.lang ?? "en", opts.user ?? null] as const,
    );
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}${path}`);
    await page.getByTestId("page-loader").waitFor({ state: "detached", timeout: 10_000 });
    return { page, errors };
  }

  async function noRawKeys(page: Page) {
    const text = await page.locator("body").innerText();
    expect(text).not.toMatch(RAW_LOCALE_KEY);
    expect(text).not.toMatch(RAW_SPECS_KEY);
  }

  /** Chooses the picked Colour and Size on the product page. */
  async function choose(page: Page) {
    for (const value of [pick.colour, pick.size]) {
      await page.locator(`[data-testid='spec-option'][data-value='${value}']`).first().click();
      await expect
        .poll(() => page.locator(`[data-testid='spec-option'][data-value='${value}']`).getAttribute("aria-pressed"))
        .toBe("true");
    }
  }

  /** The option rows as shown: each legend and its buttons' texts, in the goods' order. */
  async function shownOptions(page: Page) {
    return page.getByTestId("spec-picker").evaluate((picker) =>
      Array.from(picker.querySelectorAll("fieldset")).map((f) => ({
        name: f.querySelector("legend")?.textContent ?? "",
        values: Array.from(f.querySelectorAll("button")).map((b) => b.textContent ?? ""),
      })),
    );
  }

  beforeAll(async () => {
    server = await startServer({ SEED: "demo" });
    browser = await launchBrowser();
    shopper = (await api<{ userinfo: UserInfo }>("/api/wanlshop/user/login", { ...SHOPPER, top: 1 })).userinfo;
    // the first product of the demo catalogue offered in a Colour and a Size, with a SKU in stock
    for (let p = 1; p <= 10 && !goods; p++) {
      const list = await api<ListPage<GoodsCard>>(`/api/wanlshop/product/lists?type=goods&page=${p}`);
      for (const card of list.data) {
        const d = await api<GoodsDetail>(`/api/wanlshop/product/goods?id=${card.id}`);
        const names = d.specs.map((x) => x.name);
        if (names.join() !== "Colour,Size") continue;
        const sku = d.skus.find(
          (k) => k.stock > 0 && Number(k.price) < 200 && /^[A-Z]+$/.test(k.spec_values.Size ?? ""),
        );
        if (!sku) continue;
        goods = d;
        pick = { colour: sku.spec_values.Colour as string, size: sku.spec_values.Size as string, skuId: sku.id };
        break;
      }
    }
    expect(goods, "a demo product in a Colour and a letter Size").toBeDefined();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
  });

  it("shows the option names, values and the chosen SKU in Arabic on a desktop and a phone", async () => {
    const arColour = s("ar", `specs.value.${wordKey(pick.colour)}`);
    for (const width of [1280, PHONE]) {
      const { page, errors } = await open(`/productDetails?id=${goods.id}`, { lang: "ar", width });
      await expect.poll(() => page.getAttribute("html", "dir"), POLL).toBe("rtl");
      await page.getByTestId("goods-detail").waitFor();
      const options = await shownOptions(page);
      expect(options.map((o) => o.name)).toEqual([s("ar", "specs.name.colour"), s("ar", "specs.name.size")]);
      // every colour is one of the platform's words, so every button says it in Arabic
      expect(options[0]?.values).toEqual(
        (goods.specs[0]?.values ?? []).map((v) => s("ar", `specs.value.${wordKey(v)}`)),
      );
      // letter sizes are the same in every language
      expect(options[1]?.values).toEqual(goods.specs[1]?.values);
      expect(await page.getByTestId("chosen-spec").count()).toBe(0);
      await choose(page);
      // the goods' stored word order: Colour then Size as the merchant listed them
      const expected = `${s("ar", "specs.name.colour")}: ${arColour}${s("ar", "specs.separator")}${s("ar", "specs.name.size")}: ${pick.size}`;
      expect(await page.getByTestId("chosen-spec").innerText()).toBe(expected);
      const info = await page.locator(".detail__info").innerText();
      for (const english of ["Colour", "Size", pick.colour]) expect(info).not.toContain(english);
      // the title is the merchant's text: it takes its own direction
      expect(await page.getByTestId("detail-title").getAttribute("dir")).toBe("auto");
      expect(await page.getByTestId("detail-title").evaluate((e) => getComputedStyle(e).direction)).toBe("ltr");
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      await noRawKeys(page);
      await screenshot(page, `product-words-detail-${width === PHONE ? "phone-" : ""}ar`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("keeps the stored words in English, on a desktop and a phone", async () => {
    for (const width of [1280, PHONE]) {
      const { page, errors } = await open(`/productDetails?id=${goods.id}`, { width });
      await page.getByTestId("goods-detail").waitFor();
      const options = await shownOptions(page);
      expect(options.map((o) => o.name)).toEqual(["Colour", "Size"]);
      expect(options[0]?.values).toEqual(goods.specs[0]?.values);
      await choose(page);
      expect(await page.getByTestId("chosen-spec").innerText()).toBe(`Colour: ${pick.colour}, Size: ${pick.size}`);
      await noRawKeys(page);
      await screenshot(page, `product-words-detail-${width === PHONE ? "phone-" : ""}en`);
      expect(errors).toEqual([]);
      await page.context().close();
    }
  });

  it("says the chosen SKU in Arabic on cart and order lines, and product cards take their own direction", async () => {
    // a line says its SKU's values in the order the server keeps them ("Size: S, Colour: White")
    const sku = goods.skus.find((k) => k.id === pick.skuId);
    const arSpec = Object.entries(sku?.spec_values ?? {})
      .map(
        ([n, v]) =>
          `${s("ar", `specs.name.${wordKey(n)}`)}: ${n === "Colour" ? s("ar", `specs.value.${wordKey(v)}`) : v}`,
      )
      .join(s("ar", "specs.separator"));
    // a visitor's cart (kept in the browser), on a phone
    const { page, errors } = await open(`/productDetails?id=${goods.id}`, { lang: "ar", width: PHONE });
    await page.getByTestId("goods-detail").waitFor();
    await choose(page);
    await page.getByTestId("add-to-cart").click();
    await page
      .getByText(t("ar", "cart.added", "buying"))
      .first()
      .waitFor();
    await page.goto(`${server.url}/shopping_cart`);
    const line = page.getByTestId("cart-line").first();
    await line.waitFor();
    expect(await line.getByTestId("cart-line-spec").innerText()).toBe(arSpec);
    expect(await line.getByTestId("cart-line-title").getAttribute("dir")).toBe("auto");
    await noRawKeys(page);
    await screenshot(page, "product-words-cart-phone-ar");

    // home: every product card's title has dir="auto"
    await page.goto(`${server.url}/`);
    const titles = page.getByTestId("home-new-grid").getByTestId("goods-card-title");
    await titles.first().waitFor();
    const dirs = await titles.evaluateAll((els) => els.map((e) => e.getAttribute("dir")));
    expect(dirs.length).toBeGreaterThan(0);
    expect(new Set(dirs)).toEqual(new Set(["auto"]));
    expect(errors).toEqual([]);
    await page.context().close();

    // an order of the same SKU, listed on /my-order in Arabic
    await api(
      "/api/wanlshop/address/address",
      {
        type: "add",
        data: {
          name: "ليلى حسن",
          mobile_code: "971",
          mobile: "501234567",
          country: "United Arab Emirates",
          province: "Dubai",
          city: "Dubai",
          zip_code: "00000",
          address: "شارع الشيخ زايد 12",
          default: 1,
        },
      },
      shopper.token,
    );
    await api("/api/wanlshop/order/addOrder", { goods_id: goods.id, sku_id: pick.skuId, number: 1 }, shopper.token);
    const orders = await open("/my-order", { lang: "ar", user: shopper });
    const orderLine = orders.page.getByTestId("order-line").filter({ hasText: goods.title }).first();
    await orderLine.waitFor();
    expect(await orderLine.getByTestId("order-line-spec").innerText()).toBe(arSpec);
    expect(await orderLine.getByTestId("order-line-title").getAttribute("dir")).toBe("auto");
    await noRawKeys(orders.page);
    expect(orders.errors).toEqual([]);
    await orders.page.context().close();
  });

  it("shows an English chat message in an Arabic chat left to right, its punctuation at its end", async () => {
    const { page, errors } = await open(`/productDetails?id=${goods.id}`, { lang: "ar", user: shopper });
    await page.getByTestId("goods-detail").waitFor();
    await page.getByTestId("chat-button").click();
    await page.getByTestId("chat-window").waitFor();
    const text = "Hello, is this still in stock?";
    await page.getByTestId("chat-input").fill(text);
    await page.getByTestId("chat-send").click();
    const bubble = page.getByTestId("chat-text").filter({ hasText: text }).last();
    await bubble.waitFor();
    expect(await bubble.getAttribute("dir")).toBe("auto");
    expect(await bubble.evaluate((e) => getComputedStyle(e).direction)).toBe("ltr");
    // the question mark ends the line on the right, where English ends
    const ends = await bubble.evaluate((e) => {
      const range = document.createRange();
      const node = e.firstChild as Text;
      range.setStart(node, node.length - 1);
      range.setEnd(node, node.length);
      const mark = range.getBoundingClientRect();
      range.setStart(node, 0);
      range.setEnd(node, 1);
      const first = range.getBoundingClientRect();
      return { mark: mark.left, first: first.left };
    });
    expect(ends.mark).toBeGreaterThan(ends.first);
    // the contact list: each name in its own direction
    const name = page.getByTestId("chat-contact-name").first();
    await name.waitFor();
    expect(await name.getAttribute("dir")).toBe("auto");
    await screenshot(page, "product-words-chat-ar");
    expect(errors).toEqual([]);
    await page.context().close();
  });
});
