export { redisFanout } from "./redis-fanout.js";

/**
 * What processes tell each other: a frame for a key, "bind the socket with this ref to these keys",
 * "close an owner's sockets" (a session ended: socket-session.ts), "a session lives longer" (a staff
 * session's idle end moved on), or a cache eviction.
 */
export type BusMessage =
  | { k: "push"; key: string; frame: string }
  | { k: "bind"; ref: string; keys: string[]; session: string; expiresAt: number }
  | { k: "close"; key: string; code: number; reason: string; session?: string; except?: string }
  | { k: "extend"; key: string; session: string; expiresAt: number }
  | { k: "evict"; scope: string; id: string };

/**
 * Delivery to every server process. Without Redis it is this process alone; with REDIS_URL,
 * messages go through one pub/sub channel (so their order is kept) and presence is a Redis set
 * per key, shared by all processes (redis-fanout.ts). No method throws: while Redis is away the
 * Redis bus answers for this process alone.
 */
export interface Fanout {
  readonly kind: "memory" | "redis";
  publish(msg: BusMessage): Promise<void>;
  presenceAdd(key: string, member: string): Promise<void>;
  presenceRemove(key: string, member: string): Promise<void>;
  /** how many sockets (on any process) are bound to each key */
  presenceCount(keys: string[]): Promise<number[]>;
  /**
   * Records that the socket `ref` is bound to `owner`, unless it is bound to another owner (false).
   * With Redis this is what lets a shake answered on one process refuse a socket held by another.
   */
  claim(ref: string, owner: string, ttlMs: number): Promise<boolean>;
  /** Forgets a closed socket's owner. */
  release(ref: string): Promise<void>;
  close(): Promise<void>;
}

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
    // one process: the hub itself refuses a socket bound to another owner
    async claim() {
      return true;
    },
    async release() {},
    async close() {},
  };
}
