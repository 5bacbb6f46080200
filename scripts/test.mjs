#!/usr/bin/env node
/**
 * `npm test`: lint, typecheck, unit and API tests on PGlite, the same API tests on PostgreSQL
 * when DATABASE_URL is set, and browser journeys when Chromium is found. Each skipped part says
 * why. Ends with one summary line: "summary: N passed, N failed, N skipped".
 */
import { spawnSync } from "node:child_process";
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, ".test-artifacts");
mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];

function run(title, cmd, args, env = {}) {
  console.log(`\n━━ ${title}\n$ ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: { ...process.env, ...env } });
  if (r.status !== 0) failures.push(title);
  return r.status === 0;
}

function vitest(title, args, env, report) {
  const file = path.join(out, `${report}.json`);
  run(
    title,
    "npx",
    ["vitest", "run", ...args, "--reporter=default", "--reporter=json", `--outputFile.json=${file}`],
    env,
  );
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((p) => p && existsSync(p));
}

run("lint (biome)", "npx", ["biome", "check", "."]);
run("typecheck (tsc)", "npm", ["run", "--silent", "typecheck"]);
vitest("unit and API tests on PGlite", ["--project", "unit", "--project", "server"], { TEST_DB: "pglite" }, "pglite");

if (process.env.DATABASE_URL) {
  vitest("API tests on PostgreSQL (DATABASE_URL)", ["--project", "server"], { TEST_DB: "postgres" }, "postgres");
} else {
  console.log("\n━━ API tests on PostgreSQL: skipped, DATABASE_URL is not set");
}

const chromium = findChromium();
if (chromium) {
  if (run("build the web app for the journeys", "npm", ["run", "--silent", "build:web"])) {
    vitest(
      "browser journeys (Chromium)",
      ["--config", "apps/web/e2e/vitest.config.ts"],
      { CHROMIUM_PATH: chromium },
      "e2e",
    );
  }
} else {
  console.log("\n━━ browser journeys: skipped, no Chromium found (apt-get install chromium, or set CHROMIUM_PATH)");
}

console.log(`\n${failures.length ? `failed steps: ${failures.join("; ")}` : "all steps passed"}`);
console.log(`summary: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
