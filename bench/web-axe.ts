/**
 * axe-core on the pages the journeys visit, for a visitor, a logged-in shopper, the demo merchant
 * and the demo staff, in English and Arabic: every violation of the default rule set (WCAG 2 A
 * and AA, best practices) counted by impact.
 */
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { chromium } from "playwright-core";

export interface AxeFinding {
  page: string;
  lang: string;
  id: string;
  impact: string;
  targets: string[];
}

type Who = "visitor" | "shopper" | "merchant" | "staff";
export interface AxePage {
  who: Who;
  path: string;
  /** clicked before the check (a dialog to open) */
  click?: string;
}

const axeSource = readFileSync(createRequire(import.meta.url).resolve("axe-core/axe.min.js"), "utf8");

export async function axePages(
  base: string,
  chromePath: string,
  pages: AxePage[],
  tokens: { shopper: string; merchant: string; staff: string },
): Promise<AxeFinding[]> {
  const browser = await chromium.launch({ executablePath: chromePath, args: ["--no-sandbox", "--disable-gpu"] });
  const findings: AxeFinding[] = [];
  try {
    for (const lang of ["en", "ar"]) {
      for (const who of ["visitor", "shopper", "merchant", "staff"] as Who[]) {
        const context = await browser.newContext({
          viewport: { width: 412, height: 823 },
          isMobile: true,
          bypassCSP: true,
        });
        const state = {
          country: lang,
          token: who === "shopper" ? tokens.shopper : who === "merchant" ? tokens.merchant : "",
          adminToken: who === "staff" ? tokens.staff : "",
        };
        await context.addInitScript((s) => {
          const browser = globalThis as unknown as { localStorage: { setItem: (k: string, v: string) => void } };
          browser.localStorage.setItem("mp-app", JSON.stringify({ state: s, version: 0 }));
        }, state);
        const page = await context.newPage();
        for (const p of pages.filter((x) => x.who === who)) {
          await page.goto(`${base}${p.path}`, { waitUntil: "networkidle" });
          if (p.click) {
            await page.locator(p.click).first().click();
            await page.waitForTimeout(600);
          }
          await page.addScriptTag({ content: axeSource });
          const violations = await page.evaluate(async () => {
            type Run = { violations: { id: string; impact: string; nodes: { target: string[] }[] }[] };
            const browser = globalThis as unknown as {
              document: unknown;
              axe: { run: (c: unknown, o: object) => Promise<Run> };
            };
            const r = await browser.axe.run(browser.document, { resultTypes: ["violations"] });
            return r.violations.map((v) => ({
              id: v.id,
              impact: v.impact,
              targets: v.nodes.slice(0, 3).map((n) => n.target.join(" ")),
            }));
          });
          for (const v of violations)
            findings.push({ page: `${who} ${p.path}${p.click ? ` + ${p.click}` : ""}`, lang, ...v });
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return findings;
}
