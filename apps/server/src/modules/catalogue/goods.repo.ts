import { SHOP_STATE } from "@mp/contracts";
import { type SQL, sql } from "drizzle-orm";
import { type Db, literal, type PreparedStatement, queryPrepared, queryRows } from "../../platform/db/index.js";
import { CARD_TITLE, goodsTextJoin } from "./goods-texts.js";
import type { GoodsCardRow } from "./presenters.js";

/** Reads of the goods tables for lists and details. Only goods on the shelf in open shops are public. */
/** A card's columns; the title in the reader's language needs `goodsTextJoin` in the statement. */
const CARD = sql`g.id, ${CARD_TITLE}, g.image, g.price_minor, g.sales, g.shop_id, s.name as shop_name`;
const PUBLIC = sql`g.status = 'on' and g.deleted_at is null and s.state = ${literal(SHOP_STATE.open)}`;
/** Public without joining shops: the few shops not open, left out through shops_not_open_idx. */
const ON_SALE = sql`g.status = 'on' and g.deleted_at is null and g.shop_id not in (select id from shops where state <> ${literal(SHOP_STATE.open)})`;

const ids = (list: number[]) =>
  sql.join(
    list.map((id) => sql`${id}`),
    sql`, `,
  );

export interface ListWhere {
  /** the categories asked for, subtrees expanded and hidden ones taken out; null: any category */
  categoryIds: number[] | null;
  /** hidden categories and their subtrees (the console's hidden flag), left out of every list */
  hiddenIds: number[];
  conditions: SQL[];
  /** the search's condition (search-match.ts), or null */
  match: SQL | null;
}

function whereOf(w: ListWhere): SQL {
  const parts: SQL[] = [ON_SALE];
  if (w.categoryIds) parts.push(w.categoryIds.length ? sql`g.category_id in (${ids(w.categoryIds)})` : sql`false`);
  else if (w.hiddenIds.length) parts.push(sql`g.category_id not in (${ids(w.hiddenIds)})`);
  parts.push(...w.conditions);
  if (w.match) parts.push(w.match);
  return sql.join(parts, sql` and `);
}

/**
 * One page of a list in one statement (docs/storefront.md): the page's ids are picked first from
 * narrow reads (goods_listing_idx alone for a category and price list; the search's matches
 * collected before they are sorted, so no sort index is walked with a per-row text test), then
 * only those 20 wide rows are read. `order` names columns of `g` that goods_listing_idx carries
 * or views and followers.
 */
export async function listGoods(db: Db, lang: string, w: ListWhere, order: SQL, limit: number, offset: number) {
  const pick = w.match
    ? sql`with matches as materialized (
            select g.id, g.sales, g.price_minor, g.created_at, g.views, g.followers from goods g where ${whereOf(w)})
          select g.id from matches g order by ${order} limit ${limit} offset ${offset}`
    : sql`select g.id from goods g where ${whereOf(w)} order by ${order} limit ${limit} offset ${offset}`;
  return queryRows<GoodsCardRow>(
    db,
    sql`with page as (${pick})
        select ${CARD} from page join goods g on g.id = page.id join shops s on s.id = g.shop_id ${goodsTextJoin(lang)}
        order by ${order}`,
  );
}

export async function countGoods(db: Db, w: ListWhere): Promise<number> {
  const [row] = await queryRows<{ n: number }>(db, sql`select count(*)::int as n from goods g where ${whereOf(w)}`);
  return row?.n ?? 0;
}

/** A home block: `order` is fixed by the caller (newest, best-selling, most followed). */
export async function homeBlock(db: Db, lang: string, hiddenIds: number[], order: SQL, limit: number, offset: number) {
  const where = whereOf({ categoryIds: null, hiddenIds, conditions: [], match: null });
  return queryRows<GoodsCardRow>(
    db,
    sql`select ${CARD} from goods g join shops s on s.id = g.shop_id ${goodsTextJoin(lang)} where ${where}
        order by ${order}, g.id desc limit ${limit} offset ${offset}`,
  );
}

export interface GoodsPageRow {
  id: number;
  title: string;
  title_auto: boolean;
  title_missing: boolean;
  image: string;
  images: string[];
  description: string;
  brand: string;
  specs: { name: string; values: string[] }[];
  price_minor: string;
  freight_minor: string;
  stock: number;
  sales: number;
  followers: number;
  views: number;
  review_count: number;
  review_stars_sum: number;
  created_at: Date;
  category_id: number;
  shop_id: number;
  skus: { id: number; spec_values: Record<string, string>; price_minor: string; stock: number }[];
  /** average durability stars of its reviews, one decimal, or null */
  durability: string | null;
}

/**
 * The product page's goods with its SKUs and review durability: one prepared statement, one round
 * trip. The title and description are the reader's language's ($2) when given, else the original.
 */
const GOODS_PAGE: PreparedStatement = {
  name: "catalogue_goods_page_texts",
  text: `select g.id, coalesce(gt.title, g.title) as title,
      coalesce(gt.source = 'auto' and gt.title <> g.title, false) as title_auto, (gt.goods_id is null) as title_missing,
      g.image, g.images, coalesce(nullif(gt.description, ''), g.description) as description, g.brand, g.specs, g.price_minor, g.freight_minor,
      g.stock, g.sales, g.followers, g.views, g.review_count, g.review_stars_sum, g.created_at, g.category_id, g.shop_id,
      coalesce((select json_agg(json_build_object('id', k.id, 'spec_values', k.spec_values,
          'price_minor', k.price_minor::text, 'stock', k.stock) order by k.id)
        from goods_skus k where k.goods_id = g.id), '[]') as skus,
      (select round(avg(r.durability), 1)::text from reviews r
        where r.goods_id = g.id and r.durability is not null) as durability
    from goods g join shops s on s.id = g.shop_id left join goods_texts gt on gt.goods_id = g.id and gt.lang = $2
    where g.id = $1 and g.status = 'on' and g.deleted_at is null and s.state = ${SHOP_STATE.open}`,
};

export async function findGoods(db: Db, id: number, lang: string): Promise<GoodsPageRow | null> {
  const [row] = await queryPrepared<GoodsPageRow>(db, GOODS_PAGE, [id, lang]);
  return row ?? null;
}

/** Whether the goods is public (on the shelf in an open shop). */
export async function isGoodsPublic(db: Db, id: number): Promise<boolean> {
  const rows = await queryRows(
    db,
    sql`select 1 from goods g join shops s on s.id = g.shop_id where g.id = ${id} and ${PUBLIC}`,
  );
  return rows.length > 0;
}

export async function listReviews(db: Db, goodsId: number, limit: number, offset: number) {
  return queryRows<{
    id: number;
    stars: number;
    durability: number | null;
    content: string;
    images: string[];
    created_at: Date;
    user_id: number;
  }>(
    db,
    sql`select r.id, r.stars, r.durability, r.content, r.images, r.created_at, r.user_id
        from reviews r
        where r.goods_id = ${goodsId} order by r.created_at desc, r.id desc limit ${limit} offset ${offset}`,
  );
}

export async function countReviews(db: Db, goodsId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from reviews where goods_id = ${goodsId}`,
  );
  return row?.n ?? 0;
}

/** Adds buffered view counts (see view-counter.ts) in one statement. */
export async function addViews(db: Db, counts: Map<number, number>): Promise<void> {
  if (counts.size === 0) return;
  await db.execute(sql`update goods g set views = g.views + v.n
    from (values ${sql.join(
      [...counts].map(([id, n]) => sql`(${id}::int, ${n}::int)`),
      sql`, `,
    )}) as v(id, n) where g.id = v.id`);
}

/** What a goods card in another module shows (a chat message): only goods on sale. */
export async function findGoodsCard(db: Db, id: number) {
  const [row] = await queryRows<{ id: number; title: string; image: string; price_minor: string; shop_id: number }>(
    db,
    sql`select id, title, image, price_minor::text as price_minor, shop_id from goods where id = ${id} and status = 'on' and deleted_at is null`,
  );
  return row ?? null;
}
