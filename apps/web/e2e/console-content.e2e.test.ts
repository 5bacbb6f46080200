import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Browser, Page } from "playwright-core";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startSmtpReceiver } from "../../server/test/smtp-receiver.js";
import { DEMO } from "./support/api.js";
import { launchBrowser, screenshot, settle, watchErrors } from "./support/browser.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

const TITLE = "Content journey spring sale";

/**
 * Issue 17, content: as staff, add a home banner (its picture uploaded through the form) and see
 * it first on the home page in English and Arabic; edit the user agreement (with a script and an
 * event handler in it) and see the public page show the cleaned text; screenshots of the four
 * content screens (banners, app configuration, agreements with the preview, footer links).
 */
describe("content console journey", () => {
  let server: ServerProcess;
  let smtp: Awaited<ReturnType<typeof startSmtpReceiver>>;
  let browser: Browser;
  let staff: Page;
  let tmp = "";
  let errors: string[] = [];
  const visitorErrors: string[][] = [];

  /** a shopper's page (no login) in `lang`, written before the app's scripts run */
  async function visitor(lang: string) {
    const ctx = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    await ctx.addInitScript((code) => {
      const saved = JSON.parse(localStorage.getItem("mp-app") ?? '{"state":{}}');
      saved.state.country = code;
      localStorage.setItem("mp-app", JSON.stringify(saved));
    }, lang);
    const page = await ctx.newPage();
    visitorErrors.push(watchErrors(page));
    return page;
  }

  beforeAll(async () => {
    smtp = await startSmtpReceiver();
    server = await startServer({ SMTP_URL: smtp.url, SEED: "demo" });
    browser = await launchBrowser();
    tmp = await mkdtemp(path.join(os.tmpdir(), "content-journey-"));
    staff = await (await browser.newContext({ viewport: { width: 1366, height: 900 } })).newPage();
    errors = watchErrors(staff);
    await staff.goto(`${server.url}/admin/login`);
    await staff.getByTestId("admin-account").fill(DEMO.staff.account);
    await staff.getByTestId("admin-password").fill(DEMO.staff.password);
    await staff.getByTestId("admin-login-submit").click();
    await staff.getByTestId("admin-menu-banners").waitFor();
  });
  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
    await smtp?.close();
    if (tmp) await rm(tmp, { recursive: true, force: true });
  });

  it("adds a banner with an uploaded picture and shows it first on the home page in English and Arabic", async () => {
    const file = path.join(tmp, "sale.png");
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="420"><rect width="1200" height="420" fill="#1d6f42"/><text x="600" y="235" font-size="64" text-anchor="middle" fill="#fff" font-family="sans-serif">${TITLE}</text></svg>`;
    await writeFile(file, await sharp(Buffer.from(svg)).png().toBuffer());

    await staff.getByTestId("admin-menu-banners").click();
    await staff.getByTestId("banner-list").waitFor();
    await staff.getByTestId("banner-add").click();
    const dialog = staff.getByTestId("banner-dialog");
    await dialog.waitFor();
    await staff.getByTestId("banner-image-input").setInputFiles(file);
    await staff.getByTestId("banner-image-preview").waitFor();
    await staff.getByTestId("banner-title").fill(TITLE);
    // a script link is refused by the server, with the message under the field
    await staff.getByTestId("banner-url").fill("javascript:alert(1)");
    await staff.getByTestId("banner-save").click();
    await expect.poll(() => dialog.innerText()).toContain("https:// address");
    await staff.getByTestId("banner-url").fill("/goods_cate");
    await settle(staff);
    await screenshot(staff, "console-content-banner-dialog-en");
    await staff.getByTestId("banner-save").click();
    await dialog.waitFor({ state: "detached" });
    const row = staff.getByTestId("banner-list").locator("tr", { hasText: TITLE });
    await row.waitFor();
    expect(await row.innerText()).toContain("Live");
    await screenshot(staff, "console-content-banners-en");

    for (const lang of ["en", "ar"]) {
      const home = await visitor(lang);
      await home.goto(server.url);
      await expect.poll(() => home.getAttribute("html", "dir")).toBe(lang === "ar" ? "rtl" : "ltr");
      // the carousel's first shown slide (it also keeps clones of the slides at both ends)
      const first = home.locator(".slick-slide.slick-active .banner__image").first();
      await first.waitFor();
      expect(await first.getAttribute("alt")).toBe(TITLE);
      await expect
        .poll(() => first.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
        .toBe(true);
      await screenshot(home, `console-content-home-banner-${lang}`);
      await home.context().close();
    }
    expect([...errors, ...visitorErrors.flat()]).toEqual([]);
  });

  it("edits the user agreement with a preview; the public page shows the cleaned text", async () => {
    await staff.getByTestId("admin-menu-agreements").click();
    await staff.getByTestId("agreement-content").waitFor();
    const version = Number((await staff.getByTestId("agreement-version").innerText()).replace(/\D/g, ""));
    await staff.getByTestId("agreement-title").fill("User Agreement (journey edition)");
    await staff
      .getByTestId("agreement-content")
      .fill(
        "<h2>1. Who we are</h2><p>We run this <strong>marketplace</strong>.</p><script>window.__pwned = 1</script>" +
          '<p><img src="x" onerror="window.__pwned = 2">Questions? <a href="mailto:help@shop.example">Write to us</a>.</p>' +
          "<ul><li>Be kind</li><li>Pay on time</li></ul>",
      );
    const preview = staff.getByTestId("agreement-preview");
    await expect.poll(() => preview.innerText()).toContain("Who we are");
    expect(await preview.locator("script, img").count()).toBe(0);
    await screenshot(staff, "console-content-agreements-en");
    await staff.getByTestId("agreement-save").click();
    await expect
      .poll(async () => Number((await staff.getByTestId("agreement-version").innerText()).replace(/\D/g, "")))
      .toBe(version + 1);

    const page = await visitor("en");
    await page.goto(`${server.url}/privacy_agreement?type=1`);
    const text = page.getByTestId("agreement-text");
    await expect.poll(() => text.innerText()).toContain("Who we are");
    expect(await page.getByRole("heading", { name: "User Agreement (journey edition)" }).count()).toBe(1);
    expect(await text.locator("h2").innerText()).toBe("1. Who we are");
    expect(await text.locator("li").count()).toBe(2);
    expect(await text.locator("script, img, [onerror]").count()).toBe(0);
    expect(await text.locator("a").getAttribute("href")).toBe("mailto:help@shop.example");
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
    await screenshot(page, "console-content-agreement-public-en");
    await page.context().close();
    expect([...errors, ...visitorErrors.flat()]).toEqual([]);
  });

  it("shows the app configuration and footer screens, and the footer's groups on the shop", async () => {
    await staff.getByTestId("admin-menu-app_config").click();
    await staff.getByTestId("working-hours-en").waitFor();
    await staff.getByTestId("working-hours-en").fill("Every day, 08:00-22:00 (UTC)");
    await staff.getByTestId("app-config-save").click();
    await staff.getByText("Saved").first().waitFor();
    await screenshot(staff, "console-content-app-config-en");

    await staff.getByTestId("admin-menu-footer").click();
    await staff.getByTestId("footer-group-0-title").waitFor();
    await staff.getByTestId("footer-group-0-title").fill("Help and service");
    await staff.getByTestId("footer-save").click();
    await staff.getByText("Saved").first().waitFor();
    await screenshot(staff, "console-content-footer-en");

    const page = await visitor("en");
    await page.goto(server.url);
    const groups = page.getByTestId("footer-group");
    await expect.poll(() => groups.first().innerText()).toContain("Help and service");
    const hrefs = await page.locator(".footer__group a").evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs.length).toBeGreaterThan(3);
    expect(hrefs).not.toContain("#top");
    // "Contact us" opens the customer-service chat
    await page.locator(".footer__group a", { hasText: "Contact us" }).click();
    await page.getByRole("dialog").waitFor();
    await page.context().close();
    expect([...errors, ...visitorErrors.flat()]).toEqual([]);
  });
});
