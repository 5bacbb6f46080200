import { useQuery } from "@tanstack/react-query";
import type { FormInstance } from "antd";
import { useState } from "react";
import { useApiMutation, usePagedQuery } from "../../../ui";
import { type SaveGoodsBody, type ShelfStatus, shopGoodsApi } from "../api/shop-goods-api";

/** Query keys of the goods pages: every change loads the lists and the limits again. */
export const goodsKeys = {
  all: ["shop-goods"],
  list: (status: ShelfStatus, keyword: string) => ["shop-goods", "list", status, keyword],
  limits: ["shop-goods", "limits"],
  supplier: (keyword: string, category: number | undefined) => ["shop-goods", "supplier", keyword, category ?? 0],
  detail: (id: number) => ["shop-goods", "detail", id],
  categories: ["shop-goods-categories"],
} as const;

/** `/shop-goods`: the shop's goods by tab (on or off the shelf) and title search, paged. */
export function useShopGoodsList() {
  const [status, setStatus] = useState<ShelfStatus>("on");
  const [keyword, setKeyword] = useState("");
  const list = usePagedQuery(goodsKeys.list(status, keyword), (page) =>
    shopGoodsApi.list({ page, status, keyword: keyword || undefined }),
  );
  return { list, status, setStatus, keyword, setKeyword };
}

/** The level's limits and what the shop uses. */
export const useGoodsLimits = () => useQuery({ queryKey: goodsKeys.limits, queryFn: shopGoodsApi.limits });

/** The supplier catalogue by title and category, paged. */
export function useSupplierCatalogue() {
  const [keyword, setKeyword] = useState("");
  const [category, setCategory] = useState<number | undefined>();
  const list = usePagedQuery(goodsKeys.supplier(keyword, category), (page) =>
    shopGoodsApi.supplier({ page, keyword: keyword || undefined, category_id: category }),
  );
  return { list, keyword, setKeyword, category, setCategory };
}

export const useCategories = () =>
  useQuery({ queryKey: goodsKeys.categories, queryFn: shopGoodsApi.categories, staleTime: 10 * 60_000 });

export const useGoodsDetail = (id: number | null) =>
  useQuery({
    queryKey: goodsKeys.detail(id ?? 0),
    queryFn: () => shopGoodsApi.detail(id as number),
    enabled: id !== null,
    retry: false,
  });

export const useShelf = () => useApiMutation(shopGoodsApi.shelf, { invalidate: [goodsKeys.all] });

export const useDeleteGoods = () => useApiMutation(shopGoodsApi.del, { invalidate: [goodsKeys.all] });

export const useAddSupplier = (onDone: () => void) =>
  useApiMutation(shopGoodsApi.addSupplier, { invalidate: [goodsKeys.all], onSuccess: onDone });

export const useSaveGoods = (onDone: (id: number) => void, form?: FormInstance) =>
  useApiMutation((b: SaveGoodsBody) => shopGoodsApi.save(b), {
    invalidate: [goodsKeys.all],
    onSuccess: (r) => onDone(r.id),
    form,
  });
