/**
 * bench:web — the shopper's web app on a phone, measured the way the issue measured it:
 * Lighthouse 12 (mobile default: simulated slow 4G, 4x CPU) three interleaved times on home, a
 * product page, a category listing and the cart, beside a bare page (Vite + React + antd, a
 * carousel and 20 cards; bench/web-bare) built and served in the same run; then axe-core on the
 * pages the journeys visit. Prints medians and ranges, checks the budgets (bench/README.md,
 * "bench:web") and exits 1 on a miss.
 *
 *   npm run bench:web            (builds the web app first)
 *   BENCH_RUNS=1 npx tsx bench/web.ts
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { apiOf, DEMO } from "../apps/web/e2e/support/api.js";
import { startServer } from "../apps/web/e2e/support/server-process.js";
import { type AxePage, axePages } from "./web-axe.js";
import { startBarePage } from "./web-bare.js";
import { measure, type PageFigures, startChrome } from "./web-lighthouse.js";

const chromePath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const runs = Number(process.env.BENCH_RUNS ?? 3);
if (!existsSync(path.join(import.meta.dirname, "../apps/web/dist/index.html"))) {
  console.error("No apps/web/dist/index.html: run `npm run build:web` first.");
  process.exit(2);
}

const median = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return s[Math.floor(s.length / 2)] as number;
};

const server = await startServer({ LOG_LEVEL: "warn" });
const api = apiOf(server);
const bare = await startBarePage(server.url);
const chrome = await startChrome(chromePath);
let failed = false;
try {
  const goods = await api.call<{ id: number; shop_id: number }[]>("/api/index/goods_list");
  const init = await api.call<{ modulesData: { categoryModules: { id: number; name: string }[] } }>(
    "/api/wanlshop/common/init",
  );
  const category = init.modulesData.categoryModules[0] as { id: number; name: string };
  const product = goods[0] as { id: number; shop_id: number };
  const pages: Record<string, string> = {
    bare: bare.url,
    home: `${server.url}/`,
    product: `${server.url}/productDetails?id=${product.id}`,
    listing: `${server.url}/goods_cate?${new URLSearchParams({ category_id: String(category.id), name: category.name })}`,
    cart: `${server.url}/shopping_cart`,
  };

  // interleaved: every page once per round, so a slow spell of the machine hits all of them
  const figures: Record<string, PageFigures[]> = {};
  for (const name of Object.keys(pages)) figures[name] = [];
  for (let round = 0; round < runs; round++)
    for (const [name, url] of Object.entries(pages)) figures[name]?.push(await measure(url, chrome.port));

  const cols: [string, (f: PageFigures) => number, (n: number) => string][] = [
    ["performance", (f) => f.performance, (n) => String(n)],
    ["FCP s", (f) => f.fcp, (n) => (n / 1000).toFixed(1)],
    ["LCP s", (f) => f.lcp, (n) => (n / 1000).toFixed(1)],
    ["TBT ms", (f) => f.tbt, (n) => n.toFixed(0)],
    ["CLS", (f) => f.cls, (n) => n.toFixed(3)],
    ["JS KiB", (f) => f.scriptBytes, (n) => (n / 1024).toFixed(0)],
    ["JS files", (f) => f.scriptFiles, (n) => String(n)],
    ["a11y", (f) => f.accessibility, (n) => String(n)],
    ["SEO", (f) => f.seo, (n) => String(n)],
  ];
  const cell = (list: PageFigures[], get: (f: PageFigures) => number, fmt: (n: number) => string) => {
    const xs = list.map(get);
    return `${fmt(median(xs))} (${fmt(Math.min(...xs))}-${fmt(Math.max(...xs))})`;
  };
  console.log(`\nLighthouse 12, mobile default, ${runs} interleaved run(s); median (range)\n`);
  console.log(`| | ${Object.keys(pages).join(" | ")} |`);
  console.log(`| --- |${" ---: |".repeat(Object.keys(pages).length)}`);
  for (const [label, get, fmt] of cols)
    console.log(
      `| ${label} | ${Object.values(figures)
        .map((l) => cell(l, get, fmt))
        .join(" | ")} |`,
    );

  const med = (name: string, get: (f: PageFigures) => number) => median((figures[name] ?? []).map(get));
  const misses: string[] = [];
  const check = (ok: boolean, what: string) => {
    if (!ok) misses.push(what);
  };
  for (const name of ["home", "product"]) {
    const perf = med(name, (f) => f.performance);
    check(perf >= 90, `${name}: performance ${perf} < 90`);
    check(
      perf >= med("bare", (f) => f.performance) - 5,
      `${name}: performance ${perf} more than 5 below the bare page's`,
    );
    check(med(name, (f) => f.lcp) <= 2500, `${name}: LCP ${(med(name, (f) => f.lcp) / 1000).toFixed(1)} s > 2.5 s`);
  }
  for (const name of ["home", "product", "listing", "cart"]) {
    check(med(name, (f) => f.cls) < 0.1, `${name}: layout shift ${med(name, (f) => f.cls).toFixed(3)} >= 0.1`);
    check(med(name, (f) => f.accessibility) >= 95, `${name}: accessibility ${med(name, (f) => f.accessibility)} < 95`);
    check(med(name, (f) => f.seo) >= 95, `${name}: SEO ${med(name, (f) => f.seo)} < 95`);
  }
  const js = med("home", (f) => f.scriptBytes);
  check(js <= 250 * 1024, `home: JavaScript sent ${(js / 1024).toFixed(0)} KiB > 250 KiB`);

  // axe on the journeys' pages, phone width, English and Arabic (BENCH_AXE=0 skips it)
  if (process.env.BENCH_AXE !== "0") {
    const [shopper, merchant, staff] = await Promise.all([
      api.login(DEMO.shopper),
      api.login(DEMO.merchant),
      api.staffLogin(),
    ]);
    const axeList: AxePage[] = [
      ...[
        "/",
        new URL(pages.listing as string).pathname + new URL(pages.listing as string).search,
        `/productDetails?id=${product.id}`,
        `/store?id=${product.shop_id}`,
        "/shopping_cart",
      ].map((p) => ({ who: "visitor" as const, path: p })),
      { who: "visitor", path: "/", click: "[data-testid='login-link'], [data-testid='header-menu']" },
      ...[
        "/dashboard",
        "/money-package",
        "/recharge",
        "/withdraw",
        "/my-order",
        "/messages",
        "/coupons",
        "/shipping-address",
        "/collect-goods",
        "/history",
      ].map((p) => ({ who: "shopper" as const, path: p })),
      ...["/merchant", "/shop-goods", "/shop-order", "/settlement", "/shop_bond", "/shop-setting", "/shop-store"].map(
        (p) => ({ who: "merchant" as const, path: p }),
      ),
      ...[
        "/admin",
        "/admin/users",
        "/admin/finance",
        "/admin/stores",
        "/admin/shops",
        "/admin/support",
        "/admin/coupons",
        "/admin/goods",
      ].map((p) => ({ who: "staff" as const, path: p })),
    ];
    const findings = await axePages(server.url, chromePath, axeList, {
      shopper: shopper.token,
      merchant: merchant.token,
      staff,
    });
    const byImpact = (impact: string) => findings.filter((f) => f.impact === impact);
    console.log(`\naxe-core on ${axeList.length} pages x 2 languages (phone width):`);
    for (const impact of ["critical", "serious", "moderate", "minor"])
      console.log(`  ${impact}: ${byImpact(impact).length}`);
    for (const f of findings.filter((x) => x.impact === "critical" || x.impact === "serious"))
      console.log(`  - [${f.impact}] ${f.lang} ${f.page}: ${f.id} (${f.targets.join(", ")})`);
    check(byImpact("critical").length === 0 && byImpact("serious").length === 0, "axe: critical or serious violations");
  }

  if (misses.length) {
    failed = true;
    console.log(`\nMissed budgets (bench/README.md, "bench:web"):\n${misses.map((m) => `  - ${m}`).join("\n")}`);
  } else console.log("\nEvery budget holds.");
} finally {
  chrome.kill();
  await bare.close();
  await server.stop();
}
process.exit(failed ? 1 : 0);
