import type { Page, ShopCard } from "@mp/contracts";
import { catalogueIdQuery as idQuery, SHOP_STATE, shopListQuery, shopOpenAt } from "@mp/contracts";
import { perDatabase, TtlCache } from "../../platform/cache.js";
import type { Ctx } from "../../platform/context.js";
import { AppError, parse } from "../../platform/http/index.js";
import { onEviction, publishEviction } from "../../platform/realtime/index.js";
import { currentUser } from "../accounts/index.js";
import { searchTerms } from "./list-query.js";
import { isFollowing, recordSearch } from "./personal.service.js";
import { seconds, shopCard } from "./presenters.js";
import { countShopVisit } from "./shop-visits.js";
import * as repo from "./shops.repo.js";

const listQuery = shopListQuery;

/** `shop/lists`: the shops selector of the search box. */
export async function listShops(ctx: Ctx, input: unknown): Promise<Page<ShopCard>> {
  const q = parse(listQuery, input);
  const terms = searchTerms(q.search);
  const user = terms.length ? await currentUser(ctx) : null;
  if (user && q.search) await recordSearch(ctx, user.id, q.search);
  return repo.searchShops(ctx.db, ctx.lang, terms, q, (rows) => rows.map(shopCard));
}

/**
 * Shop cards are the same for every visitor: cached briefly, like the lists (null = closed), and
 * shared by every process (platform/cache.ts), so as JSON: the opening date as unix seconds.
 */
type CachedCard = Omit<NonNullable<Awaited<ReturnType<typeof repo.findShopCard>>>, "created_at"> & {
  createtime: number;
};
/** every card cache of this process (one per database handle), for evictions heard on the bus */
const cardCaches = new Set<TtlCache<CachedCard | null>>();
const cardCache = perDatabase(() => {
  const c = new TtlCache<CachedCard | null>(10_000, 5000, "shop-card");
  cardCaches.add(c);
  return c;
});
const CARDS_EVICTION = "shop-cards";
onEviction(CARDS_EVICTION, () => {
  for (const c of cardCaches) void c.clear();
});
async function loadCard(ctx: Ctx, id: number): Promise<CachedCard | null> {
  const row = await repo.findShopCard(ctx.db, id, ctx.lang);
  if (!row) return null;
  const { created_at, ...rest } = row;
  return { ...rest, createtime: seconds(created_at) };
}

/**
 * A change to a shop's public page that must show at once on every process (settings saved, a
 * name approved, a store locked or unlocked): called once the change has committed. The shared
 * copy is cleared first (its generation raised in Redis), then every process is told over the
 * realtime bus to drop its own, so none answers from a card read before the change
 * (docs/processes.md); without Redis the process is alone and clears its own.
 */
export async function forgetShopCards(ctx: Pick<Ctx, "db" | "shared">): Promise<void> {
  await cardCache(ctx.db).clear(ctx.shared);
  await publishEviction(CARDS_EVICTION, "*");
}

/**
 * A shop's public card with the viewer's follow state, and its page's settings: logo, banner,
 * working hours and whether it is open now by them (null without hours). A locked shop answers
 * 402. With `visit` (the shop page and product pages), the request counts as a visit of the shop
 * (shop-visits.ts).
 */
export async function shopInfoPublic(ctx: Ctx, id: number, userId: number | null, visit?: { userAgent: string }) {
  // the introduction is the reader's language's (shop_texts): one card per shop and language
  const row = await cardCache(ctx.db).getOrLoad(`${id}:${ctx.lang}`, () => loadCard(ctx, id), ctx.shared);
  if (!row) throw new AppError("shop_closed");
  if (row.state === SHOP_STATE.locked) throw new AppError("store_locked");
  if (visit) await countShopVisit(ctx, { id: row.id, ownerId: row.user_id }, userId, visit.userAgent);
  return {
    ...shopCard(row),
    logo: row.logo,
    banner: row.banner,
    hours: row.hours,
    open_now: shopOpenAt(row.hours, new Date()),
    state: row.state,
    createtime: row.createtime,
    is_following: userId ? await isFollowing(ctx, userId, id) : false,
  };
}

/** `shop/info`: the public shop page (`/store`); counts a visit of the shop. */
export async function shopInfo(ctx: Ctx, input: unknown, userAgent: string) {
  const { id } = parse(idQuery, input);
  const user = await currentUser(ctx);
  return shopInfoPublic(ctx, id, user?.id ?? null, { userAgent });
}
