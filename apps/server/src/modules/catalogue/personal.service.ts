import type { GoodsCard, Page, ShopCard } from "@mp/contracts";
import { favouriteBody, followBody, historyClearBody, SEARCH_KEYWORD_MAX } from "@mp/contracts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, pageQuery, parse } from "../../platform/http/index.js";
import { requireUser } from "../accounts/index.js";
import { isGoodsPublic } from "./goods.repo.js";
import { fillAutoTitles } from "./goods-texts.js";
import * as repo from "./personal.repo.js";
import { goodsCard, seconds, shopCard } from "./presenters.js";
import { findShopCard } from "./shops.repo.js";

/** Favourites, followed shops, browsing and search history: always the token's own user. */

export async function setFavourite(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const body = parse(favouriteBody, input);
  if (!(await isGoodsPublic(ctx.db, body.id))) throw new AppError("not_found");
  return inTransaction(ctx, async (tx) => {
    if (body.collect) await repo.addFavourite(tx.db, user.id, body.id);
    else await repo.removeFavourite(tx.db, user.id, body.id);
    return { is_favourite: body.collect === 1, followers: await repo.goodsFollowers(tx.db, body.id) };
  });
}

export async function setFollow(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const body = parse(followBody, input);
  if (!(await findShopCard(ctx.db, body.id, ctx.lang))) throw new AppError("shop_closed");
  return inTransaction(ctx, async (tx) => {
    if (body.follow) await repo.follow(tx.db, user.id, body.id);
    else await repo.unfollow(tx.db, user.id, body.id);
    return { is_following: body.follow === 1, followers: await repo.shopFollowers(tx.db, body.id) };
  });
}

export const isFavourite = (ctx: Ctx, userId: number, goodsId: number) => repo.isFavourite(ctx.db, userId, goodsId);
export const isFollowing = (ctx: Ctx, userId: number, shopId: number) => repo.isFollowing(ctx.db, userId, shopId);

export async function favouriteList(ctx: Ctx, input: unknown): Promise<Page<GoodsCard>> {
  const user = await requireUser(ctx);
  const q = parse(pageQuery, input);
  return repo.favouriteGoods(ctx.db, ctx.lang, user.id, q, async (rows) =>
    (await fillAutoTitles(ctx, rows)).map(goodsCard),
  );
}

export async function followList(ctx: Ctx, input: unknown): Promise<Page<ShopCard>> {
  const user = await requireUser(ctx);
  const q = parse(pageQuery, input);
  return repo.followedShops(ctx.db, ctx.lang, user.id, q, (rows) => rows.map(shopCard));
}

export const recordHistory = (ctx: Ctx, userId: number, goodsId: number) => repo.touchHistory(ctx.db, userId, goodsId);

export async function historyList(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const q = parse(pageQuery, input);
  return repo.historyGoods(ctx.db, ctx.lang, user.id, q, async (rows) =>
    (await fillAutoTitles(ctx, rows)).map((r) => ({ ...goodsCard(r), viewtime: seconds(r.viewed_at) })),
  );
}

export async function clearHistory(ctx: Ctx, input: unknown): Promise<void> {
  const user = await requireUser(ctx);
  const body = parse(historyClearBody, input);
  await repo.clearHistory(ctx.db, user.id, body.id);
}

export async function recordSearch(ctx: Ctx, userId: number, keyword: string): Promise<void> {
  // search ignores case, so "Wool" and "wool" are one entry
  const k = keyword.trim().replace(/\s+/g, " ").toLowerCase().slice(0, SEARCH_KEYWORD_MAX);
  if (k) await repo.touchSearch(ctx.db, userId, k);
}

export async function searchList(ctx: Ctx): Promise<string[]> {
  return repo.searches(ctx.db, (await requireUser(ctx)).id);
}

export async function clearSearches(ctx: Ctx): Promise<void> {
  await repo.clearSearches(ctx.db, (await requireUser(ctx)).id);
}
