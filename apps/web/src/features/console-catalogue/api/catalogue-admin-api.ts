import type { AdminBrand, AdminCategory, AdminGoods, AdminSupplierGoods, Page } from "@mp/contracts";
import { apiPost } from "../../../lib/api-client";

const admin = { admin: true } as const;

export interface CategoryInput {
  id?: number;
  parent_id: number | null;
  names: Record<string, string>;
  image: string;
  hidden: 0 | 1;
  weigh: number;
}
export interface BrandInput {
  id?: number;
  name: string;
  logo: string;
  weigh: number;
  enabled: 0 | 1;
}
export interface SupplierGoodsInput {
  id?: number;
  title: string;
  buy_price_minor: number;
  images: string[];
  description: string;
  specs: { name: string; values: string[] }[];
  stock: number;
  category_id: number;
  brand_id: number | null;
  on_sale: 0 | 1;
  /** the title and description in other languages */
  texts?: { lang: string; title: string; description: string }[];
}

/** The console's catalogue calls (operators), with the staff token. */
export const catalogueAdminApi = {
  upload: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return apiPost<{ url: string }>("/api/admin/upload", form, admin);
  },
  categories: () => apiPost<{ list: AdminCategory[]; languages: string[] }>("/api/admin/category/list", {}, admin),
  saveCategory: (c: CategoryInput) =>
    apiPost<{ id: number }>(c.id ? "/api/admin/category/save" : "/api/admin/category/add", { ...c }, admin),
  moveCategory: (id: number, direction: "up" | "down") =>
    apiPost<unknown>("/api/admin/category/move", { id, direction }, admin),
  brands: (page: number, keyword = "", limit?: number) =>
    apiPost<Page<AdminBrand>>("/api/admin/brand/list", { page, limit, keyword: keyword || undefined }, admin),
  saveBrand: (b: BrandInput) =>
    apiPost<AdminBrand>(b.id ? "/api/admin/brand/save" : "/api/admin/brand/add", { ...b }, admin),
  supplierGoods: (page: number, f: { keyword?: string; on_sale?: string }, limit?: number) =>
    apiPost<Page<AdminSupplierGoods>>(
      "/api/admin/supplier_goods/list",
      { page, limit, keyword: f.keyword || undefined, on_sale: f.on_sale },
      admin,
    ),
  saveSupplierGoods: (g: SupplierGoodsInput) =>
    apiPost<AdminSupplierGoods>(
      g.id ? "/api/admin/supplier_goods/save" : "/api/admin/supplier_goods/add",
      { ...g },
      admin,
    ),
  shelfSupplierGoods: (id: number, on_sale: 0 | 1) =>
    apiPost<unknown>("/api/admin/supplier_goods/shelf", { id, on_sale }, admin),
  goods: (page: number, f: { keyword?: string; state?: string }, limit?: number) =>
    apiPost<Page<AdminGoods>>(
      "/api/admin/goods/list",
      { page, limit, keyword: f.keyword || undefined, state: f.state },
      admin,
    ),
  takedown: (id: number, reason: string) => apiPost<unknown>("/api/admin/goods/takedown", { id, reason }, admin),
  restore: (id: number) => apiPost<unknown>("/api/admin/goods/restore", { id }, admin),
};
