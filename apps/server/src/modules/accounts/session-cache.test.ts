import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffToken } from "../../../test/buying-people.js";
import { createTestApp, registerAndLogin, type TestApp } from "../../../test/harness.js";
import type { UserRow } from "./accounts.repo.js";
import {
  cachedSession,
  clearSessionCache,
  keepSession,
  SESSION_CACHE_MIN_MS,
  SESSION_CACHE_MS,
  sessionEpoch,
} from "./session-cache.js";

const row = (id: number) => ({ id, status: "normal", nickname: `u${id}` }) as UserRow;
const later = (ms: number) => new Date(Date.now() + ms);

/** Sessions kept in the process for a few seconds must never outlive a change made through the server. */
describe("session cache", () => {
  let t: TestApp;
  const info = (token: string) => t.post("/api/wanlshop/user/get_userinfo", {}, { token });

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("forgets a session at once on logout, lock and profile change, though it was just used", async () => {
    const a = await registerAndLogin(t, "cache-a@session.test");
    expect((await info(a.token)).code).toBe(1); // now cached
    expect((await t.post("/api/wanlshop/user/logout", {}, { token: a.token })).code).toBe(1);
    expect((await info(a.token)).code).toBe(401);

    const b = await registerAndLogin(t, "cache-b@session.test");
    expect((await info(b.token)).data.nickname).toBe("cacheb");
    expect((await t.post("/api/wanlshop/user/profile", { nickname: "Renamed" }, { token: b.token })).code).toBe(1);
    expect((await info(b.token)).data.nickname).toBe("Renamed");

    const admin = await staffToken(t, "lock@session.test", "admin");
    expect((await info(b.token)).code).toBe(1);
    await t.post("/api/admin/users/lock", { user_id: b.userId, locked: 1, reason: "cache test" }, { token: admin });
    expect((await info(b.token)).code).toBe(401);
  });

  it("does not keep a row read before an eviction (a lookup racing a write)", () => {
    clearSessionCache();
    const startedIn = sessionEpoch();
    clearSessionCache(); // an eviction lands while the lookup is in flight
    keepSession("race", row(1), later(60_000), startedIn);
    expect(cachedSession("race")).toBeUndefined();
    keepSession("race", row(1), later(60_000), sessionEpoch());
    expect(cachedSession("race")?.id).toBe(1);
  });

  it("keeps an entry no longer than its time, nor past its token's expiry", () => {
    clearSessionCache();
    keepSession("short", row(2), later(600_000), sessionEpoch());
    expect(cachedSession("short", Date.now() + SESSION_CACHE_MIN_MS - 100)?.id).toBe(2);
    expect(cachedSession("short", Date.now() + SESSION_CACHE_MS + 100)).toBeUndefined();
    keepSession("expiring", row(3), later(1_000), sessionEpoch());
    expect(cachedSession("expiring", Date.now() + 1_500)).toBeUndefined();
  });

  it("spreads the expiry of sessions cached together", () => {
    clearSessionCache();
    for (let i = 0; i < 200; i++) keepSession(`burst-${i}`, row(1000 + i), later(600_000), sessionEpoch());
    const midway = Date.now() + (SESSION_CACHE_MIN_MS + SESSION_CACHE_MS) / 2;
    const alive = Array.from({ length: 200 }, (_, i) => cachedSession(`burst-${i}`, midway)).filter(Boolean).length;
    expect(alive).toBeGreaterThan(20);
    expect(alive).toBeLessThan(180);
  });
});
