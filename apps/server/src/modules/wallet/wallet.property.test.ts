import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { financeStaff, payingUser, uploadFile, voucherImage } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";
import { putSetting } from "../../platform/settings/index.js";
import { checkLedger } from "./index.js";
import { DEFAULT_WALLET_RULES } from "./rules.js";

const TRC20 = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";
const FEE_PPM = 6000n;

type Review = "pending" | "approved" | "rejected";

/** What the books must say, kept by hand in cents: the model the API is checked against. */
interface Model {
  available: bigint[];
  held: bigint[];
  frozen: boolean[];
  pendingRecharges: { id: number; user: number; amount: bigint }[];
  pendingWithdrawals: { id: number; user: number; amount: bigint }[];
  /** every recharge and withdrawal the API accepted, and what became of it */
  recharges: Map<number, { user: number; amount: bigint; status: Review }>;
  withdrawals: Map<number, { user: number; amount: bigint; fee: bigint; status: Review }>;
  /** every correction that went through, by the reference the API answered */
  corrections: { reference: string; user: number; amount: bigint }[];
}

/** One ledger entry as "type: account amount, ..." with the postings in a fixed order. */
const entryText = (type: string, postings: [string, bigint][]) =>
  `${type}: ${postings
    .map(([account, amount]) => `${account} ${amount}`)
    .sort()
    .join(", ")}`;

/** The business event an entry belongs to: "recharge:7:approve" -> "recharge:7". */
const eventOf = (reference: string) => {
  const m = /^(recharge|withdrawal):(\d+):[a-z]+$/.exec(reference);
  return m ? `${m[1]}:${m[2]}` : reference;
};

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
      recharges: new Map(),
      withdrawals: new Map(),
      corrections: [],
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
          m.recharges.set(r.data.id, { user: who, amount: o.cents as bigint, status: "pending" });
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
          (m.recharges.get(r.id) as { status: Review }).status = o.approve ? "approved" : "rejected";
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
            m.withdrawals.set(res.data.id, { user: who, amount, fee, status: "pending" });
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
          (m.withdrawals.get(w.id) as { status: Review }).status = o.approve ? "approved" : "rejected";
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
          if (res.code === 1) {
            m.available[who] = after;
            m.corrections.push({ reference: res.data.reference, user: who, amount: cents });
          }
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
      // each business event moved exactly the money the model says, in exactly the entries it
      // says: grouped by event, every entry's type and postings; an event the model does not know
      // (a refused request that moved money anyway) or a missing or extra entry fails
      expect(await ledgerByEvent()).toEqual(expectedByEvent());
    }

    /** What the model says each business event put in the ledger. */
    function expectedByEvent(): Record<string, string[]> {
      const code = (who: number) => (users[who] as (typeof users)[number]).userId;
      const out: Record<string, string[]> = {};
      for (const [id, r] of m.recharges) {
        // approved: exactly one credit of its amount; pending or rejected: nothing
        if (r.status === "approved")
          out[`recharge:${id}`] = [
            `recharge:${id}:approve ${entryText("recharge", [
              ["external:recharge", -r.amount],
              [`wallet:${code(r.user)}`, r.amount],
            ])}`,
          ];
      }
      for (const [id, w] of m.withdrawals) {
        const user = code(w.user);
        // the hold when requested, then at most one resolution
        const entries = [
          `withdrawal:${id}:request ${entryText("withdraw", [
            [`wallet:${user}`, -w.amount],
            [`withdraw_hold:${user}`, w.amount],
          ])}`,
        ];
        if (w.status === "approved")
          entries.push(
            `withdrawal:${id}:approve ${entryText("withdraw", [
              [`withdraw_hold:${user}`, -w.amount],
              ["external:payout", w.amount - w.fee],
              ["platform:fees", w.fee],
            ])}`,
          );
        if (w.status === "rejected")
          entries.push(
            `withdrawal:${id}:reject ${entryText("withdraw", [
              [`withdraw_hold:${user}`, -w.amount],
              [`wallet:${user}`, w.amount],
            ])}`,
          );
        out[`withdrawal:${id}`] = entries;
      }
      for (const c of m.corrections)
        out[c.reference] = [
          `${c.reference} ${entryText("sys", [
            ["platform:adjustments", -c.amount],
            [`wallet:${code(c.user)}`, c.amount],
          ])}`,
        ];
      return out;
    }
  });

  /** Every ledger entry with its postings, grouped by the business event its reference names. */
  async function ledgerByEvent(): Promise<Record<string, string[]>> {
    const rows = await queryRows<{
      id: number;
      reference: string;
      type: string;
      code: string | null;
      amount: string | null;
    }>(
      t.database.db,
      `select e.id, e.reference, e.type, a.code, p.amount_minor::text as amount
         from ledger_entries e
         left join ledger_postings p on p.entry_id = e.id
         left join ledger_accounts a on a.id = p.account_id
        order by e.id, p.id`,
    );
    const entries = new Map<number, { reference: string; type: string; postings: [string, bigint][] }>();
    for (const r of rows) {
      const e = entries.get(r.id) ?? { reference: r.reference, type: r.type, postings: [] };
      if (r.code !== null && r.amount !== null) e.postings.push([r.code, BigInt(r.amount)]);
      entries.set(r.id, e);
    }
    const out: Record<string, string[]> = {};
    for (const e of entries.values()) {
      const event = eventOf(e.reference);
      out[event] = [...(out[event] ?? []), `${e.reference} ${entryText(e.type, e.postings)}`];
    }
    return out;
  }
});
