import { sql } from "drizzle-orm";
import { boolean, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from "drizzle-orm/pg-core";
import { clockDefault } from "../../platform/clock.js";

/**
 * A shopper's shipping addresses (docs/product.md#entities). Country and province are stored as the
 * names `index/diqu_list` offers (checked against the region data on save); at most one
 * default per user, enforced by a partial unique index.
 */
export const shippingAddresses = pgTable(
  "shipping_addresses",
  {
    id: serial("id").primaryKey(),
    userId: integer("user_id").notNull(),
    name: text("name").notNull(),
    mobile: text("mobile").notNull(),
    /** "+44" */
    mobileCode: text("mobile_code").notNull(),
    country: text("country").notNull(),
    /** ISO 3166-1 alpha-2 of `country` */
    countryCode: text("country_code").notNull(),
    province: text("province").notNull(),
    city: text("city").notNull(),
    zipCode: text("zip_code").notNull(),
    address: text("address").notNull(),
    isDefault: boolean("is_default").notNull().default(false),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    index("shipping_addresses_user_idx").on(t.userId, t.id),
    uniqueIndex("shipping_addresses_one_default_uq").on(t.userId).where(sql`${t.isDefault}`),
  ],
);
