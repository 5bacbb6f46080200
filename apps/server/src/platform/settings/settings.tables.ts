import { jsonb, pgTable, text, timestamp } from "drizzle-orm/pg-core";
import { clockDefault } from "../clock.js";

/** Admin-editable settings as JSON values by key (app config, money rates, rules, the file signing key). */
export const settings = pgTable("settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
});
