import type { Page, StaffInfo } from "@mp/contracts";
import { apiPost } from "../../../lib/api-client";

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
  outbox: (page: number) => apiPost<Page<OutboxMail>>("/api/admin/outbox/list", { page }, admin),
};
