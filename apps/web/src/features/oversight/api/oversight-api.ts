import type { Page } from "@mp/contracts";
import { apiPost } from "../../../lib/api-client";

export interface DashboardDay {
  /** YYYY-MM-DD, UTC */
  day: string;
  new_users: number;
  orders: number;
  paid_orders: number;
  turnover_minor: number;
  refunds: number;
  refunded_minor: number;
}

export type PendingKind =
  | "shop_applications"
  | "name_changes"
  | "bond_refunds"
  | "recharges"
  | "withdrawals"
  | "refunds"
  | "supplier";

export interface LedgerCheck {
  checked_at: number;
  ok: boolean;
  accounts: number;
  entries: number;
  problems: string[];
  problem_count: number;
  by: string;
}

export interface Dashboard {
  users: number;
  locked_users: number;
  staff: number;
  today: DashboardDay;
  last_30_days: Omit<DashboardDay, "day">;
  days: DashboardDay[];
  pending: { kind: PendingKind; count: number; link: string }[];
  ledger_check: LedgerCheck | null;
}

export interface ArbitrationRefund {
  id: number;
  refund_no: string;
  order_id: number;
  order_no: string;
  type: 0 | 1;
  state: number;
  money: string;
  reason: string;
  images: string[];
  refuse_reason: string;
  express_name: string;
  express_no: string;
  arbitration_note: string;
  createtime: number;
  updatetime: number | null;
  completetime: number | null;
}

export interface RefundDetail {
  refund: ArbitrationRefund & { user_id: number; shop_id: number };
  order: {
    id: number;
    order_no: string;
    state: number;
    user_id: number;
    shop: { id: number; name: string };
    goods: { title: string; image: string; number: number; price: string }[];
    goods_total: string;
    freight: string;
    discount: string;
    pay: string;
    refunded: string;
    consignee: string;
    createtime: number | null;
    paymenttime: number | null;
    delivertime: number | null;
    taketime: number | null;
  };
  events: { kind: string; content: string; createtime: number }[];
}

export interface AuditEntry {
  id: number;
  action: string;
  target: string;
  detail: unknown;
  staff: string;
  staff_id: number | null;
  staff_email: string;
  createtime: number;
}

export interface AuditFilters {
  actor?: string;
  action?: string;
  target?: string;
  date_from?: string;
  date_to?: string;
}

const admin = { admin: true } as const;

/** The console's oversight calls: dashboard, ledger check, refund arbitration, audit log. */
export const oversightApi = {
  dashboard: () => apiPost<Dashboard>("/api/admin/dashboard/stats", {}, admin),
  ledgerCheck: () => apiPost<LedgerCheck>("/api/admin/finance/ledger_check", {}, admin),
  /** state: a refund state 0-6, or "all" */
  refunds: (page: number, state: number | "all", limit?: number) =>
    apiPost<Page<ArbitrationRefund>>("/api/admin/refund/list", { page, state, limit }, admin),
  refundDetail: (id: number) => apiPost<RefundDetail>("/api/admin/refund/detail", { id }, admin),
  arbitrate: (id: number, approve: boolean, note: string) =>
    apiPost<ArbitrationRefund>("/api/admin/refund/arbitrate", { id, approve: approve ? 1 : 0, note }, admin),
  audit: (page: number, filters: AuditFilters, limit?: number) =>
    apiPost<Page<AuditEntry>>("/api/admin/audit/list", { ...filters, page, limit }, admin),
};
