import { LANGUAGES } from "@mp/contracts/constants";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../server/test/smtp-receiver.js";
import { apiOf, DEMO } from "./support/api.js";
import { launchBrowser, RAW_LOCALE_KEY, screenshot, settle, watchErrors } from "./support/browser.js";
import { t } from "./support/locales.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

const PAYPASS = "864213";
const TRC20 = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";
const RAW_KEY = new RegExp(`${RAW_LOCALE_KEY.source}|\\bconsole_rules\\.[a-z_]+\\b`);

/** the unit an order timer shows, as its list names it */
const unitOf = (page: Page, field: string) =>
  page
    .locator(
      `[data-testid=rules-${field}-unit] .ant-select-content, [data-testid=rules-${field}-unit] .ant-select-selection-item`,
    )
    .first()
    .innerText();
/** types an order timer as a number and picks its unit */
async function setTimer(page: Page, field: string, count: string, unit: string) {
  await page.getByTestId(`rules-${field}`).fill(count);
  await page.getByTestId(`rules-${field}-unit`).click();
  await page.locator(".ant-select-dropdown:visible .ant-select-item-option").filter({ hasText: unit }).first().click();
  await expect.poll(() => unitOf(page, field)).toBe(unit);
  // the list has closed before the next one opens
  await expect.poll(() => page.locator(".ant-select-dropdown:visible").count()).toBe(0);
}
/** the timers tab; on a phone the tab bar runs past the screen's edge, and the keyboard reaches it */
async function openTimers(page: Page) {
  const tab = page.getByTestId("rules-tab-timers");
  const box = await tab.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  if (box && box.x >= 0 && box.x + box.width <= width) await tab.click();
  else {
    await page.locator("[role=tab]:has([data-testid=rules-tab-timers])").focus();
    await page.keyboard.press("Enter");
  }
  await page.getByTestId("rules-timers-form").waitFor();
  await settle(page);
}

/**
 * Issue 17, the rules tables: staff open /admin/rules, see every tab (English), change the
 * withdrawal fee, and the shopper's withdrawal form shows the new fee on its next visit.
 * Issue 35 item 21: order timers are typed in minutes, hours or days and shown in the largest
 * whole unit (2880 minutes as 2 days), in English on a desktop and in Arabic on a 390 px phone.
 */
describe("console rules journey", () => {
  let server: ServerProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let browser: Browser;
  let staff: Page;
  let shopper: Page;
  let errors: string[] = [];

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startServer({ SMTP_URL: smtp.url, SEED: "demo" });
    const api = apiOf(server);
    browser = await launchBrowser();
    const staffToken = await api.staffLogin();
    const s = await api.login(DEMO.shopper);
    await api.setPayPassword(smtp, DEMO.shopper.email, s.token, PAYPASS);
    await api.fund(staffToken, s.id, "500");
    await api.call("/api/wanlshop/wallet/address_save", { network: "USDT-TRC20", address: TRC20 }, { Token: s.token });
    const shopCtx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await shopCtx.addInitScript((tk) => {
      const saved = JSON.parse(localStorage.getItem("mp-app") ?? "null") ?? { state: {}, version: 0 };
      saved.state = { ...saved.state, token: tk };
      localStorage.setItem("mp-app", JSON.stringify(saved));
    }, s.token);
    shopper = await shopCtx.newPage();
    staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    errors = watchErrors(staff);
  }, 120_000);
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
    await smtp?.close();
  });

  const feeFor100 = async () => {
    await shopper.goto(`${server.url}/withdraw`);
    await shopper.getByTestId("withdraw-address").click();
    await shopper.locator(".ant-select-item-option").filter({ hasText: "USDT-TRC20" }).first().click();
    await shopper.getByTestId("withdraw-amount").pressSequentially("100");
    await expect.poll(() => shopper.getByTestId("withdraw-fee").innerText()).not.toBe("—");
    return shopper.getByTestId("withdraw-fee").innerText();
  };

  it("shows every rules tab with the current values", async () => {
    expect(await feeFor100()).toBe("US$0.60");
    await staff.goto(`${server.url}/admin/login`);
    await staff.getByTestId("admin-account").fill(DEMO.staff.account);
    await staff.getByTestId("admin-password").fill(DEMO.staff.password);
    await staff.getByTestId("admin-login-submit").click();
    await staff.getByTestId("admin-menu-rules").click();
    await staff.getByTestId("rules-levels-form").waitFor();
    expect(await staff.getByTestId("rules-level-2-bond").inputValue()).toBe("1000.00");
    await screenshot(staff, "console-rules-levels-en");
    const tabs = [
      ["rates", "console-rules-rates-en"],
      ["withdraw", "console-rules-withdraw-en"],
      ["recharge", "console-rules-recharge-en"],
      ["timers", "console-rules-timers-en"],
    ] as const;
    for (const [tab, shot] of tabs) {
      await staff.getByTestId(`rules-tab-${tab}`).click();
      await staff.getByTestId(`rules-${tab}-form`).waitFor();
      await settle(staff);
      await screenshot(staff, shot);
    }
    // 2880 minutes shows as 2 days
    expect(await staff.getByTestId("rules-unpaid_cancel_minutes").inputValue()).toBe("2");
    expect(await unitOf(staff, "unpaid_cancel_minutes")).toBe("days");
    expect(await staff.locator("body").innerText()).not.toMatch(RAW_KEY);
  });

  it("refuses a fee of 150% with the reason shown, and saves 1.50% with 'Saved'", async () => {
    await staff.getByTestId("rules-tab-withdraw").click();
    const fee = staff.getByTestId("rules-withdraw-fee");
    await fee.fill("150");
    await staff.getByTestId("rules-withdraw-save").click();
    await staff.getByTestId("rules-withdraw-error").waitFor();
    expect(await staff.getByTestId("rules-withdraw-error").innerText()).toContain("from 0 to below 100 per cent");
    await screenshot(staff, "console-rules-withdraw-error-en");
    await fee.fill("1.50");
    await staff.getByTestId("rules-withdraw-save").click();
    await staff.getByTestId("rules-withdraw-saved").waitFor();
    expect(await staff.getByTestId("rules-withdraw-saved").innerText()).toBe("Saved");
    await screenshot(staff, "console-rules-withdraw-saved-en");
    expect(errors.filter((e) => !e.includes("status of 4"))).toEqual([]);
  });

  it("shows the new fee on the shopper's withdrawal form", async () => {
    expect(await feeFor100()).toBe("US$1.50");
    expect(await shopper.locator(".withdraw-quote").innerText()).toContain("Fee (1.50%)");
    expect(await shopper.getByTestId("withdraw-actual").innerText()).toBe("US$98.50");
    await screenshot(shopper, "console-rules-withdraw-form-en");
  });

  it("uploads a QR image for USDT-TRC20 in the console, and the recharge page shows it", async () => {
    await staff.getByTestId("rules-tab-recharge").click();
    await staff.getByTestId("rules-recharge-form").waitFor();
    const png = await sharp({ create: { width: 240, height: 240, channels: 3, background: "#1d4ed8" } })
      .png()
      .toBuffer();
    await staff.getByTestId("rules-qr-0-input").setInputFiles({ name: "qr.png", mimeType: "image/png", buffer: png });
    await staff.getByTestId("rules-qr-0-preview").waitFor();
    await staff.getByTestId("rules-recharge-save").click();
    await staff.getByTestId("rules-recharge-saved").waitFor();
    await screenshot(staff, "console-rules-recharge-saved-en");
    await shopper.goto(`${server.url}/recharge`);
    await shopper.getByTestId("recharge-method-usdt").click();
    await shopper.getByTestId("recharge-qr-image").waitFor();
    const img = shopper.locator('img[data-testid="recharge-qr-image"], [data-testid="recharge-qr-image"] img').first();
    expect(await img.getAttribute("src")).toMatch(/^\/uploads\/public\/.+\.webp$/);
    await screenshot(shopper, "console-rules-recharge-page-en");
  });

  describe("order timers in minutes, hours or days", () => {
    let staffToken = "";
    let api: ReturnType<typeof apiOf>;

    beforeAll(async () => {
      api = apiOf(server);
      staffToken = await api.staffLogin();
    });

    /** a console page in `lang` at a width, logged in as the demo admin */
    async function consolePage(lang: string, width: number, height: number) {
      const ctx = await browser.newContext({ viewport: { width, height } });
      await ctx.addInitScript(
        ([token, country, countryIndex]) => {
          const saved = JSON.parse(localStorage.getItem("mp-app") ?? "null") ?? { state: {}, version: 0 };
          saved.state = { ...saved.state, adminToken: token, country, countryIndex };
          localStorage.setItem("mp-app", JSON.stringify(saved));
        },
        [staffToken, lang, LANGUAGES.findIndex((l) => l.code === lang)] as const,
      );
      const page = await ctx.newPage();
      const errors = watchErrors(page);
      await page.goto(`${server.url}/admin/rules`);
      await page.getByTestId("rules-levels-form").waitFor();
      return { page, errors };
    }
    const savedTimers = async () =>
      (await api.call<{ timers: Record<string, number> }>("/api/admin/rules/order_timers", {}, { Token: staffToken }))
        .timers;
    const FIELDS = ["unpaid_cancel_minutes", "auto_confirm_minutes", "after_sales_minutes"] as const;

    it("English, desktop: shows 2 days and 7 days, saves 36 hours and 90 minutes as minutes, shows them back", async () => {
      const { page, errors } = await consolePage("en", 1280, 900);
      await openTimers(page);
      expect(await page.getByTestId("rules-unpaid_cancel_minutes").inputValue()).toBe("2");
      expect(await unitOf(page, "unpaid_cancel_minutes")).toBe("days");
      expect(await page.getByTestId("rules-auto_confirm_minutes").inputValue()).toBe("7");
      expect(await unitOf(page, "auto_confirm_minutes")).toBe("days");
      expect(await page.getByTestId("rules-unpaid_cancel_minutes-default").innerText()).toBe("Default: 2 days");
      expect(await page.getByTestId("rules-after_sales_minutes-default").innerText()).toBe("Default: 7 days");
      expect(await page.getByTestId("rules-timers-form").innerText()).not.toContain("2880");
      await screenshot(page, "console-rules-timers-units-en");

      await setTimer(page, "unpaid_cancel_minutes", "36", "hours");
      await setTimer(page, "after_sales_minutes", "90", "minutes");
      await setTimer(page, "auto_confirm_minutes", "1", "days");
      await page.getByTestId("rules-timers-save").click();
      await page.getByTestId("rules-timers-saved").waitFor();
      expect(await savedTimers()).toEqual({
        unpaid_cancel_minutes: 2160,
        auto_confirm_minutes: 1440,
        after_sales_minutes: 90,
      });
      // a fresh look shows each in its largest whole unit
      await page.reload();
      await page.getByTestId("rules-levels-form").waitFor();
      await openTimers(page);
      expect(await page.getByTestId("rules-unpaid_cancel_minutes").inputValue()).toBe("36");
      expect(await unitOf(page, "unpaid_cancel_minutes")).toBe("hours");
      expect(await page.getByTestId("rules-auto_confirm_minutes").inputValue()).toBe("1");
      expect(await unitOf(page, "auto_confirm_minutes")).toBe("days");
      expect(await page.getByTestId("rules-after_sales_minutes").inputValue()).toBe("90");
      expect(await unitOf(page, "after_sales_minutes")).toBe("minutes");
      // no more than 90 days can be typed: 91 read as days becomes the longest, 90 days (not saved)
      await setTimer(page, "after_sales_minutes", "91", "days");
      expect(await page.getByTestId("rules-after_sales_minutes").inputValue()).toBe("90");
      await screenshot(page, "console-rules-timers-saved-en");
      expect(await page.locator("body").innerText()).not.toMatch(RAW_KEY);
      expect(errors.filter((e) => !e.includes("status of 4"))).toEqual([]);
      await page.context().close();
    });

    it("Arabic, 390 px phone: Arabic units that fit the screen side by side, and a save in days", async () => {
      const { page, errors } = await consolePage("ar", 390, 844);
      expect(await page.getAttribute("html", "dir")).toBe("rtl");
      await openTimers(page);
      const days = t("ar", "console_rules.days", "console-rules");
      const hours = t("ar", "console_rules.hours", "console-rules");
      // what the English test saved: 36 hours, 1 day, 90 minutes
      expect(await unitOf(page, "unpaid_cancel_minutes")).toBe(hours);
      expect(await unitOf(page, "auto_confirm_minutes")).toBe(days);
      expect(await page.getByTestId("rules-unpaid_cancel_minutes-default").innerText()).toContain("يومين");
      for (const f of FIELDS) {
        const count = await page.getByTestId(`rules-${f}`).boundingBox();
        const unit = await page.getByTestId(`rules-${f}-unit`).boundingBox();
        if (!count || !unit) throw new Error(`${f}: not drawn`);
        // both on the screen, side by side on one line, neither squeezed
        for (const box of [count, unit]) {
          expect(box.x, f).toBeGreaterThanOrEqual(0);
          expect(box.x + box.width, f).toBeLessThanOrEqual(390);
        }
        expect(Math.abs(count.y - unit.y), f).toBeLessThan(4);
        expect(count.x + count.width <= unit.x + 1 || unit.x + unit.width <= count.x + 1, `${f}: overlap`).toBe(true);
        expect(count.width, f).toBeGreaterThanOrEqual(60);
        expect(unit.width, f).toBeGreaterThanOrEqual(80);
      }
      const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect(overflow).toBeLessThanOrEqual(1);
      await screenshot(page, "console-rules-timers-units-phone-ar");

      await setTimer(page, "unpaid_cancel_minutes", "3", days);
      await page.getByTestId("rules-timers-save").click();
      await page.getByTestId("rules-timers-saved").waitFor();
      expect((await savedTimers()).unpaid_cancel_minutes).toBe(3 * 1440);
      await screenshot(page, "console-rules-timers-saved-phone-ar");
      expect(await page.locator("body").innerText()).not.toMatch(RAW_KEY);
      expect(errors.filter((e) => !e.includes("status of 4"))).toEqual([]);
      await page.context().close();
    });
  });
});
