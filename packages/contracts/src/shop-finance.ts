import { z } from "zod";
import { pageQuery } from "./request.js";
import { ORDER_TIMER_MAX_MINUTES } from "./shop-finance.constants.js";

/** Pending settlement, settled orders, the finance report and the order timers (docs/money.md, docs/rules.md). */

/** `shop/settle/pending`, `shop/settle/list`: pages of the shop's orders. */
export const settleListBody = pageQuery;

const ymd = z
  .string()
  .regex(/^\d{4}-\d{2}-\d{2}$/, "report_range_invalid")
  .refine(
    (s) => !Number.isNaN(Date.parse(`${s}T00:00:00Z`)) && new Date(`${s}T00:00:00Z`).toISOString().startsWith(s),
    "report_range_invalid",
  );

/** `shop/finance/report` {by, from, to}: UTC dates, both included; months take the months they fall in. */
export const financeReportBody = z
  .object({
    by: z.enum(["day", "month"], { message: "report_range_invalid" }).catch("day"),
    from: ymd.optional(),
    to: ymd.optional(),
  })
  .superRefine((v, ctx) => {
    if (v.from && v.to && v.from > v.to)
      ctx.addIssue({ code: "custom", message: "report_range_invalid", path: ["from"] });
  });
export type FinanceReportBody = z.infer<typeof financeReportBody>;

const minutes = (min: number) =>
  z.coerce
    .number({ message: "timer_invalid" })
    .int("timer_invalid")
    .min(min, "timer_invalid")
    .max(ORDER_TIMER_MAX_MINUTES, "timer_invalid");

/**
 * `/api/admin/rules/order_timers_save`: an unpaid order waits at least a minute; auto-confirm and
 * the after-sales window may be 0 (the order settles as soon as it is received).
 */
export const orderTimersBody = z.object({
  unpaid_cancel_minutes: minutes(1),
  auto_confirm_minutes: minutes(0),
  after_sales_minutes: minutes(0),
});
