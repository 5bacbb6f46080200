import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { LANGUAGES } from "@mp/contracts";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { launchBrowser, RAW_LOCALE_KEY, screenshot, settle, watchErrors } from "./support/browser.js";
import { t } from "./support/locales.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

const s = (lang: string, key: string) => t(lang, key, "shop-settings");
const BIO = "Hand-knitted Nordic wool since 2019.\n<script>alert('x')</script> stays text.";

/**
 * Issue 16 (shop settings) in Chromium against the demo seed: the demo merchant saves a banner,
 * bio, welcome message, working hours and a new name on /shop-setting; the name waits for review
 * while the public /store page shows the rest (markup as text); bad hours show their message under
 * the field; an operator rejects the name with a reason in the console and the merchant sees it.
 * Desktop and phone, English and Arabic.
 */
describe("shop settings journey", () => {
  let server: ServerProcess;
  let browser: Browser;
  let page: Page;
  let staff: Page;
  let errors: string[] = [];
  let tmp: string;
  let banner: string;

  const noRawKeys = async (p: Page) =>
    expect(await p.locator("body").innerText()).not.toMatch(
      new RegExp(`${RAW_LOCALE_KEY.source}|\\bshop_settings\\.[a-z_]+\\b`),
    );
  async function setLanguage(lang: string) {
    await page.getByTestId("lang-dropdown").click();
    await page.getByTestId(`lang-option-${lang}`).click();
    await expect.poll(() => page.getAttribute("html", "lang")).toBe(LANGUAGES.find((l) => l.code === lang)?.bcp47);
  }

  beforeAll(async () => {
    server = await startServer({ SEED: "demo" });
    browser = await launchBrowser();
    tmp = await mkdtemp(path.join(os.tmpdir(), "mp-banner-"));
    banner = path.join(tmp, "banner.png");
    await sharp({ create: { width: 1600, height: 400, channels: 3, background: { r: 40, g: 110, b: 90 } } })
      .png()
      .toFile(banner);
    page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    errors = watchErrors(page);
    staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("saves the shop's pictures, bio, welcome and hours; the new name waits for review", async () => {
    await page.goto(server.url);
    await page.getByTestId("page-loader").waitFor({ state: "detached", timeout: 10_000 });
    await page.getByTestId("header-login").click();
    await page.getByTestId("login-dialog").waitFor();
    await settle(page);
    await page.getByTestId("login-account").fill("merchant@demo.test");
    await page.getByTestId("login-password").fill("merchant123");
    await page.getByTestId("login-submit").click();
    await page.getByTestId("header-nickname").waitFor();
    await page.goto(`${server.url}/shop-setting`);
    await page.getByTestId("setting-name").waitFor();
    expect(await page.locator("h1").first().innerText()).toBe(s("en", "shop_settings.title"));
    await page.getByTestId("setting-banner-input").setInputFiles(banner);
    await page.getByTestId("setting-banner-preview").waitFor();
    await page.getByTestId("setting-bio").fill(BIO);
    await page.getByTestId("setting-welcome").fill("Hej! We answer within an hour.");
    for (const d of [1, 2, 3, 4, 5])
      await page.locator(`[data-testid="setting-hours-day-${d}"] input[type=checkbox]`).check();
    await page.getByTestId("setting-name").fill("Nordic Knits Studio");
    await page.getByTestId("setting-save").click();
    await page.getByTestId("setting-name-pending").waitFor();
    expect(await page.getByTestId("setting-name-pending").innerText()).toContain(
      s("en", "shop_settings.name_review").replace("{{name}}", "Nordic Knits Studio"),
    );
    await noRawKeys(page);
    await screenshot(page, "shop-settings-en");
  });

  it("shows the message under the field for hours that close before they open, and saves nothing", async () => {
    await page.locator('[data-testid="setting-hours-day-1"] input[type=time]').first().fill("19:00");
    await page.getByTestId("setting-save").click();
    await page.getByText(s("en", "errors.hours_invalid")).first().waitFor();
    await page.locator('[data-testid="setting-hours-day-1"] input[type=time]').first().fill("09:00");
  });

  it("shows the banner, the bio as text and the hours on the public page, with the old name", async () => {
    await page.getByTestId("setting-public-link").click();
    await page.getByTestId("store-banner").waitFor();
    expect(await page.getByTestId("store-bio").innerText()).toBe(BIO);
    expect(await page.locator("script", { hasText: "alert('x')" }).count()).toBe(0);
    expect(await page.getByTestId("shop-name").innerText()).not.toBe("Nordic Knits Studio");
    const hours = await page.getByTestId("store-hours").innerText();
    expect(hours).toContain("09:00–18:00");
    expect(hours).toContain(s("en", "shop_settings.closed"));
    await noRawKeys(page);
    await screenshot(page, "store-settings-en");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "store-settings-en-phone");
  });

  it("lets an operator reject the name with a reason, which the merchant then reads", async () => {
    await staff.goto(`${server.url}/admin/login`);
    await staff.getByTestId("admin-account").fill("admin@demo.test");
    await staff.getByTestId("admin-password").fill("admin12345");
    await staff.getByTestId("admin-login-submit").click();
    await staff.getByTestId("admin-menu-shops").click();
    await staff.getByTestId("shop-review-names").click();
    await staff.getByRole("cell", { name: "Nordic Knits Studio" }).waitFor();
    await screenshot(staff, "shop-name-review-en");
    await staff.locator('[data-testid^="name-reject-"]').first().click();
    await staff.getByTestId("name-reject-reason").fill("Please keep the registered brand name");
    await staff.getByTestId("name-reject-confirm").click();
    await staff.getByTestId("name-reject-dialog").waitFor({ state: "detached" });

    await page.setViewportSize({ width: 1280, height: 900 });
    await page.goto(`${server.url}/shop-setting`);
    await page.getByTestId("setting-name-pending").waitFor();
    expect(await page.getByTestId("setting-name-pending").getAttribute("data-state")).toBe("4");
    expect(await page.getByTestId("setting-name-pending").innerText()).toContain(
      "Please keep the registered brand name",
    );
  });

  it("reads right to left in Arabic, on a desktop and a phone", async () => {
    await setLanguage("ar");
    await page.getByTestId("setting-name").waitFor();
    expect(await page.locator("h1").first().innerText()).toBe(s("ar", "shop_settings.title"));
    await noRawKeys(page);
    await screenshot(page, "shop-settings-ar");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "shop-settings-ar-phone");
    await page.getByTestId("setting-public-link").click();
    await page.getByTestId("store-hours").waitFor();
    expect(await page.getByTestId("store-hours").innerText()).toContain(s("ar", "shop_settings.public_hours"));
    await screenshot(page, "store-settings-ar-phone");
    expect(errors).toEqual([]);
  });
});
