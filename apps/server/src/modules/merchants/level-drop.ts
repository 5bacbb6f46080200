import type { StoreLevelRule } from "@mp/contracts";
import { money as amountOf, text } from "@mp/texts";
import type { Ctx } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import {
  forgetGoodsAnswers,
  forgetShopCards,
  lockShopRow,
  shelveOverRights,
  shopOwnerId,
  shopsOnShelf,
} from "../catalogue/index.js";
import { notifyAll } from "../messages/index.js";
import { balanceOf, bondOf, bondsAtLeast } from "../wallet/index.js";
import { ruleOfBond, shelfRights } from "./level-rights.js";

/**
 * A store level that drops (docs/rules.md#store-levels): a bond refund agreed, or a level table
 * saved with a lower cap or fewer goods. What the shop's new level does not allow leaves the
 * shelf in the same transaction: goods with a SKU above the price cap, then, of those left, the
 * newest beyond the product limit. The merchant gets a notice saying which rule and how many.
 */

/**
 * Takes off the shelf what the shop's level (read now, in the caller's transaction) does not
 * allow, and tells the owner why. The caller holds the shop's row lock. Answers how many goods
 * went off.
 */
export async function shelveForLevel(db: Db, shopId: number, levels: readonly StoreLevelRule[]): Promise<number> {
  const rule = ruleOfBond(levels, await balanceOf(db, bondOf(shopId)));
  const off = await shelveOverRights(db, shopId, shelfRights(rule));
  if (!off.length) return 0;
  const owner = await shopOwnerId(db, shopId);
  if (owner === null) return off.length;
  const overCap = off.filter((g) => g.over_cap).length;
  const overLimit = off.length - overCap;
  const notice = (key: string, params: Parameters<typeof text>[1]) => ({
    userId: owner,
    kind: "system" as const,
    text: text(key, params),
  });
  await notifyAll(db, [
    ...(overCap && rule.price_cap_minor !== null
      ? [
          notice("notice.goods_off_price_cap", {
            level: rule.level,
            cap: amountOf(rule.price_cap_minor),
            number: overCap,
          }),
        ]
      : []),
    ...(overLimit && rule.product_limit !== null
      ? [notice("notice.goods_off_product_limit", { level: rule.level, limit: rule.product_limit, number: overLimit })]
      : []),
  ]);
  return off.length;
}

/**
 * A level table saved: every shop with goods on the shelf that its level under the new table no
 * longer allows is locked (shop id order) and shelved as above. The shops are picked from a read
 * without locks; each is checked again under its lock.
 */
export async function shelveForLevelTable(db: Db, levels: readonly StoreLevelRule[]): Promise<number> {
  let off = 0;
  const bonds = new Map((await bondsAtLeast(db, 1n)).map((b) => [b.shopId, b.bond]));
  for (const s of await shopsOnShelf(db)) {
    const rights = shelfRights(ruleOfBond(levels, bonds.get(s.shop_id) ?? 0n));
    const overCap = rights.capMinor !== null && BigInt(s.highest) > rights.capMinor;
    const overLimit = rights.limit !== null && s.on_shelf > rights.limit;
    if (!overCap && !overLimit) continue;
    await lockShopRow(db, s.shop_id);
    off += await shelveForLevel(db, s.shop_id, levels);
  }
  return off;
}

/** Once the drop has committed: the storefront's lists, product pages and shop cards follow at once. */
export async function forgetShelvedGoods(ctx: Pick<Ctx, "db" | "shared">, off: number): Promise<void> {
  if (!off) return;
  await forgetGoodsAnswers(ctx);
  await forgetShopCards(ctx);
}
