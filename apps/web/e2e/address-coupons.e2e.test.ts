import { readFileSync } from "node:fs";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, RAW_LOCALE_KEY, screenshot, settle, watchErrors } from "./support/browser.js";
import { t as base } from "./support/locales.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

type Tree = { [k: string]: string | Tree };

/** A string of apps/web/src/locales/addresses-coupons-messages/<lang>.json (falls back to the main file). */
function t(lang: string, key: string): string {
  const file = path.resolve(import.meta.dirname, `../src/locales/addresses-coupons-messages/${lang}.json`);
  const tree = JSON.parse(readFileSync(file, "utf8")) as Tree;
  const value = key
    .split(".")
    .reduce<string | Tree | undefined>((n, k) => (typeof n === "object" ? n[k] : undefined), tree);
  return typeof value === "string" ? value : base(lang, key);
}

const SHOPPER = { email: "shopper@demo.test", password: "shopper123" };
const MY_KEYS = /\b(addresses|coupons|notices)\.[a-z_]+\b/;

/**
 * Shipping addresses and coupons in Chromium against the real server with its demo seed: add an
 * address (it is the default), edit it, add a second one as the default, claim a coupon and find
 * it under "unused"; then the same pages in Arabic and at phone width.
 */
describe("addresses and coupons journey", () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let errors: string[] = [];

  beforeAll(async () => {
    server = await startServer();
    browser = await launchBrowser();
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    page = await context.newPage();
    errors = watchErrors(page);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
  });

  const noRawKeys = async () => {
    const text = await page.locator("body").innerText();
    expect(text).not.toMatch(RAW_LOCALE_KEY);
    expect(text).not.toMatch(MY_KEYS);
  };
  /** Picks an option of an antd Select by typing into its search box. */
  const choose = async (testId: string, text: string) => {
    await page.getByTestId(testId).click();
    await page.keyboard.type(text);
    await page.locator(".ant-select-dropdown:visible .ant-select-item-option-active").first().waitFor();
    await page.keyboard.press("Enter");
  };
  const rows = () => page.locator('[data-testid^="addr-row-"]');
  const toast = (text: string) => page.locator(".ant-message").getByText(text).first().waitFor();

  it("logs the demo shopper in and opens the addresses from the member centre", async () => {
    await page.goto(server.url);
    await page.getByTestId("page-loader").waitFor({ state: "detached", timeout: 10_000 });
    await page.getByTestId("header-login").click();
    await page.getByTestId("login-dialog").waitFor();
    await settle(page);
    await page.getByTestId("login-account").fill(SHOPPER.email);
    await page.getByTestId("login-password").fill(SHOPPER.password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("header-nickname").waitFor();
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId("member-addresses").click();
    await page.getByTestId("shipping-address-page").waitFor();
    await page.getByText(t("en", "addresses.empty")).waitFor();
  });

  it("adds an address after saying what is missing; the first one is the default", async () => {
    await page.getByTestId("addr-add").click();
    await page.getByTestId("shipping-address-form").waitFor();
    await settle(page);
    await page.getByTestId("addr-save").click();
    await page.getByTestId("shipping-address-form").getByText(t("en", "errors.address_name_required")).waitFor();

    await page.getByTestId("addr-name").fill("Anna Schmidt");
    await choose("addr-mobile-code", "Germany");
    await page.getByTestId("addr-mobile").fill("151 2345 6789");
    await choose("addr-country", "Germany");
    await choose("addr-province", "Bayern");
    await page.getByTestId("addr-city").fill("München");
    await page.getByTestId("addr-zip").fill("80331");
    await page.getByTestId("addr-detail").fill("Marienplatz 8");
    await screenshot(page, "address-form-en");
    await page.getByTestId("addr-save").click();
    await toast(t("en", "common.saved"));
    await page.getByTestId("shipping-address-form").waitFor({ state: "detached" });
    await expect.poll(() => rows().count()).toBe(1);
    const row = rows().first();
    expect(await row.innerText()).toContain("Marienplatz 8, München, Bayern, Germany 80331");
    expect(await row.innerText()).toContain("+49 15123456789");
    await row.getByTestId("addr-default-tag").waitFor();
  });

  it("edits the address", async () => {
    await rows()
      .first()
      .getByRole("button", { name: t("en", "addresses.edit_short") })
      .click();
    await page.getByTestId("shipping-address-form").waitFor();
    await settle(page);
    await page.getByTestId("addr-city").fill("Nürnberg");
    await page.getByTestId("addr-zip").fill("90403");
    await page.getByTestId("addr-save").click();
    await toast(t("en", "common.saved"));
    await page.getByTestId("shipping-address-form").waitFor({ state: "detached" });
    await expect.poll(() => rows().first().innerText()).toContain("Nürnberg, Bayern, Germany 90403");
  });

  it("adds a second address as the default, which clears the first one's mark", async () => {
    await page.getByTestId("addr-add").click();
    await page.getByTestId("shipping-address-form").waitFor();
    await settle(page);
    await page.getByTestId("addr-name").fill("Kenji Sato");
    await choose("addr-mobile-code", "Japan");
    await page.getByTestId("addr-mobile").fill("90 1234 5678");
    await choose("addr-country", "Japan");
    await choose("addr-province", "Tokyo");
    await page.getByTestId("addr-city").fill("Shibuya");
    await page.getByTestId("addr-zip").fill("150-0002");
    await page.getByTestId("addr-detail").fill("2-21-1 Shibuya");
    await page.getByTestId("addr-default").click();
    await page.getByTestId("addr-save").click();
    await toast(t("en", "common.saved"));
    await expect.poll(() => rows().count()).toBe(2);
    // default first: the new one carries the only default mark
    expect(await page.getByTestId("addr-default-tag").count()).toBe(1);
    expect(await rows().first().innerText()).toContain("Kenji Sato");
    expect(await rows().nth(1).innerText()).toContain("Anna Schmidt");
    await noRawKeys();
    await screenshot(page, "addresses-en");
  });

  it("claims a coupon and finds it under unused", async () => {
    await page.goto(`${server.url}/dashboard`);
    await page.getByTestId("member-coupons").click();
    await page.getByTestId("coupons-page").waitFor();
    const list = page.getByTestId("coupon-list-all");
    await list.waitFor();
    const welcome = list.locator("li", { hasText: "Welcome $5 off" });
    await welcome.getByRole("button", { name: t("en", "coupons.claim") }).click();
    await toast(t("en", "coupons.claimed"));
    await welcome.getByText(t("en", "coupons.state_claimed")).waitFor();
    await screenshot(page, "coupons-en");
    await page.getByTestId("coupon-tab-unused").click();
    const unused = page.getByTestId("coupon-list-unused");
    await unused.waitFor();
    expect(await unused.locator("li").count()).toBe(1);
    expect(await unused.innerText()).toContain("Welcome $5 off");
    expect(await unused.innerText()).toContain(t("en", "coupons.no_minimum"));
    await noRawKeys();
    await screenshot(page, "coupons-unused-en");
    expect(errors).toEqual([]);
  });

  it("lets staff issue a coupon in the console; the shopper finds it under new arrival and claims it", async () => {
    const staffContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const staff = await staffContext.newPage();
    const staffErrors = watchErrors(staff);
    await staff.goto(`${server.url}/admin/login`);
    await staff.getByTestId("admin-account").fill("admin@demo.test");
    await staff.getByTestId("admin-password").fill("admin12345");
    await staff.getByTestId("admin-login-submit").click();
    await staff.getByTestId("admin-menu-coupons").click();
    const form = staff.getByTestId("coupon-issue-form");
    await form.waitFor();
    await staff.getByTestId("coupon-issue-name").fill("Journey $7 off");
    await form.locator(".ant-select").first().click();
    await staff.locator(".ant-select-dropdown:visible").getByText(t("en", "coupons.kind_instant")).click();
    await staff.getByTestId("coupon-issue-amount").fill("7");
    await staff.getByTestId("coupon-issue-submit").click();
    await staff.locator(".ant-message").getByText(t("en", "coupons.admin_issued")).waitFor();
    const row = staff.getByTestId("coupon-admin-list").locator("tr", { hasText: "Journey $7 off" });
    await row.waitFor();
    expect(await row.innerText()).toContain("100 / 100");
    await screenshot(staff, "admin-coupons-en");
    expect(staffErrors).toEqual([]);
    await staffContext.close();

    await page.goto(`${server.url}/coupons`);
    await page.getByTestId("coupon-tab-new").click();
    const fresh = page.getByTestId("coupon-list-new").locator("li", { hasText: "Journey $7 off" });
    await fresh.getByRole("button", { name: t("en", "coupons.claim") }).click();
    await toast(t("en", "coupons.claimed"));
    await page.getByTestId("coupon-tab-unused").click();
    await page.getByTestId("coupon-list-unused").getByText("Journey $7 off").waitFor();
    expect(await page.getByTestId("coupon-list-unused").locator("li").count()).toBe(2);
  });

  it("opens the messages from the header and reads a system notice, lowering the unread count", async () => {
    await page.getByTestId("header-notices").click();
    await page.getByTestId("messages-page").waitFor();
    const systemTab = page.getByTestId("notice-tab-system");
    await expect.poll(() => systemTab.innerText()).toContain("2");
    await systemTab.click();
    const list = page.getByTestId("notice-list-system");
    await list.getByText("Coupons are here").waitFor();
    await screenshot(page, "messages-en");
    await list.getByText("Coupons are here").click();
    await expect.poll(() => systemTab.innerText()).toContain("1");
    await list.getByTestId("notice-read-all").click();
    await expect.poll(async () => (await systemTab.innerText()).replace(/\D/g, "")).toBe("");
    expect(errors).toEqual([]);
  });

  it("shows addresses, coupons and messages in Arabic, right to left, and at phone width", async () => {
    // written before the app's scripts run on the next page, so that no late save of the app's
    // state can put the former language back (a later init script runs after this one, and wins)
    await page.addInitScript(() => {
      const saved = JSON.parse(localStorage.getItem("mp-app") ?? '{"state":{}}');
      saved.state.country = "ar";
      localStorage.setItem("mp-app", JSON.stringify(saved));
    });
    const visit = async (route: string, title: string, name: string) => {
      await page.goto(`${server.url}${route}`);
      await expect.poll(() => page.getAttribute("html", "dir")).toBe("rtl");
      await page.getByRole("heading", { name: title }).waitFor();
      await noRawKeys();
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow, route).toBeLessThanOrEqual(0);
      await screenshot(page, name);
    };
    await visit("/shipping-address", t("ar", "addresses.title"), "addresses-ar");
    await page.getByTestId("addr-default-tag").getByText(t("ar", "addresses.default")).waitFor();
    await page.getByTestId("addr-add").click();
    await page.getByTestId("shipping-address-form").waitFor();
    await settle(page);
    await page.getByTestId("addr-save").click();
    await page.getByTestId("shipping-address-form").getByText(t("ar", "errors.address_name_required")).waitFor();
    await screenshot(page, "address-form-ar");
    await page.keyboard.press("Escape");
    await visit("/coupons", t("ar", "coupons.title"), "coupons-ar");
    await visit("/messages", t("ar", "notices.title"), "messages-ar");

    await page.setViewportSize({ width: 390, height: 844 });
    await visit("/shipping-address", t("ar", "addresses.title"), "addresses-phone-ar");
    await visit("/coupons", t("ar", "coupons.title"), "coupons-phone-ar");
    // written before the app's scripts run on the next page, so that no late save of the app's
    // state can put the former language back (a later init script runs after this one, and wins)
    await page.addInitScript(() => {
      const saved = JSON.parse(localStorage.getItem("mp-app") ?? '{"state":{}}');
      saved.state.country = "en";
      localStorage.setItem("mp-app", JSON.stringify(saved));
    });
    await page.goto(`${server.url}/shipping-address`);
    await page.getByRole("heading", { name: t("en", "addresses.title") }).waitFor();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await screenshot(page, "addresses-phone-en");
    await page.goto(`${server.url}/coupons`);
    await page.getByTestId("coupon-list-all").waitFor();
    await screenshot(page, "coupons-phone-en");
    expect(errors).toEqual([]);
  });
});
