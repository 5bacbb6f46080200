import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { financeStaff, fundedBy, payingUser } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";
import { putSetting } from "../../platform/settings/index.js";
import { checkLedger } from "./index.js";
import { DEFAULT_WALLET_RULES } from "./rules.js";

const TRC20 = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";

/** Concurrent requests through HTTP on the real database (PGlite, and PostgreSQL with a pool of 20). */
describe("wallet races", () => {
  let t: TestApp;
  let fin: string;
  let u: Awaited<ReturnType<typeof payingUser>>;
  let addressId: number;
  const withdraw = (amount: string, key?: string) =>
    t.app
      .inject({
        method: "POST",
        url: "/api/wanlshop/pay/withdraw",
        headers: { token: u.token, "content-type": "application/json", ...(key ? { "idempotency-key": key } : {}) },
        payload: JSON.stringify({ address_id: addressId, amount, pay_password: u.payPass }),
      })
      .then((r) => r.json());
  const info = async () => (await t.post("/api/wanlshop/wallet/info", {}, { token: u.token })).data;

  beforeAll(async () => {
    t = await createTestApp();
    await putSetting(t.database.db, "wallet_rules", { ...DEFAULT_WALLET_RULES, withdraw_monthly_count: 1000 });
    fin = await financeStaff(t);
    u = await payingUser(t, "racer@wallet.test");
    await fundedBy(t, u.token, fin, "1000");
    addressId = (
      await t.post("/api/wanlshop/wallet/address_save", { network: "USDT-TRC20", address: TRC20 }, { token: u.token })
    ).data.id;
  });
  afterAll(async () => {
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true, problems: [] });
    await t.close();
  });

  it("lets exactly the affordable withdrawals through when 50 race", async () => {
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw("30")));
    const won = answers.filter((a) => a.code === 1);
    expect(won).toHaveLength(33); // 33 x 30 = 990 <= 1000 < 34 x 30
    for (const a of answers.filter((x) => x.code !== 1)) expect(a.error).toBe("insufficient_balance");
    expect(await info()).toMatchObject({ available: "10.00", withdrawing: "990.00", balance: "1000.00" });
  });

  it("moves money once when 50 approvals of one withdrawal race", async () => {
    const [w] = (await t.post("/api/wanlshop/pay/withdraw_list", { limit: 1 }, { token: u.token })).data.data;
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        t.post("/api/admin/finance/withdrawal_review", { id: w.id, approve: 1, note: "paid" }, { token: fin }),
      ),
    );
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    for (const a of answers.filter((x) => x.code !== 1)) expect(a.error).toBe("already_reviewed");
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      `select count(*)::int as n from ledger_entries where reference like 'withdrawal:${w.id}:%'`,
    );
    expect(row?.n).toBe(2); // the request and one approval
    expect(await info()).toMatchObject({ withdrawing: "960.00", balance: "970.00" });
  });

  it("moves money once for 50 replays of one Idempotency-Key, and refuses the key with another body", async () => {
    await fundedBy(t, u.token, fin, "100");
    const before = await info();
    const answers = await Promise.all(Array.from({ length: 50 }, () => withdraw("25", "replay-key-1")));
    expect(answers.every((a) => a.code === 1)).toBe(true);
    expect(new Set(answers.map((a) => a.data.id)).size).toBe(1);
    const after = await info();
    expect(Number(before.available) - Number(after.available)).toBeCloseTo(25, 2);
    expect(await withdraw("26", "replay-key-1")).toMatchObject({ code: 0, error: "idempotency_conflict" });
    expect((await info()).available).toBe(after.available);
  });
});
