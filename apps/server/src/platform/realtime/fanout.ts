import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";

/** What processes tell each other: a frame for a key, "bind this client id to these keys", or a cache eviction. */
export type BusMessage =
  | { k: "push"; key: string; frame: string }
  | { k: "bind"; clientId: string; keys: string[] }
  | { k: "evict"; scope: string; id: string };

/**
 * Delivery to every server process. Without Redis it is this process alone; with REDIS_URL,
 * messages go through one pub/sub channel (so their order is kept) and presence is a Redis set
 * per key, shared by all processes.
 */
export interface Fanout {
  readonly kind: "memory" | "redis";
  publish(msg: BusMessage): Promise<void>;
  presenceAdd(key: string, member: string): Promise<void>;
  presenceRemove(key: string, member: string): Promise<void>;
  /** how many sockets (on any process) are bound to each key */
  presenceCount(keys: string[]): Promise<number[]>;
  close(): Promise<void>;
}

const CHANNEL = "mp:rt";
const PRESENCE = (key: string) => `mp:presence:${key}`;
/** a presence entry lives this long unless its process refreshes it (a crashed process's entries expire) */
const PRESENCE_TTL_S = 120;

export function memoryFanout(onMessage: (m: BusMessage) => void): Fanout {
  const presence = new Map<string, Set<string>>();
  return {
    kind: "memory",
    async publish(msg) {
      onMessage(msg);
    },
    async presenceAdd(key, member) {
      const s = presence.get(key) ?? new Set<string>();
      presence.set(key, s);
      s.add(member);
    },
    async presenceRemove(key, member) {
      const s = presence.get(key);
      s?.delete(member);
      if (s?.size === 0) presence.delete(key);
    },
    async presenceCount(keys) {
      return keys.map((k) => presence.get(k)?.size ?? 0);
    },
    async close() {},
  };
}

export async function redisFanout(
  url: string,
  onMessage: (m: BusMessage) => void,
  log: { warn(o: object, m: string): void },
): Promise<Fanout> {
  const opts = { lazyConnect: true, maxRetriesPerRequest: 3, enableAutoPipelining: true };
  const pub = new Redis(url, opts);
  const sub = new Redis(url, { ...opts, enableAutoPipelining: false });
  for (const c of [pub, sub]) c.on("error", (err) => log.warn({ err: err.message }, "redis fan-out error"));
  await Promise.all([pub.connect(), sub.connect()]);
  await sub.subscribe(CHANNEL);
  sub.on("message", (_ch: string, raw: string) => {
    try {
      onMessage(JSON.parse(raw) as BusMessage);
    } catch {
      log.warn({}, "redis fan-out: unreadable message");
    }
  });
  const proc = randomBytes(6).toString("hex");
  return {
    kind: "redis",
    async publish(msg) {
      await pub.publish(CHANNEL, JSON.stringify(msg));
    },
    async presenceAdd(key, member) {
      await pub.multi().sadd(PRESENCE(key), `${proc}:${member}`).expire(PRESENCE(key), PRESENCE_TTL_S).exec();
    },
    async presenceRemove(key, member) {
      await pub.srem(PRESENCE(key), `${proc}:${member}`);
    },
    async presenceCount(keys) {
      if (keys.length === 0) return [];
      const p = pub.pipeline();
      for (const k of keys) p.scard(PRESENCE(k));
      const res = (await p.exec()) ?? [];
      return res.map(([, n]) => Number(n) || 0);
    },
    async close() {
      sub.disconnect();
      await pub.quit().catch(() => pub.disconnect());
    },
  };
}
