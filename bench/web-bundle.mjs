#!/usr/bin/env node
/**
 * Bundle budget of the web app's home page: the entry script of apps/web/dist/index.html plus
 * every chunk it modulepreloads (what the browser fetches before the first paint), each gzipped
 * at level 9. Prints a table and the total; exits 1 at or above the budget.
 *
 *   npm run bench:bundle          (builds first)
 *   node bench/web-bundle.mjs     (measures the existing build)
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { gzipSync } from "node:zlib";

/** Initial JavaScript of the home page, gzipped. */
const BUDGET_BYTES = 250 * 1024;

const dist = path.resolve(import.meta.dirname, "../apps/web/dist");
const indexFile = path.join(dist, "index.html");
if (!existsSync(indexFile)) {
  console.error(`No ${path.relative(process.cwd(), indexFile)}: run \`npm run build:web\` first.`);
  process.exit(2);
}
const html = readFileSync(indexFile, "utf8");

/** Attribute value of a tag, or undefined. */
function attr(tag, name) {
  const m = new RegExp(`\\s${name}\\s*=\\s*("([^"]*)"|'([^']*)'|([^\\s>]+))`, "i").exec(tag);
  return m ? (m[2] ?? m[3] ?? m[4]) : undefined;
}

const scripts = [...html.matchAll(/<script\b[^>]*>/gi)]
  .map((m) => m[0])
  .filter((tag) => attr(tag, "type") === "module" && attr(tag, "src"))
  .map((tag) => ({ file: attr(tag, "src"), kind: "entry" }));
const preloads = [...html.matchAll(/<link\b[^>]*>/gi)]
  .map((m) => m[0])
  .filter((tag) => attr(tag, "rel") === "modulepreload" && attr(tag, "href"))
  .map((tag) => ({ file: attr(tag, "href"), kind: "modulepreload" }));

if (scripts.length === 0) {
  console.error("No module entry script found in index.html.");
  process.exit(2);
}

const seen = new Set();
const rows = [];
for (const { file, kind } of [...scripts, ...preloads]) {
  const rel = file.replace(/^\//, "");
  if (seen.has(rel)) continue;
  seen.add(rel);
  const buf = readFileSync(path.join(dist, rel));
  rows.push({ file: rel, kind, raw: buf.length, gzip: gzipSync(buf, { level: 9 }).length });
}

const kb = (n) => `${(n / 1024).toFixed(1)} KB`;
const width = Math.max(...rows.map((r) => r.file.length), 5);
const line = (a, b, c, d) => `${a.padEnd(width)}  ${b.padEnd(13)}  ${c.padStart(10)}  ${d.padStart(10)}`;
console.log(line("chunk", "loaded as", "raw", "gzip -9"));
console.log("-".repeat(width + 39));
for (const r of rows) console.log(line(r.file, r.kind, kb(r.raw), kb(r.gzip)));
const total = rows.reduce((s, r) => s + r.gzip, 0);
const totalRaw = rows.reduce((s, r) => s + r.raw, 0);
console.log("-".repeat(width + 39));
console.log(line("total initial JavaScript", "", kb(totalRaw), kb(total)));
console.log(`budget: below ${kb(BUDGET_BYTES)} gzipped`);
if (total >= BUDGET_BYTES) {
  console.error(`Over budget by ${kb(total - BUDGET_BYTES)}.`);
  process.exit(1);
}
console.log(`Within budget (${kb(BUDGET_BYTES - total)} to spare).`);
