import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type Json, type TestApp } from "../../../test/harness.js";
import { addAddress, buyingWorld } from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";

/**
 * The two buying messages of docs/api.md#errors about where an order goes: "No address" (an
 * address id that is not one of the shopper's) and "Delivery is not supported in this area for
 * logistics reasons" (a country in the published, operator-edited delivery rules). Each refusal
 * changes nothing: no order, stock, cart, money or order address moves.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
let operator: string;
let finance: string;
const O = "/api/wanlshop/order";

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
  operator = await staffToken(t, "ops@delivery.test", "operator");
  finance = await staffToken(t, "cash@delivery.test", "finance");
});
afterAll(() => t.close());

const must = (res: Json, what: string) => {
  if (res.code !== 1) throw new Error(`${what}: ${res.msg}`);
  return res.data;
};

/** An address through the real call, not the default unless asked. */
async function saveAddress(token: string, country: string, province: string, isDefault = 0) {
  return must(
    await t.post(
      "/api/wanlshop/address/address",
      {
        type: "add",
        data: {
          name: `Ada in ${country}`,
          mobile_code: "49",
          mobile: "15112345678",
          country,
          province,
          city: "Somewhere",
          zip_code: "00001",
          address: "Station 1",
          default: isDefault,
        },
      },
      { token },
    ),
    "address",
  ).id as number;
}

/** Everything a refused checkout or address change could have touched. */
async function snapshot(userId: number, orderId = 0) {
  const [row] = await queryRows(
    t.database.db,
    sql`select (select count(*)::int from orders where user_id = ${userId}) as orders,
          (select count(*)::int from order_goods) as lines,
          (select stock from goods where id = ${w.goods.scarf.id}) as stock,
          (select count(*)::int from cart_lines where user_id = ${userId}) as cart,
          (select count(*)::int from ledger_entries) as entries,
          (select count(*)::int from order_jobs) as jobs,
          (select address::text from orders where id = ${orderId}) as address,
          (select address_edited from orders where id = ${orderId}) as edited,
          (select count(*)::int from order_events where order_id = ${orderId}) as events`,
  );
  return row;
}

const expectRefused = (res: Json, error: string, msg: string) => {
  expect(res.code, res.msg).toBe(0);
  expect(res.error).toBe(error);
  expect(res.msg).toBe(msg);
};
const NO_ADDRESS = "No address";
const UNSUPPORTED = "Delivery is not supported in this area for logistics reasons";

describe("no address: an address id that is not one of the shopper's", () => {
  it("is refused at confirm, checkout and address change, and changes nothing", async () => {
    const token = w.shopper.token;
    const bob = await quickUser(t, "bob@delivery.test");
    const bobs = await addAddress(t, bob.token, "Bob Elsewhere");
    const gone = await saveAddress(token, "Germany", "Hamburg");
    must(await t.post("/api/wanlshop/address/del", { id: gone }, { token }), "delete");
    const [unpaid] = must(await t.post(`${O}/addOrder`, { goods_id: w.goods.scarf.id, number: 1 }, { token }), "add")
      .order_ids as number[];
    const cart = must(
      await t.post("/api/wanlshop/cart/add", { goods_id: w.goods.scarf.id, number: 2 }, { token }),
      "cart",
    ).id as number;
    const before = await snapshot(w.shopper.userId, unpaid);
    for (const address_id of [bobs, gone, 2_000_000_000]) {
      expectRefused(
        await t.post(`${O}/confirm`, { goods_id: w.goods.scarf.id, number: 1, address_id }, { token }),
        "no_address",
        NO_ADDRESS,
      );
      expectRefused(
        await t.post(`${O}/addOrder`, { goods_id: w.goods.scarf.id, number: 1, address_id }, { token }),
        "no_address",
        NO_ADDRESS,
      );
      expectRefused(
        await t.post(`${O}/addOrder`, { cart_ids: [cart], address_id }, { token }),
        "no_address",
        NO_ADDRESS,
      );
      expectRefused(await t.post(`${O}/editAddress`, { id: unpaid, address_id }, { token }), "no_address", NO_ADDRESS);
    }
    expect(await snapshot(w.shopper.userId, unpaid)).toEqual(before);
    // the one change allowed is still there for a real address
    const next = await saveAddress(token, "Germany", "Bayern");
    const changed = must(await t.post(`${O}/editAddress`, { id: unpaid, address_id: next }, { token }), "edit");
    expect(changed.address).toMatchObject({ country: "Germany", province: "Bayern" });
  });

  it("a shopper without any address is still asked to add one first (and the preview shows none)", async () => {
    const u = await quickUser(t, "homeless@delivery.test");
    const before = await snapshot(u.userId);
    expectRefused(
      await t.post(`${O}/addOrder`, { goods_id: w.goods.scarf.id, number: 1 }, { token: u.token }),
      "address_required",
      "Please add a shipping address first",
    );
    const preview = must(
      await t.post(`${O}/confirm`, { goods_id: w.goods.scarf.id, number: 1 }, { token: u.token }),
      "p",
    );
    expect(preview.address).toBeNull();
    expect(await snapshot(u.userId)).toEqual(before);
  });
});

describe("delivery not supported: the published delivery rules", () => {
  it("are public: by default the uninhabited places no carrier reaches", async () => {
    const res = await t.get("/api/index/delivery_rules");
    expect(res.code).toBe(1);
    expect(res.data.unsupported_countries).toEqual([
      { code: "AQ", name: "Antarctica" },
      { code: "BV", name: "Bouvet Island" },
      { code: "HM", name: "Heard Island and McDonald Islands" },
    ]);
    expect((await t.post("/api/index/delivery_rules")).data).toEqual(res.data);
  });

  it("refuse an order to such a country: nothing is created, stock and cart unchanged; the preview flags it", async () => {
    const u = await quickUser(t, "polar@delivery.test");
    const token = u.token;
    const polar = await saveAddress(token, "Antarctica", "Antarctica");
    const berlin = await addAddress(t, token, "Ada Berlin");
    const list = must(await t.post("/api/wanlshop/address/getaddress", {}, { token }), "list").data;
    expect(list.find((a: { id: number }) => a.id === polar)).toMatchObject({ country_code: "AQ", deliverable: 0 });
    expect(list.find((a: { id: number }) => a.id === berlin)).toMatchObject({ country_code: "DE", deliverable: 1 });
    const cart = must(
      await t.post("/api/wanlshop/cart/add", { goods_id: w.goods.scarf.id, number: 2 }, { token }),
      "cart",
    ).id as number;
    const preview = must(await t.post(`${O}/confirm`, { cart_ids: [cart], address_id: polar }, { token }), "preview");
    expect(preview.address).toMatchObject({ id: polar, country: "Antarctica", deliverable: 0 });
    expect(preview.total).toBe("24.00");
    const before = await snapshot(u.userId);
    const res = await t.post(`${O}/addOrder`, { cart_ids: [cart], address_id: polar }, { token });
    expectRefused(res, "delivery_unsupported", UNSUPPORTED);
    expect(res.data).toMatchObject({ country: "Antarctica" });
    expectRefused(
      await t.post(`${O}/addOrder`, { goods_id: w.goods.scarf.id, number: 1, address_id: polar }, { token }),
      "delivery_unsupported",
      UNSUPPORTED,
    );
    // the default address counts the same when no id is sent
    await saveAddress(token, "Bouvet Island", "Bouvet Island", 1);
    expectRefused(
      await t.post(`${O}/addOrder`, { goods_id: w.goods.scarf.id, number: 1 }, { token }),
      "delivery_unsupported",
      UNSUPPORTED,
    );
    expect(await snapshot(u.userId)).toEqual(before);
    // the same cart goes to a reachable address
    const placed = must(await t.post(`${O}/addOrder`, { cart_ids: [cart], address_id: berlin }, { token }), "add");
    expect(placed.order_ids).toHaveLength(1);
    expect(preview.address.deliverable).toBe(0);
    expect(
      must(await t.post(`${O}/confirm`, { goods_id: w.goods.scarf.id, number: 1, address_id: berlin }, { token }), "p")
        .address.deliverable,
    ).toBe(1);
  });

  it("refuse changing an order's address to such a country; the one change stays unused", async () => {
    const token = w.shopper.token;
    const polar = await saveAddress(token, "Antarctica", "Antarctica");
    const [id] = must(await t.post(`${O}/addOrder`, { goods_id: w.goods.scarf.id, number: 1 }, { token }), "add")
      .order_ids as number[];
    must(
      await t.post("/api/wanlshop/pay/payment", { order_ids: [id], pay_password: w.shopper.payPass }, { token }),
      "pay",
    );
    const before = await snapshot(w.shopper.userId, id);
    expectRefused(
      await t.post(`${O}/editAddress`, { id, address_id: polar }, { token }),
      "delivery_unsupported",
      UNSUPPORTED,
    );
    expect(await snapshot(w.shopper.userId, id)).toEqual(before);
    expect(before?.edited).toBe(false);
  });

  it("are kept by operators (audited) and apply to the next checkout", async () => {
    const u = await quickUser(t, "rules@delivery.test");
    const token = u.token;
    const berlin = await addAddress(t, token, "Ada Berlin");
    const polar = await saveAddress(token, "Antarctica", "Antarctica");
    const save = (body: object, as = operator) => t.post("/api/admin/delivery/save", body, { token: as });
    // only operators and admins; the shopper's token is not a staff session
    expect((await save({ unsupported_countries: ["DE"] }, finance)).error).toBe("forbidden");
    expect((await save({ unsupported_countries: ["DE"] }, token)).code).toBe(401);
    expect((await t.post("/api/admin/delivery/rules", {}, { token: finance })).error).toBe("forbidden");
    // every entry must be a country of the region data
    expect((await save({ unsupported_countries: ["DE", "Atlantis"] })).error).toBe("bad_request");
    expect((await t.get("/api/index/delivery_rules")).data.unsupported_countries).toHaveLength(3);

    const saved = must(await save({ unsupported_countries: ["de", "Antarctica", "DE"] }), "save");
    expect(saved.unsupported_countries).toEqual([
      { code: "AQ", name: "Antarctica" },
      { code: "DE", name: "Germany" },
    ]);
    expect(must(await t.post("/api/admin/delivery/rules", {}, { token: operator }), "rules")).toEqual(saved);
    expect((await t.get("/api/index/delivery_rules")).data).toEqual(saved);
    const [audit] = await queryRows<{ action: string; detail: { before: string[]; after: string[] } }>(
      t.database.db,
      sql`select action, detail from audit_log where action = 'delivery.rules.save' order by id desc limit 1`,
    );
    expect(audit?.detail).toEqual({ before: ["AQ", "BV", "HM"], after: ["AQ", "DE"] });

    const before = await snapshot(u.userId);
    expectRefused(
      await t.post(`${O}/addOrder`, { goods_id: w.goods.scarf.id, number: 1, address_id: berlin }, { token }),
      "delivery_unsupported",
      UNSUPPORTED,
    );
    expect(await snapshot(u.userId)).toEqual(before);

    // an empty list: logistics reach everywhere, Antarctica included
    expect(must(await save({ unsupported_countries: [] }), "clear").unsupported_countries).toEqual([]);
    for (const address_id of [berlin, polar])
      must(
        await t.post(`${O}/addOrder`, { goods_id: w.goods.scarf.id, number: 1, address_id }, { token }),
        `add ${address_id}`,
      );
    must(await save({ unsupported_countries: "AQ,BV,HM" }), "restore");
    expect((await t.get("/api/index/delivery_rules")).data.unsupported_countries).toHaveLength(3);
  });
});
