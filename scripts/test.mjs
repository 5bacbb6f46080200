#!/usr/bin/env node
/**
 * `npm test`: lint, typecheck, unit, web component and API tests on PGlite, the same API tests
 * on PostgreSQL when DATABASE_URL is set (side by side with the PGlite run), and browser journeys
 * when Chromium is found. Each skipped part says why. Ends with one summary line: "summary: N passed,
 * N failed, N skipped".
 */
import { spawn, spawnSync } from "node:child_process";
import { createWriteStream, existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";

const root = path.resolve(import.meta.dirname, "..");
const out = path.join(root, ".test-artifacts");
mkdirSync(out, { recursive: true });
const totals = { passed: 0, failed: 0, skipped: 0 };
const failures = [];
/** Each failed test by report, file and name with its first message line, printed at the end. */
const failedTests = [];

/** This process's environment with `changes`; a change to null removes the variable. */
function envWith(changes) {
  const env = { ...process.env, ...changes };
  for (const [name, value] of Object.entries(changes)) if (value === null) delete env[name];
  return env;
}

function run(title, cmd, args, env = {}) {
  console.log(`\n━━ ${title}\n$ ${cmd} ${args.join(" ")}`);
  const r = spawnSync(cmd, args, { cwd: root, stdio: "inherit", env: envWith(env) });
  if (r.status !== 0) failures.push(title);
  return r.status === 0;
}

const vitestArgs = (args, report) => [
  "vitest",
  "run",
  ...args,
  "--reporter=default",
  "--reporter=json",
  `--outputFile.json=${path.join(out, `${report}.json`)}`,
];

function count(report) {
  const file = path.join(out, `${report}.json`);
  if (!existsSync(file)) return;
  const r = JSON.parse(readFileSync(file, "utf8"));
  totals.passed += r.numPassedTests;
  totals.failed += r.numFailedTests;
  totals.skipped += r.numPendingTests + r.numTodoTests;
  for (const file of r.testResults ?? []) {
    for (const t of file.assertionResults ?? []) {
      if (t.status !== "failed") continue;
      const first = String(t.failureMessages?.[0] ?? "")
        .split("\n")[0]
        .slice(0, 300);
      failedTests.push(`[${report}] ${path.relative(root, file.name)} > ${t.fullName}\n    ${first}`);
    }
    if (file.status === "failed" && !(file.assertionResults ?? []).some((t) => t.status === "failed")) {
      failedTests.push(
        `[${report}] ${path.relative(root, file.name)}\n    ${String(file.message ?? "")
          .split("\n")[0]
          .slice(0, 300)}`,
      );
    }
  }
}

function vitest(title, args, env, report) {
  run(title, "npx", vitestArgs(args, report), env);
  count(report);
}

/**
 * A vitest run in the background, its output kept in .test-artifacts/<report>.log and shown when
 * `finish` is called (so two runs' lines do not mix).
 */
function vitestInBackground(title, args, env, report) {
  const log = path.join(out, `${report}.log`);
  const sink = createWriteStream(log);
  const child = spawn("npx", vitestArgs(args, report), {
    cwd: root,
    stdio: ["ignore", "pipe", "pipe"],
    env: envWith(env),
  });
  child.stdout.pipe(sink, { end: false });
  child.stderr.pipe(sink, { end: false });
  const exited = new Promise((resolve) => child.on("close", (code) => resolve(code)));
  return {
    async finish() {
      const code = await exited;
      await new Promise((resolve) => sink.end(resolve));
      console.log(`\n━━ ${title}\n$ npx ${vitestArgs(args, report).join(" ")}`);
      process.stdout.write(readFileSync(log, "utf8"));
      if (code !== 0) failures.push(title);
      count(report);
    },
  };
}

function findChromium() {
  const candidates = [process.env.CHROMIUM_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  return candidates.find((p) => p && existsSync(p));
}

run("lint (biome)", "npx", ["biome", "check", "."]);
run("typecheck (tsc)", "npm", ["run", "--silent", "typecheck"]);
// The PostgreSQL run (with Redis and several processes: the production setup) goes in the
// background while the PGlite run (the embedded, one-process setup) runs here: vitest gives each
// run one worker on a two-core machine, so side by side they take about the time of the longer
// one. The PGlite run is given neither DATABASE_URL nor REDIS_URL: it shares nothing with the
// other, and the tests of several processes, PostgreSQL and Redis run once, in the other run.
const postgres = process.env.DATABASE_URL
  ? vitestInBackground(
      "API tests on PostgreSQL (DATABASE_URL)",
      ["--project", "server"],
      { TEST_DB: "postgres" },
      "postgres",
    )
  : null;
// the web's component tests (jsdom, the API answered by MSW) join this run: they need no database
vitest(
  "unit, web component and API tests on PGlite",
  ["--project", "unit", "--project", "web", "--project", "server"],
  { TEST_DB: "pglite", DATABASE_URL: null, REDIS_URL: null },
  "pglite",
);
if (postgres) await postgres.finish();
else console.log("\n━━ API tests on PostgreSQL: skipped, DATABASE_URL is not set");

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

if (failedTests.length) console.log(`\nfailed tests:\n${failedTests.join("\n")}`);
console.log(`\n${failures.length ? `failed steps: ${failures.join("; ")}` : "all steps passed"}`);
console.log(`summary: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(failures.length ? 1 : 0);
