import type { Page, StaffRole } from "@mp/contracts";
import { apiPost } from "../../../lib/api-client";

export interface ConsoleUser {
  id: number;
  email: string;
  nickname: string;
  status: "normal" | "locked";
  createtime: number;
  money_locked: boolean;
  is_merchant: boolean;
  shop_id: number | null;
  last_login: number | null;
}

export interface ConsoleUserDetail {
  id: number;
  email: string;
  nickname: string;
  avatar: string;
  status: "normal" | "locked";
  money_locked: boolean;
  invite_code: string;
  invited_by: number | null;
  createtime: number;
  last_login: number | null;
  live_sessions: number;
  wallet: { available: string; withdrawing: string };
  shop: { id: number; name: string; state: number } | null;
}

export interface ConsoleUserOrder {
  id: number;
  order_no: string;
  shop_id: number;
  shop_name: string;
  state: number;
  pay: string;
  refunded: string;
  deleted_by_user: boolean;
  createtime: number;
  paytime: number | null;
}

export interface ConsoleLedgerRow {
  id: number;
  type: string;
  money: string;
  memo: string;
  /** staff's words with it (a bank reference, a reason) */
  note: string;
  reference: string;
  createtime: number;
}

export interface ConsoleLogin {
  id: number;
  createtime: number;
  expiretime: number;
  endtime: number | null;
  live: boolean;
  /** the client address and User-Agent the login came from ("" for sessions from before they were kept) */
  ip: string;
  client: string;
}

export interface StaffMember {
  id: number;
  email: string;
  name: string;
  role: StaffRole;
  status: "normal" | "locked";
  createtime: number;
  last_login: number | null;
}

const admin = { admin: true } as const;

/** The console's people calls (docs/api.md#staff-console-people): users and staff accounts. */
export const peopleApi = {
  users: (page: number, keyword: string, limit?: number) =>
    apiPost<Page<ConsoleUser>>("/api/admin/users/list", { page, limit, keyword: keyword || undefined }, admin),
  detail: (user_id: number) => apiPost<ConsoleUserDetail>("/api/admin/users/detail", { user_id }, admin),
  orders: (user_id: number, page: number, limit?: number) =>
    apiPost<Page<ConsoleUserOrder>>("/api/admin/users/orders", { user_id, page, limit }, admin),
  ledger: (user_id: number, page: number, limit?: number) =>
    apiPost<{ available: string; withdrawing: string; records: Page<ConsoleLedgerRow> }>(
      "/api/admin/users/ledger",
      { user_id, page, limit },
      admin,
    ),
  logins: (user_id: number, page: number, limit?: number) =>
    apiPost<Page<ConsoleLogin>>("/api/admin/users/logins", { user_id, page, limit }, admin),
  lock: (user_id: number, locked: boolean, reason: string) =>
    apiPost<null>("/api/admin/users/lock", { user_id, locked: locked ? 1 : 0, reason: reason || undefined }, admin),
  logoutAll: (user_id: number) =>
    apiPost<{ user_id: number; ended: number }>("/api/admin/users/logout_all", { user_id }, admin),
  freeze: (user_id: number, frozen: boolean, reason: string) =>
    apiPost<unknown>("/api/admin/finance/freeze", { user_id, frozen: frozen ? 1 : 0, reason }, admin),

  staff: (page: number, limit?: number) => apiPost<Page<StaffMember>>("/api/admin/staff/list", { page, limit }, admin),
  addStaff: (body: { email: string; name: string; role: StaffRole; password: string }) =>
    apiPost<{ id: number }>("/api/admin/staff/add", body, admin),
  saveStaff: (body: { staff_id: number; name: string; role: StaffRole }) =>
    apiPost<{ id: number }>("/api/admin/staff/save", body, admin),
  disableStaff: (staff_id: number, disabled: boolean) =>
    apiPost<unknown>("/api/admin/staff/disable", { staff_id, disabled: disabled ? 1 : 0 }, admin),
  resetPassword: (staff_id: number, password: string) =>
    apiPost<unknown>("/api/admin/staff/reset_password", { staff_id, password }, admin),
};
