import type { AdminCategory } from "@mp/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOf, DEMO } from "./support/api.js";
import { launchBrowser, screenshot, settle, watchErrors } from "./support/browser.js";
import { t } from "./support/locales.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

const POLL = { timeout: 15_000 };
const NAMES = { en: "Garden Tools", fr: "Outils de jardin", ar: "أدوات الحديقة" } as const;

/**
 * Issue 17's catalogue in Chromium against the demo seed: staff add a category with names in
 * English, French and Arabic and the storefront menu shows it in each language; staff take down
 * one of the demo merchant's goods and the merchant reads the reason in messages and sees the
 * "Taken down" tag on the goods page. Screenshots of the four console screens in English.
 */
describe("console catalogue journey", () => {
  let server: ServerProcess;
  let browser: Browser;
  let staff: Page;
  const errors: string[] = [];
  let api: ReturnType<typeof apiOf>;
  let staffToken = "";

  /** a page in a new browser context; `state` is written into the app's saved state before every load */
  async function pageWith(state: Record<string, unknown>, width = 1280) {
    const ctx = await browser.newContext({ viewport: { width, height: 900 } });
    await ctx.addInitScript((st) => {
      const saved = JSON.parse(localStorage.getItem("mp-app") ?? "null") ?? { state: {}, version: 0 };
      saved.state = { ...saved.state, ...st };
      localStorage.setItem("mp-app", JSON.stringify(saved));
    }, state);
    const page = await ctx.newPage();
    errors.push(...watchErrors(page));
    return page;
  }

  beforeAll(async () => {
    server = await startServer({ SEED: "demo" });
    api = apiOf(server);
    browser = await launchBrowser();
    staffToken = await api.staffLogin();
    staff = await pageWith({});
    await staff.goto(`${server.url}/admin/login`);
    await staff.getByTestId("admin-account").fill(DEMO.staff.account);
    await staff.getByTestId("admin-password").fill(DEMO.staff.password);
    await staff.getByTestId("admin-login-submit").click();
    await staff.getByTestId("admin-menu-categories").waitFor();
  }, 60_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
  });

  it("adds a category named in three languages; the storefront menu shows it in each", async () => {
    await staff.getByTestId("admin-menu-categories").click();
    await staff.getByTestId("category-row-1").waitFor();
    await staff.getByTestId("category-add").click();
    await staff.getByTestId("category-dialog").waitFor();
    await settle(staff);
    for (const [code, name] of Object.entries(NAMES)) await staff.getByTestId(`category-name-${code}`).fill(name);
    await screenshot(staff, "console-category-dialog-en");
    await staff.getByTestId("category-save").click();
    await staff.getByTestId("category-dialog").waitFor({ state: "detached" });
    const { list } = await api.call<{ list: AdminCategory[] }>("/api/admin/category/list", {}, { Token: staffToken });
    const added = list.find((c) => c.name === NAMES.en);
    expect(added?.names).toEqual(NAMES);
    const id = added?.id as number;
    await staff.getByTestId(`category-row-${id}`).waitFor();
    // hidden categories are tagged in the tree
    expect(await staff.getByTestId("category-row-15").locator("xpath=ancestor::tr").innerText()).toContain("Hidden");
    await screenshot(staff, "console-categories-en");

    for (const [code, name] of Object.entries(NAMES)) {
      const shop = await pageWith({ country: code });
      await shop.goto(server.url);
      await expect.poll(() => shop.getByTestId(`category-${id}`).textContent(), POLL).toBe(name);
      // the spec's hidden categories stay out of the menu
      expect(await shop.getByTestId("category-15").count()).toBe(0);
      await shop.context().close();
    }
    expect(errors).toEqual([]);
  }, 60_000);

  it("shows brands and the supplier catalogue to staff", async () => {
    await staff.getByTestId("admin-menu-brands").click();
    await staff.getByTestId("brand-add").click();
    await staff.getByTestId("brand-dialog").waitFor();
    await staff.getByTestId("brand-name").fill("Acme Home");
    await staff.getByTestId("brand-save").click();
    await staff.getByTestId("brand-dialog").waitFor({ state: "detached" });
    await expect.poll(() => staff.getByTestId("console-brands").innerText(), POLL).toContain("Acme Home");
    await screenshot(staff, "console-brands-en");

    await staff.getByTestId("admin-menu-supplier_goods").click();
    await expect
      .poll(() => staff.locator("[data-testid=console-supplier-goods] tbody tr").count(), POLL)
      .toBeGreaterThan(1);
    await screenshot(staff, "console-supplier-goods-en");
    await staff.locator("[data-testid^=supplier-edit-]").first().click();
    await staff.getByTestId("supplier-dialog").waitFor();
    await settle(staff);
    await screenshot(staff, "console-supplier-goods-dialog-en");
    await staff.keyboard.press("Escape");
    await staff.getByTestId("supplier-dialog").waitFor({ state: "detached" });
    expect(errors).toEqual([]);
  }, 60_000);

  it("takes down one of the merchant's goods: the merchant reads why in messages and on the goods page", async () => {
    const merchant = await api.login(DEMO.merchant);
    const mine = await api.call<{ data: { id: number; title: string }[] }>(
      "/api/wanlshop/shop/goods/list",
      { status: "on" },
      { Token: merchant.token },
    );
    const goods = mine.data[0] as { id: number; title: string };
    const reason = "Photos show another brand's logo";

    await staff.getByTestId("admin-menu-goods").click();
    await staff.getByTestId("goods-search").locator("input").fill(String(goods.id));
    await staff.getByTestId("goods-search").locator("input").press("Enter");
    await staff.getByTestId(`goods-takedown-${goods.id}`).click();
    await staff.getByTestId("takedown-dialog").waitFor();
    await staff.getByTestId("takedown-reason").fill(reason);
    await staff.getByTestId("takedown-submit").click();
    await staff.getByTestId(`goods-restore-${goods.id}`).waitFor();
    await screenshot(staff, "console-goods-moderation-en");

    const page = await pageWith({ token: merchant.token });
    await page.goto(`${server.url}/messages`);
    await page.getByTestId("notice-tab-system").click();
    await expect.poll(() => page.getByTestId("notice-list-system").innerText(), POLL).toContain(reason);
    expect(await page.getByTestId("notice-list-system").innerText()).toContain(goods.title);
    await screenshot(page, "console-goods-takedown-merchant-message-en");

    await page.goto(`${server.url}/shop-goods`);
    await page
      .getByText(t("en", "shopGoods.tab_off", "shop-goods"), { exact: false })
      .first()
      .click();
    await expect.poll(() => page.getByTestId("goods-taken-down-reason").first().textContent(), POLL).toContain(reason);
    expect(await page.getByTestId("goods-taken-down").first().textContent()).toBe(
      t("en", "shopGoods.taken_down_tag", "shop-goods"),
    );
    await screenshot(page, "console-goods-takedown-merchant-goods-en");
    // the storefront no longer offers it
    const detail = await fetch(`${server.url}/api/wanlshop/product/goods?id=${goods.id}`).then((r) => r.json());
    expect(detail.code).toBe(0);
    expect(errors).toEqual([]);
  }, 60_000);
});
