import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import * as admin from "./name-changes.admin.js";
import * as settings from "./shop-settings.service.js";

/** Shop settings: the merchant's calls, and the operators' review of name changes under /api/admin/shop. */
export async function shopSettingsRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/wanlshop/shop/setting", async (req) => ok(await settings.shopSettings(req.ctx)));
  app.post("/api/wanlshop/shop/setting_save", async (req) =>
    ok(await settings.saveShopSettingsForm(req.ctx, req.body), "Saved"),
  );
  app.post("/api/admin/shop/name_changes", async (req) => ok(await admin.nameChangeQueue(req.ctx, req.body)));
  app.post("/api/admin/shop/name_review", async (req) => ok(await admin.reviewNameChange(req.ctx, req.body), "Saved"));
}
