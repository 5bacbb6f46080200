import type { FastifyInstance } from "fastify";
import { Counter, Histogram, type Registry } from "prom-client";

/** Requests whose path matched no route share one label, so a scan of random paths adds no series. */
export const UNMATCHED_ROUTE = "unmatched";

/**
 * Request count and latency per route: the route's pattern (`/api/goods/:id`), never the raw URL,
 * with the method and the status code. The latency is Fastify's own measure, from the request's
 * arrival to the answer's last byte handed to the socket.
 */
export function registerHttpMetrics(app: FastifyInstance, registry: Registry): void {
  const labelNames = ["method", "route", "status_code"] as const;
  const requests = new Counter({
    name: "http_requests_total",
    help: "HTTP requests answered, by method, route pattern and status code",
    labelNames,
    registers: [registry],
  });
  const latency = new Histogram({
    name: "http_request_duration_seconds",
    help: "Time from a request's arrival to its answer, by method, route pattern and status code",
    labelNames,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
    registers: [registry],
  });
  app.addHook("onResponse", async (req, reply) => {
    const labels = {
      method: req.method,
      route: req.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    requests.inc(labels);
    latency.observe(labels, reply.elapsedTime / 1000);
  });
}
