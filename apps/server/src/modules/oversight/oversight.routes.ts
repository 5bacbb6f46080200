import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import { dashboardStats } from "./dashboard.service.js";

const doc = routeDocs("Staff: dashboard");

/** The console's oversight calls: the dashboard (every staff role). */
export async function oversightRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/admin/dashboard/stats", doc("Dashboard figures", "staff", "none"), async (req) =>
    ok(await dashboardStats(req.ctx)),
  );
}
