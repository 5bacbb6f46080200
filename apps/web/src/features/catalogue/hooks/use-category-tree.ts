import type { CategoryNode } from "@mp/contracts";
import { useQuery } from "@tanstack/react-query";
import { useAppStore } from "../../../lib/app-store";
import { catalogueApi } from "../api/catalogue-api";

/** The 3-level category tree, names in the current language. */
export function useCategoryTree() {
  const lang = useAppStore((s) => s.country);
  return useQuery({
    queryKey: ["category-tree", lang],
    queryFn: catalogueApi.categoryTree,
    staleTime: 5 * 60_000,
  });
}

/** A node of the tree by id, depth first. */
export function findCategory(nodes: CategoryNode[] | undefined, id: number): CategoryNode | undefined {
  for (const n of nodes ?? []) {
    if (n.id === id) return n;
    const hit = findCategory(n.children, id);
    if (hit) return hit;
  }
  return undefined;
}

/** `/goods_cate` link of a category. */
export function categoryListHref(c: { id: number; name: string }): string {
  return `/goods_cate?${new URLSearchParams({ category_id: String(c.id), name: c.name })}`;
}
