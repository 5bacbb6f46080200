import type { AdminBanner, AgreementRow, AppConfigEdit, FooterGroup, Page } from "@mp/contracts";
import { apiPost } from "../../../lib/api-client";

const admin = { admin: true } as const;

export interface BannerSave {
  id?: number;
  image: string;
  url: string;
  title: string;
  lang: string | null;
  enabled: 0 | 1;
  weigh: number;
  starts_at: number | null;
  ends_at: number | null;
}

export interface AgreementDetail {
  type: number;
  lang: string;
  title: string;
  content: string;
  version: number;
  exists: boolean;
  updatetime: number | null;
}

/** The operators' content calls (docs/api.md#content-console); they carry the staff token. */
export const contentAdminApi = {
  banners: (page: number, limit?: number) =>
    apiPost<Page<AdminBanner>>("/api/admin/banner/list", { page, limit }, admin),
  addBanner: (b: BannerSave) => apiPost<AdminBanner>("/api/admin/banner/add", { ...b }, admin),
  saveBanner: (b: BannerSave) => apiPost<AdminBanner>("/api/admin/banner/save", { ...b }, admin),
  delBanner: (id: number) => apiPost<null>("/api/admin/banner/del", { id }, admin),
  appConfig: () => apiPost<{ config: AppConfigEdit }>("/api/admin/content/app_config", {}, admin),
  saveAppConfig: (c: AppConfigEdit) =>
    apiPost<{ config: AppConfigEdit }>("/api/admin/content/app_config_save", { ...c }, admin),
  footer: () => apiPost<{ groups: FooterGroup[] }>("/api/admin/content/footer", {}, admin),
  saveFooter: (groups: FooterGroup[]) =>
    apiPost<{ groups: FooterGroup[] }>("/api/admin/content/footer_save", { groups }, admin),
  agreements: (page: number, limit?: number) =>
    apiPost<Page<AgreementRow>>("/api/admin/agreement/list", { page, limit }, admin),
  agreement: (type: number, lang: string) =>
    apiPost<AgreementDetail>("/api/admin/agreement/detail", { type, lang }, admin),
  previewAgreement: (content: string) =>
    apiPost<{ content: string }>("/api/admin/agreement/preview", { content }, { ...admin, silent: true }),
  saveAgreement: (b: { type: number; lang: string; title: string; content: string }) =>
    apiPost<AgreementDetail & { changed: boolean }>("/api/admin/agreement/save", { ...b }, admin),
  /** one public picture (api/admin/upload: decoded, re-encoded, size-limited) */
  upload: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return apiPost<{ url: string; fullurl: string }>("/api/admin/upload", form, admin);
  },
};
