import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { financeStaff, payingUser, uploadFile, voucherImage } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";
import { putSetting } from "../content/index.js";
import { checkLedger } from "./index.js";
import { DEFAULT_WALLET_RULES } from "./rules.js";

const TRC20 = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";
const FEE_PPM = 6000n;

/** What the books must say, kept by hand in cents: the model the API is checked against. */
interface Model {
  available: bigint[];
  held: bigint[];
  frozen: boolean[];
  pendingRecharges: { id: number; user: number; amount: bigint }[];
  pendingWithdrawals: { id: number; user: number; amount: bigint }[];
}

const Op = fc.oneof(
  fc.record({ op: fc.constant("recharge"), who: fc.nat(1), cents: fc.bigInt({ min: 100n, max: 200_000n }) }),
  fc.record({ op: fc.constant("approveRecharge"), pick: fc.nat(), approve: fc.boolean() }),
  fc.record({ op: fc.constant("withdraw"), who: fc.nat(1), cents: fc.bigInt({ min: 1_000n, max: 150_000n }) }),
  fc.record({ op: fc.constant("reviewWithdrawal"), pick: fc.nat(), approve: fc.boolean() }),
  fc.record({ op: fc.constant("correction"), who: fc.nat(1), cents: fc.bigInt({ min: -20_000n, max: 20_000n }) }),
  fc.record({ op: fc.constant("freeze"), who: fc.nat(1) }),
);

const dollars = (c: bigint) =>
  `${c < 0n ? "-" : ""}${(c < 0n ? -c : c) / 100n}.${((c < 0n ? -c : c) % 100n).toString().padStart(2, "0")}`;

describe("wallet property: random sequences against the real API and a model", () => {
  let t: TestApp;
  let fin: string;
  const users: { token: string; userId: number; payPass: string; addressId: number; voucher: string }[] = [];
  beforeAll(async () => {
    t = await createTestApp();
    await putSetting(t.database.db, "wallet_rules", { ...DEFAULT_WALLET_RULES, withdraw_monthly_count: 100_000 });
    fin = await financeStaff(t);
    for (const email of ["p1@prop.test", "p2@prop.test"]) {
      const u = await payingUser(t, email);
      const addressId = (
        await t.post("/api/wanlshop/wallet/address_save", { network: "USDT-TRC20", address: TRC20 }, { token: u.token })
      ).data.id;
      const voucher = (await uploadFile(t, u.token, await voucherImage(), "v.png", "voucher")).data.url;
      users.push({ ...u, addressId, voucher });
    }
  });
  afterAll(() => t.close());

  it("keeps every invariant after every step", async () => {
    const m: Model = {
      available: [0n, 0n],
      held: [0n, 0n],
      frozen: [false, false],
      pendingRecharges: [],
      pendingWithdrawals: [],
    };
    await fc.assert(
      fc.asyncProperty(fc.array(Op, { minLength: 1, maxLength: 10 }), async (ops) => {
        for (const o of ops) {
          await step(o);
          await invariants();
        }
      }),
      { numRuns: 12 },
    );

    async function step(o: Record<string, unknown>) {
      const u = (i: number) => users[i] as (typeof users)[number];
      switch (o.op) {
        case "recharge": {
          const who = o.who as number;
          const r = await t.post(
            "/api/wanlshop/pay/recharge",
            { amount: dollars(o.cents as bigint), method: "bank", voucher: u(who).voucher },
            { token: u(who).token },
          );
          expect(r.code).toBe(1);
          m.pendingRecharges.push({ id: r.data.id, user: who, amount: o.cents as bigint });
          return;
        }
        case "approveRecharge": {
          if (!m.pendingRecharges.length) return;
          const [r] = m.pendingRecharges.splice((o.pick as number) % m.pendingRecharges.length, 1);
          if (!r) return;
          const res = await t.post(
            "/api/admin/finance/recharge_review",
            { id: r.id, approve: o.approve ? 1 : 0, note: "checked" },
            { token: fin },
          );
          expect(res.code).toBe(1);
          if (o.approve) m.available[r.user] = (m.available[r.user] as bigint) + r.amount;
          return;
        }
        case "withdraw": {
          const who = o.who as number;
          const amount = o.cents as bigint;
          const res = await t.post(
            "/api/wanlshop/pay/withdraw",
            { address_id: u(who).addressId, amount: dollars(amount), pay_password: u(who).payPass },
            { token: u(who).token },
          );
          // a frozen wallet refuses every debit, whatever the balance
          const expected = m.frozen[who]
            ? "money_locked"
            : (m.available[who] as bigint) < amount
              ? "insufficient_balance"
              : "ok";
          expect(res.code === 1 ? "ok" : res.error).toBe(expected);
          if (res.code === 1) {
            m.available[who] = (m.available[who] as bigint) - amount;
            m.held[who] = (m.held[who] as bigint) + amount;
            m.pendingWithdrawals.push({ id: res.data.id, user: who, amount });
            const fee = (amount * FEE_PPM + 500_000n) / 1_000_000n;
            expect(res.data).toMatchObject({
              money: dollars(amount),
              fee: dollars(fee),
              actual: dollars(amount - fee),
            });
          }
          return;
        }
        case "reviewWithdrawal": {
          if (!m.pendingWithdrawals.length) return;
          const [w] = m.pendingWithdrawals.splice((o.pick as number) % m.pendingWithdrawals.length, 1);
          if (!w) return;
          const res = await t.post(
            "/api/admin/finance/withdrawal_review",
            { id: w.id, approve: o.approve ? 1 : 0, note: "checked" },
            { token: fin },
          );
          expect(res.code).toBe(1);
          m.held[w.user] = (m.held[w.user] as bigint) - w.amount;
          if (!o.approve) m.available[w.user] = (m.available[w.user] as bigint) + w.amount;
          return;
        }
        case "correction": {
          const who = o.who as number;
          const cents = o.cents as bigint;
          if (cents === 0n) return;
          const res = await t.post(
            "/api/admin/finance/correction",
            { user_id: u(who).userId, amount: dollars(cents), reason: "model check" },
            { token: fin },
          );
          const after = (m.available[who] as bigint) + cents;
          const expected = cents < 0n && m.frozen[who] ? "money_locked" : after < 0n ? "insufficient_balance" : "ok";
          expect(res.code === 1 ? "ok" : res.error).toBe(expected);
          if (res.code === 1) m.available[who] = after;
          return;
        }
        case "freeze": {
          const who = o.who as number;
          m.frozen[who] = !m.frozen[who];
          expect(
            (
              await t.post(
                "/api/admin/finance/freeze",
                { user_id: u(who).userId, frozen: m.frozen[who] ? 1 : 0 },
                { token: fin },
              )
            ).code,
          ).toBe(1);
          return;
        }
      }
    }

    async function invariants() {
      const books = await checkLedger(t.database.db); // entries sum to zero, balances sum to zero, cache = postings, none below zero
      expect(books.problems).toEqual([]);
      for (const [i, u] of users.entries()) {
        const w = (await t.post("/api/wanlshop/wallet/info", {}, { token: u.token })).data;
        expect(w.available).toBe(dollars(m.available[i] as bigint));
        expect(w.withdrawing).toBe(dollars(m.held[i] as bigint));
      }
      const twice = await queryRows(
        t.database.db,
        "select reference from ledger_entries group by reference having count(*) > 1",
      );
      expect(twice).toEqual([]); // each business event moved money at most once
    }
  });
});
