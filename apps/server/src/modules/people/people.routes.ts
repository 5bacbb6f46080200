import { adminUserBody, adminUserPageQuery, pageQuery, userLockBody } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import * as users from "./users.admin.js";

const doc = routeDocs("Staff: users");

/** The console's user pages under /api/admin/users (roles in users.admin.ts, docs/roles.md). */
export async function peopleRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/admin/users/list", doc("Users", "staff", pageQuery), async (req) =>
    ok(await users.listUsers(req.ctx, req.body)),
  );
  app.post("/api/admin/users/detail", doc("One user", "staff", adminUserBody), async (req) =>
    ok(await users.userDetail(req.ctx, req.body)),
  );
  app.post("/api/admin/users/orders", doc("A user's orders", "staff", adminUserPageQuery), async (req) =>
    ok(await users.userOrders(req.ctx, req.body)),
  );
  app.post(
    "/api/admin/users/ledger",
    doc("A user's ledger (with the records' page fields)", "staff", adminUserBody),
    async (req) => ok(await users.userLedger(req.ctx, req.body)),
  );
  app.post("/api/admin/users/logins", doc("A user's logins", "staff", adminUserPageQuery), async (req) =>
    ok(await users.userLogins(req.ctx, req.body)),
  );
  app.post("/api/admin/users/lock", doc("Lock or unlock a user", "staff", userLockBody), async (req) =>
    ok(await users.lockUser(req.ctx, req.body), "Saved"),
  );
  app.post("/api/admin/users/logout_all", doc("End all of a user's sessions", "staff", adminUserBody), async (req) =>
    ok(await users.logoutAll(req.ctx, req.body), "Saved"),
  );
}
