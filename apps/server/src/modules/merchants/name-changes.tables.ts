import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { clockDefault } from "../../platform/clock.js";

/**
 * Shop name changes (docs/states.md#other-states): a merchant's new name waits for an operator,
 * like the application did: 2 under review -> 3 approved (the shop is renamed) or 4 rejected with
 * a reason. One under review per shop (a new request replaces it); names under review are unique
 * (case-insensitive) so two shops cannot both be given the same new name.
 */
export const shopNameChanges = pgTable(
  "shop_name_changes",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id").notNull(),
    /** the shop's owner when asked (told of the decision) */
    userId: integer("user_id").notNull(),
    /** the public name when asked */
    oldName: text("old_name").notNull(),
    shopname: text("shopname").notNull(),
    /** 2 under review, 3 approved, 4 rejected */
    state: integer("state").notNull().default(2),
    reason: text("reason").notNull().default(""),
    reviewedBy: integer("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    uniqueIndex("shop_name_changes_pending_uq").on(t.shopId).where(sql`${t.state} = 2`),
    uniqueIndex("shop_name_changes_name_uq").on(sql`lower(${t.shopname})`).where(sql`${t.state} = 2`),
    index("shop_name_changes_shop_idx").on(t.shopId, t.id),
    index("shop_name_changes_state_idx").on(t.state, t.id),
    check("shop_name_changes_state_ck", sql`${t.state} in (2, 3, 4)`),
  ],
);
