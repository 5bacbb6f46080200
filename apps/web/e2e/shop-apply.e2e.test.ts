import { mkdtemp, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { LANGUAGES } from "@mp/contracts";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../server/test/smtp-receiver.js";
import { launchBrowser, RAW_LOCALE_KEY, screenshot, settle, watchErrors } from "./support/browser.js";
import { t } from "./support/locales.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

const m = (lang: string, key: string) => t(lang, key, "merchants");
const USER = { email: "new.merchant@example.com", password: "merchant-pass-1" };
const REASON = "The back of the ID is missing a corner";
const PAYPASS = "482916";
/** the merchants strings and the keys of the other bundles: a raw key on screen is a missing text */
const RAW_KEY = new RegExp(`${RAW_LOCALE_KEY.source}|\\bmerchants\\.[a-z_]+\\b`);
const day = (years: number) => {
  const d = new Date();
  d.setUTCFullYear(d.getUTCFullYear() + years);
  return d.toISOString().slice(0, 10);
};

/**
 * Opening a shop in Chromium: a new user applies through the four-step wizard (a reload keeps the
 * draft), an operator rejects with a reason, the user reads it and fills in again, the operator
 * approves, and the user's /merchant becomes the shop's back office; the header says so at once.
 * The same merchant then goes on: $1,500 in through a recharge the finance desk approves, the bond
 * page signed and paid for level 2, an operator locks the store, and the merchant meets the 402 dialog.
 */
describe("shop application journey", () => {
  let server: ServerProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let browser: Browser;
  let tmp: string;
  let idFront: string;
  let idBack: string;
  let user: Page;
  let staff: Page;
  let userErrors: string[] = [];
  let staffErrors: string[] = [];

  const post = async (url: string, body: object) =>
    (
      await fetch(`${server.url}${url}`, {
        method: "POST",
        headers: { "content-type": "application/json" },
        body: JSON.stringify(body),
      })
    ).json() as Promise<{ code: number; msg: string }>;
  const noRawKeys = async (page: Page) => expect(await page.locator("body").innerText()).not.toMatch(RAW_KEY);
  async function setLanguage(page: Page, lang: string) {
    await page.getByTestId("lang-dropdown").click();
    await page.getByTestId(`lang-option-${lang}`).click();
    await expect.poll(() => page.getAttribute("html", "lang")).toBe(LANGUAGES.find((l) => l.code === lang)?.bcp47);
  }
  const step = (i: number) => user.getByTestId(`apply-step-${i}`);

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startServer({ SMTP_URL: smtp.url });
    browser = await launchBrowser();
    tmp = await mkdtemp(path.join(os.tmpdir(), "mp-id-"));
    idFront = path.join(tmp, "id-front.png");
    idBack = path.join(tmp, "id-back.jpg");
    const card = (text: string, bg: { r: number; g: number; b: number }) =>
      sharp({ create: { width: 640, height: 400, channels: 3, background: bg } }).composite([
        {
          input: Buffer.from(
            `<svg width="640" height="400"><text x="40" y="210" font-size="44" fill="white">${text}</text></svg>`,
          ),
        },
      ]);
    await card("ID CARD - FRONT", { r: 30, g: 90, b: 160 }).png().toFile(idFront);
    await card("ID CARD - BACK", { r: 120, g: 60, b: 140 }).jpeg().toFile(idBack);
    user = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    userErrors = watchErrors(user);
    staff = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    staffErrors = watchErrors(staff);
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
    await smtp?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("gives the demo merchant their seeded shop in the login answer and get_userinfo", async () => {
    const login = (await post("/api/wanlshop/user/login", {
      account: "merchant@demo.test",
      password: "merchant123",
    })) as unknown as { data: { userinfo: { token: string; shop: { id: number } | null } } };
    expect(login.data.userinfo.shop?.id).toBe(1);
    const res = await fetch(`${server.url}/api/wanlshop/user/get_userinfo`, {
      method: "POST",
      headers: { "content-type": "application/json", token: login.data.userinfo.token },
      body: "{}",
    });
    expect(((await res.json()) as { data: { shop: { id: number; state: number } } }).data.shop).toMatchObject({
      id: 1,
      state: 1,
    });
  });

  it("tells a new user they are not yet a business user, with Apply", async () => {
    expect((await post("/api/ems/send", { email: USER.email, event: "register" })).code).toBe(1);
    const captcha = await smtp.codeFor(USER.email);
    expect((await post("/api/wanlshop/user/register", { ...USER, captcha })).code).toBe(1);
    await user.goto(server.url);
    await user.getByTestId("page-loader").waitFor({ state: "detached", timeout: 10_000 });
    await user.getByTestId("header-login").click();
    await user.getByTestId("login-dialog").waitFor();
    await settle(user);
    await user.getByTestId("login-account").fill(USER.email);
    await user.getByTestId("login-password").fill(USER.password);
    await user.getByTestId("login-submit").click();
    await user.getByTestId("header-nickname").waitFor();
    expect(await user.getByTestId("header-merchant").innerText()).toBe(t("en", "header.merchant"));

    await user.getByTestId("header-merchant").click();
    await user.getByTestId("merchant-not-business").waitFor();
    expect(await user.getByTestId("merchant-not-business").innerText()).toContain(
      "Sorry, you are not yet a business user",
    );
    await noRawKeys(user);
    await screenshot(user, "shop-apply-entry-en");
  });

  it("walks the four steps: each checks its fields, and a reload keeps what was typed", async () => {
    await user.getByTestId("merchant-apply").click();
    await user.getByTestId("merchant-settled-page").waitFor();
    // charity is shown but closed
    const types = user.getByTestId("apply-step-0").locator("input.ant-radio-input");
    expect(await types.count()).toBe(3);
    expect(await types.nth(0).isChecked()).toBe(true);
    expect(await types.nth(2).isDisabled()).toBe(true);
    await screenshot(user, "shop-apply-step1-en");
    await user.getByTestId("apply-next").click();
    await step(1).waitFor({ state: "visible" });
    // nothing filled: the step stays, with the field's own message
    await user.getByTestId("apply-next").click();
    await user
      .getByText(t("en", "errors.field_required", "merchants"))
      .first()
      .waitFor();
    await user.getByTestId("apply-birthday").fill(day(1));
    await user.getByTestId("apply-birthday").press("Enter"); // typed into the date picker, taken with Enter
    await user
      .getByText(t("en", "errors.birthday_invalid", "merchants"))
      .first()
      .waitFor();
    await user.getByTestId("apply-name").fill("Mina Okafor");
    await user.getByTestId("apply-birthday").fill(day(-34));
    await user.getByTestId("apply-birthday").press("Enter"); // typed into the date picker, taken with Enter
    await user.getByTestId("apply-birthplace").fill("Lagos");
    await user.getByTestId("apply-residence").fill("Lisbon");
    await user.getByTestId("apply-nationality").fill("Nigerian");
    await user.getByTestId("apply-issuing_country").fill("Nigeria");
    await user.getByTestId("apply-id_number").fill("A12345678");
    await user.getByTestId("apply-id_validity").fill(day(6));
    await user.getByTestId("apply-id_validity").press("Enter"); // typed into the date picker, taken with Enter
    await screenshot(user, "shop-apply-step2-en");
    await user.getByTestId("apply-next").click();
    await step(2).waitFor({ state: "visible" });

    await user.reload();
    await step(2).waitFor({ state: "visible" });
    await user.getByTestId("apply-back").click();
    expect(await user.getByTestId("apply-name").inputValue()).toBe("Mina Okafor");
    await user.getByTestId("apply-next").click();

    await user.getByTestId("apply-next").click();
    await user
      .getByText(t("en", "errors.id_photo_required", "merchants"))
      .first()
      .waitFor();
    await user.getByTestId("apply-id_front-input").setInputFiles(idFront);
    await user.getByTestId("apply-id_front-preview").waitFor();
    await user.getByTestId("apply-id_back-input").setInputFiles(idBack);
    await user.getByTestId("apply-id_back-preview").waitFor();
    await screenshot(user, "shop-apply-step3-en");
    await user.getByTestId("apply-next").click();
    await step(3).waitFor({ state: "visible" });

    await user.getByTestId("apply-shopname").fill("Mina <b>Crafts</b>");
    await user.getByTestId("apply-email").fill("hello@mina");
    await user.getByTestId("apply-next").click();
    await user
      .getByText(t("en", "errors.shopname_invalid", "merchants"))
      .first()
      .waitFor();
    await user.getByText(t("en", "errors.email_incorrect")).first().waitFor();
    await user.getByTestId("apply-shopname").fill("Mina Crafts");
    await user.getByTestId("apply-email").fill("hello@mina-crafts.pt");
    await user.getByTestId("apply-street").fill("Rua Augusta 10");
    await user.getByTestId("apply-city").fill("Lisbon");
    await user.getByTestId("apply-postal_code").fill("1100-053");
    await user.getByTestId("apply-bio").fill("Hand-woven baskets and bags.");
    await user.getByTestId("apply-next").click();
    await user
      .getByText(t("en", "errors.agreement_required", "merchants"))
      .first()
      .waitFor();
    await user.getByTestId("apply-agreement").check();
    await user.getByTestId("apply-address-confirm").check();
    await noRawKeys(user);
    await screenshot(user, "shop-apply-step4-en");
    await user.getByTestId("apply-next").click();
    await user.getByTestId("merchant-under-review").waitFor();
    expect(await user.getByTestId("merchant-under-review").innerText()).toContain(
      m("en", "merchants.under_review_title"),
    );
    await screenshot(user, "shop-apply-under-review-en");
  });

  it("lets the operator see the ID photos and reject with a reason", async () => {
    await staff.goto(`${server.url}/admin/login`);
    await staff.getByTestId("admin-account").fill("admin@demo.test");
    await staff.getByTestId("admin-password").fill("admin12345");
    await staff.getByTestId("admin-login-submit").click();
    await staff.getByTestId("admin-menu-shops").click();
    await staff.getByTestId("shop-applications").waitFor();
    await staff.getByRole("cell", { name: "Mina Crafts" }).waitFor();
    await noRawKeys(staff);
    await screenshot(staff, "shop-review-queue-en");
    await staff.locator('[data-testid^="shop-apply-open-"]').first().click();
    await staff.getByTestId("shop-apply-dialog").waitFor();
    for (const side of ["id_front", "id_back"])
      await expect
        .poll(() =>
          staff
            .getByTestId(`shop-apply-${side}`)
            .evaluate((el) => ((el.tagName === "IMG" ? el : el.querySelector("img")) as HTMLImageElement).naturalWidth),
        )
        .toBeGreaterThan(0);
    await settle(staff);
    await screenshot(staff, "shop-review-dialog-en");
    await staff.getByTestId("shop-apply-reject").click();
    await staff.getByTestId("shop-apply-reason").fill(REASON);
    await staff.getByTestId("shop-apply-reject-confirm").click();
    await staff.getByTestId("shop-apply-dialog").waitFor({ state: "detached" });
    await staff.getByTestId("shop-apply-tab-4").click();
    await staff.getByRole("cell", { name: "Mina Crafts" }).waitFor();
  });

  it("shows the user the reason; Re-fill brings the application back to correct and send again", async () => {
    await user.goto(`${server.url}/merchant`);
    await user.getByTestId("merchant-failed").waitFor();
    expect(await user.getByTestId("merchant-failed-reason").innerText()).toContain(REASON);
    await screenshot(user, "shop-apply-failed-en");
    await user.getByTestId("merchant-refill").click();
    await user.getByTestId("merchant-settled-page").waitFor();
    for (const i of [0, 1, 2]) {
      await user.getByTestId("apply-next").click();
      await step(i + 1).waitFor({ state: "visible" });
    }
    expect(await user.getByTestId("apply-shopname").inputValue()).toBe("Mina Crafts");
    await user.getByTestId("apply-agreement").check();
    await user.getByTestId("apply-address-confirm").check();
    await user.getByTestId("apply-next").click();
    await user.getByTestId("merchant-under-review").waitFor();
  });

  it("approving opens the shop: the user's /merchant is the back office and the header says My shop", async () => {
    await staff.getByTestId("shop-apply-tab-2").click();
    await staff.getByRole("cell", { name: "Mina Crafts" }).waitFor();
    await staff.locator('[data-testid^="shop-apply-open-"]').first().click();
    await staff.getByTestId("shop-apply-approve").click();
    await staff.getByTestId("shop-apply-approve-confirm").click();
    await staff.getByTestId("shop-apply-dialog").waitFor({ state: "detached" });

    await user.goto(`${server.url}/merchant`);
    await user.getByTestId("merchant-back-office").waitFor();
    expect(await user.getByTestId("merchant-back-office").innerText()).toContain("Mina Crafts");
    expect(await user.getByTestId("header-merchant").innerText()).toBe(m("en", "merchants.my_shop"));
    expect(await user.getByTestId("office-bond").getAttribute("href")).toBe("/shop_bond");
    await screenshot(user, "shop-back-office-en");
    await user.goto(`${server.url}/dashboard`);
    await user.getByTestId("member-merchant").waitFor();
    expect(await user.getByTestId("member-merchant").innerText()).toContain("Mina Crafts");
  });

  it("shows the back office and the review console in Arabic, right to left, and on a phone", async () => {
    await user.goto(`${server.url}/merchant`);
    await user.getByTestId("merchant-back-office").waitFor();
    await setLanguage(user, "ar");
    expect(await user.getAttribute("html", "dir")).toBe("rtl");
    await user.getByText(m("ar", "merchants.bond_level")).waitFor();
    await noRawKeys(user);
    await screenshot(user, "shop-back-office-ar");
    await user.setViewportSize({ width: 390, height: 844 });
    await screenshot(user, "shop-back-office-phone-ar");
    await setLanguageOnPhone(user, "en");
    await screenshot(user, "shop-back-office-phone-en");

    await staff.goto(`${server.url}/admin/shops`);
    await staff.getByTestId("shop-applications").waitFor();
    await setLanguage(staff, "ar");
    await staff.getByTestId("shop-apply-tab-3").click();
    await staff.getByRole("cell", { name: "Mina Crafts" }).waitFor();
    await noRawKeys(staff);
    await screenshot(staff, "shop-review-queue-ar");
    expect(userErrors).toEqual([]);
    expect(staffErrors).toEqual([]);
  });

  // ---- the same merchant goes on: money in, bond for level 2, then a store lock (issue 15's journey)

  it("funds the new merchant: a $1,500 recharge with a voucher that the finance desk approves, and a fund password", async () => {
    const token = await userToken();
    const voucher = await upload(token, await sharp(idFront).png().toBuffer(), "transfer-receipt.png");
    const recharge = await call<{ id: number }>(
      "/api/wanlshop/pay/recharge",
      { amount: "1500", method: "bank", voucher },
      token,
    );
    const admin = await call<{ token: string }>("/api/admin/auth/login", {
      account: "admin@demo.test",
      password: "admin12345",
    });
    await call(
      "/api/admin/finance/recharge_review",
      { id: recharge.id, approve: 1, note: "BANK-REF-JOURNEY" },
      admin.token,
    );
    await setPayPass(token);
    await user.setViewportSize({ width: 1280, height: 900 });
    await user.goto(`${server.url}/money-package`);
    await expect.poll(() => user.getByTestId("wallet-available").innerText()).toBe("US$1,500.00");
  });

  it("the merchant opens the bond page from the back office, signs and pays for level 2; the page shows level 2", async () => {
    await user.goto(`${server.url}/merchant`);
    await user.getByTestId("office-bond").click();
    await user.getByTestId("bond-current-level").waitFor();
    expect(await user.getByTestId("bond-current-level").innerText()).toBe("Level 1");
    await user.getByTestId("bond-pay-open").click();
    await user.getByTestId("bond-pay-dialog").waitFor();
    await user.getByTestId("bond-contract").getByText("Getting the bond back").waitFor();
    await user.getByTestId("bond-pay-name").fill("Mina Okafor");
    await user.getByTestId("bond-pay-password").fill(PAYPASS);
    await user.getByTestId("bond-pay-submit").click();
    await user.getByTestId("bond-pay-confirm").click();
    await user.getByTestId("bond-pay-dialog").waitFor({ state: "detached" });
    await expect.poll(() => user.getByTestId("bond-current-level").innerText()).toBe("Level 2");
    expect(await user.getByTestId("bond-amount").innerText()).toBe("US$1,000.00");
    expect(await user.getByTestId("bond-next").innerText()).toBe("Level 3 needs US$5,000.00 of bond: US$4,000.00 more");
    await noRawKeys(user);
    await screenshot(user, "shop-journey-level2-en");

    // the same page in Arabic on a phone
    await setLanguage(user, "ar");
    await user.setViewportSize({ width: 390, height: 844 });
    await user.reload();
    await expect.poll(() => user.getAttribute("html", "dir")).toBe("rtl");
    await expect
      .poll(() => user.getByTestId("bond-current-level").innerText())
      .toBe(t("ar", "bond.level_n", "bond").replace("{{n}}", "2"));
    expect(await user.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await noRawKeys(user);
    await screenshot(user, "shop-journey-level2-phone-ar");
  });

  it("an operator locks the store with a reason; the merchant sees the 402 dialog on a phone in Arabic and on a desktop in English", async () => {
    // the operator, in English again, finds the new store by name on the console's Stores page
    await setLanguage(staff, "en");
    await staff.getByTestId("admin-menu-stores").click();
    await staff.getByTestId("stores-search").locator("input").fill("Mina Crafts");
    await staff.getByTestId("stores-search").locator("input").press("Enter");
    const shopId = await userShopId();
    await staff.getByTestId(`store-lock-${shopId}`).click();
    await staff.getByTestId("console-reason-dialog").waitFor();
    await staff.getByTestId("console-reason").fill("Journey check: counterfeit report");
    await staff.getByTestId("console-confirm").click();
    await staff.getByTestId("console-reason-dialog").waitFor({ state: "detached" });
    await expect.poll(() => staff.getByTestId(`store-lock-${shopId}`).innerText()).toBe(t("en", "bond.unlock", "bond"));
    await screenshot(staff, "shop-journey-store-locked-console-en");

    // the merchant, still on the phone in Arabic: the next merchant call answers 402
    await user.reload();
    const ar = lockedDialog(t("ar", "errors.store_locked"));
    await ar.waitFor();
    expect(await ar.innerText()).toContain(t("ar", "store_locked.contact"));
    await screenshot(user, "shop-journey-locked-phone-ar");
    await ar.getByRole("button", { name: t("ar", "store_locked.home") }).click();
    await expect.poll(() => new URL(user.url()).pathname).toBe("/");

    // on a desktop in English, from the back office
    await user.setViewportSize({ width: 1280, height: 900 });
    await setLanguage(user, "en");
    await user.goto(`${server.url}/shop_bond`);
    const en = lockedDialog("The store is locked, please contact customer service");
    await en.waitFor();
    expect(await en.innerText()).toContain(t("en", "store_locked.home"));
    await screenshot(user, "shop-journey-locked-en");
    await en.getByRole("button", { name: t("en", "store_locked.contact") }).click();
    await user.getByTestId("kefu-dialog").waitFor();
    expect(userErrors.filter((e) => !/status of 402/.test(e))).toEqual([]);
    expect(staffErrors).toEqual([]);
  });

  /** The spec's store-locked confirm dialog, found by its title. */
  const lockedDialog = (title: string) =>
    user.locator(".ant-modal-confirm", { has: user.locator(".ant-modal-confirm-title", { hasText: title }) });

  /** An envelope call that must succeed; `token` is the user's or the staff member's. */
  async function call<T>(url: string, body: object, token?: string): Promise<T> {
    const res = await fetch(`${server.url}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    const env = (await res.json()) as { code: number; msg: string; data: T };
    if (env.code !== 1) throw new Error(`${url}: ${env.msg}`);
    return env.data;
  }
  /** The token of the browser's session (the web app keeps it in localStorage). */
  const userToken = async () =>
    user.evaluate(
      () => (JSON.parse(localStorage.getItem("mp-app") ?? "{}") as { state: { token: string } }).state.token,
    );
  const userShopId = async () =>
    (await call<{ shop: { id: number } }>("/api/wanlshop/user/get_userinfo", {}, await userToken())).shop.id;
  /** Uploads a file as the web app does (multipart, field `file`) and answers its link. */
  async function upload(token: string, file: Buffer, name: string) {
    const form = new FormData();
    form.append("purpose", "voucher");
    form.append("file", new Blob([new Uint8Array(file)], { type: "image/png" }), name);
    const res = await fetch(`${server.url}/api/common/upload`, { method: "POST", headers: { token }, body: form });
    const env = (await res.json()) as { code: number; msg: string; data: { url: string } };
    if (env.code !== 1) throw new Error(`upload: ${env.msg}`);
    return env.data.url;
  }
  /** The fund password through the mailed code; the register code may still hold the 60 s resend window. */
  async function setPayPass(token: string) {
    const after = smtp.mails.length;
    for (let tries = 0; ; tries++) {
      const res = await fetch(`${server.url}/api/ems/send`, {
        method: "POST",
        headers: { "content-type": "application/json", token },
        body: JSON.stringify({ event: "paypass" }),
      });
      const env = (await res.json()) as { code: number; msg: string; error?: string };
      if (env.code === 1) break;
      if (env.error !== "send_too_frequent" || tries > 15) throw new Error(`ems/send: ${env.msg}`);
      await new Promise((r) => setTimeout(r, 5000));
    }
    const captcha = await smtp.codeFor(USER.email, after);
    await call("/api/wanlshop/user/pay_pass_edit", { payPass: PAYPASS, captcha }, token);
  }

  /** On a phone the language menu sits in the header drawer. */
  async function setLanguageOnPhone(page: Page, lang: string) {
    await page.setViewportSize({ width: 1280, height: 900 });
    await setLanguage(page, lang);
    await page.setViewportSize({ width: 390, height: 844 });
  }

  it("shows the wizard to a second applicant in Arabic, on a phone", async () => {
    const other = { email: "second.applicant@example.com", password: "applicant-pass-1" };
    expect((await post("/api/ems/send", { email: other.email, event: "register" })).code).toBe(1);
    const captcha = await smtp.codeFor(other.email);
    expect((await post("/api/wanlshop/user/register", { ...other, captcha })).code).toBe(1);
    const page = await (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
    const errors = watchErrors(page);
    await page.goto(server.url);
    await page.getByTestId("page-loader").waitFor({ state: "detached", timeout: 10_000 });
    await setLanguage(page, "ar");
    await page.getByTestId("header-login").click();
    await page.getByTestId("login-dialog").waitFor();
    await settle(page);
    await page.getByTestId("login-account").fill(other.email);
    await page.getByTestId("login-password").fill(other.password);
    await page.getByTestId("login-submit").click();
    await page.getByTestId("header-nickname").waitFor();
    await page.goto(`${server.url}/merchant`);
    await page.getByTestId("merchant-not-business").waitFor();
    await screenshot(page, "shop-apply-entry-ar");
    await page.getByTestId("merchant-apply").click();
    await page.getByTestId("merchant-settled-page").waitFor();
    await page.getByTestId("apply-next").click();
    await page.getByTestId("apply-step-1").waitFor({ state: "visible" });
    await page.getByTestId("apply-next").click();
    await page
      .getByText(t("ar", "errors.field_required", "merchants"))
      .first()
      .waitFor();
    await noRawKeys(page);
    await screenshot(page, "shop-apply-step2-ar");
    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, "shop-apply-step2-phone-ar");
    await page.close();
    expect(errors).toEqual([]);
  });
});
