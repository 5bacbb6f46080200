import { sql } from "drizzle-orm";
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { clockDefault } from "../../platform/clock.js";

/**
 * Shop applications (docs/states.md#other-states): one per user, 2 under review -> 3 opened or
 * 4 failed; a failed one is filled again in place. Names under review or opened are unique
 * (case-insensitive), so two applications cannot both open a shop of the same name.
 */
export const shopApplications = pgTable(
  "shop_applications",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    /** 2 under review, 3 opened, 4 failed */
    state: integer("state").notNull().default(2),
    /** 0 personal, 1 enterprise, 2 charity */
    storeType: integer("store_type").notNull(),
    name: text("name").notNull(),
    /** YYYY-MM-DD */
    birthday: text("birthday").notNull(),
    birthplace: text("birthplace").notNull(),
    residence: text("residence").notNull(),
    nationality: text("nationality").notNull(),
    issuingCountry: text("issuing_country").notNull(),
    idNumber: text("id_number").notNull(),
    /** YYYY-MM-DD */
    idValidity: text("id_validity").notNull(),
    /** private files (modules/files) of the applicant */
    idFront: text("id_front").notNull(),
    idBack: text("id_back").notNull(),
    shopname: text("shopname").notNull(),
    street: text("street").notNull(),
    city: text("city").notNull(),
    postalCode: text("postal_code").notNull(),
    email: text("email").notNull(),
    avatar: text("avatar").notNull().default(""),
    logo: text("logo").notNull().default(""),
    bio: text("bio").notNull().default(""),
    /** the operator's reason when failed */
    reason: text("reason").notNull().default(""),
    /** the reason of the rejection before the application was filled again, and when it was decided */
    earlierReason: text("earlier_reason").notNull().default(""),
    earlierReviewedAt: timestamp("earlier_reviewed_at", { withTimezone: true }),
    reviewedBy: integer("reviewed_by"),
    reviewedAt: timestamp("reviewed_at", { withTimezone: true }),
    /** the shop opened on approval */
    shopId: integer("shop_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    uniqueIndex("shop_applications_user_uq").on(t.userId),
    uniqueIndex("shop_applications_name_uq").on(sql`lower(${t.shopname})`).where(sql`${t.state} in (2, 3)`),
    index("shop_applications_state_idx").on(t.state, t.id),
    check("shop_applications_state_ck", sql`${t.state} in (2, 3, 4)`),
    check("shop_applications_type_ck", sql`${t.storeType} in (0, 1, 2)`),
  ],
);
