import { parseAmount, toDecimalString } from "@mp/money";
import type { CartLine } from "../api/cart-api";

/** Lines grouped by shop, in the order the shops first appear. */
export interface ShopGroup {
  shopId: number;
  shopname: string;
  lines: CartLine[];
}

export function groupByShop(lines: CartLine[]): ShopGroup[] {
  const groups = new Map<number, ShopGroup>();
  for (const l of lines) {
    const g = groups.get(l.shop.id) ?? { shopId: l.shop.id, shopname: l.shop.name, lines: [] };
    g.lines.push(l);
    groups.set(l.shop.id, g);
  }
  return [...groups.values()];
}

/** price x number as a USD string, in integer cents (display only; the server prices the order). */
export function lineTotal(l: CartLine): string {
  return toDecimalString((parseAmount(l.price) ?? 0n) * BigInt(l.number));
}

/** Selected lines: their count (sum of numbers) and their total. */
export function selectedTotals(lines: CartLine[]): { count: number; total: string } {
  let cents = 0n;
  let count = 0;
  for (const l of lines) {
    if (!l.checked) continue;
    cents += (parseAmount(l.price) ?? 0n) * BigInt(l.number);
    count += l.number;
  }
  return { count, total: toDecimalString(cents) };
}
