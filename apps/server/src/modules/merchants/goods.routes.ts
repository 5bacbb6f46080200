import {
  addSupplierBody,
  shopGoodsIdBody,
  shopGoodsListQuery,
  shopGoodsSaveBody,
  shopGoodsShelfBody,
  supplierGoodsQuery,
} from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { getDocs, type RouteDocs, routeDocs } from "../../platform/http/route-docs.js";
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
const doc = routeDocs("Shop goods");
const Q = { query: true };

/** The merchant's goods management (docs/api.md#shop-goods); lists answer GET and POST alike. */
export async function shopGoodsRoutes(app: FastifyInstance): Promise<void> {
  // GET reads the query string; Fastify takes no body schema on GET
  const both = (method: "GET" | "POST", docs: RouteDocs) => (method === "GET" ? getDocs(docs) : docs);
  for (const method of ["GET", "POST"] as const) {
    app.route({
      method,
      url: `${G}/list`,
      ...both(method, doc("My shop's goods", "merchant", shopGoodsListQuery, Q)),
      handler: async (req) => ok(await listShopGoods(req.ctx, req.body ?? req.query)),
    });
    app.route({
      method,
      url: `${G}/supplier`,
      ...both(method, doc("The supplier catalogue", "merchant", supplierGoodsQuery, Q)),
      handler: async (req) => ok(await supplierCatalogue(req.ctx, req.body ?? req.query)),
    });
    app.route({
      method,
      url: `${G}/limits`,
      ...both(method, doc("My shop's goods limits (by store level)", "merchant", "none")),
      handler: async (req) => ok(await goodsLimits(req.ctx)),
    });
  }
  app.post(`${G}/detail`, doc("One of my goods", "merchant", shopGoodsIdBody), async (req) =>
    ok(await shopGoodsDetail(req.ctx, req.body)),
  );
  app.post(`${G}/add_supplier`, doc("List a supplier's goods in my shop", "merchant", addSupplierBody), async (req) =>
    ok(await addSupplierGoods(req.ctx, req.body), "Listed"),
  );
  app.post(`${G}/save`, doc("Add or edit goods", "merchant", shopGoodsSaveBody), async (req) =>
    ok(await saveShopGoods(req.ctx, req.body), "Saved"),
  );
  app.post(`${G}/shelf`, doc("Put goods on or off sale", "merchant", shopGoodsShelfBody), async (req) =>
    ok(await shelfShopGoods(req.ctx, req.body), "Saved"),
  );
  app.post(`${G}/del`, doc("Delete goods", "merchant", shopGoodsIdBody), async (req) =>
    ok(await deleteShopGoods(req.ctx, req.body), "Deleted"),
  );
}
