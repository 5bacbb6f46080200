/**
 * The bare anchor of bench/checkout: the SQL of one paid order (buy now, one product, paid from
 * the wallet), sent straight through a pg.Pool. There is no HTTP, no session lookup, no payment
 * password hash, no Drizzle query building and, unless asked for, no try-limit statements.
 *
 * Nothing here is written again by hand. The statement texts are taken from a checkout made
 * through the API in the same run (`statementsOf`): each is the exact text the product sent. Only
 * the parameters are bound here, per checkout, from the rows the earlier statements answered,
 * worked out the way the services do (checkout.service.ts, payment.service.ts, the ledger's move).
 * `differences` compares one bare checkout's statements and parameters with an API checkout
 * made with the same inputs, so the benchmark stops when the product's SQL and this file part ways.
 */

import { DEFAULT_ORDER_TIMERS, ORDER_TRANSITIONS } from "@mp/contracts";
import { toDecimalString } from "@mp/money";
import pg from "pg";
import { DEFAULT_DELIVERY_RULES } from "../apps/server/src/modules/addresses/index.js";
import type { LineFactsRow } from "../apps/server/src/modules/catalogue/index.js";
import { requestHash } from "../apps/server/src/platform/idempotency.js";
import type { SentStatement } from "./query-count.js";

/** The statements of one paid checkout, in the order the product sends them. */
const PLACE = ["begin", "address", "setting", "lineFacts", "takeStock", "insertOrder", "commit"] as const;
const TRIES = ["tryClaim", "tryClear"] as const;
const PAY = [
  "begin",
  "idemClaim",
  "lockOrders",
  "countSales",
  "lockAccounts",
  "move",
  "markPaid",
  "notices",
  "idemAnswer",
  "commit",
] as const;
type Name =
  | (typeof PLACE)[number]
  | (typeof TRIES)[number]
  | (typeof PAY)[number]
  | "session"
  | "createAccounts"
  | "unknown";

/** What each statement is, told by its text. */
const KINDS: [Name, RegExp][] = [
  ["begin", /^begin$/],
  ["commit", /^commit$/],
  ["session", /from "user_tokens"/],
  ["address", /from "shipping_addresses"/],
  ["setting", /from "settings"/],
  ["lineFacts", /^select l\.idx, f\.\*/],
  ["takeStock", /^update goods set stock = stock - /],
  ["insertOrder", /insert into orders /],
  ["tryClaim", /^update users set pay_failures = pay_failures \+ 1/],
  ["tryClear", /^update users set pay_failures = 0, pay_blocked_until = null/],
  ["idemClaim", /^insert into idempotency_keys/],
  ["lockOrders", /from "orders" where .* for update of "orders"$/s],
  ["countSales", /^with gl as materialized \(\s*select g\.id from goods g/],
  ["lockAccounts", /from ledger_accounts a\s+where a\.code = any/],
  ["createAccounts", /^insert into ledger_accounts/],
  ["move", /insert into ledger_entries/],
  ["markPaid", /update orders set state = /],
  ["notices", /^insert into "notices"/],
  ["idemAnswer", /^update idempotency_keys set response/],
];
export const nameOf = (text: string): Name => KINDS.find(([, re]) => re.test(text))?.[0] ?? "unknown";

export interface Statement {
  text: string;
  rowMode?: string;
  /** a prepared statement's name: replayed prepared under it, as the product sends it */
  name?: string;
}
export type Statements = Record<Exclude<Name, "session" | "createAccounts" | "unknown">, Statement>;

/**
 * The statement texts of a paid checkout captured through the API (buy now, one product, a
 * settlement account that exists). Statements the product sends only sometimes are left out: the
 * session lookup (sessions are cached in the process) and the order timers' setting (cached for
 * 3 s; the bare checkout reads it as often, below). Anything else unexpected is an error.
 */
export function statementsOf(captured: SentStatement[]): Statements {
  const kept = captured.filter((q) => {
    const name = nameOf(q.text);
    return name !== "session" && !(name === "setting" && q.values[0] === "order_timers");
  });
  const names = kept.map((q) => nameOf(q.text));
  const expected = [...PLACE, ...TRIES, ...PAY];
  if (names.join(",") !== expected.join(","))
    throw new Error(
      `a paid checkout no longer sends the statements bench/checkout-bare.ts replays:\n  sent:     ${names.join(", ")}\n  expected: ${expected.join(", ")}`,
    );
  const out: Partial<Statements> = {};
  for (const [i, q] of kept.entries()) {
    const name = names[i] as keyof Statements;
    const seen = out[name];
    if (seen && (seen.text !== q.text || seen.name !== q.name)) throw new Error(`two texts for ${name}`);
    out[name] = { text: q.text, rowMode: q.rowMode, name: q.name };
  }
  return out as Statements;
}

/** Drizzle's type parsers (drizzle-orm/node-postgres): times, dates and intervals stay text. */
const RAW_TYPES = new Set([1184, 1114, 1082, 1186, 1231, 1115, 1185, 1187, 1182]);
const types = {
  getTypeParser: (id: number, format?: string) =>
    RAW_TYPES.has(id) ? (v: unknown) => v : pg.types.getTypeParser(id, format as "text"),
};

/** One checkout: the shopper buys `number` of `goodsId` and pays with `key` as its Idempotency-Key. */
export interface BareInput {
  userId: number;
  goodsId: number;
  number: number;
  key: string;
  /** also send the payment password's two try-limit statements (outside the transaction) */
  withTries?: boolean;
}

export class Refused extends Error {}

const TIMERS_CACHE_MS = 3_000;

export class BareCheckout {
  private timers: { at: number; unpaidCancelMinutes: number } | null = null;

  constructor(
    private readonly pool: pg.Pool,
    private readonly s: Statements,
  ) {}

  private async q<R = Record<string, unknown>>(
    c: pg.PoolClient | pg.Pool,
    st: Statement,
    values: unknown[],
  ): Promise<R[]> {
    // a prepared statement goes as queryPrepared sends it (its name, the driver's own parsers)
    const r = st.name
      ? await c.query({ name: st.name, text: st.text, values })
      : await c.query({ text: st.text, values, rowMode: st.rowMode, types } as pg.QueryConfig);
    return r.rows as R[];
  }

  /** place, then pay: answers the order's id */
  async run(input: BareInput): Promise<number> {
    const orderId = await this.tx((c) => this.place(c, input));
    if (input.withTries) {
      // the payment password's try, counted before the hash and cleared after a right one
      const claimed = await this.q(this.pool, this.s.tryClaim, [input.userId, 5]);
      if (!claimed.length) throw new Refused("too_many_attempts");
      await this.q(this.pool, this.s.tryClear, [input.userId]);
    }
    await this.tx((c) => this.pay(c, input, orderId));
    return orderId;
  }

  private async tx<T>(work: (c: pg.PoolClient) => Promise<T>): Promise<T> {
    const c = await this.pool.connect();
    try {
      await this.q(c, this.s.begin, []);
      const out = await work(c);
      await this.q(c, this.s.commit, []);
      return out;
    } catch (err) {
      await c.query("rollback").catch(() => {});
      throw err;
    } finally {
      c.release();
    }
  }

  /** checkout.service.ts `addOrder` for a "buy now" of goods without SKUs and no coupon */
  private async place(c: pg.PoolClient, { userId, goodsId, number }: BareInput): Promise<number> {
    // the default address
    const [a] = await this.q<Record<string, unknown>>(c, this.s.address, [userId]);
    if (!a) throw new Refused("address_required");
    const rules = await this.q<{ value: typeof DEFAULT_DELIVERY_RULES }>(c, this.s.setting, ["delivery_rules"]);
    const unsupported = (rules[0]?.value ?? DEFAULT_DELIVERY_RULES).unsupported_countries;
    if (unsupported.map((x) => x.toUpperCase()).includes(String(a.country_code).toUpperCase()))
      throw new Refused("delivery_unsupported");
    const [f] = await this.q<LineFacts>(c, this.s.lineFacts, [[0], [goodsId], [null]]);
    if (f?.status !== "on") throw new Refused("goods_unavailable");
    if (f.shop_state !== 1) throw new Refused("shop_closed");
    if (f.has_skus) throw new Refused("spec_required");
    if (f.shop_owner === userId) throw new Refused("own_store");
    if (number > f.goods_stock) throw new Refused("inventory_shortage");
    const price = BigInt(f.goods_price);
    const freight = BigInt(f.freight_minor);
    const buyPrice = f.buy_price_minor === null ? null : BigInt(f.buy_price_minor);
    const goodsTotal = price * BigInt(number);
    if (!(await this.q(c, this.s.takeStock, [number, goodsId, number])).length) throw new Refused("inventory_shortage");
    const now = new Date();
    if (!this.timers || Date.now() - this.timers.at >= TIMERS_CACHE_MS) {
      const [t] = await this.q<{ value: typeof DEFAULT_ORDER_TIMERS }>(c, this.s.setting, ["order_timers"]);
      const value = t?.value ?? DEFAULT_ORDER_TIMERS;
      this.timers = { at: Date.now(), unpaidCancelMinutes: value.unpaid_cancel_minutes };
    }
    const cancelAt = new Date(now.getTime() + this.timers.unpaidCancelMinutes * 60_000);
    const address = {
      name: a.name,
      mobile: a.mobile,
      mobile_code: a.mobile_code,
      country: a.country,
      province: a.province,
      city: a.city,
      zip_code: a.zip_code,
      address: a.address,
    };
    // the order's columns, then one array per line column (amounts as text), then the timer
    const [row] = await this.q<{ id: number }>(c, this.s.insertOrder, [
      now.toISOString().slice(0, 10).replaceAll("-", ""),
      userId,
      f.shop_id,
      JSON.stringify(address),
      String(goodsTotal),
      String(freight),
      "0",
      "",
      null,
      String(goodsTotal + freight),
      String((buyPrice ?? 0n) * BigInt(number)),
      "",
      now,
      [goodsId],
      [null],
      [f.title],
      [f.image],
      [JSON.stringify(f.spec_values ?? {})],
      [String(price)],
      [number],
      [buyPrice === null ? null : String(buyPrice)],
      cancelAt,
    ]);
    return (row as { id: number }).id;
  }

  /** payment.service.ts `payOrders` inside `idempotent`, for one order without a coupon */
  private async pay(c: pg.PoolClient, { userId, key }: BareInput, orderId: number): Promise<void> {
    const scope = `user:${userId}`;
    const claimed = await this.q(c, this.s.idemClaim, [scope, key, requestHash("pay/payment", { ids: [orderId] })]);
    if (!claimed.length) throw new Refused("idempotency key used");
    // the order's columns, then the shop's owner, its state and the lines
    const [o] = await this.q<Record<string, unknown>>(c, this.s.lockOrders, [[orderId], userId]);
    if (!o) throw new Refused("order_not_found");
    const orderNo = String(o.order_no);
    const shopId = Number(o.shop_id);
    const payMinor = BigInt(o.pay_minor as string);
    const owner = Number(o.owner);
    const lines = o.lines as { goods_id: number; number: number }[];
    if (!(ORDER_TRANSITIONS.pay.from as readonly number[]).includes(Number(o.state))) throw new Refused("order_state");
    if (Number(o.shop_state) !== 1) throw new Refused("shop_closed");
    const sold = lines.reduce((n, l) => n + l.number, 0);
    if (lines.length !== 1) throw new Error("the bare checkout pays one line per order");
    await this.q(c, this.s.countSales, [[lines[0]?.goods_id], [sold], [shopId], [sold]]);

    const reference = `order:${orderId}:pay`;
    const wallet = `wallet:${userId}`;
    const settlement = `settlement:${shopId}`;
    const accounts = await this.q<Account>(c, this.s.lockAccounts, [[wallet, settlement].sort(), reference]);
    const byCode = new Map(accounts.map((x) => [x.code, x]));
    const from = byCode.get(wallet);
    const to = byCode.get(settlement);
    if (!from || !to) throw new Error("wallet and settlement accounts are opened before the run");
    if (from.duplicate) throw new Refused("paid already");
    if (from.frozen) throw new Refused("money_locked");
    if (BigInt(from.balance_minor) < payMinor) throw new Refused("insufficient_balance");
    // the net changes and the postings, one array per column (ledger.ts `WRITE_ENTRY`)
    const ids = [from.id, to.id];
    const amounts = [String(-payMinor), String(payMinor)];
    await this.q(c, this.s.move, [
      "pay",
      reference,
      scope,
      `Order ${orderNo}`,
      ids,
      amounts,
      ids,
      amounts,
      reference.replace(/[0-9]+/g, "*"),
    ]);
    const now = new Date();
    const paid = await this.q(c, this.s.markPaid, [
      ORDER_TRANSITIONS.pay.to,
      now,
      [orderId],
      [...ORDER_TRANSITIONS.pay.from],
    ]);
    if (paid.length !== 1) throw new Refused("order_state");
    const amount = toDecimalString(payMinor);
    // one array per column, a row per notice: the shopper's, then the merchant's
    await this.q(c, this.s.notices, [
      [userId, owner],
      ["logistics", "logistics"],
      ["Payment successful", "New paid order"],
      [
        `Order ${orderNo} is paid ($${amount}) and waits for shipping.`,
        `Order ${orderNo} has been paid; please ship it.`,
      ],
      ["order", "order"],
      [orderId, orderId],
    ]);
    await this.q(c, this.s.idemAnswer, [
      JSON.stringify({ order_ids: [orderId], paid: amount, state: ORDER_TRANSITIONS.pay.to }),
      scope,
      key,
    ]);
  }
}

/** The catalogue's line facts (the columns the captured statement answers). */
type LineFacts = Omit<LineFactsRow, "goods_id" | "shop_name" | "sku_id" | "sku_price" | "sku_stock">;

interface Account {
  id: number;
  code: string;
  balance_minor: string;
  frozen: boolean;
  duplicate: boolean;
}

/**
 * Where a bare checkout's statements differ from an API checkout's made with the same inputs
 * (shopper, goods, number): texts, row modes and parameters must be equal once the order's id,
 * number, idempotency key, request hash and the clock are set aside. Empty when they agree.
 */
export function differences(
  api: SentStatement[],
  bare: SentStatement[],
  ids: { api: { orderId: number; key: string }; bare: { orderId: number; key: string } },
): string[] {
  const steady = (qs: SentStatement[]) =>
    qs.filter((q) => {
      const name = nameOf(q.text);
      return name !== "session" && !(name === "setting" && q.values[0] === "order_timers");
    });
  const a = steady(api);
  const b = steady(bare);
  const out: string[] = [];
  if (a.length !== b.length) out.push(`${a.length} statements through the API, ${b.length} bare`);
  const norm = (v: unknown, id: { orderId: number; key: string }): unknown => {
    if (Array.isArray(v)) return v.map((x) => norm(x, id));
    if (v instanceof Date) return "<time>";
    if (typeof v === "bigint") return `${v}n`;
    if (v === id.orderId) return "<order>";
    if (typeof v === "string") {
      if (v === id.key) return "<key>";
      if (v === requestHash("pay/payment", { ids: [id.orderId] })) return "<hash>";
      return v
        .replace(new RegExp(`\\d{8}0*${id.orderId}\\b`, "g"), "<order-no>")
        .replace(new RegExp(`\\b${id.orderId}\\b`, "g"), "<order>");
    }
    return v;
  };
  for (let i = 0; i < Math.min(a.length, b.length); i++) {
    const x = a[i] as SentStatement;
    const y = b[i] as SentStatement;
    const name = nameOf(x.text);
    if (x.text !== y.text) out.push(`statement ${i + 1} (${name}): the texts differ`);
    if (x.name !== y.name) out.push(`statement ${i + 1} (${name}): prepared as ${x.name} / ${y.name}`);
    if (x.rowMode !== y.rowMode) out.push(`statement ${i + 1} (${name}): row mode ${x.rowMode} / ${y.rowMode}`);
    const xv = JSON.stringify(x.values.map((v) => norm(v, ids.api)));
    const yv = JSON.stringify(y.values.map((v) => norm(v, ids.bare)));
    if (xv !== yv) out.push(`statement ${i + 1} (${name}): parameters\n    api:  ${xv}\n    bare: ${yv}`);
  }
  return out;
}
