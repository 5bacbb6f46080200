import type { Page, StaffInfo } from "@mp/contracts";
import { apiPost } from "../../../lib/api-client";

export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  createtime: number;
}

const admin = { admin: true } as const;

/** Staff console calls; they carry the staff token (adminToken). */
export const adminApi = {
  login: (body: { account: string; password: string }) => apiPost<StaffInfo>("/api/admin/auth/login", body, admin),
  me: () => apiPost<StaffInfo>("/api/admin/auth/me", {}, admin),
  logout: () => apiPost<unknown>("/api/admin/auth/logout", {}, { ...admin, silent: true }),
  /** my own password; every session of mine ends, this one too */
  changePassword: (body: { password: string; newpassword: string }) =>
    apiPost<{ sessions_ended: number }>("/api/admin/auth/change_password", body, admin),
  /** the dev outbox, newest first; a keyword is a part of the address, the subject or the text */
  outbox: (page: number, keyword = "", limit?: number) =>
    apiPost<Page<OutboxMail>>("/api/admin/outbox/list", { page, limit, keyword: keyword || undefined }, admin),
};
