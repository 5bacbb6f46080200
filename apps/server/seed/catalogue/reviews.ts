import type { GoodsRow } from "./goods-plan.js";
import type { Rng } from "./prng.js";

/** Short reviews by star rating; an empty text is a rating without words. */
const TEXTS: Record<number, readonly string[]> = {
  5: [
    "Exactly as described and arrived two days early.",
    "Great quality for the price. Would buy again.",
    "Love it! My second order from this shop.",
    "Looks even better in person than in the photos.",
    "Well packed, fast shipping, and the seller answered my questions quickly.",
    "Better than the big-brand one I had before.",
    "Really happy with this. The colour is spot on.",
    "Bought it as a gift and they loved it.",
    "Solid, well made and works perfectly.",
    "",
  ],
  4: [
    "Very good overall, just a little smaller than I expected.",
    "Good value. Delivery took a few extra days.",
    "Nice quality; the packaging could be better.",
    "Does the job well. The instructions could be clearer.",
    "Solid purchase, would recommend.",
    "Happy with it, though the colour is slightly darker than pictured.",
    "",
  ],
  3: [
    "It's okay. Does what it says but nothing special.",
    "Decent, but the colour is a bit different from the photos.",
    "Average quality for the price.",
    "Took almost two weeks to arrive. The product itself is fine.",
    "",
  ],
  2: [
    "Not great. The stitching came loose after a few weeks.",
    "Smaller than described and feels cheap.",
    "Had to message the seller twice about shipping.",
  ],
  1: ["Arrived damaged. Waiting for the refund.", "Stopped working after a week.", "Not as pictured. Sent it back."],
};

const STAR_WEIGHTS = [4, 4, 9, 24, 59]; // 1 to 5 stars: skewed positive, as real shops are
const DAY_MS = 86_400_000;

export interface ReviewRow {
  goodsId: number;
  userId: number;
  stars: number;
  durability: number | null;
  content: string;
  createdAt: Date;
}

/**
 * About `count` reviews, more for goods that sell more, at most one per reviewer and goods.
 * Updates the goods rows' review_count and review_stars_sum to match.
 */
export function planReviews(rng: Rng, goods: GoodsRow[], reviewerIds: readonly number[], count: number, now: number) {
  const eligible = goods.filter((g) => g.status === "on" && g.sales > 0);
  const cumulative: number[] = [];
  let total = 0;
  for (const g of eligible) {
    total += Math.sqrt(g.sales);
    cumulative.push(total);
  }
  const pickGoods = () => {
    const r = rng.next() * total;
    let lo = 0;
    let hi = cumulative.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >> 1;
      if ((cumulative[mid] as number) <= r) lo = mid + 1;
      else hi = mid;
    }
    return eligible[lo] as GoodsRow;
  };
  const taken = new Set<string>();
  const rows: ReviewRow[] = [];
  for (let attempts = 0; rows.length < count && attempts < count * 4; attempts++) {
    const g = pickGoods();
    const userId = rng.pick(reviewerIds);
    if (taken.has(`${g.id}:${userId}`)) continue;
    taken.add(`${g.id}:${userId}`);
    const stars = rng.weighted(STAR_WEIGHTS) + 1;
    const since = now - g.createdAt.getTime() - 2 * DAY_MS;
    rows.push({
      goodsId: g.id,
      userId,
      stars,
      durability: rng.chance(0.45) ? Math.min(5, Math.max(1, stars + rng.pick([-1, 0, 0, 0, 1]))) : null,
      content: rng.pick(TEXTS[stars] ?? [""]),
      createdAt: new Date(now - Math.floor(rng.next() * Math.max(since, DAY_MS))),
    });
    g.reviewCount += 1;
    g.reviewStarsSum += stars;
  }
  return rows;
}
