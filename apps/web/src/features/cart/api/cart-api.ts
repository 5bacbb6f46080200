import { apiPost } from "../../../lib/api-client";

/** One cart line as `cart/synchro` answers it (money as USD strings). */
export interface CartLine {
  id: number;
  goods_id: number;
  /** null for goods without specifications */
  sku_id: number | null;
  number: number;
  /** the line is selected for checkout */
  checked: boolean;
  price: string;
  freight?: string;
  /** the chosen specification, e.g. "Colour: Black, Storage: 128GB" */
  spec: string;
  stock: number;
  /** off the shelf, shop closed or SKU gone: cannot be checked out */
  invalid?: boolean;
  goods: { id: number; title: string; image: string };
  shop: { id: number; name: string };
}

/** What the cart needs to know about a product line it adds (the server decides the price). */
export interface CartAdd {
  goods_id: number;
  sku_id: number | null;
  number: number;
}

/** Cart calls of the buying issue (the agreed interface; answers in the envelope). */
export const cartApi = {
  synchro: () => apiPost<CartLine[]>("/api/wanlshop/cart/synchro"),
  add: (line: CartAdd) => apiPost<unknown>("/api/wanlshop/cart/add", { ...line }),
  edit: (id: number, number: number) => apiPost<unknown>("/api/wanlshop/cart/edit", { id, number }),
  del: (ids: number[]) => apiPost<unknown>("/api/wanlshop/cart/del", { ids }),
  select: (ids: number[], checked: boolean) =>
    apiPost<unknown>("/api/wanlshop/cart/select", { ids, checked: checked ? 1 : 0 }),
  merge: (lines: CartAdd[]) => apiPost<unknown>("/api/wanlshop/cart/merge", { lines }, { silent: true }),
};
