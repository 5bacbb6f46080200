import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { noticeCount, noticeList, noticeRead } from "./messages.service.js";

/** The messages page's calls. */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/wanlshop/notice/lists", async (req) => ok(await noticeList(req.ctx, req.body)));
  app.get("/api/wanlshop/notice/lists", async (req) => ok(await noticeList(req.ctx, req.query)));
  app.post("/api/wanlshop/notice/count", async (req) => ok(await noticeCount(req.ctx)));
  app.post("/api/wanlshop/notice/read", async (req) => ok(await noticeRead(req.ctx, req.body)));
}
