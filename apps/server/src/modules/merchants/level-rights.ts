import { levelOfBond, type StoreLevelRule } from "@mp/contracts";
import type { Db } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";
import { goodsKeptOnShelf, onShelfCounts, type ShelfRights } from "../catalogue/index.js";
import type { LevelLine } from "../orders/index.js";
import { balanceOf, bondOf } from "../wallet/index.js";
import { storeLevels } from "./levels.js";

/**
 * What a shop's store level lets it sell (docs/rules.md#store-levels): the rule of the level its
 * bond buys, as the catalogue's shelf rights, and the check ordering runs before it sells.
 */

/** The rule of the level a bond buys (the lowest level's when the table has no such level). */
export function ruleOfBond(levels: readonly StoreLevelRule[], bond: bigint): StoreLevelRule {
  const level = levelOfBond(levels, bond);
  return levels.find((l) => l.level === level) ?? (levels[0] as StoreLevelRule);
}

export const shelfRights = (rule: StoreLevelRule): ShelfRights => ({
  capMinor: rule.price_cap_minor === null ? null : BigInt(rule.price_cap_minor),
  limit: rule.product_limit,
});

const refuse = (goodsId: number): never => {
  throw new AppError("goods_over_level", { field: "goods_id", data: { goods_id: goodsId } });
};

/**
 * The orders module's level check (handed over in index.ts): refuses, with "goods_over_level", a
 * line whose price is above its shop's price cap ("items above $300"), and, while a shop has more
 * goods on the shelf than its level allows, goods other than those a level drop keeps (the
 * oldest). So whatever a lowered level (a bond refund, a stricter table) has not taken off the
 * shelf, or data written behind the server's back, is not sold. Runs in the ordering transaction;
 * payment holds the shops' row locks, which a bond refund takes too.
 */
export async function levelAllows(db: Db, lines: LevelLine[]): Promise<void> {
  if (!lines.length) return;
  const levels = await storeLevels(db);
  const rules = new Map<number, ShelfRights>();
  for (const shopId of new Set(lines.map((l) => l.shopId)))
    rules.set(shopId, shelfRights(ruleOfBond(levels, await balanceOf(db, bondOf(shopId)))));
  const rightsOf = (shopId: number) => rules.get(shopId) as ShelfRights;
  for (const l of lines) {
    const cap = rightsOf(l.shopId).capMinor;
    if (cap !== null && l.priceMinor > cap) refuse(l.goodsId);
  }
  const counted = [...rules].filter(([, r]) => r.limit !== null).map(([shopId]) => shopId);
  for (const [shopId, n] of await onShelfCounts(db, counted)) {
    if (n <= (rightsOf(shopId).limit as number)) continue;
    const kept = await goodsKeptOnShelf(db, shopId, rightsOf(shopId));
    for (const l of lines) if (l.shopId === shopId && !kept.has(l.goodsId)) refuse(l.goodsId);
  }
}
