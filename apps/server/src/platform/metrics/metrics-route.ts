import { createHash, timingSafeEqual } from "node:crypto";
import type { FastifyInstance } from "fastify";
import type { Registry } from "prom-client";
import { AppError, sendError } from "../http/index.js";

const digest = (v: string) => createHash("sha256").update(v).digest();

/**
 * `GET /metrics` in Prometheus's text format, for the operator's scraper only: it answers when
 * METRICS_TOKEN is set and the request carries `Authorization: Bearer <METRICS_TOKEN>`. Without
 * METRICS_TOKEN it is off and answers exactly as an unknown path does (the `not_found` envelope,
 * or the web app's page); with a wrong or missing token, 401. The figures are this process's: scrape every process (each its own target).
 */
export function registerMetricsRoute(app: FastifyInstance, registry: Registry, token: string | undefined): void {
  const expected = token ? digest(token) : null;
  app.get("/metrics", async (req, reply) => {
    if (!expected) return reply.callNotFound();
    const auth = req.headers.authorization ?? "";
    const given = auth.startsWith("Bearer ") ? auth.slice("Bearer ".length) : "";
    if (!given || !timingSafeEqual(digest(given), expected)) {
      reply.header("www-authenticate", 'Bearer realm="metrics"');
      return sendError(reply, new AppError("login_required"));
    }
    reply.header("cache-control", "no-store").type(registry.contentType);
    return registry.metrics();
  });
}
