import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../server/test/smtp-receiver.js";
import { apiOf, DEMO } from "./support/api.js";
import { launchBrowser, RAW_LOCALE_KEY, screenshot, settle, watchErrors } from "./support/browser.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

const PAYPASS = "864213";
const TRC20 = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";
const RAW_KEY = new RegExp(`${RAW_LOCALE_KEY.source}|\\bconsole_rules\\.[a-z_]+\\b`);

/**
 * Issue 17, the rules tables: staff open /admin/rules, see every tab (English), change the
 * withdrawal fee, and the shopper's withdrawal form shows the new fee on its next visit.
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
    expect(await staff.getByTestId("rules-unpaid_cancel_minutes").inputValue()).toBe("2880");
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
});
