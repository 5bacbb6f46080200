import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type Json, type TestApp } from "../../../test/harness.js";
import {
  booksBalanced,
  buyingWorld,
  closeWithBooksBalanced,
  fund,
  login,
  nordicSupplierGoods,
} from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";

/**
 * The merchant's fulfilment (issue 16): the order list with its tabs and counts, the detail,
 * "Pay and ship" for supplier goods, the supplier desk's queue and shipping, and the supplier
 * cost coming back when a paid-for order is cancelled or refunded. The books balance after
 * every money step.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
let operator: string;
let nordicOwner: number;
let supplierDress: number;
const S = "/api/wanlshop/shop";
type Row = Record<string, any>;

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
  operator = await staffToken(t, "desk@ops.test", "operator");
  // a supplier product bought at $80, sold at $100 (25%); "Pay and ship" takes the merchant's fund
  // password (issue 35, item 6; its own test is pay-and-ship.test.ts)
  ({ goodsId: supplierDress, merchantId: nordicOwner } = await nordicSupplierGoods(t, w, {
    title: "Silk Dress",
    stock: 50,
    payPass: NORDIC_PAY_PASS,
  }));
  await fund(t, w.shopper.userId, 200_000n, "fulfil-more");
});
afterAll(() => closeWithBooksBalanced(t));

const must = (res: Json, what: string) => {
  if (res.code !== 1) throw new Error(`${what}: ${res.msg}`);
  return res.data;
};
const account = async (code: string) =>
  BigInt(
    (
      await queryRows<{ b: string }>(
        t.database.db,
        sql`select balance_minor::text as b from ledger_accounts where code = ${code}`,
      )
    )[0]?.b ?? "0",
  );
const merchantWallet = () => account(`wallet:${nordicOwner}`);
/** Sets the merchant's wallet to exactly `cents` with a real ledger entry. */
async function walletTo(cents: bigint, ref: string) {
  const now = await merchantWallet();
  if (cents > now) await fund(t, nordicOwner, cents - now, ref);
  else if (cents < now) throw new Error("the test only tops up");
}

/** An order of `goodsId` (or the cart lines), paid by the shopper. */
async function paidOrder(goodsId: number, number = 1) {
  const token = w.shopper.token;
  const [id] = must(
    await t.post("/api/wanlshop/order/addOrder", { goods_id: goodsId, number }, { token }),
    "add",
  ).order_ids;
  must(
    await t.post("/api/wanlshop/pay/payment", { order_ids: [id], pay_password: w.shopper.payPass }, { token }),
    "pay",
  );
  return id as number;
}
const NORDIC_PAY_PASS = "246813";
/** A merchant call of shop nordic; "order/ship" carries the fund password, as the dialog sends it. */
const nordic = (url: string, body: object) =>
  t.post(`${S}/${url}`, url === "order/ship" ? { pay_password: NORDIC_PAY_PASS, ...body } : body, {
    token: w.merchants.nordic,
  });
const desk = (url: string, body: object, token = operator) => t.post(`/api/admin/supplier/${url}`, body, { token });

describe("supplier goods: pay and ship, then the supplier desk", () => {
  it("shopper pays $100, the merchant pays $80, the desk ships: state 3, ledger right at every step", async () => {
    const supplierBefore = await account("platform:supplier");
    const id = await paidOrder(supplierDress);
    await booksBalanced(t);
    expect(await account(`settlement:${w.shops.nordic.id}`)).toBeGreaterThanOrEqual(10000n);

    // the detail shows what will be deducted and what the shop keeps
    const detail = must(await nordic("order/detail", { id }), "detail");
    expect(detail.goods[0]).toMatchObject({ title: "Silk Dress", supplier: true, buy_price: "80.00", price: "100.00" });
    expect(detail.money).toMatchObject({
      paid: "100.00",
      supplier_cost: "80.00",
      supplier_cost_paid: false,
      profit: "20.00",
    });
    expect(detail.actions).toMatchObject({ ship: false, pay_ship: true });
    expect(detail.buyer.id).toBe(w.shopper.userId);
    expect(detail.address.city).toBe("Berlin");

    // a wallet short of the buy price: refused, nothing changes
    await walletTo(7999n, "fulfil-short");
    const entries = async () =>
      (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from ledger_entries`))[0]?.n;
    const before = await entries();
    const broke = await nordic("order/ship", { id });
    expect(broke.error).toBe("insufficient_balance");
    expect(broke.msg).toBe("Insufficient balance");
    expect(await entries()).toBe(before);
    expect(await merchantWallet()).toBe(7999n);
    expect(must(await nordic("order/detail", { id }), "detail").delivery_paid).toBe(false);

    // the desk cannot ship what the merchant has not paid for
    expect((await desk("ship", { id, express_name: "DHL", express_no: "D1" })).error).toBe("delivery_unpaid");

    // pay and ship, twice at once: the money moves once
    await walletTo(10000n, "fulfil-enough");
    const [a, b] = await Promise.all([nordic("order/ship", { id }), nordic("order/ship", { id })]);
    expect([a.code, b.code].sort()).toEqual([0, 1]);
    expect((a.code === 1 ? b : a).error).toBe("delivery_paid");
    expect((a.code === 1 ? a : b).data).toMatchObject({ state: 2, preparing: true, paid: "80.00" });
    expect(await merchantWallet()).toBe(2000n);
    expect(await account("platform:supplier")).toBe(supplierBefore + 8000n);
    const moves = await queryRows<{ type: string; n: number }>(
      t.database.db,
      sql`select type, count(*)::int as n from ledger_entries where reference = ${`order:${id}:delivery`} group by type`,
    );
    expect(moves).toEqual([{ type: "delivery", n: 1 }]);
    await booksBalanced(t);

    // the shopper sees it being prepared; the merchant's tabs move it to "at the desk"
    const info = must(await t.post("/api/wanlshop/order/getOrderInfo", { id }, { token: w.shopper.token }), "info");
    expect(info).toMatchObject({ state: 2, preparing: true });
    const atDesk = must(await nordic("order/list", { state: "at_desk" }), "list");
    expect(atDesk.data.map((o: Row) => o.id)).toContain(id);
    expect(
      must(await nordic("order/list", { state: "pay_supplier" }), "list").data.map((o: Row) => o.id),
    ).not.toContain(id);
    expect(must(await nordic("order/detail", { id }), "detail").actions).toMatchObject({
      ship: false,
      pay_ship: false,
    });

    // the desk's queue has it with lines and address; it ships it through the shared transition
    const queue = must(await desk("queue", {}), "queue");
    const row = queue.data.find((o: Row) => o.id === id);
    expect(row).toMatchObject({ state: 2, supplier_cost: "80.00", refund_open: false });
    expect(row.goods[0].title).toBe("Silk Dress");
    expect(row.address.zip_code).toBe("10115");
    expect((await desk("ship", { id, express_name: "", express_no: "X" })).error).toBe("express_required");
    const shipped = must(await desk("ship", { id, express_name: "SF Express", express_no: "SF100" }), "desk ship");
    expect(shipped).toMatchObject({ state: 3, express_name: "SF Express", express_no: "SF100" });
    await booksBalanced(t);
    expect(await merchantWallet()).toBe(2000n);
    expect((await desk("ship", { id, express_name: "A", express_no: "B" })).error).toBe("order_state");
    expect(must(await desk("queue", {}), "queue").data.map((o: Row) => o.id)).not.toContain(id);

    // logistics, notice, auto-confirm timer and the audit trail
    const logistics = must(await t.post("/api/wanlshop/order/getLogistics", { id }, { token: w.shopper.token }), "log");
    expect(logistics).toMatchObject({ state: 3, express_name: "SF Express", express_no: "SF100" });
    expect(logistics.events[0].content).toContain("SF100");
    const [job] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from order_jobs where kind = 'auto_confirm' and order_id = ${id}`,
    );
    expect(job?.n).toBe(1);
    const [notice] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from notices where user_id = ${w.shopper.userId} and text->'params'->>'tracking' = 'SF100'`,
    );
    expect(notice?.n).toBe(1);
    const [audited] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from audit_log where action = 'supplier.ship' and target = ${`order:${id}`}`,
    );
    expect(audited?.n).toBe(1);

    // the after-sales window's end: none before receipt; after it, the merchant sees the buyer's
    expect(must(await nordic("order/detail", { id }), "detail").aftersale_end).toBeNull();
    const shopper = (path: string) => t.post(`/api/wanlshop/order/${path}`, { id }, { token: w.shopper.token });
    expect(must(await shopper("confirmOrder"), "confirm").state).toBe(4);
    const end = must(await shopper("getOrderInfo"), "info").aftersale_end;
    expect(end).toBeGreaterThan(Date.now() / 1000);
    expect(must(await nordic("order/detail", { id }), "detail").aftersale_end).toBe(end);
  });

  it("the shopper cancels after the merchant paid: $100 back to the shopper, $80 back to the merchant", async () => {
    const id = await paidOrder(supplierDress);
    await walletTo(8000n, "fulfil-cancel");
    must(await nordic("order/ship", { id }), "pay and ship");
    expect(await merchantWallet()).toBe(0n);
    const shopperBefore = await account(`wallet:${w.shopper.userId}`);
    must(await t.post("/api/wanlshop/order/cancelOrder", { id }, { token: w.shopper.token }), "cancel");
    expect(await account(`wallet:${w.shopper.userId}`)).toBe(shopperBefore + 10000n);
    expect(await merchantWallet()).toBe(8000n);
    await booksBalanced(t);
    expect(must(await desk("queue", {}), "queue").data.map((o: Row) => o.id)).not.toContain(id);
    expect((await desk("ship", { id, express_name: "A", express_no: "B" })).error).toBe("order_state");
  });

  it("a full refund before the desk shipped gives the buy price back once; the desk waits while it is open", async () => {
    const id = await paidOrder(supplierDress);
    await walletTo(8000n, "fulfil-refund");
    must(await nordic("order/ship", { id }), "pay and ship");
    const r = must(
      await t.post(
        "/api/wanlshop/refund/apply",
        { order_id: id, type: 0, money: "100.00", reason: "Changed my mind" },
        { token: w.shopper.token },
      ),
      "apply",
    );
    const queued = must(await desk("queue", {}), "queue").data.find((o: Row) => o.id === id);
    expect(queued.refund_open).toBe(true);
    expect((await desk("ship", { id, express_name: "A", express_no: "B" })).error).toBe("refund_open");
    const detail = must(await nordic("order/detail", { id }), "detail");
    expect(detail.refunds).toHaveLength(1);
    expect(detail.actions).toMatchObject({ refund_agree: true, refund_refuse: true, refund_receive: false });
    expect(must(await nordic("order/list", { state: "refund" }), "list").data.map((o: Row) => o.id)).toContain(id);
    expect(must(await nordic("refund/list", { state: 0 }), "refunds").data.map((x: Row) => x.id)).toContain(r.id);
    must(await nordic("refund/agree", { id: r.id }), "agree");
    expect(await merchantWallet()).toBe(8000n);
    const back = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from ledger_entries where reference = ${`order:${id}:supplier-return`}`,
    );
    expect(back[0]?.n).toBe(1);
    expect(must(await nordic("order/detail", { id }), "detail").state).toBe(7);
    await booksBalanced(t);
  });

  it("an order mixing own and supplier goods: the merchant pays the supplier lines, the desk ships the parcel", async () => {
    const token = w.shopper.token;
    const own = await t.post("/api/wanlshop/cart/add", { goods_id: w.goods.sweater.id, number: 1 }, { token });
    const sup = await t.post("/api/wanlshop/cart/add", { goods_id: supplierDress, number: 2 }, { token });
    const cart = must(await t.post("/api/wanlshop/cart/synchro", {}, { token }), "cart");
    expect(own.code + sup.code).toBe(2);
    const ids = (cart as Row[])
      .filter((l: Row) => [w.goods.sweater.id, supplierDress].includes(l.goods_id))
      .map((l) => l.id);
    const [id] = must(await t.post("/api/wanlshop/order/addOrder", { cart_ids: ids }, { token }), "add").order_ids;
    must(
      await t.post("/api/wanlshop/pay/payment", { order_ids: [id], pay_password: w.shopper.payPass }, { token }),
      "pay",
    );
    await walletTo(16000n, "fulfil-mixed");
    const detail = must(await nordic("order/detail", { id }), "detail");
    expect(detail.money.supplier_cost).toBe("160.00");
    expect(detail.actions).toMatchObject({ ship: false, pay_ship: true });
    must(await nordic("order/ship", { id, express_name: "Mine", express_no: "M1" }), "pay and ship");
    expect(await merchantWallet()).toBe(0n);
    expect(must(await nordic("order/detail", { id }), "detail").state).toBe(2);
    must(await desk("ship", { id, express_name: "DHL", express_no: "MIX1" }), "desk");
    expect(must(await nordic("order/detail", { id }), "detail")).toMatchObject({ state: 3, express_no: "MIX1" });
    await booksBalanced(t);
  });

  it("own goods ship with carrier and tracking (both required) and never reach the desk", async () => {
    const id = await paidOrder(w.goods.sweater.id);
    expect((await nordic("order/ship", { id })).error).toBe("express_required");
    expect((await nordic("order/ship", { id, express_name: "DHL" })).error).toBe("express_required");
    expect(must(await nordic("order/detail", { id }), "detail").actions).toMatchObject({ ship: true, pay_ship: false });
    expect((await desk("ship", { id, express_name: "A", express_no: "B" })).error).toBe("delivery_unpaid");
    expect(must(await nordic("order/ship", { id, express_name: "DHL", express_no: "OWN1" }), "ship").state).toBe(3);
    expect((await nordic("order/ship", { id, express_name: "DHL", express_no: "OWN1" })).error).toBe("order_state");
  });
});

describe("the merchant's order list", () => {
  it("counts every tab in one answer and filters by tab and search", async () => {
    const unpaid = must(
      await t.post(
        "/api/wanlshop/order/addOrder",
        { goods_id: w.goods.maxi.id, number: 1 },
        { token: w.shopper.token },
      ),
      "add",
    ).order_ids[0] as number;
    const all = must(await nordic("order/list", {}), "list");
    const rows = await queryRows<{ state: number; n: number }>(
      t.database.db,
      sql`select state, count(*)::int as n from orders where shop_id = ${w.shops.nordic.id} group by state`,
    );
    const byState = Object.fromEntries(rows.map((r) => [String(r.state), r.n]));
    expect(all.state).toBe("all");
    expect(all.total).toBe(rows.reduce((n, r) => n + r.n, 0));
    expect(all.counts.all).toBe(all.total);
    for (const s of ["1", "2", "3", "6", "7"]) expect(all.counts[s], s).toBe(byState[s] ?? 0);
    expect(all.counts["2"]).toBe(all.counts.ship_own + all.counts.pay_supplier + all.counts.at_desk);
    // newest first, each with its buyer and whether it holds supplier goods
    expect(all.data[0].id).toBe(unpaid);
    expect(all.data[0]).toMatchObject({ state: 1, supplier: false, buyer: { id: w.shopper.userId } });
    const unpaidTab = must(await nordic("order/list", { state: 1 }), "list");
    expect(unpaidTab.total).toBe(all.counts["1"]);
    expect(unpaidTab.data.every((o: Row) => o.state === 1)).toBe(true);
    expect(must(await nordic("order/list", { state: "nonsense" }), "list").state).toBe("all");

    // search: by order number, by the buyer's e-mail or nickname (or its beginning), or nothing
    const orderNo = all.data[0].order_no as string;
    const byNo = must(await nordic("order/list", { keyword: orderNo }), "search");
    expect(byNo.data.map((o: Row) => o.id)).toEqual([unpaid]);
    expect(byNo.total).toBe(1);
    const [buyer] = await queryRows<{ email: string; nickname: string }>(
      t.database.db,
      sql`select email, nickname from users where id = ${w.shopper.userId}`,
    );
    expect(must(await nordic("order/list", { keyword: buyer?.email }), "search").total).toBe(all.total);
    expect(must(await nordic("order/list", { keyword: buyer?.nickname.toUpperCase() }), "search").total).toBe(
      all.total,
    );
    expect(must(await nordic("order/list", { keyword: buyer?.nickname.slice(0, 3) }), "search").total).toBe(all.total);
    expect(must(await nordic("order/list", { keyword: "nobody-like-this" }), "search").total).toBe(0);
    expect(must(await nordic("order/list", { keyword: "%" }), "search").total).toBe(0);
    expect(must(await nordic("order/list", { keyword: orderNo, state: 3 }), "search").total).toBe(0);
  });

  it("finds the buyer by any part of their e-mail, in any case, and only among the shop's buyers", async () => {
    await paidOrder(w.goods.sweater.id);
    const all = must(await nordic("order/list", {}), "list");
    expect(all.total).toBeGreaterThan(0);
    const [buyer] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select email from users where id = ${w.shopper.userId}`,
    );
    const email = buyer?.email as string;
    const found = async (keyword: string) => {
      const page = must(await nordic("order/list", { keyword }), keyword);
      expect(
        page.data.every((o: Row) => o.buyer.id === w.shopper.userId),
        keyword,
      ).toBe(true);
      return page.total as number;
    };
    // the middle of the address, its domain, the name before the @, in capitals
    expect(await found(email.slice(2, -3))).toBe(all.total);
    expect(await found(email.slice(email.indexOf("@")).toUpperCase())).toBe(all.total);
    expect(await found(email.slice(0, email.indexOf("@")).toUpperCase())).toBe(all.total);
    expect(await found(` ${email.slice(1, 8)} `)).toBe(all.total);
    // the shop's owner (a@shops.test) is a user too, but not a buyer of the shop: nothing found
    expect(await found("@shops.te")).toBe(0);
    // a wildcard is searched as typed
    expect(await found("_")).toBe(0);
  });
});

describe("who may do what", () => {
  let ids: Record<string, number>;
  let refundId: number;
  beforeAll(async () => {
    ids = { paid: await paidOrder(supplierDress), own: await paidOrder(w.goods.sweater.id) };
    await walletTo(8000n, "fulfil-iso");
    const r = must(
      await t.post(
        "/api/wanlshop/refund/apply",
        { order_id: ids.own, type: 0, money: "1.00", reason: "Scratch" },
        { token: w.shopper.token },
      ),
      "apply",
    );
    refundId = r.id;
  });
  const snapshot = () =>
    queryRows(
      t.database.db,
      sql`select (select json_agg(o order by o.id) from orders o) as orders, (select json_agg(r order by r.id) from refunds r) as refunds, (select count(*)::int from ledger_entries) as entries`,
    );

  it("a second merchant gets nothing and changes nothing on the first shop's orders and refunds", async () => {
    const before = await snapshot();
    const tokyo = (url: string, body: object) => t.post(`${S}/${url}`, body, { token: w.merchants.tokyo });
    const list = must(await tokyo("order/list", { keyword: String(ids.paid) }), "list");
    expect(list.data.map((o: Row) => o.id)).not.toContain(ids.paid);
    for (const tab of ["all", "2", "refund", "pay_supplier"]) {
      const l = must(await tokyo("order/list", { state: tab }), "list");
      expect(l.data.filter((o: Row) => o.shop.id === w.shops.nordic.id)).toEqual([]);
    }
    expect(must(await tokyo("refund/list", {}), "refunds").data.map((r: Row) => r.id)).not.toContain(refundId);
    for (const id of Object.values(ids)) {
      expect((await tokyo("order/detail", { id })).error).toBe("order_not_found");
      expect((await tokyo("order/ship", { id })).error).toBe("order_not_found");
      expect((await tokyo("order/ship", { id, express_name: "A", express_no: "B" })).error).toBe("order_not_found");
    }
    for (const call of ["agree", "refuse", "receive"])
      expect((await tokyo(`refund/${call}`, { id: refundId, reason: "no" })).error, call).toBe("refund_not_found");
    expect(await snapshot()).toEqual(before);
  });

  it("'Contact buyer': a merchant may write to their shop's buyer first; another merchant may not", async () => {
    const text = (token: string) =>
      t.post(
        "/api/wanlshop/chat/send",
        { to_id: w.shopper.userId, message: { type: "text", content: { text: `Order ${ids.paid}` } } },
        { token },
      );
    expect((await text(w.merchants.nordic)).code).toBe(1);
    expect((await text(w.merchants.tokyo)).error).toBe("not_merchant");
  });

  it("a shopper without a shop gets code 0 'No shop'; a visitor is asked to log in", async () => {
    const calls = [
      "order/list",
      "order/detail",
      "order/ship",
      "refund/list",
      "refund/agree",
      "refund/refuse",
      "refund/receive",
    ];
    for (const call of calls) {
      const res = await t.post(`${S}/${call}`, { id: ids.paid, reason: "x" }, { token: w.shopper.token });
      expect(res.code, call).toBe(0);
      expect(res.error, call).toBe("no_shop");
      expect(res.msg, call).toBe("No shop");
      expect((await t.post(`${S}/${call}`, { id: ids.paid })).code, call).toBe(401);
    }
  });

  it("a locked store's merchant gets 402 on every order and refund call", async () => {
    const locked = await login(t, "d@shops.test", "owner-pass");
    for (const call of ["order/list", "order/detail", "order/ship", "refund/list", "refund/agree"])
      expect((await t.post(`${S}/${call}`, { id: ids.paid }, { token: locked })).code, call).toBe(402);
  });

  it("the supplier desk refuses users, visitors and staff of another role", async () => {
    const before = await snapshot();
    must(await nordic("order/ship", { id: ids.paid }), "pay and ship");
    const afterPay = await snapshot();
    expect(afterPay).not.toEqual(before);
    const finance = await staffToken(t, "money@ops.test", "finance");
    const support = await staffToken(t, "help@ops.test", "support");
    const user = await quickUser(t, "curious@orders.test");
    const ship = { id: ids.paid, express_name: "DHL", express_no: "NOPE" };
    for (const call of ["queue", "ship"] as const) {
      const body = call === "ship" ? ship : {};
      expect((await desk(call, body, finance)).error, call).toBe("forbidden");
      expect((await desk(call, body, support)).error, call).toBe("forbidden");
      expect((await desk(call, body, w.merchants.nordic)).code, call).toBe(401);
      expect((await desk(call, body, user.token)).code, call).toBe(401);
      expect((await t.post(`/api/admin/supplier/${call}`, body)).code, call).toBe(401);
    }
    expect(await snapshot()).toEqual(afterPay);
    const admin = await staffToken(t, "boss@ops.test", "admin");
    expect(must(await desk("ship", ship, admin), "admin ships").state).toBe(3);
  });
});
