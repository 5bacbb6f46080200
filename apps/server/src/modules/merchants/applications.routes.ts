import { shopApplicationsQuery, shopApplyBody, shopReviewBody } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import * as admin from "./applications.admin.js";
import * as applications from "./applications.service.js";
import { registerUserInfoShop } from "./userinfo-shop.js";

const doc = routeDocs("Shop");
const staff = routeDocs("Staff: shops");

/** Shop applications: the applicant's calls, and the operators' review under /api/admin/shop. */
export async function applicationsRoutes(app: FastifyInstance): Promise<void> {
  // userinfo's `shop` field comes from this module (once per process)
  registerUserInfoShop();
  app.post("/api/wanlshop/shop/apply", doc("Apply to open a shop", "shopper", shopApplyBody), async (req) =>
    ok(await applications.apply(req.ctx, req.body), "Submitted"),
  );
  app.post("/api/wanlshop/shop/apply_info", doc("My shop application", "shopper", "none"), async (req) =>
    ok(await applications.applyInfo(req.ctx)),
  );
  app.post(
    "/api/admin/shop/applications",
    staff("Shop applications to review", "staff", shopApplicationsQuery),
    async (req) => ok(await admin.applicationQueue(req.ctx, req.body)),
  );
  app.post(
    "/api/admin/shop/review",
    staff("Approve or reject a shop application", "staff", shopReviewBody),
    async (req) => ok(await admin.reviewApplication(req.ctx, req.body), "Saved"),
  );
}
