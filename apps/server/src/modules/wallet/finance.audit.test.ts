import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { closeWithBooksBalanced } from "../../../test/orders-fixture.js";
import { financeStaff, payingUser, uploadFile, voucherImage } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";

const TRC20 = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";

interface AuditRow {
  staff_id: number;
  action: string;
  target: string;
  detail: Record<string, unknown>;
}

/** Every finance decision leaves an audit row: who (the staff member), what (action and target), why. */
describe("finance audit log", () => {
  let t: TestApp;
  let admin: string;
  let cash: string;
  let desk: string;
  let support: string;
  const staffId: Record<string, number> = {};
  let ann: Awaited<ReturnType<typeof payingUser>>;
  let addressId: number;
  let voucher: string;

  const rows = () =>
    queryRows<AuditRow>(t.database.db, "select staff_id, action, target, detail from audit_log order by id");
  const fin = (token: string, call: string, body: object) => t.post(`/api/admin/finance/${call}`, body, { token });
  const rechargeOf = async (amount: string) =>
    (await t.post("/api/wanlshop/pay/recharge", { amount, method: "bank", voucher }, { token: ann.token })).data
      .id as number;
  const withdrawalOf = async (amount: string) =>
    (
      await t.post(
        "/api/wanlshop/pay/withdraw",
        { address_id: addressId, amount, pay_password: ann.payPass },
        { token: ann.token },
      )
    ).data.id as number;

  beforeAll(async () => {
    t = await createTestApp();
    admin = await staffToken(t, "root@audit.test", "admin");
    cash = await financeStaff(t, "cash@audit.test");
    desk = await financeStaff(t, "desk@audit.test");
    support = await financeStaff(t, "help@audit.test", "support");
    for (const s of await queryRows<{ id: number; email: string }>(t.database.db, "select id, email from staff"))
      staffId[s.email] = s.id;
    ann = await payingUser(t, "ann@audit.test");
    addressId = (
      await t.post("/api/wanlshop/wallet/address_save", { network: "USDT-TRC20", address: TRC20 }, { token: ann.token })
    ).data.id;
    voucher = (await uploadFile(t, ann.token, await voucherImage(), "v.png", "voucher")).data.url;
  });
  afterAll(() => closeWithBooksBalanced(t));

  it("records who approved or rejected each recharge and withdrawal, on what, and the note", async () => {
    const start = (await rows()).length;
    const r1 = await rechargeOf("200");
    const r2 = await rechargeOf("15");
    expect((await fin(cash, "recharge_review", { id: r1, approve: 1, note: "bank ref 0xaaa" })).code).toBe(1);
    expect((await fin(desk, "recharge_review", { id: r2, approve: 0, note: "voucher unreadable" })).code).toBe(1);
    const w1 = await withdrawalOf("50");
    const w2 = await withdrawalOf("20");
    expect((await fin(desk, "withdrawal_review", { id: w1, approve: 1, note: "tx 0xbbb" })).code).toBe(1);
    expect(
      (await fin(cash, "withdrawal_review", { id: w2, approve: 0, note: "address on a sanctions list" })).code,
    ).toBe(1);
    const user = ann.userId;
    expect((await rows()).slice(start)).toEqual([
      {
        staff_id: staffId["cash@audit.test"],
        action: "recharge.approve",
        target: `recharge:${r1}`,
        detail: { note: "bank ref 0xaaa", user_id: user, amount: "200.00" },
      },
      {
        staff_id: staffId["desk@audit.test"],
        action: "recharge.reject",
        target: `recharge:${r2}`,
        detail: { note: "voucher unreadable", user_id: user, amount: "15.00" },
      },
      {
        staff_id: staffId["desk@audit.test"],
        action: "withdrawal.approve",
        target: `withdrawal:${w1}`,
        detail: { note: "tx 0xbbb", user_id: user, amount: "50.00" },
      },
      {
        staff_id: staffId["cash@audit.test"],
        action: "withdrawal.reject",
        target: `withdrawal:${w2}`,
        detail: { note: "address on a sanctions list", user_id: user, amount: "20.00" },
      },
    ]);

    // the console's audit list (admin) names the staff member
    const list = await t.post("/api/admin/audit/list", { limit: 4 }, { token: admin });
    expect(
      list.data.data.map((r: { staff: string; action: string; target: string }) => [r.staff, r.action, r.target]),
    ).toEqual([
      ["cash@audit.test", "withdrawal.reject", `withdrawal:${w2}`],
      ["desk@audit.test", "withdrawal.approve", `withdrawal:${w1}`],
      ["desk@audit.test", "recharge.reject", `recharge:${r2}`],
      ["cash@audit.test", "recharge.approve", `recharge:${r1}`],
    ]);
    // and the user each decision concerns, by nickname and e-mail (the detail's user_id)
    const [nick] = await queryRows<{ nickname: string }>(
      t.database.db,
      `select nickname from users where id = ${user}`,
    );
    for (const r of list.data.data)
      expect(r).toMatchObject({ user_id: user, user_nickname: nick?.nickname, user_email: "ann@audit.test" });
  });

  it("records a correction with its amount, reason and ledger reference, and freezing with the reason", async () => {
    const start = (await rows()).length;
    const c = await fin(cash, "correction", { user_id: ann.userId, amount: "-3.50", reason: "Duplicate goodwill" });
    expect(c.code).toBe(1);
    expect(
      (await fin(desk, "freeze", { user_id: ann.userId, frozen: 1, reason: "Chargeback under investigation" })).code,
    ).toBe(1);
    expect((await fin(cash, "freeze", { user_id: ann.userId, frozen: 0, reason: "Chargeback resolved" })).code).toBe(1);
    expect((await rows()).slice(start)).toEqual([
      {
        staff_id: staffId["cash@audit.test"],
        action: "wallet.correction",
        target: `user:${ann.userId}`,
        detail: { amount: "-3.50", reason: "Duplicate goodwill", ref: c.data.reference },
      },
      {
        staff_id: staffId["desk@audit.test"],
        action: "wallet.freeze",
        target: `user:${ann.userId}`,
        detail: { before: false, after: true, reason: "Chargeback under investigation" },
      },
      {
        staff_id: staffId["cash@audit.test"],
        action: "wallet.unfreeze",
        target: `user:${ann.userId}`,
        detail: { before: true, after: false, reason: "Chargeback resolved" },
      },
    ]);
    // the reference in the audit row is the ledger entry that moved the money, by that staff member
    const [entry] = await queryRows<{ actor: string; memo_text: unknown; note: string; type: string }>(
      t.database.db,
      `select actor, memo_text, note, type from ledger_entries where reference = '${c.data.reference}'`,
    );
    // the reason is the staff's words, kept as the note; the entry's text is a key
    expect(entry).toEqual({
      actor: `staff:${staffId["cash@audit.test"]}`,
      memo_text: { key: "ledger.correction" },
      note: "Duplicate goodwill",
      type: "sys",
    });
    // the log names the user of an entry whose object is user:N
    const list = await t.post("/api/admin/audit/list", { target: `user:${ann.userId}` }, { token: admin });
    expect(list.data.data.length).toBeGreaterThan(0);
    for (const r of list.data.data) expect(r).toMatchObject({ user_id: ann.userId, user_email: "ann@audit.test" });
  });

  it("writes no audit row for anything refused", async () => {
    const before = await rows();
    const r = await rechargeOf("10");
    const w = await withdrawalOf("10");
    const refused: [string, object, string, string][] = [
      [cash, { id: r, approve: 1 }, "recharge_review", "reason_required"],
      [support, { id: r, approve: 1, note: "x" }, "recharge_review", "forbidden"],
      [cash, { id: w, approve: 1 }, "withdrawal_review", "reason_required"],
      [support, { id: w, approve: 0, note: "x" }, "withdrawal_review", "forbidden"],
      [cash, { user_id: ann.userId, amount: "5" }, "correction", "reason_required"],
      [cash, { user_id: ann.userId, amount: "-999999", reason: "too much" }, "correction", "insufficient_balance"],
      [support, { user_id: ann.userId, amount: "5", reason: "x" }, "correction", "forbidden"],
      [cash, { user_id: 999_999, frozen: 1, reason: "nobody" }, "freeze", "user_not_found"],
      [support, { user_id: ann.userId, frozen: 1, reason: "x" }, "freeze", "forbidden"],
    ];
    for (const [token, body, call, error] of refused)
      expect(await fin(token, call, body), `${call} ${error}`).toMatchObject({ code: 0, error });
    // a second decision on one request is refused and leaves only the first row
    expect((await fin(cash, "recharge_review", { id: r, approve: 0, note: "first" })).code).toBe(1);
    expect(await fin(desk, "recharge_review", { id: r, approve: 1, note: "second" })).toMatchObject({
      error: "already_reviewed",
    });
    expect((await fin(cash, "withdrawal_review", { id: w, approve: 0, note: "first" })).code).toBe(1);
    expect(await fin(desk, "withdrawal_review", { id: w, approve: 1, note: "second" })).toMatchObject({
      error: "already_reviewed",
    });
    const added = (await rows()).slice(before.length);
    expect(added.map((a) => [a.staff_id, a.action, a.target, a.detail.note])).toEqual([
      [staffId["cash@audit.test"], "recharge.reject", `recharge:${r}`, "first"],
      [staffId["cash@audit.test"], "withdrawal.reject", `withdrawal:${w}`, "first"],
    ]);
  });
});
