#!/usr/bin/env node
/**
 * Bundle budget of the web app's home page, each script gzipped at level 9:
 * - everything the home page fetched (the budget, as issue 20 measures "JavaScript sent for the
 *   home page"): it loads the real page in Chromium against the real server (embedded PGlite with
 *   the demo data in a temporary folder) and counts every script requested until the banner and
 *   product blocks have rendered, without scrolling;
 * - initial JavaScript (reported): the entry script of dist/index.html (boot.ts), the app it
 *   asks for (its data-app) and any chunk the page modulepreloads, what the browser must fetch
 *   and run before the app starts.
 * Prints a table and both totals; exits 1 at or above the budget.
 *
 *   npm run bench:bundle          (builds first)
 *   node bench/web-bundle.mjs     (measures the existing build)
 */
import { spawn } from "node:child_process";
import { existsSync, readFileSync } from "node:fs";
import { mkdtemp, rm } from "node:fs/promises";
import net from "node:net";
import os from "node:os";
import path from "node:path";
import { gzipSync } from "node:zlib";
import { chromium } from "playwright-core";

/** Every script the home page fetched, gzipped. */
const BUDGET_BYTES = 250 * 1024;

const root = path.resolve(import.meta.dirname, "..");
const dist = path.join(root, "apps/web/dist");
if (!existsSync(path.join(dist, "index.html"))) {
  console.error("No apps/web/dist/index.html: run `npm run build:web` first.");
  process.exit(2);
}
/** Attribute value of a tag, or undefined. */
function attr(tag, name) {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return m ? (m[2] ?? m[3] ?? m[4]) : undefined;
}
const html = readFileSync(path.join(dist, "index.html"), "utf8");
const initial = new Set(
  [
    ...[...html.matchAll(/<script\b[^>]*>/gi)]
      .map((m) => m[0])
      .filter((t) => attr(t, "type") === "module")
      .flatMap((t) => [attr(t, "src"), attr(t, "data-app")]), // data-app: the app boot.ts asks for
    ...[...html.matchAll(/<link\b[^>]*>/gi)]
      .map((m) => m[0])
      .filter((t) => attr(t, "rel") === "modulepreload")
      .map((t) => attr(t, "href")),
  ]
    .filter(Boolean)
    .map((f) => f.replace(/^\//, "")),
);

const browserPath = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
if (!existsSync(browserPath)) {
  console.error(`No Chromium at ${browserPath} (apt-get install chromium, or set CHROMIUM_PATH).`);
  process.exit(2);
}

const freePort = () =>
  new Promise((resolve) => {
    const srv = net.createServer().listen(0, "127.0.0.1", () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });

async function startServer() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), "mp-bench-bundle-"));
  const port = await freePort();
  const child = spawn(process.execPath, ["--import", "tsx", "src/server.ts"], {
    cwd: path.join(root, "apps/server"),
    env: {
      ...process.env,
      DATABASE_URL: "",
      PORT: String(port),
      HOST: "127.0.0.1",
      DATA_DIR: dataDir,
      LOG_LEVEL: "warn",
    },
    stdio: ["ignore", "pipe", "pipe"],
  });
  let log = "";
  child.stdout.on("data", (c) => {
    log += c;
  });
  child.stderr.on("data", (c) => {
    log += c;
  });
  const deadline = Date.now() + 120_000;
  while (!log.includes("Marketplace is running at")) {
    if (child.exitCode !== null) throw new Error(`server exited:\n${log}`);
    if (Date.now() > deadline) throw new Error(`server did not start:\n${log}`);
    await new Promise((r) => setTimeout(r, 200));
  }
  return {
    url: `http://127.0.0.1:${port}`,
    async stop() {
      const exited = new Promise((r) => child.once("exit", r));
      child.kill("SIGTERM");
      await exited;
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

const server = await startServer();
const browser = await chromium.launch({
  executablePath: browserPath,
  args: ["--no-sandbox", "--disable-gpu", "--disable-quic", "--no-first-run", "--disable-background-networking"],
});
const scripts = new Set();
let total = 0;
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  page.on("request", (r) => {
    const url = new URL(r.url());
    if (r.resourceType() === "script" && url.origin === server.url) scripts.add(url.pathname.replace(/^\//, ""));
  });
  await page.goto(server.url);
  await page.getByTestId("home-new-grid").getByTestId("goods-card").first().waitFor({ timeout: 30_000 });
  await page.waitForLoadState("networkidle");

  const rows = [...new Set([...initial, ...scripts])].map((file) => {
    const buf = readFileSync(path.join(dist, file));
    return { file, initial: initial.has(file), raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length };
  });
  rows.sort((a, b) => Number(b.initial) - Number(a.initial) || b.gzip - a.gzip);
  const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
  const width = Math.max(...rows.map((r) => r.file.length), 40);
  const line = (a, b, c, d) => `${a.padEnd(width)}  ${b.padEnd(9)}  ${c.padStart(10)}  ${d.padStart(10)}`;
  const sum = (list, k) => list.reduce((s, r) => s + r[k], 0);
  console.log(line("script", "loaded", "raw", "gzip -9"));
  console.log("-".repeat(width + 35));
  for (const r of rows) console.log(line(r.file, r.initial ? "initial" : "home page", kb(r.raw), kb(r.gzip)));
  console.log("-".repeat(width + 35));
  const first = rows.filter((r) => r.initial);
  total = sum(rows, "gzip");
  console.log(line(`initial JavaScript (${first.length} scripts)`, "", kb(sum(first, "raw")), kb(sum(first, "gzip"))));
  console.log(
    line(`everything the home page fetched (${rows.length} scripts)`, "", kb(sum(rows, "raw")), kb(sum(rows, "gzip"))),
  );
  console.log(`budget: everything the home page fetched below ${kb(BUDGET_BYTES)} gzipped`);
  if (total >= BUDGET_BYTES) console.error(`Over budget by ${kb(total - BUDGET_BYTES)}.`);
  else console.log(`Within budget (${kb(BUDGET_BYTES - total)} to spare).`);
} finally {
  await browser.close();
  await server.stop();
}
process.exit(total > 0 && total < BUDGET_BYTES ? 0 : 1);
