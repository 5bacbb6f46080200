import type { FastifyInstance } from "fastify";
import { collectDefaultMetrics, Registry } from "prom-client";
import type { Database } from "../db/index.js";
import { type OperationsProbes, registerGauges } from "./gauges.js";
import { registerHealth } from "./health.js";
import { registerHttpMetrics } from "./http-metrics.js";
import { registerMetricsRoute } from "./metrics-route.js";
import { createReadiness } from "./readiness.js";
import { registerRequestId } from "./request-id.js";

export type { OperationsProbes } from "./gauges.js";
export { REQUEST_ID_HEADER } from "./request-id.js";

export interface OperationsOptions {
  database: Database;
  redisUrl?: string;
  /** METRICS_TOKEN: /metrics answers only with it (Bearer), and is off without it */
  metricsToken?: string;
  probes: OperationsProbes;
}

/**
 * What an operator runs the processes with (README, "Operations"): the request id, `/healthz`,
 * `/readyz` and `/metrics`. Called before any route is registered, so every route is measured
 * and every answer carries its request id.
 */
export function registerOperations(app: FastifyInstance, opts: OperationsOptions): void {
  registerRequestId(app);
  // this app's own registry: tests build several apps in one process, each with its own figures
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  registerHttpMetrics(app, registry);
  registerGauges(registry, opts.database, opts.probes);
  const readiness = createReadiness(opts.database, opts.redisUrl, app.log);
  app.addHook("onClose", () => readiness.close());
  registerHealth(app, opts.database, readiness);
  registerMetricsRoute(app, registry, opts.metricsToken);
}
