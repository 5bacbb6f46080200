import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedCategories } from "../../seed/index.js";
import { buildCatalogueFixture } from "../../test/catalogue-fixture.js";
import type { Json } from "../../test/harness.js";
import { spawnServer, stopServers } from "../../test/server-process.js";
import { type TcpProxy, tcpProxy } from "../../test/tcp-proxy.js";
import { createScratchDatabase, reportMissing, type ScratchDatabase, whyNoServices } from "../../test/two-processes.js";
import { openDatabase } from "./db/index.js";

/**
 * One deployment reached by two addresses (deployment.ts): process `a` connects to PostgreSQL
 * straight, `b` and `c` through a TCP proxy on another port, as through a pooler on their own
 * machine. All three share one Redis. The per-IP limits and the shared cache tier are keyed by the
 * identity kept in the database, so the three count and cache as one deployment.
 */
const reason = await whyNoServices({ redis: true });
reportMissing(reason, "one deployment behind two database addresses");

describe.skipIf(reason !== null)("one deployment reached by two database addresses", () => {
  let scratch: ScratchDatabase;
  let proxy: TcpProxy;
  let a: Awaited<ReturnType<typeof spawnServer>>;
  let b: Awaited<ReturnType<typeof spawnServer>>;
  let c: Awaited<ReturnType<typeof spawnServer>>;
  let fixture: Awaited<ReturnType<typeof buildCatalogueFixture>>;

  /** a call through the load balancer (TRUST_PROXY=127.0.0.1) from the client address `from` */
  const post = async (base: string, url: string, body: object, from: string, token?: string) => {
    const res = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", "x-forwarded-for": from, ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Json;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase("mp_dep");
    const direct = new URL(scratch.url);
    proxy = await tcpProxy(direct.hostname, Number(direct.port || 5432));
    const proxied = new URL(scratch.url);
    proxied.port = String(proxy.port);
    expect(proxied.toString()).not.toBe(direct.toString());
    const env = {
      REDIS_URL: process.env.REDIS_URL ?? "",
      DATA_DIR: scratch.dataDir,
      TRUST_PROXY: "127.0.0.1",
      AUTH_RATE_LIMIT_PER_MINUTE: "20",
      RATE_LIMIT_PER_MINUTE: "100000",
    };
    a = await spawnServer({ ...env, DATABASE_URL: direct.toString() }); // migrates the fresh database
    [b, c] = await Promise.all([
      spawnServer({ ...env, DATABASE_URL: proxied.toString() }),
      spawnServer({ ...env, DATABASE_URL: proxied.toString() }),
    ]);
    const database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: "unused", poolSize: 2 });
    await seedCategories(database.db);
    fixture = await buildCatalogueFixture(database.db);
    await database.close();
  }, 200_000);
  afterAll(async () => {
    await stopServers(a, b, c);
    await proxy?.down();
    await scratch?.drop();
  });

  it("lets 20 of 30 logins a minute from one address through, split over processes on either address", async () => {
    const answers: Json[] = [];
    for (let i = 0; i < 30; i++)
      answers.push(
        await post(
          i % 2 ? b.url : a.url,
          "/api/wanlshop/user/login",
          { account: "nobody@example.com", password: "wrong-one" },
          "198.51.100.7",
        ),
      );
    const tally: Record<string, number> = {};
    for (const x of answers) tally[x.error ?? "ok"] = (tally[x.error ?? "ok"] ?? 0) + 1;
    expect(tally).toEqual({ account_incorrect: 20, rate_limited: 10 });
  });

  it("shows a shop card changed through one address fresh on a process of the other", async () => {
    const shopOf = async (base: string) =>
      ((await (await fetch(`${base}/api/wanlshop/product/goods?id=${fixture.goods.phone.id}`)).json()) as Json).data
        .shop;
    // a process behind the proxy loads the card: the shared tier holds it
    expect((await shopOf(b.url)).bio).toBe("Phones and gadgets");

    const from = "198.51.100.8";
    const owner = (
      await post(a.url, "/api/wanlshop/user/login", { account: "b@shops.test", password: "owner-pass" }, from)
    ).data.userinfo.token as string;
    const settings = (await post(a.url, "/api/wanlshop/shop/setting", {}, from, owner)).data;
    const saved = await post(
      a.url,
      "/api/wanlshop/shop/setting_save",
      {
        shopname: settings.shopname,
        avatar: settings.avatar,
        logo: settings.logo,
        banner: settings.banner,
        bio: "Phones, tablets and gadgets",
        welcome: settings.welcome,
        hours: settings.hours,
      },
      from,
      owner,
    );
    expect(saved.code).toBe(1);

    // the change through the direct address cleared the one shared copy: the other process behind
    // the proxy, which had not read the card, loads it afresh
    expect((await shopOf(c.url)).bio).toBe("Phones, tablets and gadgets");
  });
});
