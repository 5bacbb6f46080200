import { chatContactBody, chatHistoryBody, chatSendBody, chatShakeBody, chatShopContactBody } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { routeDocs } from "../../platform/http/route-docs.js";
import * as chat from "./chat.service.js";
import { supportRoutes } from "./support.routes.js";

const doc = routeDocs("Chat");

/** Shopper and merchant chat (docs/api.md#calls); messages go in through REST and out through /ws. */
export async function chatRoutes(app: FastifyInstance): Promise<void> {
  app.post(
    "/api/wanlshop/chat/shake",
    doc("Bind this session's websocket (client_id) to chat", "shopper", chatShakeBody),
    async (req) => {
      await chat.shake(req.ctx, req.body);
      return ok(null);
    },
  );
  app.post("/api/wanlshop/chat/contact", doc("Open a chat with a shop", "shopper", chatShopContactBody), async (req) =>
    ok(await chat.shopContact(req.ctx, req.body)),
  );
  app.post("/api/wanlshop/chat/lists", doc("My conversations", "shopper", "none"), async (req) =>
    ok(await chat.lists(req.ctx)),
  );
  app.post("/api/wanlshop/chat/history2", doc("A conversation's messages", "shopper", chatHistoryBody), async (req) =>
    ok(await chat.history(req.ctx, req.body)),
  );
  app.post("/api/wanlshop/chat/clear", doc("Mark a conversation read", "shopper", chatContactBody), async (req) => {
    await chat.clear(req.ctx, req.body);
    return ok(null);
  });
  app.post("/api/wanlshop/chat/send", doc("Send a message", "shopper", chatSendBody), async (req) =>
    ok(await chat.send(req.ctx, req.body)),
  );
  await app.register(supportRoutes);
}
