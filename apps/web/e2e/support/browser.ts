import { mkdir } from "node:fs/promises";
import path from "node:path";
import { type Browser, chromium, type Page } from "playwright-core";

export const SCREENSHOTS = path.resolve(import.meta.dirname, "../../../../.test-artifacts/screenshots");

/** Debian's Chromium, headless, with the flags this closed network needs. */
export async function launchBrowser(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? "/usr/bin/chromium",
    headless: true,
    args: [
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
}

/** Waits for entrance animations (dialogs, menus) to finish, so clicks and pictures hit the settled screen. */
export async function settle(page: Page): Promise<void> {
  await page
    .waitForFunction(() => document.getAnimations().every((a) => a.playState !== "running"), null, { timeout: 5000 })
    .catch(() => {});
}

export async function screenshot(page: Page, name: string): Promise<string> {
  await mkdir(SCREENSHOTS, { recursive: true });
  await settle(page);
  // a full-page picture taken from a scrolled page would paint the sticky header mid-page
  await page.evaluate(() => window.scrollTo(0, 0));
  const file = path.join(SCREENSHOTS, `${name}.png`);
  await page.screenshot({ path: file, fullPage: true });
  return file;
}

/**
 * Every page a journey watches, with its last refusals (an answer of 400 and above, or an API
 * envelope whose code is not 1) and its failed requests,
 * so a failed step can show what each of them showed and heard (support/failure-pictures.ts).
 */
export const watchedPages = new Map<Page, string[]>();

/** Fails the journey on any uncaught page error or console error the user would not see. */
export function watchErrors(page: Page): string[] {
  const trail: string[] = [];
  watchedPages.set(page, trail);
  const note = (line: string) => trail.push(`${new Date().toISOString().slice(11, 23)} ${line}`) > 20 && trail.shift();
  page.on("response", (r) => {
    const what = `${r.status()} ${r.request().method()} ${r.url()}`;
    if (r.status() >= 400) note(what);
    // the API answers most refusals with HTTP 200 and the envelope's code (1 is success)
    else if (r.url().includes("/api/") && r.headers()["content-type"]?.includes("json"))
      r.json()
        .then((body: { code?: number; msg?: string }) => {
          if (body?.code !== undefined && body.code !== 1) note(`${what}: code ${body.code} ${body.msg ?? ""}`);
        })
        .catch(() => {});
  });
  page.on("requestfailed", (r) => note(`failed ${r.method()} ${r.url()}: ${r.failure()?.errorText ?? ""}`));
  const errors: string[] = [];
  page.on("pageerror", (e) => errors.push(`pageerror: ${e.message}`));
  page.on("console", (m) => {
    if (m.type() === "error") errors.push(`console: ${m.text()}`);
  });
  return errors;
}

/** A locale key shown instead of its text (e.g. "accounts.agree_suffix") is a missing translation. */
export const RAW_LOCALE_KEY =
  /\b(common|header|accounts|member|kefu|home|catalogue|agreement|about|footer|admin|errors|store_locked|wallet|finance)\.[a-z_]+\b/;
