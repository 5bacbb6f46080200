import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/** The category tree. Ids are stable data (15, 16 and 20 are hidden from the menu). */
export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id"),
    /** English name; translations in category_names */
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
    visible: boolean("visible").notNull().default(true),
  },
  (t) => [index("categories_parent_idx").on(t.parentId)],
);

export const categoryNames = pgTable(
  "category_names",
  {
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    name: text("name").notNull(),
  },
  (t) => [primaryKey({ columns: [t.categoryId, t.lang] })],
);
