import type { AdminCategory } from "@mp/contracts";
import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import { catalogueAdminApi } from "../api/catalogue-admin-api";

export interface CategoryNode extends AdminCategory {
  children?: CategoryNode[];
  depth: number;
}

/** The whole category tree (one call), as nested rows for the table and the parent picker. */
export function useCategoryTree() {
  const query = useQuery({ queryKey: ["console-categories"], queryFn: catalogueAdminApi.categories });
  const tree = useMemo(() => {
    const list = query.data?.list ?? [];
    const build = (parent: number | null, depth: number): CategoryNode[] =>
      depth > 8
        ? []
        : list
            .filter((c) => c.parent_id === parent)
            .map((c) => {
              const children = build(c.id, depth + 1);
              return { ...c, depth, ...(children.length ? { children } : {}) };
            });
    return build(null, 0);
  }, [query.data]);
  return { ...query, tree, flat: query.data?.list ?? [] };
}

/** The category and every category under it (none of them can be its new parent). */
export function subtreeOf(list: AdminCategory[], id: number): Set<number> {
  const out = new Set<number>([id]);
  let grew = true;
  while (grew) {
    grew = false;
    for (const c of list)
      if (c.parent_id !== null && out.has(c.parent_id) && !out.has(c.id)) {
        out.add(c.id);
        grew = true;
      }
  }
  return out;
}
