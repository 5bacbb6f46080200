import type { Page, ShopHours, ShopNameChange, ShopSettings } from "@mp/contracts/constants";
import { apiPost } from "../../../lib/api-client";

export type { ShopHours, ShopHoursDay, ShopNameChange, ShopSettings } from "@mp/contracts/constants";

/** What `shop/setting_save` takes: the whole form. */
export type ShopSettingsForm = {
  shopname: string;
  avatar: string;
  logo: string;
  banner: string;
  bio: string;
  welcome: string;
  hours: ShopHours;
  /** the introduction in other languages */
  texts?: { lang: string; bio: string }[];
};

const admin = { admin: true } as const;

/** The merchant's settings calls (own shop only). */
export const shopSettingsApi = {
  read: () => apiPost<ShopSettings>("/api/wanlshop/shop/setting"),
  save: (body: ShopSettingsForm) => apiPost<ShopSettings>("/api/wanlshop/shop/setting_save", body),
  /** a public picture (avatar, logo, banner), re-encoded by the server */
  uploadPicture: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return apiPost<{ url: string }>("/api/common/upload", form);
  },
};

/** The console's review of shop name changes (operator token). */
export const nameReviewApi = {
  list: (page: number, state?: number, limit?: number) =>
    apiPost<Page<ShopNameChange>>("/api/admin/shop/name_changes", { page, state, limit }, admin),
  review: (id: number, approve: boolean, reason: string) =>
    apiPost<ShopNameChange>("/api/admin/shop/name_review", { id, approve: approve ? 1 : 0, reason }, admin),
};
