import { shopNameChangesQuery, shopNameReviewBody, shopSettingBody } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import * as admin from "./name-changes.admin.js";
import * as settings from "./shop-settings.service.js";

const doc = routeDocs("Shop");
const staff = routeDocs("Staff: shops");

/** Shop settings: the merchant's calls, and the operators' review of name changes under /api/admin/shop. */
export async function shopSettingsRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/wanlshop/shop/setting", doc("My shop's settings", "merchant", "none"), async (req) =>
    ok(await settings.shopSettings(req.ctx)),
  );
  app.post(
    "/api/wanlshop/shop/setting_save",
    doc("Save my shop's settings", "merchant", shopSettingBody),
    async (req) => ok(await settings.saveShopSettingsForm(req.ctx, req.body), "Saved"),
  );
  app.post(
    "/api/admin/shop/name_changes",
    staff("Shop name changes to review", "staff", shopNameChangesQuery),
    async (req) => ok(await admin.nameChangeQueue(req.ctx, req.body)),
  );
  app.post(
    "/api/admin/shop/name_review",
    staff("Approve or reject a shop name change", "staff", shopNameReviewBody),
    async (req) => ok(await admin.reviewNameChange(req.ctx, req.body), "Saved"),
  );
}
