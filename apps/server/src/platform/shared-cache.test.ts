import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { unreachableRedis } from "../../test/unreachable-redis.js";
import { TtlCache } from "./cache.js";
import { redisSharedCache } from "./shared-cache.js";

/**
 * The process caches in front of the Redis tier (cache.ts, shared-cache.ts): each `TtlCache` below
 * stands for one server process, all of them on one Redis, as N processes of one deployment are.
 */
describe.skipIf(!process.env.REDIS_URL)("the cache tier every process shares (Redis)", () => {
  const redis = new Redis(process.env.REDIS_URL as string);
  const ns = `mp:test:cache:${process.pid}:${Date.now()}:`;
  const shared = redisSharedCache(redis, ns);
  const processCache = () => new TtlCache<{ total: number } | null>(2_000, 100, "totals");
  afterAll(() => redis.quit());

  const counter = () => {
    let loads = 0;
    return {
      load: (total: number) => async () => {
        loads++;
        return { total };
      },
      get loads() {
        return loads;
      },
    };
  };

  it("loads a key once for several processes, and each keeps it only for the time the shared copy has left", async () => {
    await redis.ping();
    const [one, two, three] = [processCache(), processCache(), processCache()];
    const c = counter();
    expect(await one.getOrLoad("wireless", c.load(120), shared)).toEqual({ total: 120 });
    await new Promise((r) => setTimeout(r, 1_000));
    // the others read the first one's count instead of counting again
    expect(await two.getOrLoad("wireless", c.load(999), shared)).toEqual({ total: 120 });
    expect(await three.getOrLoad("wireless", c.load(999), shared)).toEqual({ total: 120 });
    expect(c.loads).toBe(1);
    // the second process took the copy with about 1 s left: it is gone there when the first one's is
    await new Promise((r) => setTimeout(r, 1_100));
    expect(one.get("wireless")).toBeUndefined();
    expect(two.get("wireless")).toBeUndefined();
    expect(await two.getOrLoad("wireless", c.load(121), shared)).toEqual({ total: 121 });
    expect(c.loads).toBe(2);
  });

  it("after a clear in one process, every process's next miss loads afresh", async () => {
    const [one, two] = [processCache(), processCache()];
    const c = counter();
    await one.getOrLoad("lamp", c.load(5), shared);
    await one.clear(shared); // e.g. a store locked: its goods leave the totals
    expect(await two.getOrLoad("lamp", c.load(4), shared)).toEqual({ total: 4 });
    expect(await processCache().getOrLoad("lamp", c.load(999), shared)).toEqual({ total: 4 });
    expect(c.loads).toBe(2);
  });

  it("does not share what a load read before a clear that came while it ran", async () => {
    const [one, two, three] = [processCache(), processCache(), processCache()];
    let open: (v: { total: number }) => void = () => {};
    const before = one.getOrLoad("watch", () => new Promise((resolve) => (open = resolve)), shared);
    await new Promise((r) => setTimeout(r, 50)); // the read of the shared tier has missed
    await two.clear(shared);
    open({ total: 7 });
    expect(await before).toEqual({ total: 7 });
    expect(await three.getOrLoad("watch", async () => ({ total: 6 }), shared)).toEqual({ total: 6 });
  });

  it("shares a null (a closed shop) as an answer, not as a miss", async () => {
    const [one, two] = [processCache(), processCache()];
    let loads = 0;
    const closed = async () => {
      loads++;
      return null;
    };
    expect(await one.getOrLoad("shop:9", closed, shared)).toBeNull();
    expect(await two.getOrLoad("shop:9", closed, shared)).toBeNull();
    expect(loads).toBe(1);
  });

  it("loads every miss while its Redis cannot be reached, and answers right", async () => {
    const away = unreachableRedis();
    const tier = redisSharedCache(away, ns);
    const [one, two] = [processCache(), processCache()];
    const c = counter();
    expect(await one.getOrLoad("coffee", c.load(3), tier)).toEqual({ total: 3 });
    expect(await two.getOrLoad("coffee", c.load(3), tier)).toEqual({ total: 3 });
    expect(c.loads).toBe(2);
    await expect(one.clear(tier)).resolves.toBeUndefined();
    away.disconnect();
  });
});
