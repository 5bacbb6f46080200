import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import * as chat from "./chat.service.js";
import { supportRoutes } from "./support.routes.js";

/** Shopper and merchant chat (docs/api.md#calls); messages go in through REST and out through /ws. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/wanlshop/chat/shake", async (req) => {
    await chat.shake(req.ctx, req.body);
    return ok(null);
  });
  app.post("/api/wanlshop/chat/contact", async (req) => ok(await chat.shopContact(req.ctx, req.body)));
  app.post("/api/wanlshop/chat/lists", async (req) => ok(await chat.lists(req.ctx)));
  app.post("/api/wanlshop/chat/history2", async (req) => ok(await chat.history(req.ctx, req.body)));
  app.post("/api/wanlshop/chat/clear", async (req) => {
    await chat.clear(req.ctx, req.body);
    return ok(null);
  });
  app.post("/api/wanlshop/chat/send", async (req) => ok(await chat.send(req.ctx, req.body)));
  await app.register(supportRoutes);
}
