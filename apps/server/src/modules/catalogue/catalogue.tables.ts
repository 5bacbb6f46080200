import type { ShopHours } from "@mp/contracts";
import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from "drizzle-orm/pg-core";
import { clockDefault } from "../../platform/clock.js";
import { categories } from "./categories.tables.js";

/** PostgreSQL's parsed full-text document (read only by the database: searches match against it). */
const tsvector = customType<{ data: string }>({ dataType: () => "tsvector" });

/** A shop's public profile. The merchants capability adds applications, levels and the bond. */
export const shops = pgTable(
  "shops",
  {
    id: serial("id").primaryKey(),
    /** owner (users.id); one shop per user */
    userId: integer("user_id").notNull(),
    name: text("name").notNull(),
    avatar: text("avatar").notNull().default(""),
    logo: text("logo").notNull().default(""),
    bio: text("bio").notNull().default(""),
    /** shop settings (docs/api.md#shop-settings): the public page's banner picture, the first-chat welcome, working hours */
    banner: text("banner").notNull().default(""),
    welcome: text("welcome").notNull().default(""),
    hours: jsonb("hours").$type<ShopHours>().notNull().default({ timezone: "UTC", days: [] }),
    /** 1 open, 0 closed, 2 locked (answers 402) */
    state: integer("state").notNull().default(1),
    followers: integer("followers").notNull().default(0),
    sales: integer("sales").notNull().default(0),
    views: integer("views").notNull().default(0),
    /** lower-cased name for search */
    searchText: text("search_text").notNull().default(""),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    uniqueIndex("shops_user_uq").on(t.userId),
    index("shops_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    /** the few shops whose goods are not public: lists leave them out with an anti-join on this */
    index("shops_not_open_idx").on(t.id).where(sql`${t.state} <> 1`),
    check("shops_state_ck", sql`${t.state} in (0, 1, 2)`),
    check("shops_counts_ck", sql`${t.followers} >= 0 and ${t.sales} >= 0 and ${t.views} >= 0`),
  ],
);

/** The platform's supplier catalogue: goods a merchant may list at a profit ratio. */
export const supplierGoods = pgTable(
  "supplier_goods",
  {
    id: serial("id").primaryKey(),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    title: text("title").notNull(),
    image: text("image").notNull(),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    description: text("description").notNull().default(""),
    brand: text("brand").notNull().default(""),
    /** buy price (jhjg) in cents */
    buyPriceMinor: bigint("buy_price_minor", { mode: "bigint" }).notNull(),
    specs: jsonb("specs").$type<GoodsSpec[]>().notNull().default([]),
    /** units the supplier desk has (the catalogue shows it; a listing's SKUs share it) */
    stock: integer("stock").notNull().default(0),
    /** on the supplier catalogue merchants browse (off: hidden from them; listings made stay) */
    onSale: boolean("on_sale").notNull().default(true),
    /** the brand picked in the console (brands.id); `brand` keeps its name as text */
    brandId: integer("brand_id"),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    check("supplier_goods_price_ck", sql`${t.buyPriceMinor} > 0`),
    check("supplier_goods_stock_ck", sql`${t.stock} >= 0`),
  ],
);

export interface GoodsSpec {
  name: string;
  values: string[];
}

/** Goods a shop sells: its own, or a supplier product listed at a profit ratio. */
export const goods = pgTable(
  "goods",
  {
    id: serial("id").primaryKey(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id),
    categoryId: integer("category_id")
      .notNull()
      .references(() => categories.id),
    supplierGoodsId: integer("supplier_goods_id").references(() => supplierGoods.id),
    /** profit ratio in parts per million, for supplier goods */
    profitRatioPpm: integer("profit_ratio_ppm"),
    title: text("title").notNull(),
    image: text("image").notNull(),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    description: text("description").notNull().default(""),
    brand: text("brand").notNull().default(""),
    specs: jsonb("specs").$type<GoodsSpec[]>().notNull().default([]),
    /** the lowest SKU price, in cents: what lists show and sort by */
    priceMinor: bigint("price_minor", { mode: "bigint" }).notNull(),
    freightMinor: bigint("freight_minor", { mode: "bigint" }).notNull().default(sql`0`),
    /** sum of SKU stock */
    stock: integer("stock").notNull().default(0),
    sales: integer("sales").notNull().default(0),
    /** how many users favourited it */
    followers: integer("followers").notNull().default(0),
    views: integer("views").notNull().default(0),
    reviewCount: integer("review_count").notNull().default(0),
    reviewStarsSum: integer("review_stars_sum").notNull().default(0),
    /** on (on the shelf) | off */
    status: text("status").notNull().default("on"),
    /** lower-cased title (the original and every language's, goods_texts), brand, category path (all languages) and shop name, for search */
    searchText: text("search_text").notNull().default(""),
    /**
     * search_text parsed once on write ('simple' configuration: words lower-cased, no stemming),
     * so a search never re-parses rows (docs/storefront.md)
     */
    searchTsv: tsvector("search_tsv").generatedAlwaysAs(sql`to_tsvector('simple', search_text)`),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
    /** soft delete by the merchant: the row stays for the orders that name it, off the shelf and out of every list */
    deletedAt: timestamp("deleted_at", { withTimezone: true }),
    /** taken down by staff (moderation): off the shelf until staff restores it; the reason is shown to the merchant */
    takenDownAt: timestamp("taken_down_at", { withTimezone: true }),
    takenDownReason: text("taken_down_reason").notNull().default(""),
  },
  (t) => [
    index("goods_category_sales_idx").on(t.categoryId, t.sales),
    index("goods_category_created_idx").on(t.categoryId, t.createdAt),
    index("goods_shop_idx").on(t.shopId, t.createdAt),
    index("goods_sales_idx").on(t.sales),
    index("goods_created_idx").on(t.createdAt),
    index("goods_price_idx").on(t.priceMinor),
    index("goods_search_trgm_idx").using("gin", sql`${t.searchText} gin_trgm_ops`),
    index("goods_search_tsv_idx").using("gin", t.searchTsv),
    /**
     * Lists read only this index to pick a page (an index-only scan: category subtree, price range,
     * the sort columns, the shop, the id that breaks ties), then fetch the page's 20 wide rows
     * (docs/storefront.md).
     */
    index("goods_listing_idx")
      .on(t.categoryId, t.priceMinor, t.sales, t.createdAt, t.shopId, t.id)
      .where(sql`${t.status} = 'on' and ${t.deletedAt} is null`),
    check("goods_status_ck", sql`${t.status} in ('on', 'off')`),
    check("goods_deleted_off_ck", sql`${t.deletedAt} is null or ${t.status} = 'off'`),
    check("goods_taken_down_off_ck", sql`${t.takenDownAt} is null or ${t.status} = 'off'`),
    check("goods_money_ck", sql`${t.priceMinor} >= 0 and ${t.freightMinor} >= 0`),
    check("goods_counts_ck", sql`${t.stock} >= 0 and ${t.sales} >= 0 and ${t.followers} >= 0 and ${t.views} >= 0`),
  ],
);

/** One purchasable combination of specification values, with its own price and stock. */
export const goodsSkus = pgTable(
  "goods_skus",
  {
    id: serial("id").primaryKey(),
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    /** e.g. {"Colour": "Red", "Size": "M"} */
    specValues: jsonb("spec_values").$type<Record<string, string>>().notNull(),
    priceMinor: bigint("price_minor", { mode: "bigint" }).notNull(),
    stock: integer("stock").notNull(),
  },
  (t) => [
    index("goods_skus_goods_idx").on(t.goodsId),
    check("goods_skus_ck", sql`${t.priceMinor} >= 0 and ${t.stock} >= 0`),
  ],
);

export const reviews = pgTable(
  "reviews",
  {
    id: serial("id").primaryKey(),
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    userId: integer("user_id").notNull(),
    stars: integer("stars").notNull(),
    /** durability rating, 1 to 5, optional */
    durability: integer("durability"),
    content: text("content").notNull().default(""),
    images: jsonb("images").$type<string[]>().notNull().default([]),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [
    index("reviews_goods_idx").on(t.goodsId, t.createdAt),
    check(
      "reviews_stars_ck",
      sql`${t.stars} between 1 and 5 and (${t.durability} is null or ${t.durability} between 1 and 5)`,
    ),
  ],
);

/** Brands the console keeps (docs/rules.md#brands); supplier goods may pick one. */
export const brands = pgTable(
  "brands",
  {
    id: serial("id").primaryKey(),
    name: text("name").notNull(),
    logo: text("logo").notNull().default(""),
    weigh: integer("weigh").notNull().default(0),
    enabled: boolean("enabled").notNull().default(true),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [uniqueIndex("brands_name_uq").on(sql`lower(${t.name})`)],
);

/** Home banners (docs/rules.md#home-banners): shown while on, inside [starts_at, ends_at), in `lang` (null: every language), by `sort`. */
export const banners = pgTable(
  "banners",
  {
    id: serial("id").primaryKey(),
    image: text("image").notNull(),
    /** where a click goes (a path in the app, or an https address) */
    url: text("url").notNull().default(""),
    title: text("title").notNull().default(""),
    sort: integer("sort").notNull().default(0),
    /** a language code, or null for every language */
    lang: text("lang"),
    enabled: boolean("enabled").notNull().default(true),
    startsAt: timestamp("starts_at", { withTimezone: true }),
    endsAt: timestamp("ends_at", { withTimezone: true }),
    updatedAt: timestamp("updated_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [check("banners_range_ck", sql`${t.endsAt} is null or ${t.startsAt} is null or ${t.endsAt} > ${t.startsAt}`)],
);

export const goodsFavourites = pgTable(
  "goods_favourites",
  {
    userId: integer("user_id").notNull(),
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] }), index("goods_fav_user_idx").on(t.userId, t.createdAt)],
);

export const shopFollows = pgTable(
  "shop_follows",
  {
    userId: integer("user_id").notNull(),
    shopId: integer("shop_id")
      .notNull()
      .references(() => shops.id, { onDelete: "cascade" }),
    createdAt: timestamp("created_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [primaryKey({ columns: [t.userId, t.shopId] }), index("shop_follows_user_idx").on(t.userId, t.createdAt)],
);

export const browseHistory = pgTable(
  "browse_history",
  {
    userId: integer("user_id").notNull(),
    goodsId: integer("goods_id")
      .notNull()
      .references(() => goods.id, { onDelete: "cascade" }),
    viewedAt: timestamp("viewed_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [primaryKey({ columns: [t.userId, t.goodsId] }), index("browse_history_user_idx").on(t.userId, t.viewedAt)],
);

export const searchHistory = pgTable(
  "search_history",
  {
    userId: integer("user_id").notNull(),
    keyword: text("keyword").notNull(),
    searchedAt: timestamp("searched_at", { withTimezone: true }).notNull().defaultNow().$defaultFn(clockDefault),
  },
  (t) => [primaryKey({ columns: [t.userId, t.keyword] }), index("search_history_user_idx").on(t.userId, t.searchedAt)],
);

/**
 * Visits of a shop's public pages (docs/rules.md#shop-views): one row per visitor, shop and UTC day,
 * so a second visit the same day changes nothing. `visitor` is `u:<user id>` or `a:<keyed hash of
 * the address and browser of the day>`; no address is stored. Rows of past days are deleted (the
 * day's count stays in `shop_days`).
 */
export const shopVisits = pgTable(
  "shop_visits",
  {
    shopId: integer("shop_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    visitor: text("visitor").notNull(),
  },
  (t) => [primaryKey({ columns: [t.shopId, t.day, t.visitor] })],
);

/** A shop's day (UTC): distinct visitors of its pages and the promoted cards served for it. */
export const shopDays = pgTable(
  "shop_days",
  {
    shopId: integer("shop_id").notNull(),
    day: date("day", { mode: "string" }).notNull(),
    visits: integer("visits").notNull().default(0),
    impressions: integer("impressions").notNull().default(0),
  },
  (t) => [
    primaryKey({ columns: [t.shopId, t.day] }),
    check("shop_days_counts_ck", sql`${t.visits} >= 0 and ${t.impressions} >= 0`),
  ],
);
