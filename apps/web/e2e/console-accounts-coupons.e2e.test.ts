import { LANGUAGES } from "@mp/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../server/test/smtp-receiver.js";
import { apiOf, DEMO } from "./support/api.js";
import { launchBrowser, RAW_LOCALE_KEY, screenshot, settle, watchErrors } from "./support/browser.js";
import { t } from "./support/locales.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

const RAW_KEY = new RegExp(`${RAW_LOCALE_KEY.source}|\\b(people|coupons|oversight)\\.[a-z_]+\\b`);
const DAY = 86_400;
const p = (lang: string, key: string) => t(lang, key, "console-people");
const c = (lang: string, key: string) => t(lang, key, "addresses-coupons-messages");

/**
 * Issue 35, items 12 and 13, in Chromium against the demo seed: "Last login" in the console is
 * each account's own (a new account that never logged in says so, not someone else's time); a
 * staff member changes their own password from the console's header (every session ends, the new
 * one logs in); issued coupons are edited, ended and deleted from their list, each confirmed and
 * answered, a claimed one explained instead of deleted. English desktop and Arabic at 390 px.
 */
describe("console: last logins, my own password, issued coupons", () => {
  let server: ServerProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let browser: Browser;
  let api: ReturnType<typeof apiOf>;
  let staffToken = "";
  let staff: Page;
  let errors: string[] = [];
  const users: Record<string, number> = {};
  const coupons: Record<string, number> = {};

  const newPage = async (width = 1366, height = 900) =>
    (await browser.newContext({ viewport: { width, height } })).newPage();
  const noRawKeys = async (page: Page) => expect(await page.locator("body").innerText()).not.toMatch(RAW_KEY);
  const pageErrors = (list: string[]) => list.filter((e) => e.startsWith("pageerror"));
  async function staffLogin(page: Page, account: string, password: string) {
    await page.getByTestId("admin-account").fill(account);
    await page.getByTestId("admin-password").fill(password);
    await page.getByTestId("admin-login-submit").click();
  }
  async function chooseLanguage(page: Page, code: string) {
    await page.evaluate(
      ([country, countryIndex]) => {
        const saved = JSON.parse(localStorage.getItem("mp-app") ?? "{}");
        localStorage.setItem("mp-app", JSON.stringify({ ...saved, state: { ...saved.state, country, countryIndex } }));
      },
      [code, LANGUAGES.findIndex((l) => l.code === code)] as const,
    );
  }
  /** a user registered with the mailed code, who never logs in */
  async function register(email: string) {
    await api.call("/api/ems/send", { email, event: "register" });
    const captcha = await smtp.codeFor(email);
    await api.call("/api/wanlshop/user/register", { email, password: "journey123", captcha });
  }
  /** the element lies inside the viewport, sideways */
  async function inViewport(page: Page, selector: string) {
    const box = await page.locator(selector).first().boundingBox();
    const width = page.viewportSize()?.width ?? 0;
    expect(box, selector).not.toBeNull();
    expect(box?.x ?? -1).toBeGreaterThanOrEqual(0);
    expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width + 1);
  }

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startServer({ SMTP_URL: smtp.url, SEED: "demo" });
    api = apiOf(server);
    browser = await launchBrowser();
    staffToken = await api.staffLogin();
    // Ann logs in twice (her newest login counts); Ned registers and never logs in
    await register("ann@journey.test");
    await register("ned@journey.test");
    await api.login({ email: "ann@journey.test", password: "journey123" });
    users.ann = (await api.login({ email: "ann@journey.test", password: "journey123" })).id;
    // a staff member who was added and never logged in
    await api.call(
      "/api/admin/staff/add",
      { email: "newbie@journey.test", name: "Nina Newbie", role: "support", password: "newbie-pass-1" },
      { Token: staffToken },
    );
    // two coupons: one the demo shopper claims, one nobody claims
    const issue = async (name: string) =>
      (
        await api.call<{ id: number }>(
          "/api/admin/coupon/add",
          {
            kind: "instant",
            name,
            amount: "2",
            total: 50,
            per_user: 2,
            ends_at: Math.floor(Date.now() / 1000) + 30 * DAY,
          },
          { Token: staffToken },
        )
      ).id;
    coupons.claimed = await issue("Journey spring $2");
    coupons.spare = await issue("Journey typo $2");
    const shopper = await api.login(DEMO.shopper);
    await api.call("/api/wanlshop/coupon/receive", { id: coupons.claimed }, { Token: shopper.token });

    staff = await newPage();
    errors = watchErrors(staff);
    await staff.goto(`${server.url}/admin/login`);
    await staffLogin(staff, DEMO.staff.account, DEMO.staff.password);
    await staff.getByTestId("admin-menu-users").waitFor();
  }, 90_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await smtp?.close();
    if (server) await removeDataDir(server.dataDir);
  });

  it("shows each user's own last login, and Never for one who never logged in", async () => {
    await staff.getByTestId("admin-menu-users").click();
    const search = staff.getByTestId("admin-users-search").locator("input");
    await search.fill("journey.test");
    await search.press("Enter");
    const ann = staff.locator("tr.people-row", { hasText: "ann@journey.test" });
    const ned = staff.locator("tr.people-row", { hasText: "ned@journey.test" });
    await ann.waitFor();
    await ned.waitFor();
    // Ann's row has her login time (this year), Ned's says Never: neither a dash nor the other's time
    const year = String(new Date().getFullYear());
    expect(await ann.innerText()).not.toContain(p("en", "people.never_logged_in"));
    expect((await ann.innerText()).split(year).length).toBe(3); // her login and her sign-up
    expect(await ned.innerText()).toContain(p("en", "people.never_logged_in"));
    await screenshot(staff, "console-last-login-users-en");
    await noRawKeys(staff);
    await ann.click();
    await staff.getByTestId("people-profile").waitFor();
    expect(await staff.getByTestId("people-profile").innerText()).not.toContain(p("en", "people.never_logged_in"));

    await staff.getByTestId("admin-menu-staff").click();
    const newbie = staff.locator("tr", { hasText: "newbie@journey.test" });
    const admin = staff.locator("tr", { hasText: DEMO.staff.account });
    await newbie.waitFor();
    expect(await newbie.innerText()).toContain(p("en", "people.never_logged_in"));
    expect(await admin.innerText()).not.toContain(p("en", "people.never_logged_in"));
    expect(await admin.innerText()).toContain(year);
    // the add dialog no longer asks them to change a password they could not change
    await staff.getByTestId("staff-add").click();
    await staff.getByTestId("staff-add-dialog").waitFor();
    expect(await staff.getByTestId("staff-add-dialog").innerText()).toContain(p("en", "people.own_password"));
    await staff.keyboard.press("Escape");
    await staff.getByTestId("staff-add-dialog").waitFor({ state: "detached" });
    await screenshot(staff, "console-last-login-staff-en");
    expect(pageErrors(errors)).toEqual([]);
  });

  it("lets a staff member change their own password: the current one first, then every session ends", async () => {
    await api.call(
      "/api/admin/staff/add",
      { email: "sam@journey.test", name: "Sam Support", role: "support", password: "sam-first-1" },
      { Token: staffToken },
    );
    const other = await api.call<{ token: string }>("/api/admin/auth/login", {
      account: "sam@journey.test",
      password: "sam-first-1",
    });
    const sam = await newPage();
    const samErrors = watchErrors(sam);
    await sam.goto(`${server.url}/admin/login`);
    await staffLogin(sam, "sam@journey.test", "sam-first-1");
    await sam.getByTestId("admin-own-password").click();
    const dialog = sam.getByTestId("own-password-dialog");
    await dialog.waitFor();
    await settle(sam);
    // nothing typed: our own words under each field, and no error of the page
    await sam.getByTestId("own-password-submit").click();
    await dialog.getByText(t("en", "errors.password_required")).waitFor();
    await dialog.getByText(p("en", "errors.staff_password_length")).first().waitFor();
    await sam.getByTestId("own-password-current").fill("not-my-pass");
    await sam.getByTestId("own-password-new").fill("sam-second-2");
    await sam.getByTestId("own-password-confirm").fill("sam-second-3");
    await sam.getByTestId("own-password-submit").click();
    await dialog.getByText(t("en", "common.passwords_mismatch")).waitFor();
    await sam.getByTestId("own-password-confirm").fill("sam-second-2");
    await sam.getByTestId("own-password-submit").click();
    // a wrong current password is said under its field; the session goes on
    await dialog.getByText(t("en", "errors.password_incorrect")).first().waitFor();
    await screenshot(sam, "console-own-password-en");
    await sam.getByTestId("own-password-current").fill("sam-first-1");
    await sam.getByTestId("own-password-submit").click();
    await sam.locator(".ant-message").getByText(p("en", "people.own_password_done")).waitFor();
    await sam.waitForURL(/\/admin\/login/);
    // every session ended: the other one too
    const me = await fetch(`${server.url}/api/admin/auth/me`, { method: "POST", headers: { Token: other.token } });
    expect(((await me.json()) as { code: number }).code).toBe(401);
    await staffLogin(sam, "sam@journey.test", "sam-second-2");
    await sam.getByTestId("admin-own-password").waitFor();
    expect(pageErrors(samErrors)).toEqual([]);

    // Arabic on a phone: the header's button and the dialog stay on the screen
    await chooseLanguage(sam, "ar");
    await sam.setViewportSize({ width: 390, height: 844 });
    await sam.goto(`${server.url}/admin`);
    await sam.getByTestId("admin-own-password").waitFor();
    expect(await sam.getAttribute("html", "dir")).toBe("rtl");
    expect(await sam.getByTestId("admin-own-password").innerText()).toContain(p("ar", "people.own_password"));
    await inViewport(sam, "[data-testid=admin-own-password]");
    await sam.getByTestId("admin-own-password").click();
    await dialog.waitFor();
    await settle(sam);
    await sam.getByTestId("own-password-submit").click();
    await dialog.getByText(p("ar", "errors.staff_password_length")).first().waitFor();
    await inViewport(sam, ".ant-modal-container");
    await noRawKeys(sam);
    await screenshot(sam, "console-own-password-ar");
    expect(pageErrors(samErrors)).toEqual([]);
    await sam.context().close();
  });

  it("edits, ends and deletes issued coupons, each confirmed and answered; a claimed one is explained", async () => {
    await staff.getByTestId("admin-menu-coupons").click();
    const row = (id: number) => staff.locator("tr", { has: staff.getByTestId(`coupon-edit-${id}`) });
    await row(coupons.claimed as number).waitFor();
    await screenshot(staff, "console-coupons-actions-en");

    // edit: the fields that may change, a total below the claimed refused on its field
    await staff.getByTestId(`coupon-edit-${coupons.claimed}`).click();
    const edit = staff.getByTestId("coupon-edit-dialog");
    await edit.waitFor();
    await settle(staff);
    expect(await edit.innerText()).toContain(c("en", "coupons.admin_edit_note"));
    await staff.getByTestId("coupon-edit-name").fill("Journey summer $2");
    const total = staff.locator("input[data-testid=coupon-edit-total], [data-testid=coupon-edit-total] input").first();
    await total.fill("80");
    await screenshot(staff, "console-coupons-edit-en");
    await staff.getByTestId("coupon-edit-submit").click();
    await staff.locator(".ant-message").getByText("Journey summer $2 saved").waitFor();
    await edit.waitFor({ state: "detached" });
    await expect.poll(() => row(coupons.claimed as number).innerText()).toContain("Journey summer $2");
    expect(await row(coupons.claimed as number).innerText()).toContain("79 / 80");

    // delete a claimed one: not offered, explained
    await staff.getByTestId(`coupon-delete-${coupons.claimed}`).click();
    const why = staff.locator(".ant-modal-confirm", { hasText: "Journey summer $2" });
    await why.waitFor();
    expect(await why.innerText()).toContain(c("en", "coupons.admin_cannot_delete_why").replace("{{n}}", "1"));
    await screenshot(staff, "console-coupons-cannot-delete-en");
    await staff.getByTestId("coupon-delete-why-ok").click();
    await why.waitFor({ state: "detached" });

    // end it now: the confirmation says what happens to the one the shopper holds
    await staff.getByTestId(`coupon-end-${coupons.claimed}`).click();
    const end = staff.locator(".ant-modal-confirm", { hasText: "Journey summer $2" });
    await end.waitFor();
    expect(await end.innerText()).toContain(c("en", "coupons.admin_end_claims").replace("{{n}}", "1"));
    await screenshot(staff, "console-coupons-end-confirm-en");
    await staff.getByTestId("coupon-end-confirm").click();
    await staff.locator(".ant-message").getByText("Journey summer $2 has ended").waitFor();
    await expect.poll(() => staff.getByTestId(`coupon-end-${coupons.claimed}`).count()).toBe(0);

    // delete the one nobody claimed
    await staff.getByTestId(`coupon-delete-${coupons.spare}`).click();
    const del = staff.locator(".ant-modal-confirm", { hasText: "Journey typo $2" });
    await del.waitFor();
    expect(await del.innerText()).toContain(c("en", "coupons.admin_delete_body"));
    await staff.getByTestId("coupon-delete-confirm").click();
    await staff.locator(".ant-message").getByText("Journey typo $2 was deleted").waitFor();
    await expect.poll(() => row(coupons.spare as number).count()).toBe(0);
    await noRawKeys(staff);
    expect(pageErrors(errors)).toEqual([]);
  });

  it("reads right to left in Arabic on a phone: the users' last logins and the coupons' actions", async () => {
    await chooseLanguage(staff, "ar");
    await staff.setViewportSize({ width: 390, height: 844 });
    await staff.goto(`${server.url}/admin/staff`);
    const newbie = staff.locator("tr", { hasText: "newbie@journey.test" });
    await newbie.waitFor();
    expect(await staff.getAttribute("html", "dir")).toBe("rtl");
    expect(await newbie.innerText()).toContain(p("ar", "people.never_logged_in"));
    // the table scrolls sideways on a phone: the picture shows the last login column
    await newbie.getByText(p("ar", "people.never_logged_in")).scrollIntoViewIfNeeded();
    await screenshot(staff, "console-last-login-staff-ar");
    await noRawKeys(staff);

    await staff.goto(`${server.url}/admin/coupons`);
    const edit = staff.getByTestId(`coupon-edit-${coupons.claimed}`);
    await edit.waitFor();
    await edit.scrollIntoViewIfNeeded();
    await inViewport(staff, `[data-testid=coupon-edit-${coupons.claimed}]`);
    expect(await edit.innerText()).toBe(c("ar", "coupons.admin_edit"));
    await edit.click();
    await staff.getByTestId("coupon-edit-dialog").waitFor();
    await settle(staff);
    await inViewport(staff, ".ant-modal-container");
    await noRawKeys(staff);
    await screenshot(staff, "console-coupons-edit-ar");
    await staff.keyboard.press("Escape");
    expect(pageErrors(errors)).toEqual([]);
  });
});
