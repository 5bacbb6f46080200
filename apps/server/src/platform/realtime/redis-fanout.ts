import { randomBytes } from "node:crypto";
import { Redis } from "ioredis";
import type { BusMessage, Fanout } from "./fanout.js";

const CHANNEL = "mp:rt";
const PRESENCE = (key: string) => `mp:presence:${key}`;
/** a presence entry lives this long unless its process refreshes it (a crashed process's entries expire) */
const PRESENCE_TTL_S = 120;
const OWNER = (ref: string) => `mp:ws:owner:${ref}`;
/** set the owner when free, keep it when the same (extending its life), refuse another */
const CLAIM = `local cur = redis.call('GET', KEYS[1])
if not cur then redis.call('SET', KEYS[1], ARGV[1], 'PX', ARGV[2]) return 1 end
if cur ~= ARGV[1] then return 0 end
if redis.call('PTTL', KEYS[1]) < tonumber(ARGV[2]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
return 1`;
/** a Redis command that has not answered by then counts as failed (a half-open connection) */
const COMMAND_TIMEOUT_MS = 2_000;

/** the outage and its end on one level, so a log read at "warn" shows both */
type Log = { warn(o: object, m: string): void };

/**
 * The realtime bus over Redis pub/sub (docs/architecture.md, "Faults"). Redis may stop and start
 * while the server runs: ioredis reconnects on its own (every 2 s at most), and this bus
 * subscribes again itself once the subscriber is back. Meanwhile nothing of it throws into a
 * request: a frame is delivered to this process's sockets (other processes miss it), presence
 * is answered from this process's own sockets, and once Redis is back this process's presence is
 * written again and the removals Redis missed are made. Each outage is logged once, and its end.
 */
export async function redisFanout(url: string, onMessage: (m: BusMessage) => void, log: Log): Promise<Fanout> {
  const opts = {
    lazyConnect: true,
    maxRetriesPerRequest: 1,
    commandTimeout: COMMAND_TIMEOUT_MS,
    autoResubscribe: false,
    enableAutoPipelining: true,
  };
  const pub = new Redis(url, opts);
  const sub = new Redis(url, { ...opts, enableAutoPipelining: false });
  const proc = randomBytes(6).toString("hex");
  /** this process's presence, by key: what Redis is told again after an outage */
  const local = new Map<string, Set<string>>();
  /** removals Redis has not heard of yet ("key\nmember") */
  const unsent = new Set<string>();
  let subscribed = false;
  let down = false;
  let closing = false;

  const wentDown = (why: unknown) => {
    if (down || closing) return;
    down = true;
    const err = why instanceof Error ? why.message : String(why);
    log.warn({ err }, "redis fan-out unreachable: frames reach this process's sockets only until it is back");
  };
  const cameBack = () => {
    if (!down || pub.status !== "ready" || !subscribed) return;
    down = false;
    log.warn({}, "redis fan-out reconnected");
  };
  const ready = () => pub.status === "ready";

  for (const c of [pub, sub]) {
    c.on("error", wentDown);
    c.on("close", () => wentDown("connection closed"));
  }
  sub.on("close", () => {
    subscribed = false;
  });
  sub.on("message", (_ch: string, raw: string) => {
    try {
      onMessage(JSON.parse(raw) as BusMessage);
    } catch {
      log.warn({}, "redis fan-out: unreadable message");
    }
  });

  const subscribe = async () => {
    await sub.subscribe(CHANNEL);
    subscribed = true;
    cameBack();
  };
  /** after an outage: the removals Redis missed, and this process's presence written again */
  const resync = async () => {
    const removals = [...unsent];
    unsent.clear();
    const p = pub.pipeline();
    for (const r of removals) {
      const [key, member] = r.split("\n") as [string, string];
      p.srem(PRESENCE(key), `${proc}:${member}`);
    }
    for (const [key, members] of local) {
      for (const m of members) p.sadd(PRESENCE(key), `${proc}:${m}`);
      p.expire(PRESENCE(key), PRESENCE_TTL_S);
    }
    try {
      await p.exec();
      cameBack();
    } catch (err) {
      for (const r of removals) unsent.add(r);
      wentDown(err);
    }
  };

  // the first connection must succeed: a wrong REDIS_URL stops the start (config.ts)
  await Promise.all([pub.connect(), sub.connect()]);
  await subscribe();
  sub.on("ready", () => void subscribe().catch(wentDown));
  pub.on("ready", () => void resync());

  return {
    kind: "redis",
    async publish(msg) {
      const hearsItself = subscribed;
      if (ready()) {
        try {
          await pub.publish(CHANNEL, JSON.stringify(msg));
          if (hearsItself) return;
        } catch (err) {
          wentDown(err);
        }
      } else wentDown("not connected");
      // Redis did not take it, or this process's subscriber is not listening: its own sockets still get it
      onMessage(msg);
    },
    async presenceAdd(key, member) {
      const s = local.get(key) ?? new Set<string>();
      local.set(key, s);
      s.add(member);
      unsent.delete(`${key}\n${member}`);
      if (!ready()) return;
      await pub
        .multi()
        .sadd(PRESENCE(key), `${proc}:${member}`)
        .expire(PRESENCE(key), PRESENCE_TTL_S)
        .exec()
        .catch(wentDown);
    },
    async presenceRemove(key, member) {
      const s = local.get(key);
      s?.delete(member);
      if (s?.size === 0) local.delete(key);
      if (ready()) {
        try {
          await pub.srem(PRESENCE(key), `${proc}:${member}`);
          return;
        } catch (err) {
          wentDown(err);
        }
      }
      unsent.add(`${key}\n${member}`);
    },
    async presenceCount(keys) {
      if (keys.length === 0) return [];
      if (ready()) {
        try {
          const p = pub.pipeline();
          for (const k of keys) p.scard(PRESENCE(k));
          const res = (await p.exec()) ?? [];
          if (res.every(([err]) => !err)) return res.map(([, n]) => Number(n) || 0);
        } catch (err) {
          wentDown(err);
        }
      }
      // Redis cannot answer: the sockets of this process are what is known
      return keys.map((k) => local.get(k)?.size ?? 0);
    },
    async claim(ref, owner, ttlMs) {
      // Redis away: no other process can bind either, so the hub holding the socket decides alone
      if (!ready()) return true;
      try {
        return Number(await pub.eval(CLAIM, 1, OWNER(ref), owner, String(Math.max(1000, Math.round(ttlMs))))) === 1;
      } catch (err) {
        wentDown(err);
        return true;
      }
    },
    async release(ref) {
      if (ready()) await pub.del(OWNER(ref)).catch(wentDown);
    },
    async close() {
      closing = true;
      sub.disconnect();
      if (ready()) await pub.quit().catch(() => pub.disconnect());
      else pub.disconnect();
    },
  };
}
