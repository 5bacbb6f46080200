import { DEFAULT_STORE_LEVELS, levelOfBond, type StoreLevelRule, type StoreLevelView } from "@mp/contracts";
import { toDecimalString } from "@mp/money";
import type { Ctx } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { getSetting } from "../../platform/settings/index.js";

/**
 * The store-level table (docs/rules.md#store-levels): platform data under the setting
 * `store_levels`, starting from the published defaults. The level is a pure function of the bond.
 */
export const STORE_LEVELS_SETTING = "store_levels";

export async function storeLevels(db: Db): Promise<StoreLevelRule[]> {
  // stored as {levels: [...]}: settings merge objects key by key
  const { levels } = await getSetting<{ levels: readonly StoreLevelRule[] }>(db, STORE_LEVELS_SETTING, {
    levels: DEFAULT_STORE_LEVELS,
  });
  return [...levels].sort((a, b) => a.bond_minor - b.bond_minor);
}

export const money = (v: bigint | number | string) => toDecimalString(BigInt(v));

export const presentLevel = (l: StoreLevelRule): StoreLevelView => ({
  level: l.level,
  bond: money(l.bond_minor),
  profit_ratio: l.profit_ratio,
  daily_impressions: l.daily_impressions,
  product_limit: l.product_limit,
  price_cap: l.price_cap_minor === null ? null : money(l.price_cap_minor),
});

/** The bond a level needs, or null for a level not in the table. */
export const bondForLevel = (levels: readonly StoreLevelRule[], level: number) => {
  const l = levels.find((x) => x.level === level);
  return l ? BigInt(l.bond_minor) : null;
};

export { levelOfBond };

/** `shop/levels`: the table, shown to everyone (nothing to hide). */
export async function levelsTable(ctx: Ctx): Promise<StoreLevelView[]> {
  return (await storeLevels(ctx.db)).map(presentLevel);
}
