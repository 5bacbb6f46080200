import type { GoodsDetail } from "@mp/contracts";
import { keepPreviousData, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAppStore } from "../../../lib/app-store";
import { useApiMutation } from "../../../ui";
import { catalogueApi, type ShopInfo } from "../api/catalogue-api";

export const SHOPS_PAGE_SIZE = 12;

/** Shop search (`shop/lists`). */
export function useShops(search: string, page: number) {
  const lang = useAppStore((s) => s.country);
  return useQuery({
    queryKey: ["shops", lang, search, page],
    queryFn: () => catalogueApi.shops(search, page, SHOPS_PAGE_SIZE),
    placeholderData: keepPreviousData,
  });
}

/** A shop's header data; asked again after login (is_following). */
export function useShop(id: number) {
  const loggedIn = useAppStore((s) => Boolean(s.token));
  // the introduction is in the reader's language (shop_texts)
  const lang = useAppStore((s) => s.country);
  return useQuery({
    queryKey: ["shop", id, loggedIn, lang],
    queryFn: () => catalogueApi.shop(id),
    placeholderData: (prev) => (prev?.id === id ? prev : undefined),
    enabled: id > 0,
  });
}

/** POST shop/follow: follow or unfollow; updates the shop header, the detail's shop card and the list. */
export function useFollow() {
  const client = useQueryClient();
  return useApiMutation((v: { id: number; follow: boolean }) => catalogueApi.follow(v.id, v.follow), {
    onSuccess: (res, v) => {
      const patch = { is_following: res.is_following, followers: res.followers };
      client.setQueriesData<ShopInfo>({ queryKey: ["shop", v.id] }, (old) => (old ? { ...old, ...patch } : old));
      client.setQueriesData<GoodsDetail>({ queryKey: ["goods"] }, (old) =>
        old && old.shop.id === v.id ? { ...old, shop: { ...old.shop, ...patch } } : old,
      );
      void client.invalidateQueries({ queryKey: ["collect-shop"] });
    },
  });
}
