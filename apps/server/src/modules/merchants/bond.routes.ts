import {
  bondPayBody,
  bondRefundBody,
  bondRefundQueueQuery,
  bondRefundReviewBody,
  shopAdminQuery,
  shopLockBody,
  storeLevelsBody,
} from "@mp/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import { bondContract, bondInfo, payBond } from "./bond.service.js";
import { bondRefundQueue, requestBondRefund, reviewBondRefund } from "./bond-refund.service.js";
import { readStoreLevels, saveStoreLevels } from "./levels.admin.js";
import { levelsTable } from "./levels.js";
import { lockShop, shopList } from "./locks.service.js";

const doc = routeDocs("Shop");
const staff = routeDocs("Staff: shops");
const rules = routeDocs("Staff: rules");

const idemKey = (req: FastifyRequest) => {
  const v = req.headers["idempotency-key"];
  return typeof v === "string" && v.length > 0 ? v : null;
};

/** Store levels, the bond and its refunds (merchant and finance), and store locks (operator). */
export async function bondRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/wanlshop/shop/levels", doc("Store levels and their bonds", "none", "none"), async (req) =>
    ok(await levelsTable(req.ctx)),
  );
  app.post("/api/wanlshop/shop/bond_info", doc("My shop's bond", "merchant", "none"), async (req) =>
    ok(await bondInfo(req.ctx)),
  );
  app.post("/api/wanlshop/shop/contract", doc("The bond contract", "merchant", "none"), async (req) =>
    ok(await bondContract(req.ctx)),
  );
  app.post("/api/wanlshop/shop/bond_pay", doc("Pay the bond (Idempotency-Key)", "merchant", bondPayBody), async (req) =>
    ok(await payBond(req.ctx, req.body, idemKey(req)), "Paid successfully"),
  );
  app.post(
    "/api/wanlshop/shop/bond_refund",
    doc("Ask for the bond back (Idempotency-Key)", "merchant", bondRefundBody),
    async (req) => ok(await requestBondRefund(req.ctx, req.body, idemKey(req)), "Submitted for review"),
  );
  app.post(
    "/api/admin/shop/bond_refunds",
    staff("Bond refunds to review", "staff", bondRefundQueueQuery),
    async (req) => ok(await bondRefundQueue(req.ctx, req.body)),
  );
  app.post(
    "/api/admin/shop/bond_refund_review",
    staff("Approve or reject a bond refund", "staff", bondRefundReviewBody),
    async (req) => ok(await reviewBondRefund(req.ctx, req.body), "Saved"),
  );
  app.post("/api/admin/shop/list", staff("Shops", "staff", shopAdminQuery), async (req) =>
    ok(await shopList(req.ctx, req.body)),
  );
  app.post("/api/admin/shop/lock", staff("Lock or unlock a shop", "staff", shopLockBody), async (req) =>
    ok(await lockShop(req.ctx, req.body), "Saved"),
  );
  app.post("/api/admin/rules/store_levels", rules("Store levels", "staff", "none"), async (req) =>
    ok(await readStoreLevels(req.ctx)),
  );
  app.post(
    "/api/admin/rules/store_levels_save",
    rules("Save the store levels", "staff", storeLevelsBody),
    async (req) => ok(await saveStoreLevels(req.ctx, req.body), "Saved"),
  );
}
