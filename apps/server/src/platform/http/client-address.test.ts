import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Json, type TestApp } from "../../../test/harness.js";
import { ConfigError, loadConfig } from "../../config.js";
import { queryRows } from "../db/index.js";

/** Four login calls and two code sends a minute per address (AUTH_RATE_LIMIT_PER_MINUTE=4, codes get half). */
const LIMITS = { AUTH_RATE_LIMIT_PER_MINUTE: "4", RATE_LIMIT_PER_MINUTE: "1000" };

/** A call as it arrives on the socket from `remoteAddress`, with the X-Forwarded-For given. */
async function call(t: TestApp, url: string, body: object, from: { socket?: string; forwarded?: string }) {
  const res = await t.app.inject({
    method: "POST",
    url,
    remoteAddress: from.socket ?? "127.0.0.1",
    headers: { "content-type": "application/json", ...(from.forwarded ? { "x-forwarded-for": from.forwarded } : {}) },
    payload: JSON.stringify(body),
  });
  return res.json() as Json;
}
const login = (t: TestApp, from: { socket?: string; forwarded?: string }) =>
  call(t, "/api/wanlshop/user/login", { account: "nobody@example.com", password: "wrong-one" }, from);
let sends = 0;
const sendCode = (t: TestApp, from: { socket?: string; forwarded?: string }) =>
  call(t, "/api/ems/send", { email: `new${++sends}@example.com`, event: "register" }, from);
const codeIps = async (t: TestApp) =>
  (await queryRows<{ ip: string }>(t.database.db, sql`select ip from email_codes order by id`)).map((r) => r.ip);

describe("TRUST_PROXY: the setting", () => {
  it("is off unless set, and reads a hop count or a list of proxies", () => {
    expect(loadConfig({}).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "false" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "0" }).trustProxy).toBe(false);
    expect(loadConfig({ TRUST_PROXY: "2" }).trustProxy).toEqual({ hops: 2 });
    expect(loadConfig({ TRUST_PROXY: "10.0.0.0/8, 127.0.0.1,fd00::/8, loopback" }).trustProxy).toEqual({
      proxies: ["10.0.0.0/8", "127.0.0.1", "fd00::/8", "loopback"],
    });
  });

  it("refuses `true` and anything that is not an address, a range or a count, naming the variable", () => {
    for (const bad of ["true", "10.0.0.0/33", "10.0.0.1/", "proxy.example.com", "1.2.3", "127.0.0.1;10.0.0.1", "-1"]) {
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(ConfigError);
      expect(() => loadConfig({ TRUST_PROXY: bad }), bad).toThrow(/TRUST_PROXY/);
    }
  });
});

describe("without TRUST_PROXY the socket's address counts", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(LIMITS);
  });
  afterAll(() => t.close());

  it("refuses the fifth login a minute however X-Forwarded-For changes", async () => {
    const answers: Json[] = [];
    for (let i = 0; i < 6; i++) answers.push(await login(t, { forwarded: `203.0.113.${i + 1}` }));
    expect(answers.map((a) => a.error)).toEqual([
      "account_incorrect",
      "account_incorrect",
      "account_incorrect",
      "account_incorrect",
      "rate_limited",
      "rate_limited",
    ]);
    // another socket address has its own budget
    expect(await login(t, { socket: "198.51.100.20", forwarded: "203.0.113.1" })).toMatchObject({
      error: "account_incorrect",
    });
  });

  it("refuses the third code a minute however X-Forwarded-For changes, and records the socket's address", async () => {
    const answers: Json[] = [];
    for (let i = 0; i < 4; i++) answers.push(await sendCode(t, { socket: "198.51.100.30", forwarded: `192.0.2.${i}` }));
    expect(answers.map((a) => a.code)).toEqual([1, 1, 0, 0]);
    expect(answers[2]).toMatchObject({ error: "rate_limited" });
    expect(await codeIps(t)).toEqual(["198.51.100.30", "198.51.100.30"]);
  });
});

describe("TRUST_PROXY=127.0.0.1: the forwarded address counts when the proxy sends it", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...LIMITS, TRUST_PROXY: "127.0.0.1" });
  });
  afterAll(() => t.close());

  it("gives two forwarded addresses their own budgets", async () => {
    const a: Json[] = [];
    for (let i = 0; i < 5; i++) a.push(await login(t, { forwarded: "203.0.113.7" }));
    expect(a.map((x) => x.error)).toEqual([...Array(4).fill("account_incorrect"), "rate_limited"]);
    // another client behind the same proxy is not held back by the first
    const b: Json[] = [];
    for (let i = 0; i < 5; i++) b.push(await login(t, { forwarded: "203.0.113.8" }));
    expect(b.map((x) => x.error)).toEqual([...Array(4).fill("account_incorrect"), "rate_limited"]);
    // a client's own X-Forwarded-For entries in front of the proxy's are not believed
    expect(await login(t, { forwarded: "198.51.100.1, 203.0.113.7" })).toMatchObject({ error: "rate_limited" });
  });

  it("ignores X-Forwarded-For from a socket that is not the proxy", async () => {
    const answers: Json[] = [];
    for (let i = 0; i < 5; i++) answers.push(await login(t, { socket: "198.51.100.40", forwarded: `192.0.2.${i}` }));
    expect(answers.map((x) => x.error)).toEqual([...Array(4).fill("account_incorrect"), "rate_limited"]);
  });

  it("records the forwarded address with a code, as the rate limit counts it", async () => {
    expect((await sendCode(t, { forwarded: "203.0.113.50" })).code).toBe(1);
    expect((await sendCode(t, { socket: "198.51.100.41", forwarded: "203.0.113.51" })).code).toBe(1);
    expect(await codeIps(t)).toEqual(["203.0.113.50", "198.51.100.41"]);
  });
});

describe("TRUST_PROXY=1: one proxy in front, whatever its address", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ ...LIMITS, TRUST_PROXY: "1" });
  });
  afterAll(() => t.close());

  it("counts the address the proxy added, not what the client put before it", async () => {
    const answers: Json[] = [];
    for (let i = 0; i < 5; i++)
      answers.push(await login(t, { socket: "10.1.2.3", forwarded: `192.0.2.${i}, 203.0.113.9` }));
    expect(answers.map((x) => x.error)).toEqual([...Array(4).fill("account_incorrect"), "rate_limited"]);
    expect(await login(t, { socket: "10.1.2.3", forwarded: "203.0.113.10" })).toMatchObject({
      error: "account_incorrect",
    });
  });
});
