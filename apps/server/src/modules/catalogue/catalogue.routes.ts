import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok } from "../../platform/http/index.js";
import { getSetting } from "../../platform/settings/index.js";
import { listBanners } from "./banners.js";
import { categoryTree } from "./categories.service.js";
import { comments, goodsDetail, homeBlocks, listGoods, recommended } from "./goods.service.js";
import * as personal from "./personal.service.js";
import { listShops, shopInfo } from "./shops.service.js";
import { createViewCounter } from "./view-counter.js";

/** The browser, one of the two things that tell anonymous visitors apart (shop-visits.ts). */
const userAgentOf = (req: FastifyRequest) => String(req.headers["user-agent"] ?? "").slice(0, 512);

/** Storefront calls (docs/api.md#calls). List calls accept GET (query) and POST (body). */
export async function catalogueRoutes(app: FastifyInstance): Promise<void> {
  const views = createViewCounter(app.platform.db);
  app.addHook("onClose", () => views.close());
  const both = (url: string, handler: (input: unknown, req: FastifyRequest) => Promise<unknown>) => {
    app.get(url, async (req) => ok(await handler(req.query, req)));
    app.post(url, async (req) => ok(await handler(req.body, req)));
  };

  app.post("/api/index/index", async (req) => {
    const config = await getSetting(req.ctx.db, "app_config", { app_url: "" } as { app_url?: string });
    return ok({ banner: await listBanners(req.ctx.db, req.ctx.lang), app_url: config.app_url ?? "" });
  });
  both("/api/index/index_goods_list", (input, req) => homeBlocks(req.ctx, input));
  both("/api/index/goods_list", (input, req) => recommended(req.ctx, input));
  both("/api/wanlshop/product/lists", (input, req) => listGoods(req.ctx, input));
  both("/api/wanlshop/product/goods", (input, req) => goodsDetail(req.ctx, views, input, userAgentOf(req)));
  both("/api/wanlshop/product/comments", (input, req) => comments(req.ctx, input));
  both("/api/wanlshop/shop/lists", (input, req) => listShops(req.ctx, input));
  both("/api/wanlshop/shop/info", (input, req) => shopInfo(req.ctx, input, userAgentOf(req)));
  both("/api/wanlshop/category/tree", (_input, req) => categoryTree(req.ctx));

  app.post("/api/wanlshop/product/collect", async (req) => ok(await personal.setFavourite(req.ctx, req.body)));
  app.post("/api/wanlshop/shop/follow", async (req) => ok(await personal.setFollow(req.ctx, req.body)));
  both("/api/wanlshop/product/collect_list", (input, req) => personal.favouriteList(req.ctx, input));
  both("/api/wanlshop/shop/follow_list", (input, req) => personal.followList(req.ctx, input));
  both("/api/wanlshop/history/lists", (input, req) => personal.historyList(req.ctx, input));
  app.post("/api/wanlshop/history/clear", async (req) => {
    await personal.clearHistory(req.ctx, req.body);
    return ok(null, "Cleared");
  });
  both("/api/wanlshop/search/history", (_input, req) => personal.searchList(req.ctx));
  app.post("/api/wanlshop/search/clear", async (req) => {
    await personal.clearSearches(req.ctx);
    return ok(null, "Cleared");
  });
}
