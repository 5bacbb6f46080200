import { DEFAULT_STORE_LEVELS, dollarsToCents, type StoreLevelRule, storeLevelsBody } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { parse } from "../../platform/http/index.js";
import { getSetting, putSetting } from "../../platform/settings/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { forgetShelvedGoods, shelveForLevelTable } from "./level-drop.js";
import { presentLevel, STORE_LEVELS_SETTING, storeLevels } from "./levels.js";
import { forgetPromotionQuotas } from "./promotion-quotas.js";

/**
 * The store-level table in the console (docs/rules.md#store-levels), operators. A change applies
 * from the next request: a shop's level is computed from its bond each time, so no stored level
 * is rewritten; goods a shop's level no longer allows leave the shelf in the saving transaction;
 * promotion quotas follow within their 10 s cache (at once in the saving process).
 */
export async function readStoreLevels(ctx: Ctx) {
  await requireStaff(ctx, ["operator"]);
  return { levels: (await storeLevels(ctx.db)).map(presentLevel), defaults: DEFAULT_STORE_LEVELS.map(presentLevel) };
}

/** `/api/admin/rules/store_levels_save` {levels: [{level, bond, profit_ratio, daily_impressions, product_limit, price_cap}]} */
export async function saveStoreLevels(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, ["operator"]);
  const { levels } = parse(storeLevelsBody, input);
  const next: StoreLevelRule[] = levels.map((l) => ({
    level: l.level,
    bond_minor: dollarsToCents(l.bond),
    profit_ratio: Number(l.profit_ratio),
    daily_impressions: l.daily_impressions,
    product_limit: l.product_limit,
    price_cap_minor: l.price_cap === null ? null : dollarsToCents(l.price_cap),
  }));
  const shelved = await inTransaction(ctx, async (tx) => {
    await tx.db.execute(sql`select pg_advisory_xact_lock(hashtext(${`setting:${STORE_LEVELS_SETTING}`}))`);
    const { levels: before } = await getSetting<{ levels: readonly StoreLevelRule[] }>(tx.db, STORE_LEVELS_SETTING, {
      levels: DEFAULT_STORE_LEVELS,
    });
    await putSetting(tx.db, STORE_LEVELS_SETTING, { levels: next });
    await audit(tx, staff.id, "rules.store_levels", `setting:${STORE_LEVELS_SETTING}`, {
      before: { levels: before },
      after: { levels: next },
    });
    // a lower cap or fewer goods: what a shop's level no longer allows leaves the shelf now
    return shelveForLevelTable(tx.db, next);
  });
  forgetPromotionQuotas(ctx.db);
  await forgetShelvedGoods(ctx, shelved);
  return { levels: next.map(presentLevel), defaults: DEFAULT_STORE_LEVELS.map(presentLevel) };
}
