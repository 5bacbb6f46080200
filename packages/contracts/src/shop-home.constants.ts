import type { StoreLevelView } from "./bond.constants.js";

/** Orders paid, what their buyers paid, and distinct visitors, over a period (docs/rules.md#shop-home). */
export interface ShopHomeFigures {
  orders: number;
  turnover: string;
  views: number;
}

/** One UTC day of the shop home's chart. */
export interface ShopHomeDay extends ShopHomeFigures {
  /** yyyy-mm-dd */
  day: string;
}

/** `shop/home`: the merchant's shop home (SPEC section 3, "Shop stats"), every figure from the rows. */
export interface ShopHome {
  shop_id: number;
  /** orders ever paid */
  orders: number;
  /** goods on the shelf */
  goods_on_sale: number;
  /** distinct visitors a day, summed over every day */
  views: number;
  /** what buyers paid for the paid orders */
  turnover: string;
  /** the shop's settlement account (`settlement:<shop>`): paid, not yet settled */
  to_settle: string;
  /** the merchant's wallet */
  available: string;
  today: ShopHomeFigures;
  /** the current UTC calendar month */
  month: ShopHomeFigures;
  /** the last 30 UTC days, oldest first, today last */
  days: ShopHomeDay[];
  /** the level the bond buys, with its rights */
  level: StoreLevelView;
  bond: string;
  /** the next level up, or null at the top */
  next_level: StoreLevelView | null;
  /** promoted impressions served today and the level's daily quota */
  promoted: { today: number; quota: number };
}
