import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { useAppStore } from "../../../lib/app-store";
import { contentApi } from "../api/content-api";

/** Init data for the current language; a language change loads it again (new query key). */
export function useInit() {
  const lang = useAppStore((s) => s.country);
  const query = useQuery({ queryKey: ["init", lang], queryFn: contentApi.init, staleTime: 5 * 60_000 });
  useEffect(() => {
    if (query.data) useAppStore.getState().setInitData(query.data);
  }, [query.data]);
  return query;
}

/** Category modules of init without the hidden ones the server lists (the console's hidden flag). */
export function useVisibleCategories() {
  const { data } = useInit();
  return useMemo(() => {
    const hidden = new Set<number>(data?.hidden_category_ids ?? []);
    return (data?.modulesData.categoryModules ?? []).filter((c) => !hidden.has(Number(c.id)));
  }, [data]);
}

/** `/goods_cate` link of a category module. */
export function categoryHref(c: { id: number; name: string }): string {
  return `/goods_cate?${new URLSearchParams({ category_id: String(c.id), name: c.name })}`;
}
