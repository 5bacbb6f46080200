import { LIST_FILTER_FIELDS, LIST_OPS, type LIST_SORTS, SEARCH_KEYWORD_MAX } from "@mp/contracts";
import { parseAmount } from "@mp/money";
import { type SQL, sql } from "drizzle-orm";
import { containing } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";

/**
 * `product/lists` filter/op/sort (docs/api.md), FastAdmin style: `filter` and `op` are
 * JSON objects. Fields, ops and sorts pass through allow-lists and values are parsed to
 * numbers or bound parameters: nothing from the request is ever spliced into SQL text.
 * Unknown fields are ignored; a known field with an op it does not take is refused.
 */
type Field = (typeof LIST_FILTER_FIELDS)[number];
type Op = (typeof LIST_OPS)[number];

export interface ListFilter {
  /** category ids to expand to their subtrees (op `in`) */
  categorySubtrees: number[];
  /** exact category ids (op `=`) */
  categoryExact: number[];
  conditions: SQL[];
}

const MAX_IDS = 50;
const isField = (f: string): f is Field => (LIST_FILTER_FIELDS as readonly string[]).includes(f);
const isOp = (o: string): o is Op => (LIST_OPS as readonly string[]).includes(o);
const refuse = (): never => {
  throw new AppError("bad_request", { field: "filter" });
};

function parseJsonObject(raw: unknown): Record<string, unknown> {
  if (raw === undefined || raw === null || raw === "") return {};
  if (typeof raw === "object" && !Array.isArray(raw)) return raw as Record<string, unknown>;
  if (typeof raw !== "string" || raw.length > 2000) return refuse();
  try {
    const v = JSON.parse(raw);
    return v && typeof v === "object" && !Array.isArray(v) ? v : refuse();
  } catch {
    return refuse();
  }
}

function ints(value: unknown): number[] {
  const parts = Array.isArray(value) ? value : String(value ?? "").split(",");
  const out = parts.map((p) => String(p).trim()).filter((p) => p !== "");
  if (out.length === 0 || out.length > MAX_IDS || !out.every((p) => /^\d{1,9}$/.test(p))) refuse();
  return out.map(Number);
}

function int(value: unknown): number {
  const s = String(value ?? "").trim();
  if (!/^\d{1,12}$/.test(s)) refuse();
  return Number(s);
}

function cents(value: string): bigint {
  const c = parseAmount(value);
  return c === null ? refuse() : c;
}

/** "low,high" where either side may be empty. */
function range<T>(value: unknown, read: (s: string) => T): [T | null, T | null] {
  const [lo = "", hi = "", ...rest] = String(value ?? "").split(",");
  if (rest.length) refuse();
  return [lo.trim() ? read(lo.trim()) : null, hi.trim() ? read(hi.trim()) : null];
}

function compare(column: SQL, op: Op, value: unknown, read: (s: string) => unknown): SQL {
  if (op === "between") {
    const [lo, hi] = range(value, read);
    const parts: SQL[] = [];
    if (lo !== null) parts.push(sql`${column} >= ${lo}`);
    if (hi !== null) parts.push(sql`${column} <= ${hi}`);
    return parts.length ? sql.join(parts, sql` and `) : sql`true`;
  }
  const v = read(String(value ?? "").trim());
  switch (op) {
    case "=":
      return sql`${column} = ${v}`;
    case ">":
      return sql`${column} > ${v}`;
    case ">=":
      return sql`${column} >= ${v}`;
    case "<":
      return sql`${column} < ${v}`;
    case "<=":
      return sql`${column} <= ${v}`;
    default:
      return refuse();
  }
}

const ORDERABLE: Op[] = ["=", ">", ">=", "<", "<=", "between"];

function condition(field: Field, op: Op, value: unknown, into: ListFilter): void {
  switch (field) {
    case "category_id":
      if (op === "in") into.categorySubtrees.push(...ints(value));
      else if (op === "=") into.categoryExact.push(...ints(value));
      else refuse();
      return;
    case "shop_id":
      if (op !== "in" && op !== "=") refuse();
      into.conditions.push(
        sql`g.shop_id in (${sql.join(
          ints(value).map((id) => sql`${id}`),
          sql`, `,
        )})`,
      );
      return;
    case "price":
    case "shop_goods.price":
      if (!ORDERABLE.includes(op)) refuse();
      into.conditions.push(compare(sql`g.price_minor`, op, value, cents));
      return;
    case "sales":
      if (!ORDERABLE.includes(op)) refuse();
      into.conditions.push(compare(sql`g.sales`, op, value, int));
      return;
    case "createtime":
      if (!ORDERABLE.includes(op)) refuse();
      into.conditions.push(compare(sql`g.created_at`, op, value, (s) => new Date(int(s) * 1000)));
      return;
    case "brand": {
      const text = String(value ?? "").trim();
      if (!text || text.length > 50) refuse();
      if (op === "=") into.conditions.push(sql`lower(g.brand) = ${text.toLowerCase()}`);
      else if (op === "like") into.conditions.push(sql`g.brand ilike ${containing(text)}`);
      else refuse();
      return;
    }
  }
}

const DEFAULT_OP: Partial<Record<Field, Op>> = { category_id: "in", price: "between", "shop_goods.price": "between" };

export function parseListFilter(filterRaw: unknown, opRaw: unknown): ListFilter {
  const filter = parseJsonObject(filterRaw);
  const ops = parseJsonObject(opRaw);
  const out: ListFilter = { categorySubtrees: [], categoryExact: [], conditions: [] };
  for (const [field, value] of Object.entries(filter)) {
    if (!isField(field)) continue; // not on the allow-list: ignored, never reaches SQL
    const op = String(ops[field] ?? DEFAULT_OP[field] ?? "=").toLowerCase();
    if (!isOp(op)) refuse();
    condition(field, op as Op, value, out);
  }
  return out;
}

const SORT_COLUMNS: Record<(typeof LIST_SORTS)[number], SQL> = {
  sales: sql`g.sales`,
  price: sql`g.price_minor`,
  createtime: sql`g.created_at`,
  id: sql`g.id`,
  views: sql`g.views`,
  followers: sql`g.followers`,
  "shop_goods.createtime": sql`g.created_at`,
  "shop_goods.price": sql`g.price_minor`,
  "shop_goods.sales": sql`g.sales`,
};

/** An allow-listed sort, or null (relevance for searches, newest first otherwise). Unknown sorts are ignored. */
export function parseSort(sort: unknown, order: unknown): SQL | null {
  const column = typeof sort === "string" ? SORT_COLUMNS[sort as keyof typeof SORT_COLUMNS] : undefined;
  if (!column) return null;
  const dir = String(order ?? "desc").toLowerCase() === "asc" ? sql`asc` : sql`desc`;
  return sql`${column} ${dir}, g.id ${dir}`;
}

/** Search terms: split on spaces, at most 5, each bound as a parameter. */
export function searchTerms(search: unknown): string[] {
  if (typeof search !== "string") return [];
  return search
    .slice(0, SEARCH_KEYWORD_MAX)
    .toLowerCase()
    .split(/\s+/)
    .filter((t) => t.length > 0)
    .slice(0, 5)
    .map((t) => t.slice(0, 50));
}
