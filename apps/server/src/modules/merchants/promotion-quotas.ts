import { perDatabase, TtlCache } from "../../platform/cache.js";
import type { Db } from "../../platform/db/index.js";
import { bondsAtLeast } from "../wallet/index.js";
import { levelOfBond, storeLevels } from "./levels.js";

/**
 * Each shop's promoted impressions a day (docs/rules.md#promotion): the `daily_impressions` of
 * the level its bond buys, for every shop whose level has any. Read on the home page's hot path,
 * so kept for 10 s; paying bond and an agreed bond refund drop it at once, and a change of the
 * `store_levels` setting reaches the promotion within 10 s.
 */
const QUOTAS_TTL_MS = 10_000;
const cache = perDatabase(() => new TtlCache<ReadonlyMap<number, number>>(QUOTAS_TTL_MS, 1));

export async function promotionQuotas(db: Db): Promise<ReadonlyMap<number, number>> {
  return cache(db).getOrLoad("all", async () => {
    const levels = await storeLevels(db);
    const promoting = levels.filter((l) => l.daily_impressions > 0);
    const quotas = new Map<number, number>();
    if (promoting.length === 0) return quotas;
    const least = promoting.reduce((m, l) => Math.min(m, l.bond_minor), Number.POSITIVE_INFINITY);
    for (const { shopId, bond } of await bondsAtLeast(db, BigInt(least))) {
      const level = levels.find((l) => l.level === levelOfBond(levels, bond));
      if (level && level.daily_impressions > 0) quotas.set(shopId, level.daily_impressions);
    }
    return quotas;
  });
}

/** The daily quota of one shop's level (0 when its level has none). */
export async function quotaOfBond(db: Db, bond: bigint): Promise<number> {
  const levels = await storeLevels(db);
  return levels.find((l) => l.level === levelOfBond(levels, bond))?.daily_impressions ?? 0;
}

/** A shop's bond changed: the next home answer reads the quotas again. */
export function forgetPromotionQuotas(db: object): void {
  cache(db).clear();
}
