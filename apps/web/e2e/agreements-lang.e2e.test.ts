import path from "node:path";
import { sql } from "drizzle-orm";
import type { Browser } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase } from "../../server/src/platform/db/index.js";
import { apiOf, DEMO } from "./support/api.js";
import { launchBrowser, screenshot, watchErrors } from "./support/browser.js";
import { t } from "./support/locales.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

/** The fallback line in the reader's language when it has the string, else in English (as the app falls back). */
function fallbackLine(lang: string, wanted: string, shown: string) {
  let text: string;
  try {
    text = t(lang, "agreement.not_in_language");
  } catch {
    text = t("en", "agreement.not_in_language");
  }
  return text.replace("{{wanted}}", wanted).replace("{{shown}}", shown);
}

/**
 * Issue 34 in Chromium: the agreement pages and the bond contract in the reader's language, and,
 * where staff have not written that language's version, the English text with a line naming the
 * reader's language and the one shown. The install: the demo seed, whose English user agreement
 * and bond contract staff then changed, and which has no Thai version of either (the seed adds no
 * translation of an English text staff changed).
 */
describe("agreements in the reader's language", () => {
  let server: ServerProcess;
  let browser: Browser;
  let merchant: { token: string };

  beforeAll(async () => {
    const first = await startServer({ SEED: "demo" });
    const api = apiOf(first);
    const staff = await api.staffLogin();
    for (const [type, title] of [
      [1, "Terms of this marketplace"],
      [8, "Operating fund contract, 2026 edition"],
    ] as const)
      await api.call(
        "/api/admin/agreement/save",
        { type, lang: "en", title, content: `${title}.\n\nThe rest of the text.` },
        { Token: staff },
      );
    await first.stop();
    // no Thai version of either: as an install where staff have not written one
    const database = await openDatabase({ pgliteDir: path.join(first.dataDir, "pglite") });
    await database.db.execute(sql`delete from agreements where type in (1, 8) and lang = 'th'`);
    await database.close();
    server = await startServer({ SEED: "demo" }, first.dataDir);
    const login = await apiOf(server).call<{ userinfo: { token: string } }>("/api/wanlshop/user/login", {
      account: DEMO.merchant.email,
      password: DEMO.merchant.password,
      top: 1,
    });
    merchant = login.userinfo;
    browser = await launchBrowser();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
  });

  async function open(lang: string, url: string, loggedIn = false) {
    const context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const state = loggedIn ? { country: lang, token: merchant.token, userData: merchant } : { country: lang };
    await context.addInitScript((s) => localStorage.setItem("mp-app", JSON.stringify({ state: s, version: 0 })), state);
    const page = await context.newPage();
    const errors = watchErrors(page);
    await page.goto(`${server.url}${url}`);
    await page.getByTestId("page-loader").waitFor({ state: "detached", timeout: 10_000 });
    return { page, errors };
  }

  it("shows a Thai reader the English user agreement with a line saying it is not in Thai", async () => {
    const { page, errors } = await open("th", "/privacy_agreement?type=1");
    await page.getByText("Terms of this marketplace").first().waitFor();
    const note = page.getByTestId("language-fallback");
    await expect.poll(() => note.innerText()).toBe(fallbackLine("th", "ไทย", "English"));
    expect(
      await page
        .locator("[lang='en']")
        .filter({ has: page.getByTestId("agreement-text") })
        .count(),
    ).toBe(1);
    await screenshot(page, "agreement-fallback-th");
    expect(errors).toEqual([]);
  });

  it("shows an Arabic reader the Arabic user agreement and privacy policy, with no such line", async () => {
    const { page, errors } = await open("ar", "/privacy_agreement?type=1");
    await page.getByText("اتفاقية المستخدم").first().waitFor();
    expect(await page.getByTestId("agreement-text").innerText()).toContain("مرحبًا بك في Marketplace");
    expect(await page.getByTestId("language-fallback").count()).toBe(0);
    await page.goto(`${server.url}/privacy_agreement?type=2`);
    await page.getByText("سياسة الخصوصية").first().waitFor();
    expect(await page.getByTestId("language-fallback").count()).toBe(0);
    await screenshot(page, "agreement-ar");
    expect(errors).toEqual([]);
  });

  it("shows the merchant the bond contract in Arabic, and in English with the line in Thai", async () => {
    const ar = await open("ar", "/shop_bond", true);
    await ar.page.getByTestId("bond-pay-open").click();
    await ar.page.getByTestId("bond-contract").getByText("عقد أموال التشغيل (التأمين)").waitFor();
    expect(await ar.page.getByTestId("bond-contract").getByTestId("language-fallback").count()).toBe(0);

    const th = await open("th", "/shop_bond", true);
    await th.page.getByTestId("bond-pay-open").click();
    const contract = th.page.getByTestId("bond-contract");
    await contract.getByText("Operating fund contract, 2026 edition").first().waitFor();
    await expect
      .poll(() => contract.getByTestId("language-fallback").innerText())
      .toBe(fallbackLine("th", "ไทย", "English"));
    await screenshot(th.page, "bond-contract-fallback-th");
    expect([...ar.errors, ...th.errors]).toEqual([]);
  });
});
