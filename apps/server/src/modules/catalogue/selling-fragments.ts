import { type SQL, sql } from "drizzle-orm";
import type { PreparedStatement } from "../../platform/db/index.js";

/**
 * The SQL of selling goods (a line's price and stock, stock taken and given back, sales counted, a
 * shop's owner) that the orders module composes into its own statements: checkout, payment, cart
 * and cancel keep their round trips (bench/README.md, checkout) while only this module names the
 * goods, SKU and shop tables. Each builder answers a fragment or a statement; the caller runs it
 * in its transaction.
 */

/** A stock or sales change of one order line. */
export interface StockLine {
  goodsId: number;
  skuId: number | null;
  number: number;
}

/** The columns `lineFacts` answers (numbers in minor units arrive as text). */
export interface LineFactsRow {
  goods_id: number;
  shop_id: number;
  shop_name: string;
  shop_state: number;
  shop_owner: number;
  title: string;
  image: string;
  status: string;
  goods_stock: number;
  goods_price: string;
  freight_minor: string;
  has_skus: boolean;
  sku_id: number | null;
  spec_values: Record<string, string> | null;
  sku_price: string | null;
  sku_stock: number | null;
  buy_price_minor: string | null;
}

/**
 * A line's current catalogue facts (goods, shop, the SKU if it belongs to those goods, the
 * supplier's buy price), as a lateral subquery: `join ${lineFacts(goodsId, skuId)} f on true`
 * drops lines whose goods are gone. Columns: `LineFactsRow`. With `lang` (the cart's display), the
 * title is the reader's language's when the goods has one (goods-texts.ts); without it (checkout,
 * orders) the original.
 */
export const lineFacts = (goodsId: SQL, skuId: SQL, lang?: string): SQL =>
  sql`lateral (select g.id as goods_id, g.shop_id, s.name as shop_name, s.state as shop_state, s.user_id as shop_owner,
          ${
            lang === undefined
              ? sql`g.title`
              : sql`coalesce((select gt.title from goods_texts gt where gt.goods_id = g.id and gt.lang = ${lang}), g.title) as title`
          }, g.image, g.status, g.stock as goods_stock, g.price_minor::text as goods_price,
          g.freight_minor::text as freight_minor,
          exists (select 1 from goods_skus x where x.goods_id = g.id) as has_skus,
          k.id as sku_id, k.spec_values, k.price_minor::text as sku_price, k.stock as sku_stock,
          sg.buy_price_minor::text as buy_price_minor
        from goods g
        join shops s on s.id = g.shop_id
        left join goods_skus k on k.id = ${skuId} and k.goods_id = g.id
        left join supplier_goods sg on sg.id = g.supplier_goods_id
        where g.id = ${goodsId})`;

/** The owner (user id) of the shop `shopId` names, as a scalar subquery for a select list. */
export const shopOwnerOf = (shopId: SQL): SQL => sql`(select s.user_id from shops s where s.id = ${shopId})`;

/** The state (1 open, 0 closed, 2 locked) of the shop `shopId` names, as a scalar subquery. */
export const shopStateOf = (shopId: SQL): SQL => sql`(select s.state from shops s where s.id = ${shopId})`;

/** Takes a line's SKU stock, never below zero: the statement answers a row only when there was enough. */
export const takeSkuStock = (l: StockLine): SQL =>
  sql`update goods_skus set stock = stock - ${l.number} where id = ${l.skuId} and goods_id = ${l.goodsId} and stock >= ${l.number} returning id`;

/**
 * Takes a line's goods stock, never below zero: the statement answers a row only when there was
 * enough. Prepared (a fixed text, every checkout sends it): run it with `queryPrepared`.
 */
export const takeGoodsStock = (l: StockLine): { statement: PreparedStatement; values: unknown[] } => ({
  statement: TAKE_GOODS_STOCK,
  values: [l.number, l.goodsId, l.number],
});
const TAKE_GOODS_STOCK: PreparedStatement = {
  name: "catalogue_take_goods_stock_v1",
  text: "update goods set stock = stock - $1 where id = $2 and stock >= $3 returning id",
};

/** Gives a line's SKU stock back (a cancelled or refunded order). */
export const returnSkuStock = (l: StockLine): SQL =>
  sql`update goods_skus set stock = stock + ${l.number} where id = ${l.skuId} and goods_id = ${l.goodsId}`;

/** Gives a line's goods stock back; `unsell` also takes back the sale counted at payment. */
export const returnGoodsStock = (l: StockLine, unsell: boolean): SQL =>
  unsell
    ? sql`update goods set stock = stock + ${l.number}, sales = greatest(sales - ${l.number}, 0) where id = ${l.goodsId}`
    : sql`update goods set stock = stock + ${l.number} where id = ${l.goodsId}`;

/** Takes back a shop's sales of a paid order that was cancelled or refunded in full. */
export const uncountShopSales = (shopId: number, n: number): SQL =>
  sql`update shops set sales = greatest(sales - ${n}, 0) where id = ${shopId}`;

/**
 * Paid orders counted as sales of the goods and the shops (negative numbers take them back), as
 * one prepared statement: the goods rows are locked in id order, then updated; only after that
 * (the shops' lock reads the goods' result) the shops in id order, then updated. Goods before
 * shops and each in id order, like every other path that touches these rows (stock is taken in
 * goods order too), so concurrent checkouts, payments and cancels cannot deadlock. A fixed text
 * for any number of lines (one array per column): run it with `queryPrepared`. Null when there is
 * nothing to count.
 */
export function countSalesStatement(
  lines: { goodsId: number; shopId: number; number: number }[],
): { statement: PreparedStatement; values: unknown[] } | null {
  if (!lines.length) return null;
  const byGoods = new Map<number, number>();
  const byShop = new Map<number, number>();
  for (const l of lines) {
    byGoods.set(l.goodsId, (byGoods.get(l.goodsId) ?? 0) + l.number);
    byShop.set(l.shopId, (byShop.get(l.shopId) ?? 0) + l.number);
  }
  return {
    statement: COUNT_SALES,
    values: [[...byGoods.keys()], [...byGoods.values()], [...byShop.keys()], [...byShop.values()]],
  };
}
const COUNT_SALES: PreparedStatement = {
  name: "catalogue_count_sales_v1",
  text: `with gl as materialized (
      select g.id from goods g where g.id = any($1::int[]) order by g.id for update
    ),
    gu as (
      update goods set sales = greatest(goods.sales + v.n, 0)
      from unnest($1::int[], $2::int[]) as v(id, n)
      where goods.id = v.id and goods.id in (select id from gl) returning goods.id
    ),
    sl as materialized (
      select s.id from shops s where s.id = any($3::int[]) and (select count(*) from gu) >= 0 order by s.id for update
    ),
    su as (
      update shops set sales = greatest(shops.sales + v.n, 0)
      from unnest($3::int[], $4::int[]) as v(id, n)
      where shops.id = v.id and shops.id in (select id from sl) returning shops.id
    )
    select count(*) from su`,
};
