import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import * as users from "./users.admin.js";

/** The console's user pages under /api/admin/users (roles in users.admin.ts, docs/roles.md). */
export async function peopleRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/admin/users/list", async (req) => ok(await users.listUsers(req.ctx, req.body)));
  app.post("/api/admin/users/detail", async (req) => ok(await users.userDetail(req.ctx, req.body)));
  app.post("/api/admin/users/orders", async (req) => ok(await users.userOrders(req.ctx, req.body)));
  app.post("/api/admin/users/ledger", async (req) => ok(await users.userLedger(req.ctx, req.body)));
  app.post("/api/admin/users/logins", async (req) => ok(await users.userLogins(req.ctx, req.body)));
  app.post("/api/admin/users/lock", async (req) => ok(await users.lockUser(req.ctx, req.body), "Saved"));
  app.post("/api/admin/users/logout_all", async (req) => ok(await users.logoutAll(req.ctx, req.body), "Saved"));
}
