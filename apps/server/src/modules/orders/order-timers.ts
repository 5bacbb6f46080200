import { DEFAULT_ORDER_TIMERS, type OrderTimers, orderTimersBody } from "@mp/contracts";
import { type Text, text } from "@mp/texts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { parse } from "../../platform/http/index.js";
import { getSetting, putSetting } from "../../platform/settings/index.js";
import { audit, requireStaff } from "../staff/index.js";

/**
 * The order timers as published, admin-editable data (docs/rules.md): settings key
 * `order_timers`, whole minutes. Read when a timer is set and when the after-sales window is
 * checked, through a cache of at most CACHE_MS; saving clears it in this process.
 */
const KEY = "order_timers";
const CACHE_MS = 3_000;
let cached: { at: number; value: OrderTimers } | null = null;

export async function orderTimers(db: Db): Promise<OrderTimers> {
  if (cached && Date.now() - cached.at < CACHE_MS) return cached.value;
  const value = await getSetting(db, KEY, DEFAULT_ORDER_TIMERS);
  cached = { at: Date.now(), value };
  return value;
}

export const minutesMs = (m: number) => m * 60_000;

/** `/api/admin/rules/order_timers`: the timers and their defaults (operators). */
export async function readOrderTimers(ctx: Ctx) {
  await requireStaff(ctx, ["operator"]);
  cached = null;
  return { timers: await orderTimers(ctx.db), defaults: DEFAULT_ORDER_TIMERS };
}

/**
 * `/api/admin/rules/order_timers_save` {unpaid_cancel_minutes, auto_confirm_minutes,
 * after_sales_minutes}: applies to timers set from now on (timers already set keep their time);
 * audited with the values before and after.
 */
export async function saveOrderTimers(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, ["operator"]);
  const next = parse(orderTimersBody, input);
  await inTransaction(ctx, async (tx) => {
    const before = await getSetting(tx.db, KEY, DEFAULT_ORDER_TIMERS);
    await putSetting(tx.db, KEY, next);
    await audit(tx, staff.id, "rules.order_timers", `setting:${KEY}`, { before, after: next });
  });
  cached = null;
  return { timers: next, defaults: DEFAULT_ORDER_TIMERS };
}

/** "2 days", "1 hour", "90 minutes": a timer as the notices name it. */
export function durationText(minutes: number): { text: Text } {
  const [count, unit] =
    minutes % 1440 === 0 && minutes > 0
      ? [minutes / 1440, "day"]
      : minutes % 60 === 0 && minutes > 0
        ? [minutes / 60, "hour"]
        : [minutes, "minute"];
  return { text: text(`common.duration.${unit}`, { count }) };
}
