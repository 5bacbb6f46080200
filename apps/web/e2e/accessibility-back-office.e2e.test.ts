import type { Browser, BrowserContext, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOf, DEMO } from "./support/api.js";
import { seriousViolations } from "./support/axe.js";
import { launchBrowser, settle, watchErrors } from "./support/browser.js";
import { t } from "./support/locales.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

type Role = "shopper" | "merchant" | "staff";

/** The back-office pages of issue 20, by who opens them, each with what shows it has loaded. */
const PAGES: Record<Role, [path: string, ready: string][]> = {
  shopper: [["/withdraw", "[data-testid=withdraw-page] form"]],
  merchant: [
    ["/shop-store", "[data-testid=home-stat-orders]"],
    ["/shop-goods", "[data-testid=goods-row]"],
    ["/shop-order", "[data-testid=shop-order-page]"],
    ["/wait_order", "[data-testid=wait-order-page]"],
    ["/Available", "[data-testid=balance-to-settle]"],
    ["/settlement", "[data-testid=settlement-page] .ant-table"],
    ["/shop_bond", "[data-testid=shop-bond-page] .ant-table"],
    ["/shop-setting", "[data-testid=setting-save]"],
  ],
  staff: [
    ["/admin", "h1"],
    ["/admin/users", ".ant-table"],
    ["/admin/finance", ".ant-table"],
    ["/admin/shops", ".ant-table"],
    ["/admin/stores", ".ant-table"],
    ["/admin/coupons", ".ant-table"],
    ["/admin/goods", ".ant-table"],
  ],
};

/**
 * Issue 20 beyond the storefront: axe-core with its default rules (WCAG 2 A and AA, best
 * practices) finds no critical or serious violation on the shopper's withdrawal page, the
 * merchant's back office and the staff console, on a phone, in English and in Arabic. One browser,
 * one logged-in context per role; each page is loaded once per language.
 */
describe("accessibility journey: the back office", () => {
  let server: ServerProcess;
  let browser: Browser;
  const pages = new Map<Role, { context: BrowserContext; page: Page; errors: string[] }>();
  let category: { id: number; name: string };

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const api = apiOf(server);
    const init = await api.call<{ modulesData: { categoryModules: { id: number; name: string }[] } }>(
      "/api/wanlshop/common/init",
    );
    category = init.modulesData.categoryModules[0] as { id: number; name: string };
    const [shopper, merchant, staff] = await Promise.all([
      api.login(DEMO.shopper),
      api.login(DEMO.merchant),
      api.staffLogin(),
    ]);
    const tokens: Record<Role, Record<string, string>> = {
      shopper: { token: shopper.token },
      merchant: { token: merchant.token },
      staff: { adminToken: staff },
    };
    for (const role of Object.keys(PAGES) as Role[]) {
      const context = await browser.newContext({ viewport: { width: 412, height: 823 }, isMobile: true });
      // on every page load: keeps what the app saved (the language) and adds the role's token
      await context.addInitScript((tk) => {
        const saved = JSON.parse(localStorage.getItem("mp-app") ?? "null") ?? { state: { country: "en" }, version: 0 };
        saved.state = { ...saved.state, ...tk };
        localStorage.setItem("mp-app", JSON.stringify(saved));
      }, tokens[role]);
      const page = await context.newPage();
      pages.set(role, { context, page, errors: watchErrors(page) });
    }
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
  });

  /** Opens `path` in the role's page in `lang` (the first load is in English), loaded and settled. */
  async function open(role: Role, path: string, ready: string, lang: string) {
    const { page } = pages.get(role) as { page: Page };
    if (page.url().startsWith(server.url))
      await page.evaluate((l) => {
        const saved = JSON.parse(localStorage.getItem("mp-app") ?? "{}");
        saved.state = { ...saved.state, country: l };
        localStorage.setItem("mp-app", JSON.stringify(saved));
      }, lang);
    await page.goto(`${server.url}${path}`);
    await page.getByTestId("page-loader").waitFor({ state: "detached", timeout: 10_000 });
    await page.locator(ready).first().waitFor();
    await page.waitForLoadState("networkidle");
    await page.locator(".ant-spin-spinning").first().waitFor({ state: "detached" });
    await settle(page);
    return page;
  }

  for (const lang of ["en", "ar"])
    for (const [role, list] of Object.entries(PAGES) as [Role, [string, string][]][])
      for (const [path, ready] of list)
        it(`finds no critical or serious violation: ${role} ${path}, ${lang}, phone`, async () => {
          const page = await open(role, path, ready, lang);
          expect(await page.getAttribute("html", "lang")).toBe(lang);
          expect(await page.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
          expect((await seriousViolations(page)).join("\n")).toBe("");
          expect(pages.get(role)?.errors).toEqual([]);
        });

  it("keeps each amount of the withdrawal limits on one line on a phone, in Arabic", async () => {
    const page = await open("shopper", "/withdraw", "[data-testid=withdraw-max]", "ar");
    for (const id of ["withdraw-min", "withdraw-max"]) {
      const amount = page.getByTestId(id);
      const [height, lineHeight] = await amount.evaluate((e) => [
        e.getBoundingClientRect().height,
        Number.parseFloat(getComputedStyle(e).lineHeight),
      ]);
      expect(height, `${id} (${await amount.innerText()}) on one line`).toBeLessThan(lineHeight * 1.5);
    }
  });

  it("describes a category listing and a search on their own, and links the listing's pages for crawlers", async () => {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    const errors = watchErrors(page);
    const description = () => page.locator('meta[name="description"]').getAttribute("content");
    const listing = `/goods_cate?${new URLSearchParams({ category_id: String(category.id), name: category.name })}`;
    await page.goto(`${server.url}${listing}`);
    await page.locator("[data-testid=listing-grid] [data-testid=goods-card]").first().waitFor();
    await expect.poll(description).toBe(t("en", "catalogue.category_description").replace("{{name}}", category.name));
    // antd's pager has <a> without href (Lighthouse: crawlable-anchors); here each is a link to its page
    const pager = page.getByTestId("listing-pagination");
    const hrefs = await pager.locator("a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(1);
    for (const href of hrefs) expect(href).toMatch(/^\/goods_cate\?category_id=/);
    expect(hrefs).toContain(`${listing}&page=2`);
    // a click still pages in the app, without loading the page again
    await page.evaluate(() => Object.assign(window, { stayed: true }));
    await pager.locator(`a[href="${listing}&page=2"]`).click();
    await page.waitForURL(/[?&]page=2/);
    await page.locator("[data-testid=listing-grid] [data-testid=goods-card]").first().waitFor();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await expect.poll(() => pager.locator(".ant-pagination-item-active").innerText()).toBe("2");

    await page.goto(`${server.url}/goods_cate?keyword=shirt`);
    await page.getByTestId("listing-title").waitFor();
    await expect.poll(description).toBe(t("en", "catalogue.search_description").replace("{{keyword}}", "shirt"));
    expect(errors).toEqual([]);
    await context.close();
  });
});
