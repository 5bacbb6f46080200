import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { A, type BondMerchant, bondMerchant, pay, S, staffOf } from "../../../test/bond-fixture.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";

/**
 * The bond page's refund notice is about the bond as it is: a waiting request, or a decision
 * made since the last payment. Paying again leaves an older decision behind.
 */
describe("bond page: the refund notice after paying again", () => {
  let t: TestApp;
  let m: BondMerchant;
  let staff: Awaited<ReturnType<typeof staffOf>>;
  const info = async () => (await t.post(`${S}/bond_info`, {}, { token: m.token })).data;
  const ask = async (body: object) => (await t.post(`${S}/bond_refund`, body, { token: m.token })).data;
  const review = (id: number, body: object) =>
    t.post(`${A}/bond_refund_review`, { id, ...body }, { token: staff.finance });

  beforeAll(async () => {
    t = await createTestApp();
    m = await bondMerchant(t, "notice@bond.test", "Notice Goods", 3000);
    staff = await staffOf(t);
  });
  afterAll(() => t.close());

  it("shows an agreed refund until the next payment, then nothing; a new request shows again", async () => {
    expect((await pay(t, m, { level: 2 })).code).toBe(1);
    expect((await info()).refund).toBeNull();
    const req = await ask({ level: 1 });
    expect((await info()).refund).toMatchObject({ id: req.id, state: 0 });
    expect((await review(req.id, { agree: 1 })).code).toBe(1);
    expect(await info()).toMatchObject({ level: 1, refund: { id: req.id, state: 1, money: "1000.00" } });

    expect((await pay(t, m, { level: 2 })).code).toBe(1);
    expect(await info()).toMatchObject({ level: 2, bond: "1000.00", refund: null });

    const next = await ask({ amount: "10" });
    expect((await info()).refund).toMatchObject({ id: next.id, state: 0 });
  });

  it("shows a refusal until the next payment; a request still waiting stays shown after a payment", async () => {
    const waiting = (await info()).refund;
    expect(waiting).toMatchObject({ state: 0 });
    expect((await pay(t, m, { amount: "5" })).code).toBe(1);
    expect((await info()).refund).toMatchObject({ id: waiting.id, state: 0 });
    expect((await review(waiting.id, { agree: 0, reason: "Orders open" })).code).toBe(1);
    expect((await info()).refund).toMatchObject({ id: waiting.id, state: 2, reason: "Orders open" });
    expect((await pay(t, m, { amount: "5" })).code).toBe(1);
    expect((await info()).refund).toBeNull();
  });
});
