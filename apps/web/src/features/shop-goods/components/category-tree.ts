import type { CategoryNode } from "../api/shop-goods-api";

export interface CategoryOption {
  value: number;
  title: string;
  children: CategoryOption[];
}

/** The category tree as TreeSelect data. */
export const categoryTreeData = (nodes: CategoryNode[]): CategoryOption[] =>
  nodes.map((n) => ({ value: n.id, title: n.name, children: categoryTreeData(n.children) }));
