import { and, desc, eq, sql } from "drizzle-orm";
import { type Db, type PageAsk, pageOf, queryRows } from "../../platform/db/index.js";
import { browseHistory, goods, goodsFavourites, searchHistory, shopFollows, shops } from "./catalogue.tables.js";
import { CARD_TITLE, goodsTextJoin, shopBio } from "./goods-texts.js";
import type { GoodsCardRow, ShopCardRow } from "./presenters.js";

/** A user's own lists. Every read and write here names the user: nothing crosses owners. */
export const SEARCH_HISTORY_KEEP = 20;

export async function addFavourite(db: Db, userId: number, goodsId: number): Promise<boolean> {
  const added = await db.insert(goodsFavourites).values({ userId, goodsId }).onConflictDoNothing().returning();
  if (added.length)
    await db
      .update(goods)
      .set({ followers: sql`${goods.followers} + 1` })
      .where(eq(goods.id, goodsId));
  return added.length > 0;
}

export async function removeFavourite(db: Db, userId: number, goodsId: number): Promise<boolean> {
  const gone = await db
    .delete(goodsFavourites)
    .where(and(eq(goodsFavourites.userId, userId), eq(goodsFavourites.goodsId, goodsId)))
    .returning();
  if (gone.length)
    await db
      .update(goods)
      .set({ followers: sql`greatest(${goods.followers} - 1, 0)` })
      .where(eq(goods.id, goodsId));
  return gone.length > 0;
}

export const goodsFollowers = async (db: Db, goodsId: number) =>
  (await db.select({ n: goods.followers }).from(goods).where(eq(goods.id, goodsId)))[0]?.n ?? 0;

export const isFavourite = async (db: Db, userId: number, goodsId: number) =>
  (
    await db
      .select({ g: goodsFavourites.goodsId })
      .from(goodsFavourites)
      .where(and(eq(goodsFavourites.userId, userId), eq(goodsFavourites.goodsId, goodsId)))
  ).length > 0;

export async function follow(db: Db, userId: number, shopId: number): Promise<void> {
  const added = await db.insert(shopFollows).values({ userId, shopId }).onConflictDoNothing().returning();
  if (added.length)
    await db
      .update(shops)
      .set({ followers: sql`${shops.followers} + 1` })
      .where(eq(shops.id, shopId));
}

export async function unfollow(db: Db, userId: number, shopId: number): Promise<void> {
  const gone = await db
    .delete(shopFollows)
    .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
    .returning();
  if (gone.length)
    await db
      .update(shops)
      .set({ followers: sql`greatest(${shops.followers} - 1, 0)` })
      .where(eq(shops.id, shopId));
}

export const shopFollowers = async (db: Db, shopId: number) =>
  (await db.select({ n: shops.followers }).from(shops).where(eq(shops.id, shopId)))[0]?.n ?? 0;

export const isFollowing = async (db: Db, userId: number, shopId: number) =>
  (
    await db
      .select({ s: shopFollows.shopId })
      .from(shopFollows)
      .where(and(eq(shopFollows.userId, userId), eq(shopFollows.shopId, shopId)))
  ).length > 0;

const GOODS_CARD = sql`g.id, ${CARD_TITLE}, g.image, g.price_minor, g.sales, g.shop_id, s.name as shop_name`;

/** The count of a user's rows in one of the personal tables (the lists page over it). */
const countMine = async (db: Db, table: "goods_favourites" | "shop_follows" | "browse_history", userId: number) =>
  (
    await queryRows<{ n: number }>(
      db,
      table === "shop_follows"
        ? sql`select count(*)::int as n from shop_follows where user_id = ${userId}`
        : // goods the merchant deleted are gone from the shopper's lists too
          sql`select count(*)::int as n from ${sql.raw(table)} x join goods g on g.id = x.goods_id
              where x.user_id = ${userId} and g.deleted_at is null`,
    )
  )[0]?.n ?? 0;

export function favouriteGoods<R>(
  db: Db,
  lang: string,
  userId: number,
  ask: PageAsk,
  present: (rows: GoodsCardRow[]) => Promise<R[]>,
) {
  const rows = (limit: number, offset: number) =>
    queryRows<GoodsCardRow>(
      db,
      sql`select ${GOODS_CARD} from goods_favourites f join goods g on g.id = f.goods_id join shops s on s.id = g.shop_id
          ${goodsTextJoin(lang)}
          where f.user_id = ${userId} and g.deleted_at is null order by f.created_at desc, g.id desc limit ${limit} offset ${offset}`,
    );
  return pageOf(ask, { rows, total: () => countMine(db, "goods_favourites", userId) }, present);
}

export function followedShops<R>(
  db: Db,
  lang: string,
  userId: number,
  ask: PageAsk,
  present: (rows: ShopCardRow[]) => R[],
) {
  const rows = (limit: number, offset: number) =>
    queryRows<ShopCardRow>(
      db,
      sql`select s.id, s.name, s.avatar, ${shopBio(lang)}, s.followers, s.sales,
            (select count(*) from goods g where g.shop_id = s.id and g.status = 'on')::int as goods_count
          from shop_follows f join shops s on s.id = f.shop_id
          where f.user_id = ${userId} order by f.created_at desc, s.id desc limit ${limit} offset ${offset}`,
    );
  return pageOf(ask, { rows, total: () => countMine(db, "shop_follows", userId) }, present);
}

export async function touchHistory(db: Db, userId: number, goodsId: number): Promise<void> {
  await db
    .insert(browseHistory)
    .values({ userId, goodsId })
    .onConflictDoUpdate({ target: [browseHistory.userId, browseHistory.goodsId], set: { viewedAt: new Date() } });
}

export type HistoryRow = GoodsCardRow & { viewed_at: Date };

export function historyGoods<R>(
  db: Db,
  lang: string,
  userId: number,
  ask: PageAsk,
  present: (rows: HistoryRow[]) => Promise<R[]>,
) {
  const rows = (limit: number, offset: number) =>
    queryRows<HistoryRow>(
      db,
      sql`select ${GOODS_CARD}, h.viewed_at from browse_history h join goods g on g.id = h.goods_id join shops s on s.id = g.shop_id
          ${goodsTextJoin(lang)}
          where h.user_id = ${userId} and g.deleted_at is null order by h.viewed_at desc, g.id desc limit ${limit} offset ${offset}`,
    );
  return pageOf(ask, { rows, total: () => countMine(db, "browse_history", userId) }, present);
}

export async function clearHistory(db: Db, userId: number, goodsId?: number): Promise<void> {
  await db
    .delete(browseHistory)
    .where(and(eq(browseHistory.userId, userId), goodsId ? eq(browseHistory.goodsId, goodsId) : undefined));
}

export async function touchSearch(db: Db, userId: number, keyword: string): Promise<void> {
  await db
    .insert(searchHistory)
    .values({ userId, keyword })
    .onConflictDoUpdate({ target: [searchHistory.userId, searchHistory.keyword], set: { searchedAt: new Date() } });
  await db.execute(sql`delete from search_history where user_id = ${userId} and keyword not in (
    select keyword from search_history where user_id = ${userId} order by searched_at desc limit ${SEARCH_HISTORY_KEEP})`);
}

export async function searches(db: Db, userId: number): Promise<string[]> {
  const rows = await db
    .select({ k: searchHistory.keyword })
    .from(searchHistory)
    .where(eq(searchHistory.userId, userId))
    .orderBy(desc(searchHistory.searchedAt))
    .limit(SEARCH_HISTORY_KEEP);
  return rows.map((r) => r.k);
}

export const clearSearches = (db: Db, userId: number) =>
  db.delete(searchHistory).where(eq(searchHistory.userId, userId));
