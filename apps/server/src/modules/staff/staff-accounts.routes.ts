import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import * as accounts from "./staff-accounts.js";

/** `/api/admin/staff/...`: staff accounts, admin only (staff-accounts.ts). */
export async function staffAccountRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/admin/staff/list", async (req) => ok(await accounts.listStaff(req.ctx, req.body)));
  app.post("/api/admin/staff/add", async (req) => ok(await accounts.addStaff(req.ctx, req.body), "Saved"));
  app.post("/api/admin/staff/save", async (req) => ok(await accounts.saveStaff(req.ctx, req.body), "Saved"));
  app.post("/api/admin/staff/disable", async (req) => ok(await accounts.disableStaff(req.ctx, req.body), "Saved"));
  app.post("/api/admin/staff/reset_password", async (req) =>
    ok(await accounts.resetStaffPassword(req.ctx, req.body), "Saved"),
  );
}
