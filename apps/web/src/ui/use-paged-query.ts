import type { Page } from "@mp/contracts";
import { keepPreviousData, type QueryKey, useQuery } from "@tanstack/react-query";
import { useState } from "react";

export interface PagedQueryOptions {
  enabled?: boolean;
  retry?: boolean;
}

/**
 * A list call by page. `key` holds the filters: when it changes the list goes back to page 1
 * (no effect needed: the page belongs to the filters it was chosen under). The previous page
 * stays on screen while the next one loads.
 */
export function usePagedQuery<A>(key: QueryKey, load: (page: number) => Promise<A>, opts: PagedQueryOptions = {}) {
  const filters = JSON.stringify(key);
  const [chosen, setChosen] = useState({ filters, page: 1 });
  const page = chosen.filters === filters ? chosen.page : 1;
  const query = useQuery({
    queryKey: [...key, page],
    queryFn: () => load(page),
    placeholderData: keepPreviousData,
    enabled: opts.enabled,
    // only when asked: an explicit undefined would replace the app's default (no retry) with react-query's 3
    ...(opts.retry === undefined ? {} : { retry: opts.retry }),
  });
  return { ...query, page, setPage: (p: number) => setChosen({ filters, page: p }) };
}

/** The PagedTable props of a paged list call whose answer is the page itself. */
export function pagedTableProps<T>(q: ReturnType<typeof usePagedQuery<Page<T>>>) {
  return {
    answer: q.data,
    page: q.page,
    onPage: q.setPage,
    loading: q.isFetching,
    error: q.isError && !q.data,
    onRetry: () => void q.refetch(),
  };
}
