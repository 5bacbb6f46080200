import { useQuery } from "@tanstack/react-query";
import { useState } from "react";
import { useNavigate } from "react-router";
import { useAppStore } from "../../../lib/app-store";
import { ordersApi, type ReviewItem } from "../api/orders-api";
import { useReviewSubmit } from "./use-review-submit";

/** The review screen's state: the order, one review per product (five stars unless changed), the call. */
export function useReview(id: number) {
  const navigate = useNavigate();
  const token = useAppStore((s) => s.token);
  const q = useQuery({ queryKey: ["orders", "info", id, token], queryFn: () => ordersApi.info(id), enabled: id > 0 });
  const [items, setItems] = useState<Record<number, ReviewItem>>({});
  const send = useReviewSubmit(() => navigate("/my-order?tab=all"));

  const o = q.data;
  const goods = o ? [...new Map(o.goods.map((g) => [g.goods_id, g])).values()] : [];
  const item = (goodsId: number): ReviewItem =>
    items[goodsId] ?? { goods_id: goodsId, score: 5, content: "", images: [] };
  const set = (goodsId: number, patch: Partial<ReviewItem>) =>
    setItems((all) => ({ ...all, [goodsId]: { ...item(goodsId), ...patch } }));

  const submit = () => {
    if (o) send.mutate({ id: o.id, items: goods.map((g) => item(g.goods_id)) });
  };

  return { missing: !id || q.isError, order: o, goods, item, set, submit, busy: send.isPending };
}
