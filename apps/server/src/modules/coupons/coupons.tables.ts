/** Coupon kinds (docs/states.md): the contract's. */
import type { CouponKind } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, serial, text, timestamp } from "drizzle-orm/pg-core";
import { clockDefault } from "../../platform/clock.js";

export { COUPON_KINDS, type CouponKind } from "@mp/contracts";

/**
 * A coupon on offer, issued by the platform (shop_id null, funded by platform:promotions) or by a
 * shop (funded by the shop). `claimed` never passes `total` (CHECK): a claim is one guarded
 * update of this row, so concurrent claims of the last coupon give exactly one.
 */
export const coupons = pgTable(
  "coupons",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id"),
    kind: text("kind").$type<CouponKind>().notNull(),
    name: text("name").notNull(),
    /** reduction and instant: the amount off, in cents */
    amountMinor: bigint("amount_minor", { mode: "bigint" }).notNull().default(sql`0`),
    /** discount: percent off (1..99) */
    discountPercent: integer("discount_percent").notNull().default(0),
    /** discount: the most it takes off, in cents (null: no cap) */
    maxDiscountMinor: bigint("max_discount_minor", { mode: "bigint" }),
    /** reduction and discount: the shop's goods total must reach this (instant: 0) */
    thresholdMinor: bigint("threshold_minor", { mode: "bigint" }).notNull().default(sql`0`),
    total: integer("total").notNull(),
    claimed: integer("claimed").notNull().default(0),
    perUser: integer("per_user").notNull().default(1),
    /** claimable and usable from starts_at until ends_at */
    startsAt: timestamp("starts_at", { withTimezone: true }).notNull(),
    endsAt: timestamp("ends_at", { withTimezone: true }).notNull(),
    /** who issued it: "staff:3", "system" */
    createdBy: text("created_by").notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    index("coupons_live_idx").on(t.endsAt, t.id),
    check("coupons_kind_ck", sql`${t.kind} in ('reduction', 'discount', 'instant')`),
    check("coupons_claimed_ck", sql`${t.claimed} >= 0 and ${t.claimed} <= ${t.total}`),
    check("coupons_limits_ck", sql`${t.total} > 0 and ${t.perUser} > 0`),
    check("coupons_period_ck", sql`${t.endsAt} > ${t.startsAt}`),
    check(
      "coupons_value_ck",
      sql`(${t.kind} = 'discount' and ${t.discountPercent} between 1 and 99) or (${t.kind} <> 'discount' and ${t.amountMinor} > 0)`,
    ),
  ],
);

/** Claimed coupon states (docs/states.md). */
export const CLAIM_STATE = { unused: 1, used: 2, expired: 3 } as const;

/** A user's claimed coupon. State 2 names the order that used it. */
export const userCoupons = pgTable(
  "user_coupons",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    couponId: integer("coupon_id")
      .notNull()
      .references(() => coupons.id),
    state: integer("state").notNull().default(1),
    orderId: integer("order_id"),
    expiresAt: timestamp("expires_at", { withTimezone: true }).notNull(),
    claimedAt: timestamp("claimed_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
    usedAt: timestamp("used_at", { withTimezone: true }),
  },
  (t) => [
    index("user_coupons_user_idx").on(t.userId, t.state, t.id),
    index("user_coupons_coupon_user_idx").on(t.couponId, t.userId),
    index("user_coupons_order_idx").on(t.orderId),
    check("user_coupons_state_ck", sql`${t.state} in (1, 2, 3)`),
    check("user_coupons_used_ck", sql`(${t.state} = 2) = (${t.orderId} is not null)`),
  ],
);
