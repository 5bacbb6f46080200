import { useQuery, useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import { ApiError } from "../../../lib/api-client";
import { useAppStore } from "../../../lib/app-store";
import { newIdempotencyKey } from "../../../lib/idempotency";
import { useApiMutation } from "../../../ui";
import { type CartLine, cartApi } from "../api/cart-api";
import { mergeLines, useLocalCart } from "../lib/local-cart";

export const cartKey = ["cart"] as const;

/** The cart: the server's lines for a logged-in shopper, this browser's lines for a visitor. */
export function useCartLines() {
  const token = useAppStore((s) => s.token);
  const local = useLocalCart((s) => s.lines);
  const q = useQuery({ queryKey: [...cartKey, token], queryFn: cartApi.synchro, enabled: Boolean(token) });
  if (!token) return { lines: local, loading: false, error: false, refetch: () => {}, local: true };
  return {
    lines: q.data ?? [],
    loading: q.isPending,
    error: q.isError,
    refetch: () => void q.refetch(),
    local: false,
  };
}

/** The header badge: the sum of the lines' numbers (docs/api.md#calls), kept in the app store too. */
export function useCartCount(): number {
  const { lines } = useCartLines();
  const count = lines.reduce((n, l) => n + l.number, 0);
  useEffect(() => {
    if (useAppStore.getState().cart_number !== count) useAppStore.setState({ cart_number: count });
  }, [count]);
  return count;
}

/**
 * Cart changes, on the server (cart/add, cart/edit, cart/del, cart/select) or locally for a
 * visitor; every server change reloads the lines.
 */
export function useCartActions() {
  const client = useQueryClient();
  const token = useAppStore((s) => s.token);
  const local = useLocalCart.getState();
  const onSuccess = () => void client.invalidateQueries({ queryKey: cartKey });
  const add = useApiMutation(
    async (line: CartLine) => {
      if (!token) return local.add(line);
      await cartApi.add({ goods_id: line.goods_id, sku_id: line.sku_id, number: line.number });
    },
    { onSuccess },
  );
  const setNumber = useApiMutation(
    async ({ id, number }: { id: number; number: number }) => {
      if (!token) return local.setNumber(id, number);
      await cartApi.edit(id, number);
    },
    { onSuccess },
  );
  const remove = useApiMutation(
    async (ids: number[]) => {
      if (!token) return local.remove(ids);
      await cartApi.del(ids);
    },
    { onSuccess },
  );
  const select = useApiMutation(
    async ({ ids, checked }: { ids: number[]; checked: boolean }) => {
      if (!token) return local.setChecked(ids, checked);
      await cartApi.select(ids, checked);
    },
    { onSuccess },
  );
  return { add, setNumber, remove, select };
}

/**
 * At login the visitor's local cart moves to the server (`cart/merge`), which checks stock and
 * prices again. The lines leave the cart into a pending merge with an Idempotency-Key before the
 * call. If no answer comes back (the page was left or reloaded while it was under way), the next
 * page load sends the same merge with the same key, and the server adds the numbers once; a
 * refusal puts the lines back in the cart for the next login. Mounted once, in the layout.
 */
export function useCartMerge(): void {
  const token = useAppStore((s) => s.token);
  const client = useQueryClient();
  const busy = useRef(false);
  useEffect(() => {
    if (!token || busy.current) return;
    const merge = useLocalCart.getState().startMerge(newIdempotencyKey());
    if (!merge) return;
    busy.current = true;
    cartApi
      .merge(mergeLines(merge.lines), merge.key)
      .then(() => useLocalCart.getState().endMerge(true))
      .catch((err: unknown) => {
        // code -1: no answer, so the server may have merged; keep it pending for the next load
        if (!(err instanceof ApiError) || err.code !== -1) useLocalCart.getState().endMerge(false);
      })
      .finally(() => {
        busy.current = false;
        void client.invalidateQueries({ queryKey: cartKey });
      });
  }, [token, client]);
}
