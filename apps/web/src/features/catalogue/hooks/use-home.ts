import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAppStore } from "../../../lib/app-store";
import { catalogueApi } from "../api/catalogue-api";
import { categoryModuleQuery } from "./use-goods";

/** Banners and app_url of `index/index`; app_url is kept in the store (docs/api.md#calls). */
export function useHomeBanners() {
  const lang = useAppStore((s) => s.country);
  return useQuery({
    queryKey: ["home", lang],
    queryFn: async () => {
      const data = await catalogueApi.home();
      if (data.app_url) useAppStore.setState({ app_url: data.app_url });
      return data;
    },
    staleTime: 60_000,
  });
}

/** New-products and hot-selling blocks; `page` is what their 'Next' links advance. */
export function useHomeBlocks(page: number) {
  const lang = useAppStore((s) => s.country);
  return useQuery({
    queryKey: ["home-blocks", lang, page],
    queryFn: () => catalogueApi.homeBlocks(page),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** The 'Recommended' list; its refresh advances `page`. */
export function useRecommended(page: number) {
  const lang = useAppStore((s) => s.country);
  return useQuery({
    queryKey: ["recommended", lang, page],
    queryFn: () => catalogueApi.recommended(page),
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

/** Products of one home category module, fetched only once the module is revealed. */
export function useCategoryModule(categoryId: number) {
  const lang = useAppStore((s) => s.country);
  return useQuery({
    queryKey: ["goods-list", lang, categoryModuleQuery(categoryId)],
    queryFn: () => catalogueApi.goodsList(categoryModuleQuery(categoryId)),
    staleTime: 60_000,
  });
}
