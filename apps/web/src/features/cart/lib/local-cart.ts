import { create } from "zustand";
import { createJSONStorage, persist } from "zustand/middleware";
import type { CartAdd, CartLine } from "../api/cart-api";

/** A visitor's cart holds at most this many lines (the server has its own limit). */
export const LOCAL_CART_MAX_LINES = 50;

interface LocalCart {
  lines: CartLine[];
  /** adds a line or raises the number of the same SKU, never above the stock it was shown with */
  add: (line: CartLine) => void;
  setNumber: (id: number, number: number) => void;
  setChecked: (ids: number[], checked: boolean) => void;
  remove: (ids: number[]) => void;
  clear: () => void;
  /** a merge sent to the server whose answer has not come back yet; sent again with its key */
  pending: PendingMerge | null;
  /** takes the lines out of the cart into a pending merge with this key */
  startMerge: (key: string) => PendingMerge | null;
  /** the server answered: done (`ok`), or refused: the lines come back before anything added since */
  endMerge: (ok: boolean) => void;
}

export interface PendingMerge {
  key: string;
  lines: CartLine[];
}

/**
 * The cart of a visitor, kept in this browser until they log in; then `cart/merge` moves it to
 * the server (which checks stock and prices again) and it is cleared. Local ids are negative so
 * they can never be mistaken for server cart ids.
 */
// zustand's own hook (not lib/store-hook's): where the app takes over a first screen the server drew
// (for a visitor, with an empty cart), its first render reads the empty initial cart too, and the
// count follows right after (docs/architecture.md, "The first screen, drawn by the server")
export const useLocalCart = create<LocalCart>()(
  persist(
    (set, get) => ({
      lines: [],
      add: (line) =>
        set((s) => {
          const same = s.lines.find((l) => l.goods_id === line.goods_id && l.sku_id === line.sku_id);
          if (same) {
            const number = Math.min(same.number + line.number, Math.max(1, line.stock));
            return { lines: s.lines.map((l) => (l === same ? { ...line, id: l.id, number, checked: true } : l)) };
          }
          if (s.lines.length >= LOCAL_CART_MAX_LINES) return s;
          // below every local id, those of a merge under way too, so refused lines never share one
          const id = Math.min(0, ...[...s.lines, ...(s.pending?.lines ?? [])].map((l) => l.id)) - 1;
          return { lines: [...s.lines, { ...line, id, checked: true }] };
        }),
      setNumber: (id, number) => set((s) => ({ lines: s.lines.map((l) => (l.id === id ? { ...l, number } : l)) })),
      setChecked: (ids, checked) =>
        set((s) => ({ lines: s.lines.map((l) => (ids.includes(l.id) ? { ...l, checked } : l)) })),
      remove: (ids) => set((s) => ({ lines: s.lines.filter((l) => !ids.includes(l.id)) })),
      clear: () => set({ lines: [] }),
      pending: null,
      startMerge: (key) => {
        const { lines, pending } = get();
        if (pending) return pending;
        if (lines.length === 0) return null;
        const next = { key, lines };
        set({ pending: next, lines: [] });
        return next;
      },
      endMerge: (ok) =>
        set((s) => ({
          pending: null,
          lines: ok || !s.pending ? s.lines : [...s.pending.lines, ...s.lines].slice(0, LOCAL_CART_MAX_LINES),
        })),
    }),
    { name: "mp-cart", storage: createJSONStorage(() => localStorage) },
  ),
);

/** What `cart/merge` takes from the local lines. */
export function mergeLines(lines: CartLine[]): CartAdd[] {
  return lines.map((l) => ({ goods_id: l.goods_id, sku_id: l.sku_id, number: l.number }));
}
