import type { Browser, Locator, Page } from "playwright-core";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { apiOf, DEMO } from "./support/api.js";
import { launchBrowser, RAW_LOCALE_KEY, screenshot, settle, watchErrors } from "./support/browser.js";
import { removeDataDir, type ServerProcess, startServer } from "./support/server-process.js";

type Box = { x: number; y: number; width: number; height: number };
const overlap = (a: Box, b: Box) =>
  a.x < b.x + b.width && b.x < a.x + a.width && a.y < b.y + b.height && b.y < a.y + a.height;

const SCREENS = [
  { lang: "en", width: 1280, height: 900, tag: "en-desktop" },
  { lang: "ar", width: 390, height: 844, tag: "ar-phone" },
] as const;
type Screen = (typeof SCREENS)[number];

/**
 * Issue 35 item 25: a fresh demo install has a month behind it (docs/seed.md#history). The demo
 * admin's dashboard and the demo merchant's shop home, at first look, chart a month of orders,
 * turnover, refunds, new customers and views; the charts' day labels stay apart. English on a
 * desktop, Arabic on a phone.
 */
describe("demo history: the charts at first look", () => {
  let server: ServerProcess;
  let browser: Browser;
  const tokens = { merchant: "", staff: "" };
  const errors: string[][] = [];

  beforeAll(async () => {
    // the only journey whose demo data has the month of history: it seeds its own
    server = await startServer({ SEED: "demo", SEED_HISTORY_DAYS: "30" });
    const api = apiOf(server);
    tokens.merchant = (await api.login(DEMO.merchant)).token;
    tokens.staff = await api.staffLogin();
    browser = await launchBrowser();
  }, 240_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    if (server) await removeDataDir(server.dataDir);
  });

  async function pageAs(who: "merchant" | "staff", screen: Screen): Promise<Page> {
    const ctx = await browser.newContext({ viewport: { width: screen.width, height: screen.height } });
    const state = who === "staff" ? { adminToken: tokens.staff } : { token: tokens.merchant };
    await ctx.addInitScript(
      (s) => {
        const saved = JSON.parse(localStorage.getItem("mp-app") ?? "null") ?? { state: {}, version: 0 };
        saved.state = { ...saved.state, ...s };
        localStorage.setItem("mp-app", JSON.stringify(saved));
      },
      { ...state, country: screen.lang },
    );
    const page = await ctx.newPage();
    errors.push(watchErrors(page));
    return page;
  }

  /** the bars of a chart that stand above the zero line */
  const standing = (chart: Locator) =>
    chart.locator("rect").evaluateAll((rects) => rects.filter((r) => Number(r.getAttribute("height")) > 0).length);

  /** no two of the labels drawn under a chart cover each other */
  async function labelsApart(labels: Locator) {
    const boxes = (await labels.evaluateAll((els) =>
      els.map((e) => {
        const r = e.getBoundingClientRect();
        return { x: r.x, y: r.y, width: r.width, height: r.height };
      }),
    )) as Box[];
    expect(boxes.length).toBeGreaterThanOrEqual(2);
    for (let i = 0; i < boxes.length; i++)
      for (let j = i + 1; j < boxes.length; j++)
        expect(overlap(boxes[i] as Box, boxes[j] as Box), `labels ${i} and ${j}`).toBe(false);
  }

  for (const screen of SCREENS) {
    describe(screen.tag, () => {
      it("the console dashboard charts a month of orders, turnover, refunds and new customers", async () => {
        const staff = await pageAs("staff", screen);
        await staff.goto(`${server.url}/admin`);
        await staff.getByTestId("dash-days30").waitFor();
        await settle(staff);
        const orders = staff.getByTestId("chart-orders");
        expect(await orders.locator("rect").count()).toBe(30);
        expect(await standing(orders)).toBeGreaterThanOrEqual(25);
        expect(await standing(staff.getByTestId("chart-turnover"))).toBeGreaterThanOrEqual(25);
        expect(await standing(staff.getByTestId("chart-refunds"))).toBeGreaterThanOrEqual(3);
        expect(await standing(staff.getByTestId("chart-users"))).toBeGreaterThanOrEqual(8);
        const month = await staff.getByTestId("dash-days30-orders").innerText();
        expect(Number(month.replace(/\D/g, "") || "0")).toBeGreaterThanOrEqual(40);
        for (const chart of ["chart-orders", "chart-users"])
          await labelsApart(staff.getByTestId(chart).locator("text"));
        // a figure of two parts ("10 · US$289.36") on one line, inside its column
        const figure = staff.getByTestId("dash-days30-refunds").locator(".ant-statistic-content");
        const [box, column] = (await Promise.all([
          figure.boundingBox(),
          staff.getByTestId("dash-days30-refunds").locator("xpath=..").boundingBox(),
        ])) as [Box, Box];
        expect(box.height).toBeLessThan(40);
        expect(box.x).toBeGreaterThanOrEqual(column.x - 1);
        expect(box.x + box.width).toBeLessThanOrEqual(column.x + column.width + 1);
        expect(await staff.locator("body").innerText()).not.toMatch(RAW_LOCALE_KEY);
        await screenshot(staff, `history-dashboard-${screen.tag}`);
        for (const list of errors) expect(list).toEqual([]);
      });

      it("the demo merchant's shop home charts its orders and views, with money settled and money to settle", async () => {
        const merchant = await pageAs("merchant", screen);
        await merchant.goto(`${server.url}/shop-store`);
        const chart = merchant.getByTestId("home-chart");
        await chart.waitFor();
        await settle(merchant);
        const bars = async () =>
          chart
            .locator("rect")
            .evaluateAll((rects) => rects.filter((r) => Number(r.getAttribute("data-value")) > 0).length);
        expect(await bars()).toBeGreaterThanOrEqual(8);
        for (const stat of ["home-stat-orders", "home-stat-to-settle", "home-stat-available"])
          expect(await merchant.getByTestId(stat).innerText(), stat).toMatch(/[1-9]/);
        await labelsApart(chart.locator(".shop-home-chart__ticks span"));
        await screenshot(merchant, `history-shop-home-${screen.tag}`);
        // the views of the month, one metric away
        await merchant.getByTestId("home-chart-metric").locator("label").nth(2).click();
        await expect.poll(() => chart.getAttribute("data-metric")).toBe("views");
        expect(await bars()).toBeGreaterThanOrEqual(15);
        expect(await merchant.locator("body").innerText()).not.toMatch(RAW_LOCALE_KEY);
        for (const list of errors) expect(list).toEqual([]);
      });
    });
  }
});
