import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useAppStore } from "../../../lib/app-store";
import { useApiMutation } from "../../../ui";
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

/** POST search/clear. */
export function useClearSearchHistory() {
  const client = useQueryClient();
  return useApiMutation(() => catalogueApi.clearSearchHistory(), {
    onSuccess: () => void client.setQueriesData<string[]>({ queryKey: ["search-history"] }, () => []),
  });
}
