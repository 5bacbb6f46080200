import type { CartAdd, CartLine } from "@mp/contracts/constants";
import { apiPost } from "../../../lib/api-client";

export type { CartAdd, CartLine } from "@mp/contracts/constants";

/** Cart calls of the buying issue (the agreed interface; answers in the envelope). */
export const cartApi = {
  synchro: () => apiPost<CartLine[]>("/api/wanlshop/cart/synchro"),
  add: (line: CartAdd) => apiPost<unknown>("/api/wanlshop/cart/add", { ...line }),
  edit: (id: number, number: number) => apiPost<unknown>("/api/wanlshop/cart/edit", { id, number }),
  del: (ids: number[]) => apiPost<unknown>("/api/wanlshop/cart/del", { ids }),
  select: (ids: number[], checked: boolean) =>
    apiPost<unknown>("/api/wanlshop/cart/select", { ids, checked: checked ? 1 : 0 }),
  merge: (lines: CartAdd[], key: string) =>
    apiPost<unknown>("/api/wanlshop/cart/merge", { lines }, { silent: true, headers: { "Idempotency-Key": key } }),
};
