import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { useAppStore } from "../../../lib/app-store";
import { useApiMutation } from "../../../ui";
import { catalogueApi } from "../api/catalogue-api";

/** The shopper's favourite products, one page. */
export function useCollectGoods(page: number) {
  // titles and introductions are in the reader's language: another language is another answer
  const lang = useAppStore((s) => s.country);
  return useQuery({
    queryKey: ["collect-goods", page, lang],
    queryFn: () => catalogueApi.collectList(page),
    placeholderData: keepPreviousData,
  });
}

/** The shops the shopper follows, one page. */
export function useCollectShops(page: number) {
  // titles and introductions are in the reader's language: another language is another answer
  const lang = useAppStore((s) => s.country);
  return useQuery({
    queryKey: ["collect-shop", page, lang],
    queryFn: () => catalogueApi.followList(page),
    placeholderData: keepPreviousData,
  });
}

/** Browsing history (recorded by the server when a logged-in shopper opens a product). */
export function useHistory(page: number) {
  // titles and introductions are in the reader's language: another language is another answer
  const lang = useAppStore((s) => s.country);
  return useQuery({
    queryKey: ["history", page, lang],
    queryFn: () => catalogueApi.history(page),
    placeholderData: keepPreviousData,
  });
}

/** POST history/clear: removes one product from history (`id`) or clears all of it (no id). */
export function useClearHistory() {
  return useApiMutation((id?: number) => catalogueApi.clearHistory(id), { invalidate: [["history"]] });
}
