import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import * as support from "./support.service.js";

/** The staff console's customer-service inbox (role support; admin may do everything). */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/admin/support/shake", async (req) => {
    await support.shake(req.ctx, req.body);
    return ok(null);
  });
  app.post("/api/admin/support/queue", async (req) => ok(await support.queue(req.ctx, req.body)));
  app.post("/api/admin/support/history", async (req) => ok(await support.history(req.ctx, req.body)));
  app.post("/api/admin/support/staff", async (req) => ok(await support.staffList(req.ctx)));
  app.post("/api/admin/support/assign", async (req) => {
    await support.assign(req.ctx, req.body);
    return ok(null, "Saved");
  });
  app.post("/api/admin/support/read", async (req) => {
    await support.read(req.ctx, req.body);
    return ok(null);
  });
  app.post("/api/admin/support/send", async (req) => ok(await support.send(req.ctx, req.body)));
}
