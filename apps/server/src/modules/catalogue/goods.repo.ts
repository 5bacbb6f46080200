import { type SQL, sql } from "drizzle-orm";
import { containing, type Db, queryRows } from "../../platform/db/index.js";
import type { GoodsCardRow } from "./presenters.js";

/** Reads of the goods tables for lists and details. Only goods on the shelf in open shops are public. */
const CARD = sql`g.id, g.title, g.image, g.price_minor, g.sales, g.shop_id, s.name as shop_name`;
const PUBLIC = sql`g.status = 'on' and g.deleted_at is null and s.state = 1`;
/**
 * Lists and searches leave out goods of hidden categories and their subtrees (the console's
 * hidden flag, read from the table with the query: only the list cache bounds how late it shows).
 */
const LISTED = sql`${PUBLIC} and g.category_id not in (
  with recursive hidden(id) as (
    select id from categories where not visible
    union select c.id from categories c join hidden on c.parent_id = hidden.id)
  select id from hidden)`;

export interface ListWhere {
  categoryIds: number[] | null;
  conditions: SQL[];
  terms: string[];
  /** match terms by trigram similarity too (the fallback when an exact search finds nothing) */
  fuzzy?: boolean;
}

function whereOf(w: ListWhere): SQL {
  const parts: SQL[] = [LISTED];
  if (w.categoryIds) {
    parts.push(
      w.categoryIds.length
        ? sql`g.category_id in (${sql.join(
            w.categoryIds.map((id) => sql`${id}`),
            sql`, `,
          )})`
        : sql`false`,
    );
  }
  parts.push(...w.conditions);
  for (const term of w.terms) {
    // a word prefix (full text) or a substring (trigram index); with `fuzzy`, a near miss too
    const like = containing(term);
    const prefix = term.replace(/[^\p{L}\p{N}]+/gu, "");
    const fts = prefix
      ? sql`to_tsvector('simple', g.search_text) @@ to_tsquery('simple', ${`${prefix}:*`}) or `
      : sql``;
    const near = w.fuzzy ? sql` or ${term} <% g.search_text` : sql``;
    parts.push(sql`(${fts}g.search_text ilike ${like}${near})`);
  }
  return sql.join(parts, sql` and `);
}

export async function listGoods(db: Db, w: ListWhere, order: SQL | null, limit: number, offset: number) {
  // searches without a chosen sort show the best sellers first
  const fallback = w.terms.length ? sql`g.sales desc, g.id desc` : sql`g.id desc`;
  return queryRows<GoodsCardRow>(
    db,
    sql`select ${CARD} from goods g join shops s on s.id = g.shop_id
        where ${whereOf(w)} order by ${order ?? fallback} limit ${limit} offset ${offset}`,
  );
}

export async function countGoods(db: Db, w: ListWhere): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from goods g join shops s on s.id = g.shop_id where ${whereOf(w)}`,
  );
  return row?.n ?? 0;
}

/** A home block: `order` is fixed by the caller (newest, best-selling, most followed). */
export async function homeBlock(db: Db, order: SQL, limit: number, offset: number) {
  return queryRows<GoodsCardRow>(
    db,
    sql`select ${CARD} from goods g join shops s on s.id = g.shop_id where ${LISTED}
        order by ${order}, g.id desc limit ${limit} offset ${offset}`,
  );
}

export async function findGoods(db: Db, id: number) {
  const [row] = await queryRows<{
    id: number;
    title: string;
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
  }>(db, sql`select g.* from goods g join shops s on s.id = g.shop_id where g.id = ${id} and ${PUBLIC}`);
  return row ?? null;
}

export const skusOf = (db: Db, goodsId: number) =>
  queryRows<{ id: number; spec_values: Record<string, string>; price_minor: string; stock: number }>(
    db,
    sql`select id, spec_values, price_minor, stock from goods_skus where goods_id = ${goodsId} order by id`,
  );

export async function durabilityAverage(db: Db, goodsId: number): Promise<string | null> {
  const [row] = await queryRows<{ avg: string | null }>(
    db,
    sql`select round(avg(durability), 1)::text as avg from reviews where goods_id = ${goodsId} and durability is not null`,
  );
  return row?.avg ?? null;
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
