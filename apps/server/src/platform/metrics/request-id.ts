import { randomUUID } from "node:crypto";
import type { IncomingMessage } from "node:http";
import type { FastifyInstance } from "fastify";

/** The header a request id comes in (from a load balancer or a client) and goes out in. */
export const REQUEST_ID_HEADER = "x-request-id";

/** What an incoming id may look like: up to 128 letters, digits and `-_.:@/+=`; anything else is replaced. */
const SANE_ID = /^[A-Za-z0-9._:@/+=-]{1,128}$/;

/** The incoming `X-Request-Id` when it is sane, otherwise a fresh UUID. */
export function requestIdOf(req: IncomingMessage): string {
  const given = req.headers[REQUEST_ID_HEADER];
  return typeof given === "string" && SANE_ID.test(given) ? given : randomUUID();
}

/**
 * Every request gets an id: the one the caller sent, or a new one. Fastify puts it on each log
 * line of the request (`reqId`); every answer, errors and 404s included, carries it back in
 * `X-Request-Id`, so a user's report or a proxy's log line leads to the server's log lines.
 */
export function registerRequestId(app: FastifyInstance): void {
  app.setGenReqId(requestIdOf);
  app.addHook("onRequest", async (req, reply) => {
    reply.header(REQUEST_ID_HEADER, req.id);
  });
  // an error answer is built afresh: the header is set again on the way out
  app.addHook("onSend", async (req, reply) => {
    if (!reply.hasHeader(REQUEST_ID_HEADER)) reply.header(REQUEST_ID_HEADER, req.id);
  });
}
