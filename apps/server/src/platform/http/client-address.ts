import type { TrustProxy } from "../../config.js";

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
