import { levelOfBond, levelRatioPpm, type StoreLevelRule } from "@mp/contracts";
import type { Db } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";
import { countShopGoods } from "../catalogue/index.js";
import { balanceOf, bondOf } from "../wallet/index.js";
import { money, storeLevels } from "./levels.js";

/**
 * The store level's goods rules (docs/rules.md#goods): the product limit counts every goods of the
 * shop that is not deleted, on or off the shelf; the price cap applies to every SKU. Read inside
 * the transaction that holds the shop's row lock, so two parallel adds cannot both pass the count
 * and a bond payment (which takes the same lock) is seen at once.
 */
export async function shopLevelRule(db: Db, shopId: number): Promise<{ rule: StoreLevelRule; products: number }> {
  const [levels, bond, products] = await Promise.all([
    storeLevels(db),
    balanceOf(db, bondOf(shopId)),
    countShopGoods(db, shopId),
  ]);
  const level = levelOfBond(levels, bond);
  const rule = levels.find((l) => l.level === level) ?? (levels[0] as StoreLevelRule);
  return { rule, products };
}

/** One more counted goods would pass the level's product limit ("Item upload limit exceeded"). */
export function checkRoomForOneMore(rule: StoreLevelRule, products: number): void {
  if (rule.product_limit !== null && products + 1 > rule.product_limit)
    throw new AppError("item_limit", { data: { product_limit: rule.product_limit, products } });
}

/** The shop already counts more goods than its level allows (a lowered level): nothing goes back on the shelf. */
export function checkWithinLimit(rule: StoreLevelRule, products: number): void {
  if (rule.product_limit !== null && products > rule.product_limit)
    throw new AppError("item_limit", { data: { product_limit: rule.product_limit, products } });
}

/** A price above the level's cap: "Store reputation too low for items above $300" (the cap from the table). */
export function checkPriceCap(rule: StoreLevelRule, highestMinor: bigint, field = "skus"): void {
  if (rule.price_cap_minor === null || highestMinor <= BigInt(rule.price_cap_minor)) return;
  const cap = money(rule.price_cap_minor).replace(/\.00$/, "");
  throw new AppError("price_cap", {
    field,
    // the spec's wording names the cap as "$300": the figure in dollars, whatever the reader's language
    params: { cap: `$${cap}` },
    data: { price_cap: money(rule.price_cap_minor) },
  });
}

/** A ratio (parts per million) above the level's limit (per cent, two decimals: compared in whole ppm). */
export function checkRatio(rule: StoreLevelRule, ratioPpm: bigint): void {
  if (ratioPpm > levelRatioPpm(rule.profit_ratio))
    throw new AppError("ratio_too_high", { field: "ratio", data: { profit_ratio: rule.profit_ratio } });
}
