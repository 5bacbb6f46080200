import type { Page, StaffInfo } from "@mp/contracts";
import { apiPost } from "../../../lib/api-client";

export interface AdminUser {
  id: number;
  email: string;
  nickname: string;
  status: "normal" | "locked";
  createtime: number;
}

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createtime: number;
}

export interface DashboardStats {
  users: number;
  staff: number;
  locked_users: number;
}

const admin = { admin: true } as const;

/** Staff console calls; they carry the staff token (adminToken). */
export const adminApi = {
  login: (body: { account: string; password: string }) => apiPost<StaffInfo>("/api/admin/auth/login", body, admin),
  me: () => apiPost<StaffInfo>("/api/admin/auth/me", {}, admin),
  logout: () => apiPost<unknown>("/api/admin/auth/logout", {}, { ...admin, silent: true }),
  stats: () => apiPost<DashboardStats>("/api/admin/dashboard/stats", {}, admin),
  users: (page: number, keyword: string) =>
    apiPost<Page<AdminUser>>("/api/admin/users/list", { page, keyword: keyword || undefined }, admin),
  lockUser: (user_id: number, locked: boolean) =>
    apiPost<unknown>("/api/admin/users/lock", { user_id, locked: locked ? 1 : 0 }, admin),
  outbox: (page: number, limit?: number) => apiPost<Page<OutboxMail>>("/api/admin/outbox/list", { page, limit }, admin),
};
