import type {
  Banner,
  CategoryNode,
  GoodsCard,
  GoodsDetail,
  Page,
  ReviewItem,
  ShopCard,
  ShopHours,
} from "@mp/contracts";
import { apiGet, apiPost } from "../../../lib/api-client";

/** `product/lists` query (docs/api.md): filter and op are FastAdmin-style JSON objects. */
export interface GoodsQuery {
  search?: string;
  page?: number;
  limit?: number;
  sort?: string;
  order?: "asc" | "desc";
  filter?: Record<string, string | number>;
  op?: Record<string, string>;
}

/** `shop/info`: the card, the viewer's follow state and the public page's settings (open_now: null without hours). */
export type ShopInfo = ShopCard & {
  state: number;
  is_following: boolean;
  createtime: number;
  logo: string;
  banner: string;
  hours: ShopHours;
  open_now: boolean | null;
};
export type HistoryItem = GoodsCard & { viewtime: number };

const json = (v: object | undefined) => (v && Object.keys(v).length > 0 ? JSON.stringify(v) : undefined);

/** Storefront calls: home, product lists and detail, shops, favourites, history, search history. */
export const catalogueApi = {
  home: () => apiPost<{ banner: Banner[]; app_url: string }>("/api/index/index"),
  homeBlocks: (page: number) =>
    apiPost<{ list: GoodsCard[]; list2: GoodsCard[] }>("/api/index/index_goods_list", { page }),
  recommended: (page: number) => apiPost<GoodsCard[]>("/api/index/goods_list", { page }),
  goodsList: (q: GoodsQuery) =>
    apiGet<Page<GoodsCard>>("/api/wanlshop/product/lists", {
      type: "goods",
      search: q.search,
      page: q.page,
      limit: q.limit,
      sort: q.sort,
      order: q.order,
      filter: json(q.filter),
      op: json(q.op),
    }),
  goods: (id: number) => apiGet<GoodsDetail>("/api/wanlshop/product/goods", { id }, { silent: true }),
  comments: (goodsId: number, page: number) =>
    apiGet<Page<ReviewItem>>("/api/wanlshop/product/comments", { goods_id: goodsId, page }),
  shops: (search: string, page: number, limit?: number) =>
    apiGet<Page<ShopCard>>("/api/wanlshop/shop/lists", { search, page, limit }),
  shop: (id: number) => apiGet<ShopInfo>("/api/wanlshop/shop/info", { id }, { silent: true }),
  follow: (id: number, follow: boolean) =>
    apiPost<{ is_following: boolean; followers: number }>("/api/wanlshop/shop/follow", { id, follow: follow ? 1 : 0 }),
  collect: (id: number, collect: boolean) =>
    apiPost<{ is_favourite: boolean; followers: number }>("/api/wanlshop/product/collect", {
      id,
      collect: collect ? 1 : 0,
    }),
  collectList: (page: number) => apiGet<Page<GoodsCard>>("/api/wanlshop/product/collect_list", { page }),
  followList: (page: number) => apiGet<Page<ShopCard>>("/api/wanlshop/shop/follow_list", { page }),
  history: (page: number) => apiGet<Page<HistoryItem>>("/api/wanlshop/history/lists", { page }),
  clearHistory: (id?: number) => apiPost<unknown>("/api/wanlshop/history/clear", id ? { id } : {}),
  searchHistory: () => apiGet<string[]>("/api/wanlshop/search/history"),
  clearSearchHistory: () => apiPost<unknown>("/api/wanlshop/search/clear"),
  categoryTree: () => apiGet<CategoryNode[]>("/api/wanlshop/category/tree"),
};
