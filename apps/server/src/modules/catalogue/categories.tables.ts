import { boolean, index, integer, pgTable, primaryKey, text } from "drizzle-orm/pg-core";

/**
 * The category tree, edited in the console (docs/rules.md#categories). `visible = false` is the
 * hidden flag: the category, its subtree and their goods are out of the menu, lists and search
 * (the spec's 15, 16 and 20 are hidden in data). New ids: max + 1 under a table lock (rare writes).
 */
export const categories = pgTable(
  "categories",
  {
    id: integer("id").primaryKey(),
    parentId: integer("parent_id"),
    /** English name; translations in category_names */
    name: text("name").notNull(),
    sort: integer("sort").notNull().default(0),
    visible: boolean("visible").notNull().default(true),
    /** an uploaded image path, or "" */
    image: text("image").notNull().default(""),
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
