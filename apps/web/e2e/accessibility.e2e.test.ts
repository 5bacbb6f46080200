import type { UserInfo } from "@mp/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOf, DEMO } from "./support/api.js";
import { seriousViolations } from "./support/axe.js";
import { launchBrowser, screenshot, settle, watchErrors } from "./support/browser.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

interface Goods {
  id: number;
  shop: { id: number };
  category: { path: { id: number; name: string }[] };
  skus: { id: number; stock: number }[];
}

/** A shipping address for the demo shopper's order. */
const ADDRESS = {
  name: "Ada Lovelace",
  mobile_code: "+49",
  mobile: "151 2345 6789",
  country: "Germany",
  province: "Bayern",
  city: "München",
  zip_code: "80331",
  address: "Marienplatz 8",
};

/** One screen of the shopper's journey: where it is, who sees it, and what shows it has loaded. */
interface Screen {
  name: string;
  path: string;
  loggedIn: boolean;
  ready: string;
  /** opens something on the loaded page first (the login dialog) */
  prepare?: (page: Page) => Promise<void>;
}

/**
 * Issue 20 in Chromium: axe-core with its default rules (WCAG 2 A and AA, best practices) finds
 * no critical or serious violation on the screens of a shopper's journey, in English and in
 * Arabic (right to left), on a desktop and on a phone; each screen has exactly one h1, and
 * /robots.txt gives crawlers the storefront and keeps them out of the console and the API.
 */
describe("accessibility journey", () => {
  let server: ServerProcess;
  let browser: Browser;
  let user: UserInfo;
  let screens: Screen[];

  /** the API as the journey's setup calls it (support/api.ts): GET without a body, POST with one */
  const call = <T>(url: string, body?: object, token?: string) => apiOf(server).request<T>(url, body, token);

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const login = await call<{ userinfo: UserInfo }>("/api/wanlshop/user/login", {
      account: DEMO.shopper.email,
      password: DEMO.shopper.password,
      top: 1,
    });
    user = login.userinfo;
    const goods = await call<Goods>("/api/wanlshop/product/goods?id=1");
    const sku = goods.skus.find((s) => s.stock > 0);
    if (!sku) throw new Error("the demo product 1 has no stock");
    const token = user.token ?? "";
    // an order awaiting payment (the orders, order and payment screens show it), then a line in
    // the cart for the cart and order confirmation screens
    const addLine = async () => {
      await call("/api/wanlshop/cart/add", { goods_id: goods.id, sku_id: sku.id, number: 1 }, token);
      const lines = await call<{ id: number }[]>("/api/wanlshop/cart/synchro", {}, token);
      return (lines[0] as { id: number }).id;
    };
    await call("/api/wanlshop/address/address", { type: "add", data: ADDRESS }, token);
    const address = (await call<{ data: { id: number }[] }>("/api/wanlshop/address/getaddress", {}, token)).data[0];
    const placed = await call<{ order_ids: number[] }>(
      "/api/wanlshop/order/addOrder",
      { cart_ids: [await addLine()], address_id: address?.id },
      token,
    );
    const orderId = placed.order_ids[0];
    const cartLine = await addLine();
    const category = goods.category.path.at(-1);
    if (!category) throw new Error("the demo product 1 has no category");
    const listing = `/goods_cate?${new URLSearchParams({ category_id: String(category.id), name: category.name })}`;
    screens = [
      { name: "home", path: "/", loggedIn: false, ready: "[data-testid=home-new-grid] [data-testid=goods-card]" },
      { name: "listing", path: listing, loggedIn: false, ready: "[data-testid=listing-grid] [data-testid=goods-card]" },
      { name: "product", path: `/productDetails?id=${goods.id}`, loggedIn: false, ready: "[data-testid=goods-detail]" },
      { name: "store", path: `/store?id=${goods.shop.id}`, loggedIn: false, ready: "[data-testid=goods-card]" },
      {
        name: "login-dialog",
        path: "/",
        loggedIn: false,
        ready: "[data-testid=home-new-grid] [data-testid=goods-card]",
        prepare: async (page) => {
          const menu = page.getByTestId("header-menu");
          if (await menu.isVisible()) await menu.click();
          await page.getByTestId("header-login").click();
          await page.getByTestId("login-dialog").waitFor();
        },
      },
      { name: "login-required", path: "/money-package", loggedIn: false, ready: "[data-testid=require-login]" },
      { name: "cart", path: "/shopping_cart", loggedIn: true, ready: "[data-testid=cart-line]" },
      {
        name: "order-confirm",
        path: `/order_confirm?cart_ids=${cartLine}`,
        loggedIn: true,
        ready: "[data-testid=order-confirm-page] [data-testid=order-line]",
      },
      { name: "payment", path: `/payment?order_ids=${orderId}`, loggedIn: true, ready: "[data-testid=payment-pay]" },
      { name: "order", path: `/order-detail?id=${orderId}`, loggedIn: true, ready: "[data-testid=order-line]" },
      { name: "wallet", path: "/money-package", loggedIn: true, ready: "[data-testid=wallet-page]" },
      { name: "orders", path: "/my-order", loggedIn: true, ready: "[data-testid=order-card]" },
      { name: "messages", path: "/messages", loggedIn: true, ready: "[data-testid=messages-page]" },
    ];
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
  });

  /** A fresh browser in `lang`, logged in as the demo shopper when asked, on the screen, loaded. */
  async function open(screen: Screen, lang: string, width: number) {
    const context = await browser.newContext({ viewport: { width, height: width > 800 ? 900 : 823 } });
    const state = screen.loggedIn ? { country: lang, token: user.token, userData: user } : { country: lang };
    await context.addInitScript((s) => {
      localStorage.setItem("mp-app", JSON.stringify({ state: s, version: 0 }));
    }, state);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}${screen.path}`);
    await page.getByTestId("page-loader").waitFor({ state: "detached", timeout: 10_000 });
    await page.locator(screen.ready).first().waitFor();
    await page.waitForLoadState("networkidle");
    await screen.prepare?.(page);
    await settle(page);
    return { page, errors };
  }

  const SCREENS = [
    "home",
    "listing",
    "product",
    "store",
    "login-dialog",
    "login-required",
    "cart",
    "order-confirm",
    "payment",
    "order",
    "wallet",
    "orders",
    "messages",
  ] as const;
  for (const [device, width] of [
    ["desktop", 1280],
    ["phone", 412],
  ] as const) {
    for (const lang of ["en", "ar"]) {
      for (const name of SCREENS) {
        it(`finds no critical or serious violation and one h1: ${name}, ${lang}, ${device}`, async () => {
          const screen = screens.find((s) => s.name === name) as Screen;
          const { page, errors } = await open(screen, lang, width);
          expect(await page.getAttribute("html", "lang")).toBe(lang);
          expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
          expect(await page.locator("h1").count(), "h1 elements").toBe(1);
          expect(await seriousViolations(page)).toEqual([]);
          if (name === "home" || name === "cart") await screenshot(page, `a11y-${name}-${lang}-${device}`);
          expect(errors).toEqual([]);
          await page.context().close();
        });
      }
    }
  }

  it("keeps the links of hidden banner slides out of the tab order", async () => {
    const home = screens[0] as Screen;
    const { page } = await open(home, "en", 1280);
    const links = await page.locator("[data-testid=banner] .slick-slide a[href]").evaluateAll((els) =>
      els.map((a) => ({
        hidden: a.closest(".slick-slide")?.getAttribute("aria-hidden") === "true",
        tabIndex: (a as HTMLAnchorElement).tabIndex,
      })),
    );
    expect(links.filter((l) => !l.hidden).length).toBeGreaterThan(0);
    for (const l of links) expect(l.tabIndex).toBe(l.hidden ? -1 : 0);
    await page.getByTestId("banner").locator(".slick-next").click();
    await settle(page);
    expect(await seriousViolations(page)).toEqual([]);
    await page.context().close();
  });

  it("describes the site to search engines and answers /robots.txt with its rules", async () => {
    const { page } = await open(screens[0] as Screen, "en", 1280);
    const description = () => page.locator('meta[name="description"]').getAttribute("content");
    const site = await description();
    expect(site?.length ?? 0).toBeGreaterThan(50);
    await page.context().close();
    // a product page describes the product, and the site's text comes back when the shopper leaves
    const product = await open(screens.find((s) => s.name === "product") as Screen, "en", 1280);
    const title = await product.page.getByTestId("detail-title").innerText();
    const own = (await product.page.locator('meta[name="description"]').getAttribute("content")) ?? "";
    expect(own.startsWith(`${title}. `), own).toBe(true);
    expect(own.length).toBeGreaterThan(title.length + 20);
    expect(own.length).toBeLessThanOrEqual(160);
    await product.page.locator('nav.detail__crumbs a[href="/"]').click();
    await product.page.waitForURL(/\/$/);
    await expect.poll(() => product.page.locator('meta[name="description"]').getAttribute("content")).toBe(site);
    await product.page.context().close();

    const res = await fetch(`${server.url}/robots.txt`);
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toMatch(/^text\/plain/);
    const lines = (await res.text()).split("\n").map((l) => l.trim());
    expect(lines).toContain("User-agent: *");
    expect(lines).toContain("Allow: /");
    expect(lines).toContain("Disallow: /admin");
    expect(lines).toContain("Disallow: /api");
  });
});
