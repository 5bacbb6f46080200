import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { dashboardStats } from "./dashboard.service.js";

/** The console's oversight calls: the dashboard (every staff role). */
export async function oversightRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/admin/dashboard/stats", async (req) => ok(await dashboardStats(req.ctx)));
}
