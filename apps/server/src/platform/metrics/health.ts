import { CODE, ERRORS } from "@mp/contracts";
import type { FastifyInstance } from "fastify";
import type { Database } from "../db/index.js";
import { ok } from "../http/index.js";
import type { Readiness } from "./readiness.js";

/**
 * `GET /healthz`: the process is up and serving (liveness: restart it when this fails); it reads
 * nothing, so a database outage does not get every process restarted. `GET /readyz`: the process
 * can serve now (readiness: send it traffic only while this answers 200): 503 with the failed
 * checks while the database or Redis is away or a migration is missing, and 503 while it closes.
 */
export function registerHealth(app: FastifyInstance, database: Database, readiness: Readiness): void {
  app.get("/healthz", async () => ok({ status: "ok", database: database.kind }));
  app.get("/readyz", async (_req, reply) => {
    const report = await readiness.check();
    reply.header("cache-control", "no-store");
    const data = { status: report.ready ? "ready" : "not_ready", ...report.checks, failed: report.failed };
    if (report.pending) Object.assign(data, { pending: report.pending });
    if (report.ready) return ok(data);
    return reply.status(503).send({
      code: CODE.FAIL,
      msg: ERRORS.server_error,
      time: Math.floor(Date.now() / 1000),
      data,
      error: "server_error",
    });
  });
}
