import type { Db } from "../../platform/db/index.js";

/**
 * Ordering asks whether a shop's store level still allows what is ordered (docs/rules.md#store-levels):
 * checkout (`order/confirm`, `order/addOrder`) and payment refuse goods the level would not let
 * on the shelf. The levels are the merchants module's; it imports this module, so it hands its
 * check over when it loads (`setLevelGuard`), as it hands the promotion's quotas to the catalogue.
 */

/** A line ordering asks about: its shop, its goods and the price it sells at. */
export interface LevelLine {
  shopId: number;
  goodsId: number;
  priceMinor: bigint;
}

/** Refuses (throws the envelope's error) a line the shop's level does not allow; runs in the caller's transaction. */
export type LevelGuard = (db: Db, lines: LevelLine[]) => Promise<void>;

let guard: LevelGuard | null = null;

export function setLevelGuard(fn: LevelGuard): void {
  guard = fn;
}

/** Without the merchants module's check nothing is sold: an order must never pass the levels unchecked. */
export async function mustLevelAllow(db: Db, lines: LevelLine[]): Promise<void> {
  if (!guard) throw new Error("the store level check is not set (the merchants module sets it when it loads)");
  await guard(db, lines);
}
