import type {
  AuditEntry,
  Dashboard,
  DashboardDay,
  LedgerCheck,
  Page,
  PendingKind,
  Refund,
  StaffUserLabel,
} from "@mp/contracts";

export type { AuditEntry, Dashboard, DashboardDay, LedgerCheck, PendingKind };

import { apiPost } from "../../../lib/api-client";

/** A refund in the arbitration queue: the order's refund as shoppers and merchants see it. */
export type ArbitrationRefund = Refund & StaffUserLabel & { user_id?: number | null };

export interface RefundDetail {
  refund: ArbitrationRefund & { user_id: number; shop_id: number };
  order: StaffUserLabel & {
    id: number;
    order_no: string;
    state: number;
    user_id: number;
    shop: { id: number; name: string };
    goods: { title: string; image: string; number: number; price: string; spec_values: Record<string, string> }[];
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
