import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { spawnServer, stopServers } from "../../../test/server-process.js";
import { createScratchDatabase, type ScratchDatabase } from "../../../test/two-processes.js";
import { accountsAdmin } from "../../modules/accounts/index.js";
import { createStaff } from "../../modules/staff/index.js";
import { shops } from "../../schema.js";
import { type Database, openDatabase } from "../db/index.js";

/**
 * A rule saved through one server process is in effect on the next request of another process on
 * the same PostgreSQL (docs/rules.md: settings are read per request, no cache): the withdrawal fee
 * on the wallet rules call, and the store-level table on the merchant's bond page call.
 */
type Answer = { code: number; msg: string; data: any; error?: string };

describe.runIf(process.env.TEST_DB === "postgres" && process.env.DATABASE_URL)("rules across two processes", () => {
  let scratch: ScratchDatabase;
  let database: Database;
  let a: Awaited<ReturnType<typeof spawnServer>>;
  let b: Awaited<ReturnType<typeof spawnServer>>;
  let finance = "";
  let operator = "";
  let merchant = "";

  const post = async (base: string, url: string, body: object, token?: string): Promise<Answer> => {
    const res = await fetch(`${base}${url}`, {
      method: "POST",
      headers: { "content-type": "application/json", ...(token ? { token } : {}) },
      body: JSON.stringify(body),
    });
    return (await res.json()) as Answer;
  };

  beforeAll(async () => {
    scratch = await createScratchDatabase("mp_rules");
    const env = {
      DATABASE_URL: scratch.url,
      DATA_DIR: scratch.dataDir,
      RATE_LIMIT_PER_MINUTE: "1000000",
      AUTH_RATE_LIMIT_PER_MINUTE: "1000000",
    };
    a = await spawnServer(env); // migrates the fresh database
    b = await spawnServer(env);
    database = await openDatabase({ databaseUrl: scratch.url, pgliteDir: "unused", poolSize: 2 });
    const db = database.db;
    await createStaff(db, { email: "fin@two.test", name: "Fin", role: "finance", password: "staff-pass-1" });
    await createStaff(db, { email: "op@two.test", name: "Op", role: "operator", password: "staff-pass-1" });
    const user = await accountsAdmin.createUserDirect(db, {
      email: "shop@two.test",
      password: "secret123",
      nickname: "shop",
    });
    await db.insert(shops).values({ userId: user.id, name: "Two Process Shop" });
    const staffLogin = async (account: string) =>
      (await post(a.url, "/api/admin/auth/login", { account, password: "staff-pass-1" })).data.token as string;
    finance = await staffLogin("fin@two.test");
    operator = await staffLogin("op@two.test");
    merchant = (
      await post(b.url, "/api/wanlshop/user/login", { account: "shop@two.test", password: "secret123", top: 1 })
    ).data.userinfo.token as string;
  }, 240_000);

  afterAll(async () => {
    await stopServers(a, b);
    await database?.close();
    await scratch?.drop();
  });

  it("a withdrawal fee saved through A is the fee B shows on its next request", async () => {
    const before = await post(b.url, "/api/wanlshop/wallet/rules", {}, merchant);
    expect(before.data.withdraw.fee_rate).toBe("0.60");
    const saved = await post(
      a.url,
      "/api/admin/rules/withdraw_save",
      {
        enabled: true,
        fee_rate: "1.75",
        min: "10.00",
        max: "50000.00",
        monthly_count: 10,
        cooldown_hours: 24,
        networks: ["USDT-TRC20", "BANK"],
      },
      finance,
    );
    expect(saved.code, saved.msg).toBe(1);
    const after = await post(b.url, "/api/wanlshop/wallet/rules", {}, merchant);
    expect(after.data.withdraw).toMatchObject({ fee_rate: "1.75", networks: ["USDT-TRC20", "BANK"] });
  });

  it("a store-level table saved through A is the table B's bond page shows on its next request", async () => {
    const before = await post(b.url, "/api/wanlshop/shop/bond_info", {}, merchant);
    expect(before.code, before.msg).toBe(1);
    expect(before.data.next.bond).toBe("1000.00");
    const levels = [
      { level: 1, bond: "0", profit_ratio: "12", daily_impressions: 0, product_limit: 40, price_cap: "250.00" },
      { level: 2, bond: "750.00", profit_ratio: "22", daily_impressions: 300, product_limit: null, price_cap: null },
    ];
    const saved = await post(a.url, "/api/admin/rules/store_levels_save", { levels }, operator);
    expect(saved.code, saved.msg).toBe(1);
    const after = await post(b.url, "/api/wanlshop/shop/bond_info", {}, merchant);
    expect(after.data.next).toEqual({ level: 2, bond: "750.00", needed: "750.00" });
    expect(after.data.levels.map((l: { profit_ratio: number }) => l.profit_ratio)).toEqual([12, 22]);
  });
});
