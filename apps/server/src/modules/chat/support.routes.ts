import { chatShakeBody, supportAssignBody, supportHistoryBody, supportQueueBody, supportUserBody } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import * as support from "./support.service.js";

const doc = routeDocs("Staff: support");

/** The staff console's customer-service inbox (role support; admin may do everything). */
export async function supportRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    "/api/admin/support/shake",
    doc("Bind this staff session's websocket to the inbox", "staff", chatShakeBody),
    async (req) => {
      await support.shake(req.ctx, req.body);
      return ok(null);
    },
  );
  app.post("/api/admin/support/queue", doc("The customer-service inbox", "staff", supportQueueBody), async (req) =>
    ok(await support.queue(req.ctx, req.body)),
  );
  app.post("/api/admin/support/history", doc("A customer's messages", "staff", supportHistoryBody), async (req) =>
    ok(await support.history(req.ctx, req.body)),
  );
  app.post("/api/admin/support/staff", doc("Support staff to assign to", "staff", "none"), async (req) =>
    ok(await support.staffList(req.ctx)),
  );
  app.post("/api/admin/support/assign", doc("Assign a conversation", "staff", supportAssignBody), async (req) => {
    await support.assign(req.ctx, req.body);
    return ok(null, "Saved");
  });
  app.post("/api/admin/support/read", doc("Mark a customer's messages read", "staff", supportUserBody), async (req) => {
    await support.read(req.ctx, req.body);
    return ok(null);
  });
  app.post(
    "/api/admin/support/send",
    doc("Answer a customer (user_id and the message)", "staff", supportUserBody),
    async (req) => ok(await support.send(req.ctx, req.body)),
  );
}
