import type { UserInfo } from "@mp/contracts";
import type { Page, ShopApplication, ShopApplyInfo } from "@mp/contracts/constants";
import { apiPost } from "../../../lib/api-client";

export type { ShopApplication, ShopApplyInfo } from "@mp/contracts/constants";

const admin = { admin: true } as const;

/** The applicant's calls: the application, its state, and the pictures it carries. */
export const merchantsApi = {
  userInfo: () => apiPost<UserInfo>("/api/wanlshop/user/get_userinfo"),
  applyInfo: () => apiPost<ShopApplyInfo>("/api/wanlshop/shop/apply_info"),
  apply: (body: Record<string, unknown>) => apiPost<ShopApplication>("/api/wanlshop/shop/apply", body),
  /** purpose "identity": a private image only the applicant and operators can open */
  uploadIdPhoto: (file: File) => {
    const form = new FormData();
    form.append("purpose", "identity"); // before the file: the server reads fields sent ahead of it
    form.append("file", file);
    return apiPost<{ url: string; preview: string }>("/api/common/upload", form);
  },
  /** a public picture (shop avatar, logo) */
  uploadPicture: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return apiPost<{ url: string }>("/api/common/upload", form);
  },
};

/** The console's shop review (operator token). */
export const shopReviewApi = {
  applications: (page: number, state?: number, limit?: number) =>
    apiPost<Page<ShopApplication>>("/api/admin/shop/applications", { page, state, limit }, admin),
  review: (id: number, approve: boolean, reason: string) =>
    apiPost<ShopApplication>("/api/admin/shop/review", { id, approve: approve ? 1 : 0, reason }, admin),
};
