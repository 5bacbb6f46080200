import { AFTER_SALES_MS, AUTO_CONFIRM_MS, UNPAID_CANCEL_MS } from "./orders.constants.js";

/** Pending settlement, settled orders, the finance report and the order timers: constants and answers. */

/** How far a report reaches: days by day, months by month. */
export const REPORT_MAX_DAYS = 366;
export const REPORT_MAX_MONTHS = 60;

/** The order timers (settings key `order_timers`), in whole minutes. */
export interface OrderTimers {
  unpaid_cancel_minutes: number;
  auto_confirm_minutes: number;
  after_sales_minutes: number;
}

export const DEFAULT_ORDER_TIMERS: OrderTimers = {
  unpaid_cancel_minutes: UNPAID_CANCEL_MS / 60_000,
  auto_confirm_minutes: AUTO_CONFIRM_MS / 60_000,
  after_sales_minutes: AFTER_SALES_MS / 60_000,
};

/** The longest any order timer may be: 90 days. */
export const ORDER_TIMER_MAX_MINUTES = 90 * 24 * 60;

/** One unsettled paid order of `shop/settle/pending`. */
export interface PendingSettlement {
  id: number;
  order_no: string;
  state: number;
  paid_at: number | null;
  received_at: number | null;
  /** what the buyer paid */
  buyer_paid: string;
  /** a platform-funded coupon the shop also receives */
  platform_coupon: string;
  refunded: string;
  /** what the settlement account holds for the order */
  to_settle: string;
  /** the buy price the merchant paid for supplier goods, less what came back */
  supplier_cost: string;
  profit: string;
  /** unix seconds: when the after-sales window ends (null until the order is received) */
  settles_at: number | null;
  /** until receipt: the window's length after receipt, in minutes */
  window_minutes: number;
}

export interface PendingSettlementPage {
  balance_to_settle: string;
  available: string;
  total: number;
  per_page: number;
  current_page: number;
  last_page: number;
  data: PendingSettlement[];
}

/** One settled order of `shop/settle/list`, with its ledger entry. */
export interface SettledOrder {
  id: number;
  order_no: string;
  settled_at: number | null;
  buyer_paid: string;
  refunded: string;
  supplier_cost: string;
  profit: string;
  /** the `settlement` entry that moved the money (null when nothing was left to settle) */
  entry: { id: number; reference: string; amount: string; time: number } | null;
}

export interface FinanceFigures {
  orders: number;
  turnover: string;
  supplier_cost: string;
  refunds: string;
  profit: string;
  settled: string;
}

export interface FinanceReport {
  by: "day" | "month";
  from: string;
  to: string;
  rows: (FinanceFigures & { period: string })[];
  totals: FinanceFigures;
}
