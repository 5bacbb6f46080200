import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { closeWithBooksBalanced } from "../../../test/orders-fixture.js";
import { financeStaff, fundedBy, payingUser } from "../../../test/wallet-helpers.js";

const TRC20 = "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE";
const ERC20 = "0x8Fd3B2b1c1B1d2E3a4F5a6B7c8D9e0F1a2B3c4D5";

/** Income and expense records over several pages, and saved withdrawal addresses. */
describe("wallet records and addresses", () => {
  let t: TestApp;
  let fin: string;
  let ann: Awaited<ReturnType<typeof payingUser>>;
  const records = async (body: object, token = ann.token) =>
    (await t.post("/api/wanlshop/wallet/records", body, { token })).data;
  const save = (body: object, token = ann.token) => t.post("/api/wanlshop/wallet/address_save", body, { token });
  const list = async (token = ann.token) => (await t.post("/api/wanlshop/wallet/address_list", {}, { token })).data;

  beforeAll(async () => {
    t = await createTestApp();
    fin = await financeStaff(t);
    ann = await payingUser(t, "ann@records.test");
  });
  afterAll(() => closeWithBooksBalanced(t));

  it("pages the records: total, per_page, current_page, last_page, newest first, no row twice", async () => {
    await fundedBy(t, ann.token, fin, "100");
    // 17 corrections of 1.01 .. 1.17 after the recharge: 18 records in all
    for (let i = 1; i <= 17; i++) {
      const c = await t.post(
        "/api/admin/finance/correction",
        { user_id: ann.userId, amount: `1.${String(i).padStart(2, "0")}`, reason: `goodwill ${i}` },
        { token: fin },
      );
      expect(c.code).toBe(1);
    }
    const first = await records({});
    expect(first).toMatchObject({ total: 18, per_page: 15, current_page: 1, last_page: 2 });
    expect(first.data).toHaveLength(15);
    expect(first.data[0]).toMatchObject({
      type: "sys",
      money: "+1.17",
      memo: "Correction by the finance team",
      note: "goodwill 17",
    });
    const second = await records({ page: 2 });
    expect(second).toMatchObject({ total: 18, per_page: 15, current_page: 2, last_page: 2 });
    expect(second.data.map((r: { money: string }) => r.money)).toEqual(["+1.02", "+1.01", "+100.00"]);
    const ids = [...first.data, ...second.data].map((r: { id: number }) => r.id);
    expect(new Set(ids).size).toBe(18);
    expect(ids).toEqual([...ids].sort((a, b) => b - a));
    expect((await records({ page: 3 })).data).toEqual([]);

    const small = await records({ limit: 4, page: 5 });
    expect(small).toMatchObject({ total: 18, per_page: 4, current_page: 5, last_page: 5 });
    expect(small.data.map((r: { money: string }) => r.money)).toEqual(["+1.01", "+100.00"]);
    // the type filter pages over its own rows
    expect(await records({ type: "sys", limit: 10, page: 2 })).toMatchObject({
      total: 17,
      per_page: 10,
      current_page: 2,
      last_page: 2,
    });
    expect(await records({ type: "recharge" })).toMatchObject({ total: 1, last_page: 1 });
    // never more than 100 a page
    expect((await records({ limit: 1000 })).per_page).toBeLessThanOrEqual(100);
    // and another user's records are their own: none of ann's
    const bob = await quickUser(t, "bob@records.test");
    expect(await records({}, bob.token)).toMatchObject({ total: 0, data: [] });
  });

  it("accepts a valid ERC20 address and refuses invalid ones", async () => {
    const bad = [
      "0x123",
      `${ERC20}0`, // 41 hex digits
      ERC20.slice(0, -1), // 39
      ERC20.slice(2), // no 0x
      `0X${ERC20.slice(2)}`,
      `0x${"g".repeat(40)}`,
      `${ERC20.slice(0, -1)}Z`,
      TRC20,
      "",
    ];
    for (const address of bad)
      expect(await save({ network: "USDT-ERC20", address }), address).toMatchObject({
        code: 0,
        error: address ? "address_invalid" : "withdraw_address_required",
      });
    expect(await list()).toEqual([]);
    const ok = await save({ network: "USDT-ERC20", address: ` ${ERC20} ` });
    expect(ok).toMatchObject({ code: 1, data: { network: "USDT-ERC20", address: ERC20 } });
    const lower = await save({ network: "USDT-ERC20", address: ERC20.toLowerCase() });
    expect(lower).toMatchObject({ code: 1, data: { address: ERC20.toLowerCase() } });
    // an ERC20 address is not a TRC20 one
    expect(await save({ network: "USDT-TRC20", address: ERC20 })).toMatchObject({ error: "address_invalid" });
    expect((await list()).map((a: { address: string }) => a.address).sort()).toEqual(
      [ERC20, ERC20.toLowerCase()].sort(),
    );
  });

  it("edits a saved address in place; a bad edit or another user's id changes nothing", async () => {
    const trc = await save({ network: "USDT-TRC20", address: TRC20 });
    expect(trc.code).toBe(1);
    // a withdrawal keeps the destination it was requested to
    const w = await t.post(
      "/api/wanlshop/pay/withdraw",
      { address_id: trc.data.id, amount: "10", pay_password: ann.payPass },
      { token: ann.token },
    );
    expect(w).toMatchObject({ code: 1, data: { destination: TRC20 } });

    const newErc = "0x00000000000000000000000000000000000000aB";
    const edited = await save({ id: trc.data.id, network: "USDT-ERC20", address: newErc });
    expect(edited).toMatchObject({ code: 1, data: { id: trc.data.id, network: "USDT-ERC20", address: newErc } });
    const afterEdit = await list();
    expect(afterEdit.filter((a: { id: number }) => a.id === trc.data.id)).toEqual([edited.data]);
    expect(afterEdit.some((a: { address: string }) => a.address === TRC20)).toBe(false);
    expect(afterEdit).toHaveLength(3);

    for (const [body, error] of [
      [{ id: trc.data.id, network: "USDT-ERC20", address: "0x1" }, "address_invalid"],
      [{ id: trc.data.id, network: "USDT-TRC20", address: newErc }, "address_invalid"],
      [{ id: trc.data.id, network: "BANK", address: "6222000011112222" }, "withdraw_address_required"],
      [{ id: trc.data.id, network: "SWIFT", address: newErc }, "network_required"],
    ] as const)
      expect(await save(body), JSON.stringify(body)).toMatchObject({ code: 0, error });
    expect(await list()).toEqual(afterEdit);

    const bank = await save({
      id: trc.data.id,
      network: "BANK",
      address: "6222 0000 1111 2222",
      bank_name: "City Bank",
      account_name: "Ann Lee",
    });
    expect(bank.data).toMatchObject({
      id: trc.data.id,
      network: "BANK",
      address: "6222000011112222",
      bank_name: "City Bank",
      account_name: "Ann Lee",
    });

    const bob = await quickUser(t, "bob2@records.test");
    const bobs = await save({ network: "USDT-TRC20", address: TRC20 }, bob.token);
    expect(await save({ id: bobs.data.id, network: "USDT-ERC20", address: ERC20 })).toMatchObject({
      code: 0,
      error: "not_found",
    });
    expect(await save({ id: trc.data.id, network: "USDT-TRC20", address: TRC20 }, bob.token)).toMatchObject({
      code: 0,
      error: "not_found",
    });
    expect(await list(bob.token)).toEqual([bobs.data]);
    expect((await list()).find((a: { id: number }) => a.id === trc.data.id)).toEqual(bank.data);

    const [withdrawal] = (await t.post("/api/wanlshop/pay/withdraw_list", {}, { token: ann.token })).data.data;
    expect(withdrawal).toMatchObject({ id: w.data.id, destination: TRC20, network: "USDT-TRC20" });
  });

  it("editing an address into one already saved keeps a single copy of it", async () => {
    const kept = await save({ network: "USDT-ERC20", address: ERC20 });
    expect(kept.code).toBe(1);
    const before = await list();
    const spare = await save({ network: "USDT-TRC20", address: TRC20 });
    expect(spare.code).toBe(1);
    expect(await list()).toHaveLength(before.length + 1);
    const merged = await save({ id: spare.data.id, network: "USDT-ERC20", address: ERC20 });
    expect(merged).toMatchObject({ code: 1, data: { id: kept.data.id, network: "USDT-ERC20", address: ERC20 } });
    const after = await list();
    expect(after.filter((a: { address: string }) => a.address === ERC20)).toHaveLength(1);
    expect(after).toHaveLength(before.length);
    expect(after.some((a: { address: string }) => a.address === TRC20)).toBe(false);
  });
});
