import { staffAddBody, staffDisableBody, staffListQuery, staffResetPasswordBody, staffSaveBody } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import * as accounts from "./staff-accounts.js";

const doc = routeDocs("Staff: accounts");

/** `/api/admin/staff/...`: staff accounts, admin only (staff-accounts.ts). */
export async function staffAccountRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/admin/staff/list", doc("Staff accounts", "staff", staffListQuery), async (req) =>
    ok(await accounts.listStaff(req.ctx, req.body)),
  );
  app.post("/api/admin/staff/add", doc("Add a staff account", "staff", staffAddBody), async (req) =>
    ok(await accounts.addStaff(req.ctx, req.body), "Saved"),
  );
  app.post("/api/admin/staff/save", doc("Edit a staff account", "staff", staffSaveBody), async (req) =>
    ok(await accounts.saveStaff(req.ctx, req.body), "Saved"),
  );
  app.post(
    "/api/admin/staff/disable",
    doc("Disable or enable a staff account", "staff", staffDisableBody),
    async (req) => ok(await accounts.disableStaff(req.ctx, req.body), "Saved"),
  );
  app.post(
    "/api/admin/staff/reset_password",
    doc("Reset a staff password", "staff", staffResetPasswordBody),
    async (req) => ok(await accounts.resetStaffPassword(req.ctx, req.body), "Saved"),
  );
}
