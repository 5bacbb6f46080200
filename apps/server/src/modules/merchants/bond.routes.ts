import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok } from "../../platform/http/index.js";
import { bondContract, bondInfo, payBond } from "./bond.service.js";
import { bondRefundQueue, requestBondRefund, reviewBondRefund } from "./bond-refund.service.js";
import { readStoreLevels, saveStoreLevels } from "./levels.admin.js";
import { levelsTable } from "./levels.js";
import { lockShop, shopList } from "./locks.service.js";

const idemKey = (req: FastifyRequest) => {
  const v = req.headers["idempotency-key"];
  return typeof v === "string" && v.length > 0 ? v : null;
};

/** Store levels, the bond and its refunds (merchant and finance), and store locks (operator). */
export async function bondRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/wanlshop/shop/levels", async (req) => ok(await levelsTable(req.ctx)));
  app.post("/api/wanlshop/shop/bond_info", async (req) => ok(await bondInfo(req.ctx)));
  app.post("/api/wanlshop/shop/contract", async (req) => ok(await bondContract(req.ctx)));
  app.post("/api/wanlshop/shop/bond_pay", async (req) =>
    ok(await payBond(req.ctx, req.body, idemKey(req)), "Paid successfully"),
  );
  app.post("/api/wanlshop/shop/bond_refund", async (req) =>
    ok(await requestBondRefund(req.ctx, req.body, idemKey(req)), "Submitted for review"),
  );
  app.post("/api/admin/shop/bond_refunds", async (req) => ok(await bondRefundQueue(req.ctx, req.body)));
  app.post("/api/admin/shop/bond_refund_review", async (req) => ok(await reviewBondRefund(req.ctx, req.body), "Saved"));
  app.post("/api/admin/shop/list", async (req) => ok(await shopList(req.ctx, req.body)));
  app.post("/api/admin/shop/lock", async (req) => ok(await lockShop(req.ctx, req.body), "Saved"));
  app.post("/api/admin/rules/store_levels", async (req) => ok(await readStoreLevels(req.ctx)));
  app.post("/api/admin/rules/store_levels_save", async (req) => ok(await saveStoreLevels(req.ctx, req.body), "Saved"));
}
