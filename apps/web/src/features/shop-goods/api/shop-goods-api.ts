import type {
  CategoryNode,
  ShelfStatus,
  ShopGoodsDetail,
  ShopGoodsLimits,
  ShopGoodsList,
  SupplierGoodsList,
} from "@mp/contracts/constants";
import { apiGet, apiPost } from "../../../lib/api-client";

export type {
  CategoryNode,
  ShelfStatus,
  ShopGoodsDetail,
  ShopGoodsLimits,
  ShopGoodsList,
  ShopGoodsRow,
  ShopGoodsSku,
  SupplierGoodsList,
  SupplierGoodsRow,
} from "@mp/contracts/constants";

const G = "/api/wanlshop/shop/goods";

export interface SkuBody {
  spec_values: Record<string, string>;
  price: string;
  stock: number;
}

/** `shop/goods/save`: own goods (skus) or a supplier listing (ratio). */
export interface SaveGoodsBody {
  id?: number;
  title: string;
  images: string[];
  category_id: number;
  brand: string;
  description: string;
  freight: string;
  specs?: { name: string; values: string[] }[];
  skus?: SkuBody[];
  ratio?: string;
  /** the title and description in other languages */
  texts?: { lang: string; title: string; description: string }[];
}

/** The merchant's goods calls (docs/api.md#shop-goods). */
export const shopGoodsApi = {
  list: (q: { page: number; status: ShelfStatus; keyword?: string }) => apiGet<ShopGoodsList>(`${G}/list`, q),
  limits: () => apiGet<ShopGoodsLimits>(`${G}/limits`),
  supplier: (q: { page: number; keyword?: string; category_id?: number }) =>
    apiGet<SupplierGoodsList>(`${G}/supplier`, q),
  detail: (id: number) => apiPost<ShopGoodsDetail>(`${G}/detail`, { id }),
  addSupplier: (b: { supplier_goods_id: number; ratio: string }) => apiPost<{ id: number }>(`${G}/add_supplier`, b),
  save: (b: SaveGoodsBody) => apiPost<{ id: number }>(`${G}/save`, { ...b }),
  shelf: (b: { id: number; status: ShelfStatus }) => apiPost<{ id: number; status: ShelfStatus }>(`${G}/shelf`, b),
  del: (id: number) => apiPost<{ id: number }>(`${G}/del`, { id }),
  categories: () => apiGet<CategoryNode[]>("/api/wanlshop/category/tree"),
  upload: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return apiPost<{ url: string; fullurl: string }>("/api/common/upload", form);
  },
};
