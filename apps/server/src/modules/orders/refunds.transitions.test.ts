import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { staffToken } from "../../../test/buying-people.js";
import { createTestApp, type Json, type TestApp } from "../../../test/harness.js";
import { booksBalanced, buyingWorld, fund } from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";

/**
 * Every refund action tried from every refund state both refund types can reach
 * (docs/states.md: 0 applied, 1 agreed, 2 refused, 3 arbitration, 4 refunded, 5 closed, 6 returned),
 * through the API with the caller each action belongs to. Allowed ones lead to the state written
 * here; refused ones answer "refund_state" and change nothing: the refund row, the order row,
 * money (ledger entries and balances), stock, events and notices. The expected table is written
 * out here, not read from REFUND_TRANSITIONS.
 */
type Action =
  | "cancel"
  | "agree"
  | "refuse"
  | "returnShip"
  | "receive"
  | "escalate"
  | "arbitrateApprove"
  | "arbitrateReject";

/** refund type (0 refund only, 1 return and refund) -> from state -> the state the action leads to */
const TABLE: Record<Action, Record<0 | 1, Record<number, number>>> = {
  /** the shopper withdraws: before any decision, after an agreement, or after a refusal */
  cancel: { 0: { 0: 5, 2: 5 }, 1: { 0: 5, 1: 5, 2: 5 } },
  /** refund only pays out at once; return and refund waits for the goods */
  agree: { 0: { 0: 4 }, 1: { 0: 1 } },
  refuse: { 0: { 0: 2 }, 1: { 0: 2 } },
  /** only a return and refund the merchant agreed to */
  returnShip: { 0: {}, 1: { 1: 6 } },
  receive: { 0: {}, 1: { 6: 4 } },
  escalate: { 0: { 2: 3 }, 1: { 2: 3 } },
  /** staff decide a refused or escalated refund */
  arbitrateApprove: { 0: { 2: 4, 3: 4 }, 1: { 2: 4, 3: 4 } },
  arbitrateReject: { 0: { 2: 5, 3: 5 }, 1: { 2: 5, 3: 5 } },
};
/** the states each type can reach (a refund only is never "agreed" or "returned": it pays out at once) */
const STATES: Record<0 | 1, number[]> = { 0: [0, 2, 3, 4, 5], 1: [0, 1, 2, 3, 4, 5, 6] };
const AMOUNT = "5.00";

let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
let support: string;

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
  await fund(t, w.shopper.userId, 500_000n, "refund-table-fund");
  await t.database.db.execute(sql`update goods set stock = 1000 where id = ${w.goods.scarf.id}`);
  support = await staffToken(t, "support@refund-table.test", "support");
});
afterAll(() => t.close());

const must = (res: Json, what: string) => {
  if (res.code !== 1) throw new Error(`${what}: ${res.msg}`);
  return res.data;
};

const shopper = (url: string, body: object) => t.post(url, body, { token: w.shopper.token });
const merchant = (url: string, body: object) => t.post(url, body, { token: w.merchants.tokyo });

const act: Record<Action, (id: number) => Promise<Json>> = {
  cancel: (id) => shopper("/api/wanlshop/refund/cancel", { id }),
  agree: (id) => merchant("/api/wanlshop/shop/refund/agree", { id }),
  refuse: (id) => merchant("/api/wanlshop/shop/refund/refuse", { id, reason: "Looks unused" }),
  returnShip: (id) => shopper("/api/wanlshop/refund/returnShip", { id, express_name: "DHL", express_no: `RET${id}` }),
  receive: (id) => merchant("/api/wanlshop/shop/refund/receive", { id }),
  escalate: (id) => shopper("/api/wanlshop/refund/arbitration", { id }),
  arbitrateApprove: (id) =>
    t.post("/api/admin/refund/arbitrate", { id, approve: 1, note: "Photos show damage" }, { token: support }),
  arbitrateReject: (id) =>
    t.post("/api/admin/refund/arbitrate", { id, approve: 0, note: "No evidence" }, { token: support }),
};

/** A shipped order of the scarf ($12) with a refund of $5 of that type, driven to the state through the real calls. */
async function refundIn(type: 0 | 1, state: number): Promise<{ refundId: number; orderId: number }> {
  const [orderId] = must(
    await shopper("/api/wanlshop/order/addOrder", { goods_id: w.goods.scarf.id, number: 1 }),
    "add",
  ).order_ids as number[];
  must(await shopper("/api/wanlshop/pay/payment", { order_ids: [orderId], pay_password: w.shopper.payPass }), "pay");
  must(
    await merchant("/api/wanlshop/shop/order/ship", { id: orderId, express_name: "UPS", express_no: `1Z${orderId}` }),
    "ship",
  );
  const refundId = must(
    await shopper("/api/wanlshop/refund/apply", { order_id: orderId, type, money: AMOUNT, reason: "Torn seam" }),
    "apply",
  ).id as number;
  const path: Record<number, Action[]> = {
    0: [],
    1: ["agree"],
    2: ["refuse"],
    3: ["refuse", "escalate"],
    4: type === 0 ? ["agree"] : ["agree", "returnShip", "receive"],
    5: ["cancel"],
    6: ["agree", "returnShip"],
  };
  for (const a of path[state] ?? []) must(await act[a](refundId), `${a} to reach ${state}`);
  return { refundId, orderId: orderId as number };
}

/** Everything a refund action could change. */
async function snapshot(refundId: number, orderId: number) {
  const [row] = await queryRows<Record<string, unknown>>(
    t.database.db,
    sql`select to_jsonb(r) as refund, to_jsonb(o) as "order",
          (select count(*)::int from ledger_entries) as entries,
          (select coalesce(jsonb_object_agg(code, balance_minor::text), '{}'::jsonb) from ledger_accounts) as balances,
          (select stock from goods where id = ${w.goods.scarf.id}) as stock,
          (select count(*)::int from order_events where order_id = ${orderId}) as events,
          (select count(*)::int from notices) as notices,
          (select count(*)::int from audit_log) as audits
        from refunds r join orders o on o.id = r.order_id where r.id = ${refundId}`,
  );
  return row as { refund: { state: number }; balances: Record<string, string> } & Record<string, unknown>;
}

const wallet = (s: { balances: Record<string, string> }) => BigInt(s.balances[`wallet:${w.shopper.userId}`] ?? "0");

describe("refund transition table", () => {
  for (const type of [0, 1] as const)
    for (const state of STATES[type])
      for (const action of Object.keys(TABLE) as Action[]) {
        const to = TABLE[action][type][state];
        it(`type ${type}, ${action} from state ${state}: ${to === undefined ? "refused" : `-> ${to}`}`, async () => {
          const { refundId, orderId } = await refundIn(type, state);
          const before = await snapshot(refundId, orderId);
          expect(before.refund.state).toBe(state);
          const res = await act[action](refundId);
          const after = await snapshot(refundId, orderId);
          if (to === undefined) {
            expect(res.code).toBe(0);
            expect(res.error).toBe("refund_state");
            expect(res.msg).toBe("This cannot be done with the refund in its current state");
            expect(after).toEqual(before);
            return;
          }
          expect(res.code, res.msg).toBe(1);
          expect(res.data.state).toBe(to);
          expect(after.refund.state).toBe(to);
          // only "refund succeeded" moves money: $5 from the shop's settlement back to the shopper
          expect(wallet(after) - wallet(before)).toBe(to === 4 ? 500n : 0n);
          expect(after.entries).toBe((before.entries as number) + (to === 4 ? 1 : 0));
        });
      }

  it("leaves the books balanced", async () => {
    await booksBalanced(t);
  });
});
