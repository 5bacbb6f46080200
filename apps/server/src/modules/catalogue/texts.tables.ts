import { sql } from "drizzle-orm";
import { check, integer, pgTable, primaryKey, text, timestamp } from "drizzle-orm/pg-core";
import { clockDefault } from "../../platform/clock.js";
import { goods, shops, supplierGoods } from "./catalogue.tables.js";

/**
 * Texts per language (docs/languages.md#goods-and-shop-texts). The goods' own title and
 * description stay as the original; a row here is what a reader of `lang` sees instead. `source`
 * says who wrote it: 'merchant' (the merchant, or staff through a supplier product the merchant
 * listed) or 'auto' (the translation service, TRANSLATE_URL, shown as "translated automatically").
 * The primary key (goods_id, lang) is the index every list's join reads.
 */
export const goodsTexts = pgTable(
  "goods_texts",
  {
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
    source: text("source").notNull().default("merchant"),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    primaryKey({ columns: [t.goodsId, t.lang] }),
    check("goods_texts_source_ck", sql`${t.source} in ('merchant', 'auto')`),
  ],
);

/** Staff's texts per language for a supplier product; a listing copies them when it is made. */
export const supplierGoodsTexts = pgTable(
  "supplier_goods_texts",
  {
    supplierGoodsId: integer("supplier_goods_id")
      .notNull()
      .references(() => supplierGoods.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    title: text("title").notNull(),
    description: text("description").notNull().default(""),
  },
  (t) => [primaryKey({ columns: [t.supplierGoodsId, t.lang] })],
);

/** A shop's introduction (`shops.bio`) per language, written by the merchant in shop settings. */
export const shopTexts = pgTable(
  "shop_texts",
  {
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    lang: text("lang").notNull(),
    bio: text("bio").notNull(),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.lang] })],
);
