import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import {
  addSupplierGoods,
  deleteShopGoods,
  goodsLimits,
  listShopGoods,
  saveShopGoods,
  shelfShopGoods,
  shopGoodsDetail,
  supplierCatalogue,
} from "./goods.service.js";

const G = "/api/wanlshop/shop/goods";

/** The merchant's goods management (docs/api.md#shop-goods); lists answer GET and POST alike. */
export async function shopGoodsRoutes(app: FastifyInstance): Promise<void> {
  for (const method of ["GET", "POST"] as const) {
    app.route({
      method,
      url: `${G}/list`,
      handler: async (req) => ok(await listShopGoods(req.ctx, req.body ?? req.query)),
    });
    app.route({
      method,
      url: `${G}/supplier`,
      handler: async (req) => ok(await supplierCatalogue(req.ctx, req.body ?? req.query)),
    });
    app.route({ method, url: `${G}/limits`, handler: async (req) => ok(await goodsLimits(req.ctx)) });
  }
  app.post(`${G}/detail`, async (req) => ok(await shopGoodsDetail(req.ctx, req.body)));
  app.post(`${G}/add_supplier`, async (req) => ok(await addSupplierGoods(req.ctx, req.body), "Listed"));
  app.post(`${G}/save`, async (req) => ok(await saveShopGoods(req.ctx, req.body), "Saved"));
  app.post(`${G}/shelf`, async (req) => ok(await shelfShopGoods(req.ctx, req.body), "Saved"));
  app.post(`${G}/del`, async (req) => ok(await deleteShopGoods(req.ctx, req.body), "Deleted"));
}
