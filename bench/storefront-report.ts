/** bench:storefront's report: one row per case, its ratio to the anchor, and the budget verdict. */
import type { Budget } from "./storefront-cases.js";
import type { Measured } from "./storefront-load.js";

// autocannon's `errors` counts every failed request, timeouts included; `timeouts` is the part that timed out

export interface Row {
  name: string;
  m: Measured;
  /** anchor requests/s measured before the cases, and after them when measured */
  anchor?: { before: number; after?: number };
  /** undefined: reported without a budget (PGlite) */
  budget?: Budget;
}

const fmt = (n: number, digits = 0) =>
  n.toLocaleString("en-US", { maximumFractionDigits: digits, minimumFractionDigits: digits });

export function misses(row: Row): string[] {
  const { result: r, refused } = row.m;
  const out: string[] = [];
  if (r.non2xx > 0 || r.errors > 0 || r.timeouts > 0 || refused > 0) out.push("failed requests");
  if (row.m.answers === 0) out.push("no answer in time");
  const b = row.budget;
  if (!b) return out;
  if (b.rps !== undefined && r.requests.average < b.rps) out.push(`rps < ${b.rps}`);
  if (b.ratio !== undefined && row.anchor && r.requests.average / row.anchor.before < b.ratio)
    out.push(`ratio < ${b.ratio}`);
  if (b.p99 !== undefined && r.latency.p99 >= b.p99) out.push(`p99 >= ${b.p99} ms`);
  return out;
}

function budgetText(b: Budget | undefined): string {
  if (!b) return "none (reported only)";
  const parts: string[] = [];
  if (b.ratio !== undefined) parts.push(`ratio >= ${b.ratio}`);
  if (b.rps !== undefined) parts.push(`>= ${fmt(b.rps)} rps`);
  if (b.p99 !== undefined) parts.push(`p99 < ${b.p99} ms`);
  return parts.join(", ");
}

/** A markdown table (pastes into bench/README.md as it is). */
export function table(rows: Row[]): string {
  const head = [
    "case",
    "requests/s",
    "p50 ms",
    "p99 ms",
    "non-2xx",
    "errors (timeouts)",
    "empty pages",
    "ratio",
    "ratio (anchor after)",
    "budget",
    "result",
  ];
  const body = rows.map((row) => {
    const { result: r, answers, empty, refused } = row.m;
    const rps = r.requests.average;
    const ratio = (a: number | undefined) => (a ? fmt(rps / a, rps / a < 0.01 ? 4 : 3) : "—");
    const missed = misses(row);
    return [
      row.name,
      fmt(rps),
      fmt(r.latency.p50),
      fmt(r.latency.p99),
      `${fmt(r.non2xx)}${refused ? ` (+${fmt(refused)} refused)` : ""}`,
      `${fmt(r.errors)} (${fmt(r.timeouts)})`,
      empty !== undefined ? `${fmt(empty)} / ${fmt(answers)}` : "—",
      ratio(row.anchor?.before),
      ratio(row.anchor?.after),
      budgetText(row.budget),
      missed.length ? (row.budget ? `MISSED (${missed.join(", ")})` : `(${missed.join(", ")})`) : "ok",
    ];
  });
  const all = [head, ...body];
  const widths = head.map((_, i) => Math.max(...all.map((cells) => (cells[i] as string).length)));
  const right = new Set([1, 2, 3, 4, 5, 6, 7, 8]);
  const line = (cells: string[]) =>
    `| ${cells.map((c, i) => (right.has(i) ? c.padStart(widths[i] as number) : c.padEnd(widths[i] as number))).join(" | ")} |`;
  const rule = `| ${widths.map((w, i) => (right.has(i) ? `${"-".repeat(w - 1)}:` : "-".repeat(w))).join(" | ")} |`;
  return [line(head), rule, ...body.map(line)].join("\n");
}

/** The anchor's own line. */
export function anchorLine(label: string, m: Measured): string {
  const r = m.result;
  return `anchor ${label}: ${fmt(r.requests.average)} requests/s, p50 ${r.latency.p50} ms, p99 ${r.latency.p99} ms, non-2xx ${r.non2xx}, errors ${r.errors} (timeouts ${r.timeouts})`;
}
