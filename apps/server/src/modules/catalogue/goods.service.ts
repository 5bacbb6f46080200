import type { GoodsCard, GoodsDetail, Page, ReviewItem } from "@mp/contracts";
import {
  goodsCommentsQuery as commentsQuery,
  goodsListQuery,
  homeGoodsQuery as homePage,
  catalogueIdQuery as idQuery,
} from "@mp/contracts";
import { sql } from "drizzle-orm";
import { perDatabase, TtlCache } from "../../platform/cache.js";
import type { Ctx } from "../../platform/context.js";
import { pageOf } from "../../platform/db/index.js";
import { AppError, parse, toPage } from "../../platform/http/index.js";
import { currentUser, publicProfiles } from "../accounts/index.js";
import { categoryPath, hiddenCategoryIds, subtreeIds } from "./categories.service.js";
import * as repo from "./goods.repo.js";
import { fillAutoTitles } from "./goods-texts.js";
import { parseListFilter, parseSort, searchTerms } from "./list-query.js";
import { isFavourite, recordHistory, recordSearch } from "./personal.service.js";
import { goodsCard, money, seconds } from "./presenters.js";
import { promotedCards } from "./promotion.js";
import { firstPass, SEARCH_PASSES, searchMatch } from "./search-match.js";
import { shopInfoPublic } from "./shops.service.js";
import type { ViewCounter } from "./view-counter.js";

/**
 * Public answers shared by every visitor are cached for a few seconds (see platform/cache.ts); a
 * filter's total and the search pass that found it are kept apart from its pages, so paging and
 * re-sorting one filter counts it once (docs/storefront.md). Each cache shares one load among the
 * requests that miss the same key together.
 */
const LIST_TTL_MS = 10_000;
const listCache = perDatabase(() => new TtlCache<Page<GoodsCard>>(LIST_TTL_MS, 5000));
// a filter's total is the costliest statement of a search: every process shares it (platform/cache.ts)
const totalCache = perDatabase(() => new TtlCache<{ total: number; pass: number }>(LIST_TTL_MS, 5000, "goods-total"));
type DetailBase = Omit<GoodsDetail, "is_favourite" | "shop"> & { shopId: number };
const detailCache = perDatabase(() => new TtlCache<DetailBase>(LIST_TTL_MS, 5000));

const listQuery = goodsListQuery;
// searches without a chosen sort show the best sellers first, other lists the newest
const BEST_SELLING = sql`g.sales desc, g.id desc`;
const NEWEST = sql`g.id desc`;

/** `product/lists` (docs/api.md). */
export async function listGoods(ctx: Ctx, input: unknown): Promise<Page<GoodsCard>> {
  const q = parse(listQuery, input);
  const terms = searchTerms(q.search);
  const user = terms.length ? await currentUser(ctx) : null;
  if (user && q.search) await recordSearch(ctx, user.id, q.search);
  const filterKey = JSON.stringify([terms, q.filter, q.op]);
  // titles are the reader's language's (goods-texts.ts): pages are kept per language, totals are not
  const key = JSON.stringify([filterKey, q.page, q.limit, q.sort, q.order, ctx.lang]);
  return listCache(ctx.db).getOrLoad(key, async () => {
    const f = parseListFilter(q.filter, q.op);
    const hiddenIds = await hiddenCategoryIds(ctx.db);
    let categoryIds: number[] | null = null;
    if (f.categorySubtrees.length || f.categoryExact.length) {
      const hidden = new Set(hiddenIds);
      const asked = [...(await subtreeIds(ctx.db, f.categorySubtrees)), ...f.categoryExact];
      categoryIds = [...new Set(asked)].filter((id) => !hidden.has(id));
    }
    const where = (pass: number) => ({
      categoryIds,
      hiddenIds,
      conditions: f.conditions,
      match: searchMatch(terms, pass),
    });
    const order = parseSort(q.sort, q.order) ?? (terms.length ? BEST_SELLING : NEWEST);
    const offset = (q.page - 1) * q.limit;
    const rows = (pass: number) => repo.listGoods(ctx.db, ctx.lang, where(pass), order, q.limit, offset);
    const counted = () =>
      totalCache(ctx.db).getOrLoad(
        filterKey,
        async () => {
          // exact matching first; substrings, then small typos, only when it finds nothing (they cost more)
          const last = terms.length ? SEARCH_PASSES - 1 : 0;
          for (let pass = firstPass(terms); ; pass++) {
            const total = await repo.countGoods(ctx.db, where(pass));
            if (total > 0 || pass >= last) return { total, pass };
          }
        },
        ctx.shared,
      );
    // a list without search has one pass: its page and its count go out together
    const [{ total, pass }, early] = await Promise.all([counted(), terms.length ? null : rows(0)]);
    const found = early ?? (total > offset ? await rows(pass) : []);
    return toPage((await fillAutoTitles(ctx, found)).map(goodsCard), total, q.page, q.limit);
  });
}

const HOME_SIZE = 10;
const HOME_DEPTH = 100; // 'Next' pages through the first 100, then wraps
const homeOffset = (page: number) => ((page - 1) * HOME_SIZE) % HOME_DEPTH;

/** `index/index_goods_list`: list = new products, list2 = hot-selling; `page` is the 'Next' link. */
export async function homeBlocks(ctx: Ctx, input: unknown) {
  const { page } = parse(homePage, input);
  const offset = homeOffset(page);
  const hiddenIds = await hiddenCategoryIds(ctx.db);
  const [list, list2] = await Promise.all([
    repo.homeBlock(ctx.db, ctx.lang, hiddenIds, sql`g.created_at desc`, HOME_SIZE, offset),
    repo.homeBlock(ctx.db, ctx.lang, hiddenIds, sql`g.sales desc`, HOME_SIZE, offset),
  ]);
  // one translation request for both blocks, when TRANSLATE_URL is set and titles are missing
  const filled = await fillAutoTitles(ctx, [...list, ...list2]);
  return { list: filled.slice(0, list.length).map(goodsCard), list2: filled.slice(list.length).map(goodsCard) };
}

/**
 * `index/goods_list`: recommended (most favourited), refreshed by `page`. Promoted cards
 * (promotion.ts) come first, marked `promoted: true`; the list keeps its size, and a promoted
 * goods is not shown twice. Neither part is cached: every answer's promoted cards are counted.
 */
export async function recommended(ctx: Ctx, input: unknown): Promise<GoodsCard[]> {
  const { page } = parse(homePage, input);
  const viewer = ctx.token ? await currentUser(ctx) : null;
  const [organic, promoted] = await Promise.all([
    hiddenCategoryIds(ctx.db).then((hidden) =>
      repo.homeBlock(ctx.db, ctx.lang, hidden, sql`g.followers desc`, HOME_SIZE, homeOffset(page)),
    ),
    promotedCards(ctx, viewer?.id ?? null),
  ]);
  const shown = new Set(promoted.map((p) => p.id));
  const rest = (await fillAutoTitles(ctx, organic)).filter((g) => !shown.has(g.id)).map(goodsCard);
  return [...promoted, ...rest].slice(0, Math.max(HOME_SIZE, promoted.length));
}

/**
 * `product/goods`: the product page. Counts a page view of the goods and a visit of its shop (once
 * a day per visitor); records history for a logged-in user.
 */
export async function goodsDetail(
  ctx: Ctx,
  views: ViewCounter,
  input: unknown,
  userAgent: string,
): Promise<GoodsDetail> {
  const id = parse(idQuery, input).id;
  const base = await detailCache(ctx.db).getOrLoad(`${id}:${ctx.lang}`, async (): Promise<DetailBase> => {
    const found = await repo.findGoods(ctx.db, id, ctx.lang);
    if (!found) throw new AppError("not_found");
    const [g] = await fillAutoTitles(ctx, [found]);
    if (!g) throw new AppError("not_found");
    const path = await categoryPath(ctx, g.category_id);
    return {
      id: g.id,
      title: g.title,
      image: g.image,
      images: g.images.length ? g.images : [g.image],
      description: g.description,
      brand: g.brand,
      price: money(g.price_minor),
      freight: money(g.freight_minor),
      stock: g.stock,
      sales: g.sales,
      followers: g.followers,
      views: g.views,
      createtime: seconds(g.created_at),
      category: { id: g.category_id, name: path.at(-1)?.name ?? "", path },
      specs: g.specs,
      skus: g.skus.map((s) => ({ id: s.id, spec_values: s.spec_values, price: money(s.price_minor), stock: s.stock })),
      rating: {
        count: g.review_count,
        average: g.review_count ? (g.review_stars_sum / g.review_count).toFixed(1) : "0.0",
        durability: g.durability,
      },
      genuine: true as const,
      ...(g.title_auto ? { title_auto: 1 as const } : {}),
      shopId: g.shop_id,
    };
  });
  views.count(id);
  const user = await currentUser(ctx);
  const { shopId, ...rest } = base;
  const [shop, favourite] = await Promise.all([
    shopInfoPublic(ctx, shopId, user?.id ?? null, { userAgent }),
    user ? isFavourite(ctx, user.id, id) : false,
  ]);
  if (user) await recordHistory(ctx, user.id, id);
  return { ...rest, shop, is_favourite: favourite };
}

export async function comments(ctx: Ctx, input: unknown): Promise<Page<ReviewItem>> {
  const q = parse(commentsQuery, input);
  const load = {
    rows: (limit: number, offset: number) => repo.listReviews(ctx.db, q.goods_id, limit, offset),
    total: () => repo.countReviews(ctx.db, q.goods_id),
  };
  return pageOf(q, load, async (rows) => {
    const people = await publicProfiles(ctx.db, [...new Set(rows.map((r) => r.user_id))]);
    return rows.map((r) => ({
      id: r.id,
      stars: r.stars,
      durability: r.durability,
      content: r.content,
      images: r.images,
      createtime: seconds(r.created_at),
      user: people.get(r.user_id) ?? { nickname: "", avatar: "" },
    }));
  });
}

/**
 * Drops the cached lists and details at once (a store was locked or unlocked: its goods leave or
 * return), and the shared totals for every process's next miss.
 */
export async function forgetGoodsAnswers(ctx: Pick<Ctx, "db" | "shared">): Promise<void> {
  listCache(ctx.db).clear();
  detailCache(ctx.db).clear();
  await totalCache(ctx.db).clear(ctx.shared);
}
