import type { Rng } from "./catalogue/prng.js";

/**
 * The demo history's plan (docs/seed.md#history): who signs up when, who buys from which shop
 * when, and what becomes of each order. Pure and seeded, so every fresh demo database tells the
 * same story; history.ts plays it through the API. Times are epoch milliseconds.
 */

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const MINUTE = 60_000;

/** The buyers the history adds (nickname, e-mail): new customers over the month. */
export const HISTORY_BUYERS = [
  ["Mira Castell", "mira.castell"],
  ["Jonas Weber", "jonas.weber"],
  ["Aiko Tanaka", "aiko.tanaka"],
  ["Lucas Moreau", "lucas.moreau"],
  ["Giulia Ferri", "giulia.ferri"],
  ["Omar Haddad", "omar.haddad"],
  ["Emma Lindqvist", "emma.lindqvist"],
  ["Minh Nguyen", "minh.nguyen"],
  ["Clara Schmidt", "clara.schmidt"],
  ["Yusuf Demir", "yusuf.demir"],
  ["Ana Pereira", "ana.pereira"],
  ["Priya Raman", "priya.raman"],
] as const;

/** The shops orders go to: the demo merchant's shop most, then five other demo shops. */
export const HISTORY_SHOPS = [1, 1, 1, 2, 3, 4, 5, 6] as const;

/**
 * What becomes of an order: left unpaid (the timer cancels it), refunded before shipping (the
 * merchant agrees), received and confirmed by the buyer, or received and confirmed by the timer.
 */
export type OrderFate = "unpaid" | "refunded" | "confirmed" | "auto_confirmed";

export interface PlannedSignup {
  buyer: number;
  at: number;
}

export interface PlannedOrder {
  buyer: number;
  shopId: number;
  /** the n-th in-stock goods of the shop's own, cheapest first */
  pick: number;
  fate: OrderFate;
  placedAt: number;
  /** null when the order stays unpaid */
  paidAt: number | null;
  /** the refund asked and agreed, before shipping */
  refund: { askedAt: number; agreedAt: number } | null;
  shippedAt: number | null;
  /** when the buyer confirms receipt; null when the timer does it (or nothing does) */
  confirmedAt: number | null;
}

/** A buyer looking at a shop's goods without buying (the shop's views). */
export interface PlannedVisit {
  buyer: number;
  shopId: number;
  pick: number;
  at: number;
}

export interface HistoryPlan {
  signups: PlannedSignup[];
  orders: PlannedOrder[];
  visits: PlannedVisit[];
}

/** Midnight (UTC) of the day `n` days before `now`. */
const dayStart = (now: number, n: number) => {
  const d = new Date(now - n * DAY);
  return Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), d.getUTCDate());
};

/**
 * `days` days of history up to `now` (today included, up to its hour): the buyers sign up over the first two thirds, each
 * day has a few looks at goods and one to four orders (more at weekends) from buyers signed up by
 * then, and every step of
 * an order is a little after the one before. Steps dated after `now` are left out: the newest
 * orders wait for payment, shipping or receipt, as a shop's newest orders do.
 */
export function planHistory(rng: Rng, days: number, now: number): HistoryPlan {
  const first = dayStart(now, days);
  const spread = Math.max(1, Math.floor((days * 2) / 3));
  const signups = HISTORY_BUYERS.map((_, buyer) => ({
    buyer,
    at: first + Math.floor((buyer * spread) / HISTORY_BUYERS.length) * DAY + rng.int(8, 20) * HOUR,
  }));
  const orders: PlannedOrder[] = [];
  const visits: PlannedVisit[] = [];
  for (let n = days; n >= 0; n--) {
    const day = dayStart(now, n);
    const weekend = [0, 6].includes(new Date(day).getUTCDay());
    for (let i = rng.int(2, 7); i > 0; i--) {
      const at = day + rng.int(7, 23) * HOUR + rng.int(0, 59) * MINUTE;
      const lookers = signups.filter((s) => s.at < at);
      if (lookers.length > 0)
        visits.push({ buyer: rng.pick(lookers).buyer, shopId: rng.pick(HISTORY_SHOPS), pick: rng.int(0, 7), at });
    }
    const count = rng.int(1, weekend ? 4 : 3);
    for (let i = 0; i < count; i++) {
      const placedAt = day + rng.int(9, 21) * HOUR + rng.int(0, 59) * MINUTE;
      const buyers = signups.filter((s) => s.at + HOUR < placedAt);
      if (buyers.length === 0) continue;
      const buyer = rng.pick(buyers).buyer;
      const roll = rng.next();
      const fate: OrderFate =
        roll < 0.1 ? "unpaid" : roll < 0.22 ? "refunded" : roll < 0.75 ? "confirmed" : "auto_confirmed";
      const paidAt = fate === "unpaid" ? null : placedAt + rng.int(2, 40) * MINUTE;
      const refund =
        fate === "refunded" && paidAt !== null
          ? { askedAt: paidAt + rng.int(1, 5) * HOUR, agreedAt: paidAt + rng.int(6, 20) * HOUR }
          : null;
      const shippedAt =
        paidAt !== null && fate !== "refunded" ? paidAt + rng.int(14, 40) * HOUR + rng.int(0, 59) * MINUTE : null;
      const confirmedAt =
        shippedAt !== null && fate === "confirmed" ? shippedAt + rng.int(2, 5) * DAY + rng.int(1, 10) * HOUR : null;
      orders.push({
        buyer,
        shopId: rng.pick(HISTORY_SHOPS),
        pick: rng.int(0, 7),
        fate,
        placedAt,
        paidAt,
        refund,
        shippedAt,
        confirmedAt,
      });
    }
  }
  return { signups, orders, visits };
}
