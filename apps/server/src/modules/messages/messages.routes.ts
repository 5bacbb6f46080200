import { noticeListBody, noticeReadBody } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { getDocs, routeDocs } from "../../platform/http/route-docs.js";
import { noticeCount, noticeList, noticeRead } from "./messages.service.js";

const doc = routeDocs("Notices");
const listDocs = doc("My notices", "shopper", noticeListBody, { query: true });

/** The messages page's calls. */
export async function messagesRoutes(app: FastifyInstance): Promise<void> {
  app.post("/api/wanlshop/notice/lists", listDocs, async (req) => ok(await noticeList(req.ctx, req.body)));
  app.get("/api/wanlshop/notice/lists", getDocs(listDocs), async (req) => ok(await noticeList(req.ctx, req.query)));
  app.post("/api/wanlshop/notice/count", doc("Unread notices by kind", "shopper", "none"), async (req) =>
    ok(await noticeCount(req.ctx)),
  );
  app.post("/api/wanlshop/notice/read", doc("Mark notices read", "shopper", noticeReadBody), async (req) =>
    ok(await noticeRead(req.ctx, req.body)),
  );
}
