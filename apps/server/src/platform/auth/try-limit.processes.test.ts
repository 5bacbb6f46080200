import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Json } from "../../../test/harness.js";
import { spawnServer, stopServers } from "../../../test/server-process.js";
import {
  createScratchDatabase,
  reportMissing,
  type ScratchDatabase,
  whyNoServices,
} from "../../../test/two-processes.js";
import { accountsAdmin } from "../../modules/accounts/index.js";
import { createStaff } from "../../modules/staff/index.js";
import { openDatabase } from "../db/index.js";

/**
 * Two real server processes on one PostgreSQL database racing wrong passwords on one account:
 * the try limit (try-limit.ts) is counted in the database, so the two together check five.
 */
const reason = await whyNoServices({ redis: false });
reportMissing(reason, "password tries across two processes");

describe.skipIf(reason !== null)("password tries across two server processes", () => {
  let scratch: ScratchDatabase;
  let a: Awaited<ReturnType<typeof spawnServer>>;
  let b: Awaited<ReturnType<typeof spawnServer>>;
  let ip = 0;

  /** a call through the load balancer (TRUST_PROXY=127.0.0.1) from a client address of its own */
  const post = async (base: string, url: string, body: object) => {
    const res = await fetch(`${base}${url}`, {
      method: "POST",
      headers: {
        "content-type": "application/json",
        "x-forwarded-for": `198.18.${Math.floor(++ip / 250)}.${ip % 250}`,
      },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Json;
  };
  /** `n` calls at once, every other one to each process */
  const race = (n: number, url: string, body: (i: number) => object) =>
    Promise.all(Array.from({ length: n }, (_, i) => post(i % 2 ? b.url : a.url, url, body(i))));
  const tally = (answers: Json[]) => {
    const counts: Record<string, number> = {};
    for (const x of answers) counts[x.error ?? "ok"] = (counts[x.error ?? "ok"] ?? 0) + 1;
    return counts;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase("mp_tries");
    const env = {
      DATABASE_URL: scratch.url,
      DATA_DIR: scratch.dataDir,
      TRUST_PROXY: "127.0.0.1",
      AUTH_RATE_LIMIT_PER_MINUTE: "100000",
      RATE_LIMIT_PER_MINUTE: "100000",
    };
    a = await spawnServer(env); // migrates the fresh database
    b = await spawnServer(env);
    const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: "unused" });
    await createStaff(database.db, { email: "raced@ops.test", name: "Raced", role: "admin", password: "right-pass-1" });
    for (const email of ["raced@shop.test", "crowd@shop.test"])
      await accountsAdmin.createUserDirect(database.db, {
        email,
        password: "secret123",
        nickname: email.split("@")[0] ?? "u",
      });
    await database.close();
  }, 120_000);

  afterAll(async () => {
    await stopServers(a, b);
    await scratch?.drop();
  });

  it("checks five of forty wrong staff passwords spread over both; the right one is then refused on either", async () => {
    const answers = await race(40, "/api/admin/auth/login", (i) => ({
      account: "raced@ops.test",
      password: `guess-${i}`,
    }));
    expect(tally(answers)).toEqual({ account_incorrect: 5, too_many_attempts: 35 });
    for (const base of [a.url, b.url])
      expect(
        await post(base, "/api/admin/auth/login", { account: "raced@ops.test", password: "right-pass-1" }),
      ).toMatchObject({ error: "too_many_attempts" });
  });

  it("checks five of forty wrong user passwords spread over both; the right one is then refused on either", async () => {
    const answers = await race(40, "/api/wanlshop/user/login", (i) => ({
      account: "raced@shop.test",
      password: `guess-${i}`,
    }));
    expect(tally(answers)).toEqual({ account_incorrect: 5, too_many_attempts: 35 });
    for (const base of [a.url, b.url])
      expect(
        await post(base, "/api/wanlshop/user/login", { account: "raced@shop.test", password: "secret123" }),
      ).toMatchObject({
        error: "too_many_attempts",
      });
  });

  it("lets a dozen right user passwords sent at once to both in", async () => {
    const answers = await race(12, "/api/wanlshop/user/login", () => ({
      account: "crowd@shop.test",
      password: "secret123",
    }));
    expect(tally(answers)).toEqual({ ok: 12 });
  });
});
