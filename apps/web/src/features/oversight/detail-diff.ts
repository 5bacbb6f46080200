import { usd } from "../../lib/money";

/** One line of a before/after view: a field's path and its value on each side. */
export interface DiffLine {
  path: string;
  before: string | undefined;
  after: string | undefined;
  changed: boolean;
}

const isPlain = (v: unknown): v is Record<string, unknown> => typeof v === "object" && v !== null && !Array.isArray(v);

/** Fields an entry holds money in, as USD decimal strings ("1500.00"); `*_minor` fields hold cents. */
const MONEY_FIELDS = new Set(["amount", "money", "bond", "fee", "actual", "price", "threshold", "max_discount"]);
const DOLLARS = /^-?\d+\.\d{2}$/;
const CENTS = /^-?\d+$/;

/**
 * A leaf's value as text; money as the app shows money ("US$1,500.00"), whether the entry kept
 * dollars ("amount": "1500.00") or cents ("bond_minor": 150000), so no amount reads as a bare number.
 */
function valueText(key: string, v: unknown): string {
  const raw = typeof v === "string" ? v : JSON.stringify(v);
  const name = key.split(".").pop() ?? "";
  if (MONEY_FIELDS.has(name) && DOLLARS.test(raw)) return usd(raw);
  if (name.endsWith("_minor") && CENTS.test(raw)) return usd(BigInt(raw));
  return raw;
}

/** Leaves of a JSON value as "a.b.c" -> text (arrays and scalars as JSON, money formatted). */
function leaves(v: unknown, prefix = "", out = new Map<string, string>()): Map<string, string> {
  if (isPlain(v) && Object.keys(v).length > 0) {
    for (const [k, x] of Object.entries(v)) leaves(x, prefix ? `${prefix}.${k}` : k, out);
  } else out.set(prefix || "value", valueText(prefix, v));
  return out;
}

/**
 * An audit entry's detail as a readable diff: `{before, after, ...rest}` gives one line per field
 * with both sides (changed ones marked); the rest (reason, note...) is listed as context. A detail
 * without before/after is all context.
 */
export function auditDiff(detail: unknown): { lines: DiffLine[]; context: [string, string][] } {
  const d = isPlain(detail) ? detail : { value: detail };
  const { before, after, ...rest } = d;
  const context = [...leaves(rest)].filter(([k]) => !(k === "value" && Object.keys(rest).length === 0));
  if (!("before" in d) && !("after" in d)) return { lines: [], context };
  const b = "before" in d ? leaves(before) : new Map<string, string>();
  const a = "after" in d ? leaves(after) : new Map<string, string>();
  const paths = [...new Set([...b.keys(), ...a.keys()])];
  const lines = paths.map((path) => ({
    path,
    before: b.get(path),
    after: a.get(path),
    changed: b.get(path) !== a.get(path),
  }));
  return { lines, context };
}
