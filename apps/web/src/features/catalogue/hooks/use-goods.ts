import type { GoodsDetail } from "@mp/contracts";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAppStore } from "../../../lib/app-store";
import { useApiMutation } from "../../../ui";
import { catalogueApi, type GoodsQuery } from "../api/catalogue-api";

/** Products of a home category module (docs/api.md#calls): subtree, any price, newest first. */
export const HOME_MODULE_SIZE = 10;
export function categoryModuleQuery(categoryId: number): GoodsQuery {
  return {
    page: 1,
    limit: HOME_MODULE_SIZE,
    sort: "shop_goods.createtime",
    order: "desc",
    filter: { category_id: categoryId, "shop_goods.price": "," },
    op: { category_id: "in", "shop_goods.price": "between" },
  };
}

/** One page of `product/lists`. */
export function useGoodsList(query: GoodsQuery, enabled = true) {
  const lang = useAppStore((s) => s.country);
  return useQuery({
    queryKey: ["goods-list", lang, query],
    queryFn: () => catalogueApi.goodsList(query),
    placeholderData: keepPreviousData,
    enabled,
    staleTime: 30_000,
  });
}

/** A product's detail; asked again after login (is_favourite, is_following depend on the user). */
export function useGoodsDetail(id: number) {
  const lang = useAppStore((s) => s.country);
  const loggedIn = useAppStore((s) => Boolean(s.token));
  return useQuery({
    queryKey: ["goods", lang, id, loggedIn],
    queryFn: () => catalogueApi.goods(id),
    // the same product under a new key (login, language) stays on screen with its chosen specs
    placeholderData: (prev) => (prev?.id === id ? prev : undefined),
    enabled: id > 0,
  });
}

export function useComments(goodsId: number, page: number) {
  return useQuery({
    queryKey: ["comments", goodsId, page],
    queryFn: () => catalogueApi.comments(goodsId, page),
    placeholderData: keepPreviousData,
  });
}

/** POST product/collect: favourite or unfavourite; updates the open detail and the favourites list. */
export function useCollect() {
  const client = useQueryClient();
  return useApiMutation((v: { id: number; collect: boolean }) => catalogueApi.collect(v.id, v.collect), {
    onSuccess: (res, v) => {
      client.setQueriesData<GoodsDetail>({ queryKey: ["goods"] }, (old) =>
        old && old.id === v.id ? { ...old, is_favourite: res.is_favourite, followers: res.followers } : old,
      );
      void client.invalidateQueries({ queryKey: ["collect-goods"] });
    },
  });
}
