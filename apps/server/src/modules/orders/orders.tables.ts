import type { LegacyText, Text } from "@mp/texts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { clockDefault } from "../../platform/clock.js";

/** A shopper's cart, kept on the server: one line per goods and SKU. */
export const cartLines = pgTable(
  "cart_lines",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    goodsId: integer("goods_id").notNull(),
    /** null for goods without specifications */
    skuId: integer("sku_id"),
    number: integer("number").notNull(),
    checked: boolean("checked").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    uniqueIndex("cart_lines_user_goods_sku_uq").on(t.userId, t.goodsId, sql`coalesce(${t.skuId}, 0)`),
    check("cart_lines_number_ck", sql`${t.number} between 1 and 999`),
  ],
);

/** The shipping address as it was when ordered (the address book may change later). */
export interface OrderAddress {
  name: string;
  mobile: string;
  mobile_code: string;
  country: string;
  province: string;
  city: string;
  zip_code: string;
  address: string;
}

/**
 * One order per shop per checkout. State (docs/states.md): 1 pending payment, 2 to ship,
 * 3 to receive, 4 to review, 6 completed, 7 cancelled. Money in cents; the shopper pays
 * `pay_minor` = goods + freight - discount; a platform-funded discount is added to the shop's
 * settlement from platform:promotions at payment.
 */
export const orders = pgTable(
  "orders",
  {
    id: serial("id").primaryKey(),
    orderNo: text("order_no").notNull(),
    userId: integer("user_id").notNull(),
    shopId: integer("shop_id").notNull(),
    state: integer("state").notNull().default(1),
    address: jsonb("address").$type<OrderAddress>().notNull(),
    addressEdited: boolean("address_edited").notNull().default(false),
    goodsTotalMinor: bigint("goods_total_minor", { mode: "bigint" }).notNull(),
    freightMinor: bigint("freight_minor", { mode: "bigint" }).notNull(),
    discountMinor: bigint("discount_minor", { mode: "bigint" }).notNull().default(sql`0`),
    /** "" (no coupon), "platform" or "shop" */
    couponFundedBy: text("coupon_funded_by").notNull().default(""),
    userCouponId: integer("user_coupon_id"),
    payMinor: bigint("pay_minor", { mode: "bigint" }).notNull(),
    refundedMinor: bigint("refunded_minor", { mode: "bigint" }).notNull().default(sql`0`),
    /** buy price paid to the supplier desk when supplier goods shipped ("delivery deduction") */
    deliveryMinor: bigint("delivery_minor", { mode: "bigint" }).notNull().default(sql`0`),
    /**
     * what the order's supplier goods cost (buy price x quantity), fixed at checkout; 0 when it has
     * none. The merchant's "to ship" views split on it without reading the lines.
     */
    supplierMinor: bigint("supplier_minor", { mode: "bigint" }).notNull().default(sql`0`),
    /**
     * when the merchant paid the buy price of the order's supplier goods ("Pay and ship"); the
     * order then waits, still in state 2, for the platform's supplier desk to ship it
     */
    deliveryPaidAt: timestamp("delivery_paid_at", { withTimezone: true }),
    remark: text("remark").notNull().default(""),
    expressName: text("express_name").notNull().default(""),
    expressNo: text("express_no").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
    paidAt: timestamp("paid_at", { withTimezone: true }),
    shippedAt: timestamp("shipped_at", { withTimezone: true }),
    receivedAt: timestamp("received_at", { withTimezone: true }),
    /** the end of the after-sales window, fixed at receipt by the timer then in force (docs/rules.md) */
    aftersalesUntil: timestamp("aftersales_until", { withTimezone: true }),
    commentedAt: timestamp("commented_at", { withTimezone: true }),
    cancelledAt: timestamp("cancelled_at", { withTimezone: true }),
    settledAt: timestamp("settled_at", { withTimezone: true }),
    /** hidden from the shopper's lists (the merchant still sees it) */
    deletedByUser: boolean("deleted_by_user").notNull().default(false),
  },
  (t) => [
    uniqueIndex("orders_order_no_uq").on(t.orderNo),
    index("orders_user_idx").on(t.userId, t.state, t.id),
    index("orders_shop_idx").on(t.shopId, t.state, t.id),
    // the shop home's figures: a shop's orders paid in a period
    index("orders_shop_paid_idx").on(t.shopId, t.paidAt),
    // the shop's list of every state, newest first; its unsettled paid orders; its settled ones
    index("orders_shop_all_idx").on(t.shopId, t.id),
    index("orders_shop_pending_idx")
      .on(t.shopId, t.id)
      .where(sql`${t.settledAt} is null and ${t.paidAt} is not null and ${t.state} in (2, 3, 4, 6)`),
    index("orders_shop_settled_idx").on(t.shopId, t.settledAt, t.id).where(sql`${t.settledAt} is not null`),
    /** the merchant's "to ship" views and their counts (own goods, supplier goods to pay, at the desk) */
    index("orders_shop_to_ship_idx").on(t.shopId, t.supplierMinor, t.deliveryPaidAt).where(sql`${t.state} = 2`),
    /** the supplier desk's queue: paid for by the merchant, not shipped yet, oldest first */
    index("orders_supplier_queue_idx")
      .on(t.deliveryPaidAt, t.id)
      .where(sql`${t.state} = 2 and ${t.deliveryPaidAt} is not null`),
    // the console dashboard's orders placed and paid a day, marketplace-wide
    index("orders_created_idx").on(t.createdAt),
    index("orders_paid_idx").on(t.paidAt).where(sql`${t.paidAt} is not null`),
    check("orders_state_ck", sql`${t.state} in (1, 2, 3, 4, 6, 7)`),
    check(
      "orders_money_ck",
      sql`${t.goodsTotalMinor} > 0 and ${t.freightMinor} >= 0 and ${t.discountMinor} >= 0 and ${t.payMinor} >= 0
        and ${t.payMinor} = ${t.goodsTotalMinor} + ${t.freightMinor} - ${t.discountMinor}
        and ${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.payMinor} and ${t.deliveryMinor} >= 0
        and ${t.supplierMinor} >= 0`,
    ),
    check("orders_coupon_ck", sql`${t.couponFundedBy} in ('', 'platform', 'shop')`),
  ],
);

/** The lines of an order, priced by the server at order time. */
export const orderGoods = pgTable(
  "order_goods",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    goodsId: integer("goods_id").notNull(),
    skuId: integer("sku_id"),
    title: text("title").notNull(),
    image: text("image").notNull(),
    specValues: jsonb("spec_values").$type<Record<string, string>>().notNull().default({}),
    priceMinor: bigint("price_minor", { mode: "bigint" }).notNull(),
    number: integer("number").notNull(),
    /** supplier goods: the buy price per unit when ordered */
    buyPriceMinor: bigint("buy_price_minor", { mode: "bigint" }),
    commented: boolean("commented").notNull().default(false),
  },
  (t) => [
    index("order_goods_order_idx").on(t.orderId),
    check("order_goods_ck", sql`${t.priceMinor} >= 0 and ${t.number} between 1 and 999`),
  ],
);

/** What happened to an order, shown as its logistics and history. */
export const orderEvents = pgTable(
  "order_events",
  {
    id: serial("id").primaryKey(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    /** created, paid, shipped, received, commented, cancelled, address, refund, settled */
    kind: text("kind").notNull(),
    /** English content of events written before texts were keys; "" since */
    content: text("content").notNull(),
    /** the event as a text key (`event.<name>`) and its parameters, rendered in the reader's language */
    text: jsonb("text").$type<Text | LegacyText>(),
    /** words a person wrote with it (a refusal's reason), shown as a quotation */
    note: text("note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    index("order_events_order_idx").on(t.orderId, t.id),
    // events written before texts were keys, until the upgrade at start has read them (legacy-events.ts)
    index("order_events_legacy_idx").on(t.id).where(sql`${t.text} is null and ${t.content} <> ''`),
  ],
);

/**
 * After-sales requests. State (docs/states.md): 0 applied, 1 merchant agreed, 2 merchant
 * refused, 3 platform arbitration, 4 refunded, 5 closed, 6 return shipped. Type 0 refund only,
 * 1 return and refund. At most one open refund (0, 1, 2, 3, 6) per order.
 */
export const refunds = pgTable(
  "refunds",
  {
    id: serial("id").primaryKey(),
    refundNo: text("refund_no").notNull(),
    orderId: integer("order_id")
      .notNull()
      .references(() => orders.id),
    userId: integer("user_id").notNull(),
    shopId: integer("shop_id").notNull(),
    type: integer("type").notNull(),
    state: integer("state").notNull().default(0),
    moneyMinor: bigint("money_minor", { mode: "bigint" }).notNull(),
    reason: text("reason").notNull(),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    refuseReason: text("refuse_reason").notNull().default(""),
    expressName: text("express_name").notNull().default(""),
    expressNo: text("express_no").notNull().default(""),
    /** the staff member who decided an arbitration, and their note */
    arbitratedBy: integer("arbitrated_by"),
    arbitrationNote: text("arbitration_note").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
    completedAt: timestamp("completed_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("refunds_refund_no_uq").on(t.refundNo),
    uniqueIndex("refunds_open_uq").on(t.orderId).where(sql`${t.state} in (0, 1, 2, 3, 6)`),
    index("refunds_user_idx").on(t.userId, t.id),
    index("refunds_shop_idx").on(t.shopId, t.state, t.id),
    // the console dashboard's refunds paid back a day
    index("refunds_completed_idx").on(t.completedAt).where(sql`${t.state} = 4`),
    check("refunds_type_ck", sql`${t.type} in (0, 1)`),
    check("refunds_state_ck", sql`${t.state} between 0 and 6`),
    check("refunds_money_ck", sql`${t.moneyMinor} > 0`),
  ],
);

/**
 * The order timers (docs/rules.md), stored so they survive restarts: one row per kind and
 * order; the runner takes due rows with `for update skip locked`, so several processes share them.
 */
export const orderJobs = pgTable(
  "order_jobs",
  {
    id: serial("id").primaryKey(),
    /** unpaid_cancel | auto_confirm | settle */
    kind: text("kind").notNull(),
    orderId: integer("order_id").notNull(),
    dueAt: timestamp("due_at", { withTimezone: true }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    lastError: text("last_error").notNull().default(""),
    doneAt: timestamp("done_at", { withTimezone: true }),
  },
  (t) => [
    uniqueIndex("order_jobs_kind_order_uq").on(t.kind, t.orderId),
    index("order_jobs_due_idx").on(t.dueAt).where(sql`${t.doneAt} is null`),
    check("order_jobs_kind_ck", sql`${t.kind} in ('unpaid_cancel', 'auto_confirm', 'settle')`),
  ],
);
