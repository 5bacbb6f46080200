import type { Page } from "@mp/contracts/constants";

/** One page of a list answer (`Page<T>` of @mp/contracts) holding `data`, as the API sends it. */
export const page = <T>(data: T[], over: Partial<Page<T>> = {}): Page<T> => ({
  total: data.length,
  per_page: 15,
  current_page: 1,
  last_page: 1,
  data,
  ...over,
});
