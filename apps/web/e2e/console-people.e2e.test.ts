import { LANGUAGES } from "@mp/contracts";
import type { Browser, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOf, DEMO } from "./support/api.js";
import { launchBrowser, RAW_LOCALE_KEY, screenshot, settle, watchErrors } from "./support/browser.js";
import { t } from "./support/locales.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

/** Raw keys of the console's people bundle shown instead of text. */
const RAW_KEY = new RegExp(`${RAW_LOCALE_KEY.source}|\\b(people|bond)\\.[a-z_]+\\b`);

/**
 * Issue 17, people and shops, in Chromium against the demo seed: staff find a user, open their
 * page (orders, ledger, logins), lock them with a reason, and the user's open page finds its
 * session over; the stores list; an admin creates a staff account that then logs in, and a
 * disabled member's console returns to the login saying the session has ended. English screens.
 */
describe("console: people and shops", () => {
  let server: ServerProcess;
  let browser: Browser;
  let api: ReturnType<typeof apiOf>;
  let staff: Page;
  let errors: string[] = [];

  const newPage = async () => (await browser.newContext({ viewport: { width: 1280, height: 900 } })).newPage();
  const noRawKeys = async (page: Page) => expect(await page.locator("body").innerText()).not.toMatch(RAW_KEY);

  async function staffLogin(page: Page, account: string, password: string) {
    await page.getByTestId("admin-account").fill(account);
    await page.getByTestId("admin-password").fill(password);
    await page.getByTestId("admin-login-submit").click();
  }

  beforeAll(async () => {
    server = await startServer({ SEED: "demo" });
    api = apiOf(server);
    browser = await launchBrowser();
    staff = await newPage();
    errors = watchErrors(staff);
    // the shopper's ledger has an entry to show
    const shopper = await api.login(DEMO.shopper);
    await api.fund(await api.staffLogin(), shopper.id, "25.00", "Journey float");
  });

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
  });

  it("finds a user, opens their page, locks them with a reason; their open page asks them to log in", async () => {
    // the shopper, logged in through the dialog, on their wallet page
    const shopper = await newPage();
    await shopper.goto(server.url);
    await shopper.getByTestId("page-loader").waitFor({ state: "detached", timeout: 10_000 });
    await shopper.getByTestId("header-login").click();
    await shopper.getByTestId("login-dialog").waitFor();
    await settle(shopper);
    await shopper.getByTestId("login-account").fill(DEMO.shopper.email);
    await shopper.getByTestId("login-password").fill(DEMO.shopper.password);
    await shopper.getByTestId("login-submit").click();
    await shopper.getByTestId("header-nickname").waitFor();
    await shopper.goto(`${server.url}/money-package`);
    await shopper.getByTestId("wallet-balance").waitFor();
    const shopperToken = await shopper.evaluate(() => JSON.parse(localStorage.getItem("mp-app") ?? "{}").state?.token);
    expect(shopperToken).toBeTruthy();

    // staff open the users page without a session: the login, then back to that page
    await staff.goto(`${server.url}/admin/users`);
    await staff.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fusers/);
    await staffLogin(staff, DEMO.staff.account, DEMO.staff.password);
    await staff.waitForURL(/\/admin\/users$/);
    const search = staff.getByTestId("admin-users-search").locator("input");
    await search.fill("shopper@demo");
    await search.press("Enter");
    const row = staff.locator("tr.people-row", { hasText: DEMO.shopper.email });
    await row.waitFor();
    expect(await staff.locator("tr.people-row").count()).toBe(1);
    await expect.poll(() => staff.getByRole("button", { name: /Export CSV/ }).count()).toBeGreaterThan(0);
    await screenshot(staff, "console-people-users-en");
    await noRawKeys(staff);

    await row.click();
    await staff.getByTestId("people-profile").waitFor();
    expect(await staff.getByTestId("people-profile").innerText()).toContain(DEMO.shopper.email);
    await staff.locator(".ant-tabs-tab", { hasText: "Orders" }).waitFor();
    await staff.locator(".ant-table-row, .ant-empty").first().waitFor();
    await screenshot(staff, "console-people-user-orders-en");
    await staff.locator(".ant-tabs-tab", { hasText: "Ledger" }).click();
    const float = staff.getByTestId("people-user-tabs").locator(".ant-table-row", { hasText: "Journey float" });
    await float.waitFor();
    // amounts in the app's money format, not the API's bare "25.00"
    expect(await float.innerText()).toContain("US$25.00");
    expect(await staff.getByTestId("people-profile").innerText()).toMatch(/US\$[\d,]+\.\d{2}/);
    await screenshot(staff, "console-people-user-ledger-en");
    await staff.locator(".ant-tabs-tab", { hasText: "Logins" }).click();
    await staff.getByTestId("people-user-tabs").locator(".ant-table-row", { hasText: "Live" }).first().waitFor();
    await screenshot(staff, "console-people-user-logins-en");
    await noRawKeys(staff);

    // lock: a reason is required
    await staff.getByTestId("people-lock").click();
    await staff.getByTestId("console-reason-dialog").waitFor();
    await settle(staff);
    await staff.getByTestId("console-confirm").click();
    await staff.getByText("Please give a reason").first().waitFor();
    await staff.getByTestId("console-reason").fill("Chargeback fraud reported by the bank");
    await screenshot(staff, "console-people-user-lock-dialog-en");
    await staff.getByTestId("console-confirm").click();
    await staff.getByTestId("console-reason-dialog").waitFor({ state: "detached" });
    await expect.poll(() => staff.locator("h1").innerText()).toContain("Locked");
    await screenshot(staff, "console-people-user-locked-en");

    // the user's token answers 401 on the next request, and the open page asks them to log in
    const res = await fetch(`${server.url}/api/wanlshop/user/get_userinfo`, {
      method: "POST",
      headers: { "Content-Type": "application/json", Token: shopperToken },
      body: "{}",
    });
    expect(((await res.json()) as { code: number }).code).toBe(401);
    // the shopper's open page learns it at once (its socket closes with 4001) or on its next call
    await shopper.getByTestId("header-login").waitFor();
    expect(await shopper.evaluate(() => JSON.parse(localStorage.getItem("mp-app") ?? "{}").state?.token)).toBeFalsy();
    await screenshot(shopper, "console-people-locked-shopper-en");
    await shopper.context().close();
    expect(errors.filter((e) => !e.includes("401"))).toEqual([]);
  });

  it("lists the stores with owner, level, bond and state", async () => {
    await staff.getByTestId("admin-menu-stores").click();
    await staff.getByTestId("console-stores").waitFor();
    await staff.locator("[data-testid=console-stores] .ant-table-row").first().waitFor();
    const text = await staff.getByTestId("console-stores").innerText();
    expect(text).toContain("Level");
    expect(text).toContain("Bond");
    expect(text).toContain("@demo.test");
    await screenshot(staff, "console-people-stores-en");
    await noRawKeys(staff);
  });

  it("opens a console page directly by URL in Arabic: its strings load with it, no raw key", async () => {
    // the console's strings load with its layout, in English and in the language shown
    const choose = (code: string) =>
      staff.evaluate(
        ([country, countryIndex]) => {
          const saved = JSON.parse(localStorage.getItem("mp-app") ?? "{}");
          localStorage.setItem(
            "mp-app",
            JSON.stringify({ ...saved, state: { ...saved.state, country, countryIndex } }),
          );
        },
        [code, LANGUAGES.findIndex((l) => l.code === code)] as const,
      );
    await choose("ar");
    await staff.goto(`${server.url}/admin/stores`);
    await staff.locator("[data-testid=console-stores] .ant-table-row").first().waitFor();
    await settle(staff);
    expect(await staff.getAttribute("html", "dir")).toBe("rtl");
    await noRawKeys(staff);
    expect(await staff.getByTestId("admin-menu-stores").innerText()).toBe(t("ar", "bond.stores_menu", "bond"));
    await screenshot(staff, "console-people-stores-ar");
    await choose("en");
    await staff.goto(`${server.url}/admin/users`);
    await staff.locator("tr.people-row").first().waitFor();
    expect(await staff.getAttribute("html", "dir")).toBe("ltr");
  });

  it("creates a staff account that logs in; disabling it ends its session with a message", async () => {
    await staff.getByTestId("admin-menu-staff").click();
    await staff.getByTestId("people-staff").waitFor();
    await staff.getByTestId("staff-add").click();
    await staff.getByTestId("staff-add-dialog").waitFor();
    await settle(staff);
    await staff.getByTestId("staff-email").fill("ops.new@demo.test");
    await staff.getByTestId("staff-name").fill("Olivia Ops");
    await staff.getByTestId("staff-add-dialog").locator(".ant-select").click();
    await staff.locator(".ant-select-item-option[title=Operator]").click();
    await expect
      .poll(() => staff.getByTestId("staff-add-dialog").locator(".ant-select").innerText())
      .toContain("Operator");
    await staff.getByTestId("staff-password").fill("short");
    await staff.getByTestId("staff-add-submit").click();
    await staff.getByText("Staff passwords need 8 to 100 characters").first().waitFor();
    await staff.getByTestId("staff-password").fill("olivia-pass-1");
    await screenshot(staff, "console-people-staff-add-en");
    await staff.getByTestId("staff-add-submit").click();
    await staff.getByTestId("staff-add-dialog").waitFor({ state: "detached" });
    const row = staff.locator("tr", { hasText: "ops.new@demo.test" });
    await row.waitFor();
    expect(await row.innerText()).toContain("Operator");
    await screenshot(staff, "console-people-staff-en");
    await noRawKeys(staff);

    // the new member logs in: an operator's menu, no staff accounts
    const olivia = await newPage();
    await olivia.goto(`${server.url}/admin/login`);
    await staffLogin(olivia, "ops.new@demo.test", "olivia-pass-1");
    await olivia.getByTestId("admin-menu-users").waitFor();
    expect(await olivia.getByTestId("admin-menu-staff").count()).toBe(0);
    await olivia.getByTestId("admin-menu-users").click();
    await olivia.locator("tr.people-row").first().waitFor();

    // disabled by the admin: her next call answers 401, the console shows the login with the message
    await row.getByRole("button", { name: "Disable" }).click();
    await staff.locator(".ant-modal-confirm-btns .ant-btn-dangerous").click();
    await expect.poll(() => row.innerText()).toContain("Disabled");
    await olivia.getByTestId("admin-menu-stores").click();
    await olivia.waitForURL(/\/admin\/login\?next=%2Fadmin%2Fstores&expired=1/);
    await olivia.getByTestId("staff-session-ended").waitFor();
    expect(await olivia.getByTestId("staff-session-ended").innerText()).toContain(
      "Your session has ended, please log in again",
    );
    await screenshot(olivia, "console-people-session-ended-en");
    await olivia.context().close();
  });
});
