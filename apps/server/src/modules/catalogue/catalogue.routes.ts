import {
  catalogueIdQuery,
  favouriteBody,
  followBody,
  goodsCommentsQuery,
  goodsListQuery,
  historyClearBody,
  homeGoodsQuery,
  pageQuery,
  shopListQuery,
} from "@mp/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok } from "../../platform/http/index.js";
import { getDocs, type RouteDocs, routeDocs } from "../../platform/http/route-docs.js";
import { getSetting } from "../../platform/settings/index.js";
import { listBanners } from "./banners.js";
import { categoryTree } from "./categories.service.js";
import { comments, goodsDetail, homeBlocks, listGoods, recommended } from "./goods.service.js";
import * as personal from "./personal.service.js";
import { listShops, shopInfo } from "./shops.service.js";
import { createViewCounter } from "./view-counter.js";

/** The browser, one of the two things that tell anonymous visitors apart (shop-visits.ts). */
const userAgentOf = (req: FastifyRequest) => String(req.headers["user-agent"] ?? "").slice(0, 512);

const doc = routeDocs("Storefront");
const mine = routeDocs("Favourites and history");
/** the same fields in the query string (GET) as in the body (POST) */
const Q = { query: true };

/** Storefront calls (docs/api.md#calls). List calls accept GET (query) and POST (body). */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const views = createViewCounter(app.platform.db);
  app.addHook("onClose", () => views.close());
  const both = (url: string, docs: RouteDocs, handler: (input: unknown, req: FastifyRequest) => Promise<unknown>) => {
    app.get(url, getDocs(docs), async (req) => ok(await handler(req.query, req)));
    app.post(url, docs, async (req) => ok(await handler(req.body, req)));
  };

  app.post("/api/index/index", doc("Home page: banners and app link", "none", "none"), async (req) => {
    const config = await getSetting(req.ctx.db, "app_config", { app_url: "" } as { app_url?: string });
    return ok({ banner: await listBanners(req.ctx.db, req.ctx.lang), app_url: config.app_url ?? "" });
  });
  both("/api/index/index_goods_list", doc("Home goods blocks", "optional", homeGoodsQuery, Q), (input, req) =>
    homeBlocks(req.ctx, input),
  );
  both("/api/index/goods_list", doc("Recommended goods", "optional", homeGoodsQuery, Q), (input, req) =>
    recommended(req.ctx, input),
  );
  both("/api/wanlshop/product/lists", doc("Search and list goods", "optional", goodsListQuery, Q), (input, req) =>
    listGoods(req.ctx, input),
  );
  both("/api/wanlshop/product/goods", doc("One goods item", "optional", catalogueIdQuery, Q), (input, req) =>
    goodsDetail(req.ctx, views, input, userAgentOf(req)),
  );
  both(
    "/api/wanlshop/product/comments",
    doc("A goods item's reviews", "optional", goodsCommentsQuery, Q),
    (input, req) => comments(req.ctx, input),
  );
  both("/api/wanlshop/shop/lists", doc("List shops", "optional", shopListQuery, Q), (input, req) =>
    listShops(req.ctx, input),
  );
  both("/api/wanlshop/shop/info", doc("One shop", "optional", catalogueIdQuery, Q), (input, req) =>
    shopInfo(req.ctx, input, userAgentOf(req)),
  );
  both("/api/wanlshop/category/tree", doc("The category tree", "none", "none"), (_input, req) => categoryTree(req.ctx));

  app.post(
    "/api/wanlshop/product/collect",
    mine("Favourite or unfavourite goods", "shopper", favouriteBody),
    async (req) => ok(await personal.setFavourite(req.ctx, req.body)),
  );
  app.post("/api/wanlshop/shop/follow", mine("Follow or unfollow a shop", "shopper", followBody), async (req) =>
    ok(await personal.setFollow(req.ctx, req.body)),
  );
  both("/api/wanlshop/product/collect_list", mine("My favourite goods", "shopper", pageQuery, Q), (input, req) =>
    personal.favouriteList(req.ctx, input),
  );
  both("/api/wanlshop/shop/follow_list", mine("Shops I follow", "shopper", pageQuery, Q), (input, req) =>
    personal.followList(req.ctx, input),
  );
  both("/api/wanlshop/history/lists", mine("My browsing history", "shopper", pageQuery, Q), (input, req) =>
    personal.historyList(req.ctx, input),
  );
  app.post("/api/wanlshop/history/clear", mine("Clear browsing history", "shopper", historyClearBody), async (req) => {
    await personal.clearHistory(req.ctx, req.body);
    return ok(null, "Cleared");
  });
  both("/api/wanlshop/search/history", mine("My recent searches", "shopper", "none"), (_input, req) =>
    personal.searchList(req.ctx),
  );
  app.post("/api/wanlshop/search/clear", mine("Clear recent searches", "shopper", "none"), async (req) => {
    await personal.clearSearches(req.ctx);
    return ok(null, "Cleared");
  });
}
