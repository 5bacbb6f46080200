import { Redis } from "ioredis";
import { afterAll, describe, expect, it } from "vitest";
import { unreachableRedis } from "../../../test/unreachable-redis.js";
import { memoryWindowCounter, redisWindowCounter } from "./window-counter.js";

const count = async (c: ReturnType<typeof memoryWindowCounter>, key: string, n: number, windowMs: number) => {
  const seen: number[] = [];
  for (let i = 0; i < n; i++) seen.push(await c.hit(key, windowMs));
  return seen;
};

describe("window counter in memory (the embedded default)", () => {
  it("counts per key and starts again when the window has passed", async () => {
    const c = memoryWindowCounter();
    expect(await count(c, "a", 3, 60)).toEqual([1, 2, 3]);
    expect(await c.hit("b", 60)).toBe(1);
    await new Promise((r) => setTimeout(r, 80));
    expect(await c.hit("a", 60)).toBe(1);
  });
});

describe.skipIf(!process.env.REDIS_URL)("window counter in Redis", () => {
  const redis = new Redis(process.env.REDIS_URL as string);
  const ns = `mp:test:win:${process.pid}:${Date.now()}:`;
  afterAll(() => redis.quit());

  it("shares one count between counters on one Redis, and the window expires there", async () => {
    await redis.ping();
    const one = redisWindowCounter(redis, ns);
    const two = redisWindowCounter(redis, ns);
    expect([await one.hit("k", 300), await two.hit("k", 300), await one.hit("k", 300)]).toEqual([1, 2, 3]);
    expect(await redis.pttl(`${ns}win:k`)).toBeGreaterThan(0);
    await new Promise((r) => setTimeout(r, 350));
    expect(await two.hit("k", 300)).toBe(1);
  });

  it("counts in this process's memory while its Redis cannot be reached", async () => {
    const away = unreachableRedis();
    const c = redisWindowCounter(away, ns);
    expect(await count(c, "k", 3, 10_000)).toEqual([1, 2, 3]);
    away.disconnect();
  });
});
