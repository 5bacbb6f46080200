import type { Dashboard, DashboardDay, PendingKind, StaffRole } from "@mp/contracts";
import type { Ctx } from "../../platform/context.js";
import { accountsAdmin, newUsersByDay } from "../accounts/index.js";
import { pendingShopReviews } from "../merchants/index.js";
import { orderFiguresByDay, pendingOrderReviews } from "../orders/index.js";
import { countStaff, requireStaff } from "../staff/index.js";
import { lastLedgerCheck, pendingFinance, presentLedgerCheck } from "../wallet/index.js";

/** How many UTC days the dashboard's charts cover, today included. */
export const DASHBOARD_DAYS = 30;

/**
 * Each kind of pending review: the roles that act on it (admin always does) and where in the
 * console it is decided. A role sees only the kinds it can act on.
 */
const PENDING: readonly { kind: PendingKind; roles: readonly StaffRole[]; link: string }[] = [
  { kind: "shop_applications", roles: ["operator"], link: "/admin/shops" },
  { kind: "name_changes", roles: ["operator"], link: "/admin/shops?tab=names" },
  { kind: "bond_refunds", roles: ["finance"], link: "/admin/finance?tab=bond_refunds" },
  { kind: "recharges", roles: ["finance"], link: "/admin/finance?tab=recharges" },
  { kind: "withdrawals", roles: ["finance"], link: "/admin/finance?tab=withdrawals" },
  { kind: "refunds", roles: ["operator", "support"], link: "/admin/refunds" },
  { kind: "supplier", roles: ["operator"], link: "/admin/supplier" },
];

const utcDay = (d: Date) => d.toISOString().slice(0, 10);

/** The UTC days from `DASHBOARD_DAYS - 1` days ago to today, oldest first, and the first one's midnight. */
function window(now: Date) {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const since = new Date(today - (DASHBOARD_DAYS - 1) * 86_400_000);
  const days = Array.from({ length: DASHBOARD_DAYS }, (_, i) => utcDay(new Date(since.getTime() + i * 86_400_000)));
  return { since, days };
}

/**
 * `/api/admin/dashboard/stats` (every staff role): user counts, today and the last 30 UTC days
 * (new users, orders, paid turnover, refunds), the pending reviews the caller's role acts on and
 * the last ledger check. Each figure comes from its module, one grouped query each.
 */
export async function dashboardStats(ctx: Ctx): Promise<Dashboard> {
  const member = await requireStaff(ctx);
  const role = member.role as StaffRole;
  const { since, days } = window(new Date());
  const [users, staff, signups, orders, orderQueues, shopQueues, financeQueues, ledger] = await Promise.all([
    accountsAdmin.countUsers(ctx.db),
    countStaff(ctx.db),
    newUsersByDay(ctx.db, since),
    orderFiguresByDay(ctx.db, since),
    pendingOrderReviews(ctx.db),
    pendingShopReviews(ctx.db),
    pendingFinance(ctx.db),
    lastLedgerCheck(ctx.db),
  ]);
  const signupsOn = new Map(signups.map((s) => [s.day, s.users]));
  const ordersOn = new Map(orders.map((o) => [o.day, o]));
  const series: DashboardDay[] = days.map((day) => {
    const o = ordersOn.get(day);
    return {
      day,
      new_users: signupsOn.get(day) ?? 0,
      orders: o?.orders ?? 0,
      paid_orders: o?.paid_orders ?? 0,
      turnover_minor: Number(o?.turnover_minor ?? 0),
      refunds: o?.refunds ?? 0,
      refunded_minor: Number(o?.refunded_minor ?? 0),
    };
  });
  const counts: Record<PendingKind, number> = {
    shop_applications: shopQueues.applications,
    name_changes: shopQueues.name_changes,
    bond_refunds: shopQueues.bond_refunds,
    recharges: financeQueues.recharges,
    withdrawals: financeQueues.withdrawals,
    refunds: orderQueues.refunds,
    supplier: orderQueues.supplier,
  };
  const sum = (k: keyof Omit<DashboardDay, "day">) => series.reduce((n, d) => n + d[k], 0);
  return {
    users: users.users,
    locked_users: users.locked,
    staff,
    today: series[series.length - 1] as DashboardDay, // the window always ends with today
    last_30_days: {
      new_users: sum("new_users"),
      orders: sum("orders"),
      paid_orders: sum("paid_orders"),
      turnover_minor: sum("turnover_minor"),
      refunds: sum("refunds"),
      refunded_minor: sum("refunded_minor"),
    },
    days: series,
    pending: PENDING.filter((p) => role === "admin" || p.roles.includes(role)).map((p) => ({
      kind: p.kind,
      count: counts[p.kind],
      link: p.link,
    })),
    ledger_check: ledger.checked_at ? await presentLedgerCheck(ctx.db, ledger, { lang: ctx.lang }) : null,
  };
}
