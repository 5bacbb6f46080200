import { createHash } from "node:crypto";
import type { Config, TrustProxy } from "../../config.js";

/**
 * Fastify's `trustProxy` for TRUST_PROXY (README, "Behind a load balancer"). Every reader of the
 * client's address (`req.ip`: the per-IP rate limits, `ctx.ip`, the websocket handshake, the logs)
 * goes through it, so they all follow one rule: without TRUST_PROXY the socket's address counts
 * and X-Forwarded-For is ignored. A hop count trusts that many proxies whoever they are (Fastify
 * itself refuses a bare number, so it is given as a function of the hop).
 */
export function fastifyTrustProxy(trust: TrustProxy): false | string[] | ((address: string, hop: number) => boolean) {
  if (trust === false) return false;
  if ("hops" in trust) {
    const { hops } = trust;
    return (_address, hop) => hop < hops;
  }
  return trust.proxies;
}

/**
 * Where the per-IP counts live in Redis: one key space per database, so the processes serving
 * one database share their budgets and another deployment (or test run) on the same Redis does not.
 * The database is named by its host, port and name (never its password), or PGlite's folder.
 */
export function rateLimitNamespace(config: Pick<Config, "databaseUrl" | "pgliteDir">): string {
  let identity = `pglite:${config.pgliteDir}`;
  if (config.databaseUrl) {
    const u = new URL(config.databaseUrl);
    identity = `pg:${u.hostname}:${u.port || "5432"}${u.pathname}`;
  }
  return `mp:rl:${createHash("sha256").update(identity).digest("hex").slice(0, 16)}:`;
}
