import type { CategoryNode, Envelope, GoodsCard, InitData, Page as ListPage, ShopCard } from "@mp/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, RAW_LOCALE_KEY, screenshot, watchErrors } from "./support/browser.js";
import { t } from "./support/locales.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

/**
 * Issue 3 in Chromium against the demo catalogue: the home page (banners, blocks, category
 * modules as the page scrolls), goods and shop search, a category listing filtered by price and
 * sorted by price, a product with a chosen specification favourited after logging in, and the
 * favourites list. Screenshots in English and Arabic and at phone width.
 */
/** Lists come from a cold database on first use: give each poll room. */
const POLL = { timeout: 15_000, interval: 200 };

describe("storefront journeys", () => {
  let server: ServerProcess;
  let browser: Browser;

  beforeAll(async () => {
    server = await startServer({ SEED: "demo" });
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
  });

  async function api<T>(path: string, method: "GET" | "POST" = "GET"): Promise<T> {
    const res = await fetch(`${server.url}${path}`, { method });
    const env = (await res.json()) as Envelope<T>;
    expect(env.code, path).toBe(1);
    return env.data;
  }

  /** A fresh browser context in a language (stored the way the language dropdown stores it). */
  async function open(path: string, opts: { lang?: string; width?: number } = {}) {
    const context = await browser.newContext({ viewport: { width: opts.width ?? 1280, height: 900 } });
    await context.addInitScript((lang) => {
      if (!localStorage.getItem("mp-app")) {
        localStorage.setItem("mp-app", JSON.stringify({ state: { country: lang }, version: 0 }));
      }
    }, opts.lang ?? "en");
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}${path}`);
    await page.getByTestId("page-loader").waitFor({ state: "detached", timeout: 10_000 });
    return { page, errors };
  }

  async function expectNoRawKeys(page: Page) {
    expect(await page.locator("body").innerText()).not.toMatch(RAW_LOCALE_KEY);
  }

  /** Scrolls to the bottom until `count` category modules are on the page. */
  async function scrollForModules(page: Page, count: number) {
    await expect
      .poll(
        async () => {
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          return page.locator("[data-testid^='category-module-more-']").count();
        },
        { timeout: 30_000, interval: 400 },
      )
      .toBeGreaterThanOrEqual(count);
  }

  async function cardPrices(page: Page): Promise<number[]> {
    const values = await page.getByTestId("goods-card-price").evaluateAll((els) => els.map((e) => e.dataset.usd ?? ""));
    return values.map(Number);
  }

  async function firstCategory(): Promise<{ id: number; name: string }> {
    const init = await api<InitData>("/api/wanlshop/common/init", "POST");
    const hidden = new Set<number>(init.hidden_category_ids);
    const found = init.modulesData.categoryModules.find((c) => !hidden.has(Number(c.id)));
    if (!found) throw new Error("no visible category in init");
    return found;
  }

  it("loads the home page: banners, new and hot blocks, recommended, and category modules as it scrolls", async () => {
    const { page, errors } = await open("/");
    await page.getByTestId("banner").waitFor();
    expect(await page.locator("[data-testid='banner'] img").count()).toBeGreaterThan(0);
    // the header's logo (the site setting's default, /logo.svg) is a picture that loads, not a 404
    const logo = page.locator(".brand__logo").first();
    expect(await logo.getAttribute("src")).toBe("/logo.svg");
    await expect
      .poll(
        () => logo.evaluate((img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth),
        POLL,
      )
      .toBeGreaterThan(0);
    await expect.poll(() => page.getByTestId("home-new-grid").getByTestId("goods-card").count(), POLL).toBe(10);
    await expect.poll(() => page.getByTestId("home-hot-grid").getByTestId("goods-card").count(), POLL).toBe(10);
    await expect.poll(() => page.getByTestId("home-recommended-grid").getByTestId("goods-card").count(), POLL).toBe(10);
    expect(await page.getByTestId("home-new-grid").innerText()).toContain(t("en", "catalogue.sold").slice(-4));

    const firstId = await page
      .getByTestId("home-new-grid")
      .getByTestId("goods-card")
      .first()
      .getAttribute("data-goods-id");
    const next = page.waitForResponse((r) => r.url().endsWith("/api/index/index_goods_list"));
    await page.getByTestId("home-new-next").click();
    expect((await next).request().postDataJSON()).toMatchObject({ page: 2 });
    await expect
      .poll(
        () => page.getByTestId("home-new-grid").getByTestId("goods-card").first().getAttribute("data-goods-id"),
        POLL,
      )
      .not.toBe(firstId);

    // modules wait for the listener (2 s), then come one at a time as the marker nears the viewport
    expect(await page.locator("[data-testid^='category-module-more-']").count()).toBe(0);
    await scrollForModules(page, 3);
    const more = page.locator("[data-testid^='category-module-more-']").first();
    expect(await more.getAttribute("href")).toMatch(/^\/goods_cate\?category_id=\d+&name=/);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expectNoRawKeys(page);
    await screenshot(page, "storefront-home-en");
    expect(errors).toEqual([]);
  });

  it("searches goods by a word of a title, and shops with the selector", async () => {
    const goods = await api<ListPage<GoodsCard>>(
      "/api/wanlshop/product/lists?type=goods&limit=1&sort=sales&order=desc",
    );
    const title = goods.data[0]?.title ?? "";
    const word = title
      .split(/\s+/)
      .filter((w) => /^[A-Za-z]{4,}$/.test(w))
      .sort((a, b) => b.length - a.length)[0];
    expect(word, `a word in "${title}"`).toBeTruthy();

    const { page, errors } = await open("/");
    await page.getByTestId("search-input").fill(word as string);
    await page.getByTestId("search-input").press("Enter");
    await page.waitForURL(/\/goods_cate\?keyword=/);
    await expect
      .poll(() => page.getByTestId("listing-grid").getByTestId("goods-card").count(), POLL)
      .toBeGreaterThan(0);
    expect((await page.getByTestId("listing-title").innerText()).toLowerCase()).toContain(word?.toLowerCase());
    const titles = await page.getByTestId("listing-grid").locator("h3").allInnerTexts();
    expect(titles.some((x) => x.toLowerCase().includes((word as string).toLowerCase()))).toBe(true);

    const shops = await api<ListPage<ShopCard>>("/api/wanlshop/shop/lists?limit=1");
    const shopWord = (shops.data[0]?.shopname ?? "").split(/\s+/).sort((a, b) => b.length - a.length)[0] as string;
    await page.getByTestId("search-select").selectOption({ label: t("en", "header.shops") });
    await page.getByTestId("search-input").fill(shopWord);
    await page.getByTestId("search-button").click();
    await page.waitForURL(/\/shop_cate\?keyword=/);
    await expect.poll(() => page.getByTestId("shop-card").count(), POLL).toBeGreaterThan(0);
    const names = await page.locator(".shop-card__name").allInnerTexts();
    expect(names.some((n) => n.toLowerCase().includes(shopWord.toLowerCase()))).toBe(true);
    expect(await page.getByTestId("shop-card").first().locator("a").getAttribute("href")).toMatch(/^\/store\?id=\d+$/);
    await screenshot(page, "storefront-shops-en");
    await expectNoRawKeys(page);
    expect(errors).toEqual([]);
  });

  it("filters a category listing by price and sorts it by price, low to high", async () => {
    const category = await firstCategory();
    const path = `/goods_cate?${new URLSearchParams({ category_id: String(category.id), name: category.name })}`;
    const { page, errors } = await open(path);
    await expect
      .poll(() => page.getByTestId("listing-grid").getByTestId("goods-card").count(), POLL)
      .toBeGreaterThan(0);
    expect(await page.getByTestId("listing-title").innerText()).toBe(category.name);
    const tree = await api<CategoryNode[]>("/api/wanlshop/category/tree");
    if (tree.find((c) => c.id === category.id)?.children.length) await page.getByTestId("subcategories").waitFor();

    await page.getByTestId("price-min").fill("10");
    await page.getByTestId("price-max").fill("200");
    const filtered = page.waitForResponse((r) => r.url().includes("/product/lists") && r.url().includes("between"));
    await page.getByTestId("price-apply").click();
    const url = new URL((await filtered).url());
    expect(JSON.parse(url.searchParams.get("filter") ?? "{}")).toMatchObject({
      category_id: category.id,
      "shop_goods.price": "10.00,200.00",
    });
    const sorted = page.waitForResponse(
      (r) => r.url().includes("/product/lists") && r.url().includes("sort=shop_goods.price&order=asc"),
    );
    await page.getByTestId("sort-price-asc").click();
    await page.waitForURL(/sort=price_asc/);
    const sortedPage = (await (await sorted).json()) as Envelope<ListPage<GoodsCard>>;
    const expected = sortedPage.data.data.map((g) => Number(g.price));
    expect(expected.length).toBeGreaterThan(0);
    await expect
      .poll(async () => {
        const prices = await cardPrices(page);
        return (
          prices.length > 0 && prices.every((p, i) => p >= 10 && p <= 200 && (i === 0 || p >= (prices[i - 1] ?? 0)))
        );
      }, POLL)
      .toBe(true);
    expect(await cardPrices(page)).toEqual(expected);
    const prices = await cardPrices(page);
    expect(prices).toEqual([...prices].sort((a, b) => a - b));
    await expectNoRawKeys(page);
    await screenshot(page, "storefront-listing-en");
    expect(errors).toEqual([]);
  });

  it("opens a product, picks a specification, logs in, favourites it and finds it in favourites", async () => {
    const category = await firstCategory();
    const { page, errors } = await open(
      `/goods_cate?category_id=${category.id}&name=${encodeURIComponent(category.name)}`,
    );
    const cards = page.getByTestId("listing-grid").getByTestId("goods-card");
    await cards.first().waitFor();
    // the first product of the listing that has specifications to pick
    let id: string | null = null;
    for (const cardId of await cards.evaluateAll((els) => els.map((e) => e.getAttribute("data-goods-id")))) {
      const detail = await api<{ specs: unknown[] }>(`/api/wanlshop/product/goods?id=${cardId}`);
      if (detail.specs.length > 0) {
        id = cardId;
        break;
      }
    }
    expect(id, "a product with specifications in the first category").not.toBeNull();
    await page
      .locator(`[data-testid='listing-grid'] [data-testid='goods-card'][data-goods-id='${id}'] a`)
      .first()
      .click();
    await page.waitForURL(new RegExp(`/productDetails\\?id=${id}$`));
    await page.getByTestId("goods-detail").waitFor();
    expect(await page.getByText(t("en", "catalogue.genuine")).count()).toBeGreaterThan(0);

    const rows = await page.locator("[data-testid^='spec-row-']").count();
    expect(rows).toBeGreaterThan(0);
    // adding without a choice asks for one
    await page.getByTestId("add-to-cart").click();
    await page.getByText(t("en", "catalogue.choose_spec")).waitFor();
    for (let i = 0; i < rows; i++) {
      await page.getByTestId(`spec-row-${i}`).locator("button:not([disabled])").first().click();
    }
    for (let i = 0; i < rows; i++) {
      expect(await page.getByTestId(`spec-row-${i}`).locator("button[aria-pressed='true']").count()).toBe(1);
    }
    expect(await page.getByTestId("stock").innerText()).toMatch(/\d/);
    await page.getByTestId("add-to-cart").click();
    // a visitor's cart is kept in the browser until login
    await page
      .getByText(t("en", "cart.added", "buying"))
      .first()
      .waitFor();
    await expect
      .poll(() => page.getByTestId("header-cart").getAttribute("aria-label"), POLL)
      .toBe(`${t("en", "cart.title", "buying")} (1)`);

    await page.getByTestId("favourite-button").click();
    await page.getByText(t("en", "errors.login_required")).first().waitFor();
    await page.getByTestId("login-dialog").waitFor();
    await page.getByTestId("login-account").fill("shopper@demo.test");
    await page.getByTestId("login-password").fill("shopper123");
    await page.getByTestId("login-submit").click();
    await page.getByTestId("header-nickname").waitFor();
    // the chosen specification survives the login
    expect(await page.locator("[data-testid='spec-picker'] button[aria-pressed='true']").count()).toBe(rows);
    await page.getByTestId("favourite-button").click();
    await expect.poll(() => page.getByTestId("favourite-button").getAttribute("aria-pressed"), POLL).toBe("true");
    await page.getByTestId("tab-reviews").click();
    await page.getByTestId("reviews").waitFor();
    // the tabs follow the keyboard too: the left arrow back to the description, End to the reviews
    const tab = (id: string) => page.locator(`[role='tab']:has([data-testid='${id}'])`);
    await page.keyboard.press("ArrowLeft");
    await expect.poll(() => tab("tab-description").getAttribute("aria-selected"), POLL).toBe("true");
    expect(await page.getByTestId("reviews").isVisible()).toBe(false);
    expect(await tab("tab-description").evaluate((el) => el === document.activeElement)).toBe(true);
    await page.keyboard.press("End");
    await page.getByTestId("reviews").waitFor();
    expect(await tab("tab-reviews").getAttribute("aria-selected")).toBe("true");
    await page.getByTestId("tab-description").click();
    await expectNoRawKeys(page);
    await screenshot(page, "storefront-detail-en");

    await page.goto(`${server.url}/collect-goods`);
    await page.locator(`[data-testid='collect-goods'] [data-goods-id='${id}']`).waitFor();
    await screenshot(page, "storefront-favourites-en");

    // the server recorded the view; the history page lists it
    await page.goto(`${server.url}/history`);
    await page.locator(`[data-testid='history'] [data-goods-id='${id}']`).waitFor();

    // a logged-in search is recorded by the server; the search box offers it on focus
    await page.getByTestId("search-input").fill("jumper");
    await page.getByTestId("search-input").press("Enter");
    await page.waitForURL(/\/goods_cate\?keyword=jumper/);
    await page.getByTestId("listing-grid").getByTestId("goods-card").first().waitFor();
    await page.goto(`${server.url}/`);
    await page.getByTestId("home-new-grid").getByTestId("goods-card").first().waitFor();
    await page.getByTestId("search-input").click();
    await page.getByTestId("search-history-item").filter({ hasText: "jumper" }).first().waitFor();
    await screenshot(page, "storefront-search-history-en");
    await page.getByTestId("search-history-item").filter({ hasText: "jumper" }).first().click();
    await page.waitForURL(/\/goods_cate\?keyword=jumper/);
    expect(await page.getByTestId("search-input").inputValue()).toBe("jumper");
    expect(errors).toEqual([]);
  });

  it("shows home, listing and product detail in Arabic, right to left", async () => {
    const { page, errors } = await open("/", { lang: "ar" });
    await expect.poll(() => page.getAttribute("html", "dir"), POLL).toBe("rtl");
    await page.getByTestId("home-new-grid").getByTestId("goods-card").first().waitFor();
    await page.getByText(t("ar", "catalogue.new_products")).first().waitFor();
    await scrollForModules(page, 1);
    await page.evaluate(() => window.scrollTo(0, 0));
    const body = await page.locator("body").innerText();
    for (const english of ["New products", "Hot-selling", "Recommended"]) expect(body).not.toContain(english);
    await expectNoRawKeys(page);
    await screenshot(page, "storefront-home-ar");

    await page.getByTestId("category-all").click();
    await page.getByTestId("classify").waitFor();
    await screenshot(page, "storefront-classify-ar");
    await page.locator("[data-testid^='classify-link-']").first().click();
    await page.waitForURL(/\/goods_cate\?category_id=/);
    await page.getByTestId("listing-grid").getByTestId("goods-card").first().waitFor();
    await expectNoRawKeys(page);
    await screenshot(page, "storefront-listing-ar");

    await page.getByTestId("listing-grid").getByTestId("goods-card").first().locator("a").first().click();
    await page.getByTestId("goods-detail").waitFor();
    await page.getByText(t("ar", "catalogue.genuine")).first().waitFor();
    await expectNoRawKeys(page);
    await screenshot(page, "storefront-detail-ar");
    expect(errors).toEqual([]);
  });

  it("fits a phone-sized screen", async () => {
    const { page, errors } = await open("/", { width: 390 });
    await page.getByTestId("home-new-grid").getByTestId("goods-card").first().waitFor();
    await scrollForModules(page, 1);
    await page.evaluate(() => window.scrollTo(0, 0));
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    await screenshot(page, "storefront-home-phone-en");

    const card = page.getByTestId("home-new-grid").getByTestId("goods-card").first();
    await card.locator("a").first().click();
    await page.getByTestId("goods-detail").waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, "storefront-detail-phone-en");
    expect(errors).toEqual([]);
  });
});
