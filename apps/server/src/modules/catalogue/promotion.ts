import type { GoodsCard } from "@mp/contracts";
import type { Ctx } from "../../platform/context.js";
import { fillAutoTitles } from "./goods-texts.js";
import { goodsCard } from "./presenters.js";
import { takePromotedCards } from "./shop-days.repo.js";

/**
 * Promoted placements (docs/rules.md#promotion). A shop's store level buys a number of promoted
 * impressions a day; each is one of its on-shelf goods shown first in the home "Recommended"
 * list, labelled `promoted: true`. The quotas come from the merchants module (the level is a
 * function of the bond held in the wallet's ledger), which this module cannot import: it hands
 * its function over at start-up (`setPromotionQuotas`). Without one, nothing is promoted.
 */
export type PromotionQuotas = (db: Ctx["db"]) => Promise<ReadonlyMap<number, number>>;

let quotasOf: PromotionQuotas | null = null;

export function setPromotionQuotas(fn: PromotionQuotas): void {
  quotasOf = fn;
}

/** At most this many promoted cards in one answer, each from a different shop. */
export const PROMOTED_SLOTS = 2;

/**
 * The promoted cards of one answer, counted as served (one impression each) in the same
 * statement that picks them; none once every shop's quota for the day is used up. A merchant
 * looking at the home page is not shown (and does not spend) their own shop's promotion.
 */
export async function promotedCards(ctx: Ctx, viewerId: number | null): Promise<GoodsCard[]> {
  if (!quotasOf) return [];
  const quotas = await quotasOf(ctx.db);
  if (quotas.size === 0) return [];
  const rows = await takePromotedCards(ctx.db, quotas, PROMOTED_SLOTS, viewerId, ctx.lang);
  return (await fillAutoTitles(ctx, rows)).map((r) => ({ ...goodsCard(r), promoted: true as const }));
}
