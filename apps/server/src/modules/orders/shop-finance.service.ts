import {
  type FinanceFigures,
  type FinanceReport,
  financeReportBody,
  type PendingSettlement,
  REPORT_MAX_DAYS,
  REPORT_MAX_MONTHS,
  type SettledOrder,
  settleListBody,
} from "@mp/contracts";
import { now } from "../../platform/clock.js";
import type { Ctx } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { pageOf } from "../../platform/db/index.js";
import { AppError, parse } from "../../platform/http/index.js";
import { balanceOf, entriesOnAccount, ledgerSums, settlementOf, walletOf } from "../wallet/index.js";
import { requireOwnShop } from "./order-guards.js";
import { heldFor } from "./order-moves.js";
import { orderTimers } from "./order-timers.js";
import type { OrderRow } from "./orders.repo.js";
import { money, seconds } from "./presenters.js";
import { settleDueAt, settledOrders, unsettledOrders } from "./shop-finance.repo.js";

/**
 * The merchant's money pages (docs/money.md#shop-finance): pending settlement (`/Available`),
 * settled orders and the finance report (`/settlement`). Every figure comes from the orders and
 * the ledger's own entries; the report only from the ledger.
 */

/** What the merchant paid the supplier for each order, less what came back (from the ledger). */
async function supplierCosts(db: Db, ownerId: number, orderIds: number[]): Promise<Map<number, bigint>> {
  const refs = orderIds.flatMap((id) => [`order:${id}:delivery`, `order:${id}:supplier-return`]);
  const entries = await entriesOnAccount(db, walletOf(ownerId), refs);
  const cost = new Map<number, bigint>();
  for (const e of entries) {
    const id = Number(e.reference.split(":")[1]);
    cost.set(id, (cost.get(id) ?? 0n) - e.amount);
  }
  return cost;
}

/** `shop/settle/pending` {page}: the shop's paid, unsettled orders, and the balances at the top. */
export async function pendingSettlement(ctx: Ctx, input: unknown) {
  const { user, shopId } = await requireOwnShop(ctx);
  const q = parse(settleListBody, input);
  const { after_sales_minutes: window } = await orderTimers(ctx.db);
  const present = async (rows: OrderRow[]): Promise<PendingSettlement[]> => {
    const ids = rows.map((o) => o.id);
    const [costs, due] = await Promise.all([supplierCosts(ctx.db, user.id, ids), settleDueAt(ctx.db, ids)]);
    return rows.map((o) => {
      const held = heldFor(o);
      const cost = costs.get(o.id) ?? 0n;
      return {
        id: o.id,
        order_no: o.orderNo,
        state: o.state,
        paid_at: seconds(o.paidAt),
        received_at: seconds(o.receivedAt),
        buyer_paid: money(o.payMinor),
        platform_coupon: money(o.couponFundedBy === "platform" ? o.discountMinor : 0n),
        refunded: money(o.refundedMinor),
        to_settle: money(held),
        supplier_cost: money(cost),
        profit: money(held - cost),
        settles_at: o.receivedAt
          ? seconds(due.get(o.id) ?? o.aftersalesUntil ?? new Date(o.receivedAt.getTime() + window * 60_000))
          : null,
        window_minutes: window,
      };
    });
  };
  const [page, toSettle, available] = await Promise.all([
    pageOf(q, unsettledOrders(ctx.db, shopId), present),
    balanceOf(ctx.db, settlementOf(shopId)),
    balanceOf(ctx.db, walletOf(user.id)),
  ]);
  return { balance_to_settle: money(toSettle), available: money(available), ...page };
}

/** `shop/settle/list` {page}: settled orders with the ledger entry that paid the merchant. */
export async function settledList(ctx: Ctx, input: unknown) {
  const { user, shopId } = await requireOwnShop(ctx);
  const q = parse(settleListBody, input);
  const present = async (rows: OrderRow[]): Promise<SettledOrder[]> => {
    const ids = rows.map((o) => o.id);
    const [costs, settles] = await Promise.all([
      supplierCosts(ctx.db, user.id, ids),
      entriesOnAccount(
        ctx.db,
        walletOf(user.id),
        ids.map((id) => `order:${id}:settle`),
      ),
    ]);
    const entryOf = new Map(settles.map((e) => [Number(e.reference.split(":")[1]), e]));
    return rows.map((o) => {
      const e = entryOf.get(o.id);
      const settled = e?.amount ?? 0n;
      const cost = costs.get(o.id) ?? 0n;
      return {
        id: o.id,
        order_no: o.orderNo,
        settled_at: seconds(o.settledAt),
        buyer_paid: money(o.payMinor),
        refunded: money(o.refundedMinor),
        supplier_cost: money(cost),
        profit: money(settled - cost),
        entry: e
          ? { id: e.id, reference: e.reference, amount: money(e.amount), time: seconds(e.createdAt) as number }
          : null,
      };
    });
  };
  return pageOf(q, settledOrders(ctx.db, shopId), present);
}

const DAY_MS = 86_400_000;
const ymd = (d: Date) => d.toISOString().slice(0, 10);
const utc = (s: string) => new Date(`${s}T00:00:00Z`);

/** The report's days: defaults of the last 30 days or the last 12 months; months widen to whole months. */
function reportRange(by: "day" | "month", from?: string, to?: string) {
  const today = ymd(now());
  let end = to ?? today;
  let start = from;
  if (by === "day") {
    start ??= ymd(new Date(utc(end).getTime() - 29 * DAY_MS));
    if ((utc(end).getTime() - utc(start).getTime()) / DAY_MS + 1 > REPORT_MAX_DAYS)
      throw new AppError("report_range_invalid", { field: "from" });
    return { start, end };
  }
  const e = utc(end);
  if (!start) start = ymd(new Date(Date.UTC(e.getUTCFullYear(), e.getUTCMonth() - 11, 1)));
  const s = utc(start);
  start = ymd(new Date(Date.UTC(s.getUTCFullYear(), s.getUTCMonth(), 1)));
  end = ymd(new Date(Date.UTC(e.getUTCFullYear(), e.getUTCMonth() + 1, 0)));
  const months = (e.getUTCFullYear() - s.getUTCFullYear()) * 12 + e.getUTCMonth() - s.getUTCMonth() + 1;
  if (months > REPORT_MAX_MONTHS) throw new AppError("report_range_invalid", { field: "from" });
  return { start, end };
}

function periodsOf(by: "day" | "month", start: string, end: string): string[] {
  const out: string[] = [];
  if (by === "day") {
    for (let t = utc(start).getTime(); t <= utc(end).getTime(); t += DAY_MS) out.push(ymd(new Date(t)));
    return out;
  }
  const s = utc(start);
  for (let m = new Date(Date.UTC(s.getUTCFullYear(), s.getUTCMonth(), 1)); ymd(m) <= end; ) {
    out.push(ymd(m).slice(0, 7));
    m = new Date(Date.UTC(m.getUTCFullYear(), m.getUTCMonth() + 1, 1));
  }
  return out;
}

interface Sums {
  orders: number;
  turnover: bigint;
  supplier: bigint;
  refunds: bigint;
  settled: bigint;
}
const zero = (): Sums => ({ orders: 0, turnover: 0n, supplier: 0n, refunds: 0n, settled: 0n });
const figures = (s: Sums): FinanceFigures => ({
  orders: s.orders,
  turnover: money(s.turnover),
  supplier_cost: money(s.supplier),
  refunds: money(s.refunds),
  profit: money(s.turnover - s.refunds - s.supplier),
  settled: money(s.settled),
});

/**
 * `shop/finance/report` {by: day|month, from, to} (UTC dates): per period, from the ledger
 * (docs/money.md#the-finance-report): orders = orders paid (`pay` entries into the shop's
 * settlement account); turnover = what they brought in; refunds = what went back to buyers from
 * settlement; supplier cost = `delivery` deductions from the merchant's wallet less supplier cost
 * returned; profit = turnover - refunds - supplier cost; settled = what moved to the wallet.
 */
export async function financeReport(ctx: Ctx, input: unknown): Promise<FinanceReport> {
  const { user, shopId } = await requireOwnShop(ctx);
  const b = parse(financeReportBody, input);
  const { start, end } = reportRange(b.by, b.from, b.to);
  const settlement = settlementOf(shopId);
  const wallet = walletOf(user.id);
  const sums = await ledgerSums(ctx.db, { accounts: [settlement, wallet], from: start, to: end, by: b.by });
  const byPeriod = new Map(periodsOf(b.by, start, end).map((p) => [p, zero()]));
  for (const r of sums) {
    const s = byPeriod.get(r.period);
    if (!s) continue;
    if (r.account === settlement) {
      if (r.type === "pay") {
        s.turnover += r.amount;
        s.orders += r.entries;
      } else if (r.type === "refund") s.refunds -= r.amount;
      else if (r.type === "settlement") s.settled -= r.amount;
    } else if (r.event === "order:*:delivery" || r.event === "order:*:supplier-return") s.supplier -= r.amount;
  }
  const total = zero();
  for (const s of byPeriod.values()) {
    total.orders += s.orders;
    total.turnover += s.turnover;
    total.supplier += s.supplier;
    total.refunds += s.refunds;
    total.settled += s.settled;
  }
  return {
    by: b.by,
    from: start,
    to: end,
    rows: [...byPeriod].map(([period, s]) => ({ period, ...figures(s) })),
    totals: figures(total),
  };
}
