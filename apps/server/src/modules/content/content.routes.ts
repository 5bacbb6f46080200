import { agreementBody } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import { ok } from "../../platform/http/index.js";
import { getDocs, routeDocs } from "../../platform/http/route-docs.js";
import { agreement, init } from "./content.service.js";

const doc = routeDocs("Content");

export async function contentRoutes(app: FastifyInstance): Promise<void> {
  const agreementDocs = doc("An agreement's text", "none", agreementBody, { query: true });
  app.post("/api/wanlshop/common/init", doc("Start-up data: settings, languages, rates", "none", "none"), async (req) =>
    ok(await init(req.ctx)),
  );
  app.post("/api/wanlshop/content/agreement", agreementDocs, async (req) => ok(await agreement(req.ctx, req.body)));
  app.get("/api/wanlshop/content/agreement", getDocs(agreementDocs), async (req) =>
    ok(await agreement(req.ctx, req.query)),
  );
}
