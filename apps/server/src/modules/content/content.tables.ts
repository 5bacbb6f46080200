import { integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { clockDefault } from "../../platform/clock.js";

/**
 * Agreement pages: type 1 user agreement, 2 privacy policy, 5 platform introduction, 6 business
 * solutions agreement, 8 bond contract. `version` goes up when the text changes (a signature names the version it signed).
 */
export const agreements = pgTable(
  "agreements",
  {
    type: integer("type").notNull(),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    content: text("content").notNull(),
    version: integer("version").notNull().default(1),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [primaryKey({ columns: [t.type, t.lang] })],
);
