import { useSearchParams } from "react-router";
import type { Purchase } from "../api/orders-api";

const positive = (v: string | null) => {
  const n = Number(v);
  return Number.isSafeInteger(n) && n > 0 ? n : 0;
};

/** What `/order_confirm` buys, from its query: `cart_ids=1,2` or `goods_id&sku_id&number`. */
export function usePurchase(): Purchase | null {
  const [params] = useSearchParams();
  const cartIds = (params.get("cart_ids") ?? "").split(",").map(positive).filter(Boolean);
  if (cartIds.length) return { cart_ids: cartIds };
  const goods_id = positive(params.get("goods_id"));
  const sku_id = positive(params.get("sku_id"));
  const number = positive(params.get("number"));
  return goods_id && sku_id && number ? { goods_id, sku_id, number } : null;
}

/** The order ids of `/payment?order_ids=1,2`. */
export function useOrderIds(): number[] {
  const [params] = useSearchParams();
  return (params.get("order_ids") ?? "").split(",").map(positive).filter(Boolean);
}
