import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { useAppStore } from "../../../lib/app-store";
import { catalogueApi } from "../api/catalogue-api";

/** The logged-in shopper's recent searches (newest first), fetched when the search box asks. */
export function useSearchHistory(enabled: boolean) {
  const token = useAppStore((s) => s.token);
  return useQuery({
    queryKey: ["search-history", token],
    queryFn: catalogueApi.searchHistory,
    enabled: enabled && Boolean(token),
    staleTime: 0,
  });
}

export function useClearSearchHistory() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: catalogueApi.clearSearchHistory,
    onSuccess: () => client.setQueriesData<string[]>({ queryKey: ["search-history"] }, () => []),
  });
}
