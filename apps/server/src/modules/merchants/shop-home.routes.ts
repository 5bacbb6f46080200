import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import { setPromotionQuotas } from "../catalogue/index.js";
import { promotionQuotas } from "./promotion-quotas.js";
import { shopHome } from "./shop-home.service.js";

const doc = routeDocs("Shop");

/**
 * The merchant's shop home, and the promotion's quotas handed to the catalogue's home list (the
 * catalogue cannot import this module, which imports it).
 */
export async function shopHomeRoutes(app: FastifyInstance): Promise<void> {
  setPromotionQuotas(promotionQuotas);
  app.post("/api/wanlshop/shop/home", doc("My shop's home: figures and to-dos", "merchant", "none"), async (req) =>
    ok(await shopHome(req.ctx)),
  );
}
