import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { agreement, init } from "./content.service.js";

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/wanlshop/common/init", async (req) => ok(await init(req.ctx)));
  app.post("/api/wanlshop/content/agreement", async (req) => ok(await agreement(req.ctx, req.body)));
  app.get("/api/wanlshop/content/agreement", async (req) => ok(await agreement(req.ctx, req.query)));
}
