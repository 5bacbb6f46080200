import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type Json, type TestApp } from "../../../test/harness.js";
import { addAddress, booksBalanced, buyingWorld } from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";

/**
 * Every order action tried from every order state (docs/states.md): the allowed ones
 * succeed, the others are refused with a message and change nothing (order row, money, stock,
 * refunds, reviews). The expected table is written out here, not read from the code.
 */
const ALLOWED: Record<string, number[]> = {
  pay: [1],
  cancel: [1, 2],
  ship: [2],
  confirm: [3],
  comment: [4],
  editAddress: [1, 2],
  delete: [6, 7],
  refund: [2, 3, 4, 6],
};
const STATES = [1, 2, 3, 4, 6, 7];

let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
let secondAddress: number;

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
  await t.database.db.execute(sql`update goods set stock = 1000 where id = ${w.goods.scarf.id}`);
  secondAddress = await addAddress(t, w.shopper.token, "Second Address");
});
afterAll(() => t.close());

const must = (res: Json, what: string) => {
  if (res.code !== 1) throw new Error(`${what}: ${res.msg}`);
  return res;
};

/** An order driven to the state through the real calls. */
async function orderIn(state: number): Promise<number> {
  const token = w.shopper.token;
  const id = must(
    await t.post("/api/wanlshop/order/addOrder", { goods_id: w.goods.scarf.id, number: 1 }, { token }),
    "add",
  ).data.order_ids[0] as number;
  if (state === 7) must(await t.post("/api/wanlshop/order/cancelOrder", { id }, { token }), "cancel");
  if (state === 1 || state === 7) return id;
  must(
    await t.post("/api/wanlshop/pay/payment", { order_ids: [id], pay_password: w.shopper.payPass }, { token }),
    "pay",
  );
  if (state === 2) return id;
  must(
    await t.post(
      "/api/wanlshop/shop/order/ship",
      { id, express_name: "UPS", express_no: `1Z${id}` },
      { token: w.merchants.tokyo },
    ),
    "ship",
  );
  if (state === 3) return id;
  must(await t.post("/api/wanlshop/order/confirmOrder", { id }, { token }), "confirm");
  if (state === 4) return id;
  must(
    await t.post("/api/wanlshop/order/comment", { id, items: [{ goods_id: w.goods.scarf.id, score: 5 }] }, { token }),
    "comment",
  );
  return id;
}

const act: Record<string, (id: number) => Promise<{ code: number; msg: string; error?: string }>> = {
  pay: (id) =>
    t.post(
      "/api/wanlshop/pay/payment",
      { order_ids: [id], pay_password: w.shopper.payPass },
      { token: w.shopper.token },
    ),
  cancel: (id) => t.post("/api/wanlshop/order/cancelOrder", { id }, { token: w.shopper.token }),
  ship: (id) =>
    t.post(
      "/api/wanlshop/shop/order/ship",
      { id, express_name: "UPS", express_no: "X1" },
      { token: w.merchants.tokyo },
    ),
  confirm: (id) => t.post("/api/wanlshop/order/confirmOrder", { id }, { token: w.shopper.token }),
  comment: (id) =>
    t.post(
      "/api/wanlshop/order/comment",
      { id, items: [{ goods_id: w.goods.scarf.id, score: 4 }] },
      { token: w.shopper.token },
    ),
  editAddress: (id) =>
    t.post("/api/wanlshop/order/editAddress", { id, address_id: secondAddress }, { token: w.shopper.token }),
  delete: (id) => t.post("/api/wanlshop/order/delOrder", { id }, { token: w.shopper.token }),
  refund: (id) =>
    t.post(
      "/api/wanlshop/refund/apply",
      { order_id: id, type: 0, money: "1.00", reason: "Scratched" },
      { token: w.shopper.token },
    ),
};

/** Everything an action could change. */
async function snapshot(id: number) {
  const [row] = await queryRows(
    t.database.db,
    sql`select o.*, (select count(*)::int from ledger_entries) as entries,
          (select stock from goods where id = ${w.goods.scarf.id}) as stock,
          (select count(*)::int from refunds where order_id = o.id) as refunds,
          (select count(*)::int from reviews where goods_id = ${w.goods.scarf.id}) as reviews,
          (select count(*)::int from order_events where order_id = o.id) as events
        from orders o where o.id = ${id}`,
  );
  return row;
}

describe("order transition table", () => {
  for (const state of STATES)
    for (const action of Object.keys(ALLOWED))
      it(`${action} from state ${state}: ${ALLOWED[action]?.includes(state) ? "allowed" : "refused"}`, async () => {
        const id = await orderIn(state);
        const before = await snapshot(id);
        expect((before as { state: number }).state).toBe(state);
        const res = await (act[action] as (id: number) => Promise<{ code: number; msg: string; error?: string }>)(id);
        if (ALLOWED[action]?.includes(state)) {
          expect(res.code, res.msg).toBe(1);
          expect(await snapshot(id)).not.toEqual(before);
        } else {
          expect(res.code).toBe(0);
          expect(["order_state", "order_paid"]).toContain(res.error);
          expect(res.msg.length).toBeGreaterThan(5);
          expect(await snapshot(id)).toEqual(before);
        }
      });

  it("leaves the books balanced", async () => {
    await booksBalanced(t);
  });
});
