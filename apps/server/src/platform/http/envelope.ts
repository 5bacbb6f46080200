import { CODE, type Envelope, ERRORS, type ErrorKey } from "@mp/contracts";
import { hasText, renderText } from "@mp/texts";
import type { FastifyError, FastifyInstance, FastifyReply } from "fastify";
import { AppError } from "./app-error.js";

const now = () => Math.floor(Date.now() / 1000);

export function ok<T>(data: T, msg = "ok"): Envelope<T> {
  return { code: CODE.OK, msg, time: now(), data };
}

/**
 * A refusal: `error` is the stable key, `msg` its catalogue text in the request's language
 * (packages/texts, `errors.<key>`), so that any client may show `msg` as it is.
 */
function failure(err: AppError, lang: string): Envelope<unknown> {
  const msg = renderText({ key: `errors.${err.key}`, params: err.params }, { lang });
  const body: Envelope<unknown> = { code: err.code, msg, time: now(), data: err.data, error: err.key };
  if (err.field) body.field = err.field;
  return body;
}

/** Framework errors, by Fastify code or HTTP status, to catalogue keys. */
function keyForFrameworkError(err: FastifyError): ErrorKey {
  const status = err.statusCode ?? 500;
  if (err.code === "FST_ERR_CTP_BODY_TOO_LARGE" || status === 413) return "body_too_large";
  if (err.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE" || status === 415) return "unsupported_media_type";
  if (status === 429) return "rate_limited";
  if (status === 404) return "not_found";
  if (status >= 400 && status < 500) return "bad_request";
  return "server_error";
}

export function sendError(reply: FastifyReply, err: AppError): FastifyReply {
  return reply.status(err.httpStatus).send(failure(err, reply.request.ctx?.lang ?? "en"));
}

/**
 * Every answer, failures included, is the envelope, and no API answer may be stored by a cache. A server fault is logged with its stack
 * and answered with a generic message: never a stack or SQL text.
 */
export function registerEnvelope(app: FastifyInstance): void {
  // API answers carry private data (orders, wallet, chat); no browser or proxy keeps them
  app.addHook("onSend", async (request, reply) => {
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) reply.header("cache-control", "no-store");
  });
  // a success's message ("Saved", "Submitted for review") in the request's language: the English
  // words in the routes are the catalogue's (`success.<words as a key>`), so any client may show msg
  app.addHook("preSerialization", async (request, _reply, payload: unknown) => {
    const body = payload as Partial<Envelope<unknown>> | null;
    if (!body || body.code !== CODE.OK || typeof body.msg !== "string" || request.ctx?.lang === "en") return payload;
    const key = successKey(body.msg);
    return hasText(key) ? { ...body, msg: renderText({ key }, { lang: request.ctx?.lang ?? "en" }) } : payload;
  });
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      // refusals are security events (docs/security.md, 7.1.3): which rule, never the input
      request.log.info({ refused: error.key, field: error.field }, "request refused");
      return sendError(reply, error);
    }
    const key = keyForFrameworkError(error as FastifyError);
    if (key === "server_error") request.log.error({ err: error }, "request failed");
    else request.log.info({ code: (error as FastifyError).code, msg: error.message }, "request refused");
    return sendError(reply, new AppError(key));
  });
}

/** "Saved successfully" -> `success.saved_successfully` */
export const successKey = (msg: string) =>
  `success.${msg
    .toLowerCase()
    .replace(/[^a-z]+/g, "_")
    .replace(/^_|_$/g, "")}`;

export function notFoundEnvelope(reply: FastifyReply): FastifyReply {
  return sendError(reply, new AppError("not_found"));
}

export { ERRORS };
