import { sql } from "drizzle-orm";
import { bigint, check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { clockDefault } from "../../platform/clock.js";

/**
 * Bond contract signatures: one row per bond payment, written in the same transaction as the
 * money it signed for (docs/money.md#bond). The ledger entry's reference is `bond:<id>:pay`.
 */
export const bondSignatures = pgTable(
  "bond_signatures",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id").notNull(),
    userId: integer("user_id").notNull(),
    /** the name the merchant typed to sign */
    name: text("name").notNull(),
    contractVersion: integer("contract_version").notNull(),
    contractLang: text("contract_lang").notNull(),
    ip: text("ip").notNull(),
    amountMinor: bigint("amount_minor", { mode: "bigint" }).notNull(),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    index("bond_signatures_shop_idx").on(t.shopId, t.id),
    check("bond_signatures_amount_ck", sql`${t.amountMinor} > 0`),
  ],
);

/**
 * Bond refund requests (docs/states.md#bond-refunds): 0 waiting for finance, 1 agreed (the bond
 * went back to the wallet, reference `bond_refund:<id>:agree`), 2 disagreed with a reason.
 * At most one waits per shop.
 */
export const bondRefunds = pgTable(
  "bond_refunds",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id").notNull(),
    userId: integer("user_id").notNull(),
    amountMinor: bigint("amount_minor", { mode: "bigint" }).notNull(),
    state: integer("state").notNull().default(0),
    reason: text("reason"),
    staffId: integer("staff_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
  },
  (t) => [
    index("bond_refunds_state_idx").on(t.state, t.id),
    index("bond_refunds_shop_idx").on(t.shopId, t.id),
    uniqueIndex("bond_refunds_one_pending_uq").on(t.shopId).where(sql`${t.state} = 0`),
    check("bond_refunds_state_ck", sql`${t.state} in (0, 1, 2)`),
    check("bond_refunds_amount_ck", sql`${t.amountMinor} > 0`),
  ],
);
