import { sql } from "drizzle-orm";
import fc from "fast-check";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { queryRows } from "../../platform/db/index.js";
import { accountsAdmin } from "../accounts/index.js";
import { balanceOf, checkLedger, moveMoney, walletOf } from "./index.js";

/** The ledger core on the real database: invariants in code, in the database, and under races. */
describe("ledger", () => {
  let t: TestApp;
  let ann: number;
  let bob: number;
  const tx = <T>(fn: (db: TestApp["database"]["db"]) => Promise<T>) => t.database.db.transaction((db) => fn(db));
  const recharge = (user: number, cents: bigint, ref: string) =>
    tx((db) =>
      moveMoney(db, {
        type: "recharge",
        reference: ref,
        actor: "staff:1",
        postings: [
          { account: "external:recharge", amount: -cents },
          { account: walletOf(user), amount: cents },
        ],
      }),
    );
  const pay = (from: number, to: number, cents: bigint, ref: string) =>
    tx((db) =>
      moveMoney(db, {
        type: "pay",
        reference: ref,
        actor: `user:${from}`,
        postings: [
          { account: walletOf(from), amount: -cents },
          { account: walletOf(to), amount: cents },
        ],
      }),
    );

  beforeAll(async () => {
    t = await createTestApp();
    ann = (
      await accountsAdmin.createUserDirect(t.database.db, { email: "ann@l.test", password: "secret1", nickname: "ann" })
    ).id;
    bob = (
      await accountsAdmin.createUserDirect(t.database.db, { email: "bob@l.test", password: "secret1", nickname: "bob" })
    ).id;
  });
  afterAll(() => t.close());

  it("moves money with balanced postings and keeps the books", async () => {
    await recharge(ann, 10_000n, "recharge:1");
    await pay(ann, bob, 2_550n, "pay:1");
    expect(await balanceOf(t.database.db, walletOf(ann))).toBe(7_450n);
    expect(await balanceOf(t.database.db, walletOf(bob))).toBe(2_550n);
    expect(await checkLedger(t.database.db)).toMatchObject({ ok: true, problems: [] });
  });

  it("moves money once per business event", async () => {
    const again = await recharge(ann, 10_000n, "recharge:1");
    expect(again).toEqual({ entryId: null, duplicate: true });
    expect(await balanceOf(t.database.db, walletOf(ann))).toBe(7_450n);
  });

  it("refuses a debit below zero, and changes nothing", async () => {
    await expect(pay(bob, ann, 2_551n, "pay:too-much")).rejects.toMatchObject({ key: "insufficient_balance" });
    expect(await balanceOf(t.database.db, walletOf(bob))).toBe(2_550n);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_entries where reference = 'pay:too-much'`,
    );
    expect(row?.n).toBe(0);
  });

  it("refuses unbalanced entries in code", async () => {
    await expect(
      tx((db) =>
        moveMoney(db, {
          type: "sys",
          reference: "bad:1",
          actor: "system",
          postings: [
            { account: walletOf(ann), amount: 5n },
            { account: "platform:adjustments", amount: -4n },
          ],
        }),
      ),
    ).rejects.toThrow(/unbalanced/);
  });

  it("refuses, in the database, an unbalanced entry, a negative wallet and any change to history", async () => {
    const db = t.database.db;
    await expect(
      db.transaction(async (d) => {
        await d.execute(sql`insert into ledger_entries (type, reference, actor) values ('sys', 'raw:1', 'test')`);
        await d.execute(sql`insert into ledger_postings (entry_id, account_id, amount_minor)
          select e.id, a.id, 100 from ledger_entries e, ledger_accounts a where e.reference = 'raw:1' and a.code = ${walletOf(ann)}`);
      }),
    ).rejects.toThrow();
    await expect(
      db.execute(sql`update ledger_accounts set balance_minor = -1 where code = ${walletOf(bob)}`),
    ).rejects.toThrow();
    // drizzle wraps the database's refusal: its own message is in `cause`
    const refusal = (e: { message: string; cause?: { message?: string } }) => e.cause?.message ?? e.message;
    expect(await db.execute(sql`update ledger_postings set amount_minor = amount_minor * 2`).catch(refusal)).toMatch(
      /append-only/,
    );
    expect(await db.execute(sql`delete from ledger_entries`).catch(refusal)).toMatch(/append-only/);
    // an entry's text is written once: neither it nor anything else about the entry changes later
    const retext = sql`update ledger_entries set memo_text = '{"key":"ledger.correction"}'::jsonb, note = 'x'`;
    expect(await db.execute(retext).catch(refusal)).toMatch(/append-only/);
    expect(await db.execute(sql`update ledger_entries set actor = 'staff:1'`).catch(refusal)).toMatch(/append-only/);
    expect((await checkLedger(db)).ok).toBe(true);
  });

  it("refuses debits from a frozen wallet but still credits it", async () => {
    await t.database.db.execute(sql`update users set money_locked = true where id = ${bob}`);
    await expect(pay(bob, ann, 1n, "pay:frozen")).rejects.toMatchObject({ key: "money_locked" });
    await pay(ann, bob, 50n, "pay:to-frozen");
    expect(await balanceOf(t.database.db, walletOf(bob))).toBe(2_600n);
    await t.database.db.execute(sql`update users set money_locked = false where id = ${bob}`);
  });

  it("lets exactly the affordable debits through when 50 race for one balance", async () => {
    const carl = (
      await accountsAdmin.createUserDirect(t.database.db, {
        email: "carl@l.test",
        password: "secret1",
        nickname: "carl",
      })
    ).id;
    await recharge(carl, 1_000n, "recharge:carl");
    const results = await Promise.allSettled(Array.from({ length: 50 }, (_, i) => pay(carl, ann, 70n, `race:${i}`)));
    const won = results.filter((r) => r.status === "fulfilled").length;
    expect(won).toBe(14); // 14 x 70 = 980 <= 1000 < 15 x 70
    for (const r of results)
      if (r.status === "rejected") expect(r.reason).toMatchObject({ key: "insufficient_balance" });
    expect(await balanceOf(t.database.db, walletOf(carl))).toBe(20n);
    expect((await checkLedger(t.database.db)).ok).toBe(true);
  });

  it("holds its invariants over random sequences of moves (model check)", async () => {
    const people = [ann, bob];
    const model = new Map<number, bigint>();
    for (const p of people) model.set(p, await balanceOf(t.database.db, walletOf(p)));
    let n = 0;
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.record({
            kind: fc.constantFrom("recharge", "pay", "replay"),
            from: fc.integer({ min: 0, max: 1 }),
            cents: fc.bigInt({ min: 1n, max: 50_000n }),
          }),
          { minLength: 1, maxLength: 12 },
        ),
        async (steps) => {
          for (const s of steps) {
            const from = people[s.from] as number;
            const to = people[1 - s.from] as number;
            n++;
            if (s.kind === "recharge") {
              await recharge(from, s.cents, `prop:r:${n}`);
              model.set(from, (model.get(from) as bigint) + s.cents);
            } else if (s.kind === "replay") {
              expect((await recharge(from, s.cents, "recharge:1")).duplicate).toBe(true);
            } else {
              const affordable = (model.get(from) as bigint) >= s.cents;
              const out = await pay(from, to, s.cents, `prop:p:${n}`).then(
                () => "ok",
                (e) => e.key,
              );
              expect(out).toBe(affordable ? "ok" : "insufficient_balance");
              if (affordable) {
                model.set(from, (model.get(from) as bigint) - s.cents);
                model.set(to, (model.get(to) as bigint) + s.cents);
              }
            }
            for (const p of people) expect(await balanceOf(t.database.db, walletOf(p))).toBe(model.get(p));
            expect(await checkLedger(t.database.db)).toMatchObject({ ok: true });
          }
        },
      ),
      { numRuns: 15 },
    );
  });
});
