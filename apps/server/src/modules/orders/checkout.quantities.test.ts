import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type Json, type TestApp } from "../../../test/harness.js";
import { addAddress, buyingWorld } from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";
import { goods } from "../../schema.js";

/**
 * The limits of a cart and an order: a cart holds at most 100 lines ("Your cart is full"), and
 * `order/addOrder` takes a whole number from 1 to 999 — negative, zero, fractional, huge and
 * non-numeric quantities are refused and nothing is created.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
/** 101 plain products of Nordic Wool Co, one cart line each */
let many: number[];
const CART = "/api/wanlshop/cart";
const O = "/api/wanlshop/order";

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t);
  const rows = await t.database.db
    .insert(goods)
    .values(
      Array.from({ length: 101 }, (_, i) => ({
        title: `Knitted Sock No. ${i + 1}`,
        categoryId: 103,
        shopId: w.shops.nordic.id,
        image: "/uploads/public/seed/x.webp",
        priceMinor: 300n,
        stock: 10,
      })),
    )
    .returning({ id: goods.id });
  many = rows.map((r) => r.id);
  await t.database.db.execute(sql`update goods set stock = 2000 where id = ${w.goods.scarf.id}`);
});
afterAll(() => t.close());

const must = (res: Json, what: string) => {
  if (res.code !== 1) throw new Error(`${what}: ${res.msg}`);
  return res.data;
};

const cartOf = async (userId: number) =>
  queryRows<{ goods_id: number; number: number }>(
    t.database.db,
    sql`select goods_id, number from cart_lines where user_id = ${userId} order by goods_id`,
  );

describe("cart full: at most 100 lines", () => {
  it("refuses the 101st line and changes nothing; existing lines still change", async () => {
    const u = await quickUser(t, "hoarder@limits.test");
    const token = u.token;
    for (const id of many.slice(0, 100))
      must(await t.post(`${CART}/add`, { goods_id: id, number: 1 }, { token }), "add");
    const before = await cartOf(u.userId);
    expect(before).toHaveLength(100);

    const full = await t.post(`${CART}/add`, { goods_id: many[100], number: 1 }, { token });
    expect(full.code).toBe(0);
    expect(full.error).toBe("cart_full");
    expect(full.msg).toBe("Your cart is full");
    expect(await cartOf(u.userId)).toEqual(before);
    const badge = must(await t.post(`${CART}/synchro`, {}, { token }), "synchro");
    expect(badge.reduce((n: number, l: { number: number }) => n + l.number, 0)).toBe(100);

    // a line already there is not a new line: adding to it and editing it still work
    const added = must(await t.post(`${CART}/add`, { goods_id: many[0], number: 2 }, { token }), "add again");
    expect(added.cart_number).toBe(102);
    must(await t.post(`${CART}/edit`, { id: added.id, number: 1 }, { token }), "edit");

    // removing one makes room for exactly one
    must(await t.post(`${CART}/del`, { ids: [added.id] }, { token }), "del");
    must(await t.post(`${CART}/add`, { goods_id: many[100], number: 1 }, { token }), "fits now");
    expect((await t.post(`${CART}/add`, { goods_id: many[0], number: 1 }, { token })).error).toBe("cart_full");
    expect(await cartOf(u.userId)).toHaveLength(100);
  });

  it("a local cart of more than 100 lines is refused at login; a full cart keeps what fits", async () => {
    const u = await quickUser(t, "merger@limits.test");
    const token = u.token;
    const tooMany = many.map((id) => ({ goods_id: id, number: 1 }));
    const refused = await t.post(`${CART}/merge`, { lines: tooMany }, { token });
    expect(refused.error).toBe("cart_full");
    expect(await cartOf(u.userId)).toEqual([]);

    // 100 lines merge; the next merge adds to a line already there and leaves the new one out
    must(await t.post(`${CART}/merge`, { lines: tooMany.slice(0, 100) }, { token }), "merge 100");
    const merged = must(
      await t.post(
        `${CART}/merge`,
        {
          lines: [
            { goods_id: many[100], number: 1 },
            { goods_id: many[5], number: 2 },
          ],
        },
        { token },
      ),
      "merge into a full cart",
    );
    expect(merged).toHaveLength(100);
    const lines = await cartOf(u.userId);
    expect(lines).toHaveLength(100);
    expect(lines.find((l) => l.goods_id === many[5])?.number).toBe(3);
    expect(lines.some((l) => l.goods_id === many[100])).toBe(false);
  });
});

describe("order quantities", () => {
  /** Everything a refused checkout could have created or taken. */
  const snapshot = async () =>
    (
      await queryRows(
        t.database.db,
        sql`select (select count(*)::int from orders) as orders, (select count(*)::int from order_goods) as lines,
              (select count(*)::int from order_jobs) as jobs, (select count(*)::int from ledger_entries) as entries,
              (select count(*)::int from cart_lines) as cart,
              (select stock from goods where id = ${w.goods.scarf.id}) as scarf,
              (select stock from goods_skus where goods_id = ${w.goods.phone.id} order by id limit 1) as phone`,
      )
    )[0];
  const BAD: unknown[] = [
    0,
    -1,
    1.5,
    "2.5",
    1e9,
    "abc",
    1000,
    "1000",
    "-3",
    "1e2",
    "0x10",
    "",
    " ",
    null,
    true,
    [2],
    {},
  ];

  it("refuses 0, -1, 1.5, '2.5', 1e9, 'abc' and the like at checkout and in the preview: nothing is created", async () => {
    const token = w.shopper.token;
    const before = await snapshot();
    for (const number of [...BAD, undefined]) {
      const label = JSON.stringify(number) ?? "missing";
      for (const url of [`${O}/addOrder`, `${O}/confirm`]) {
        const res = await t.post(url, { goods_id: w.goods.scarf.id, number }, { token });
        expect(res.code, `${url} ${label}`).toBe(0);
        expect(res.error, `${url} ${label}`).toBe("quantity_invalid");
        expect(res.msg).toBe("The quantity must be a whole number from 1 to 999");
      }
      // a specification's stock is not touched either
      const sku = (
        await queryRows<{ id: number }>(
          t.database.db,
          sql`select id from goods_skus where goods_id = ${w.goods.phone.id} order by id limit 1`,
        )
      )[0]?.id;
      expect(
        (await t.post(`${O}/addOrder`, { goods_id: w.goods.phone.id, sku_id: sku, number }, { token })).error,
        label,
      ).toBe("quantity_invalid");
    }
    // form-encoded bodies carry strings
    for (const number of ["0", "-1", "1.5", "2.5", "1000000000", "abc"])
      expect(
        (await t.post(`${O}/addOrder`, { goods_id: String(w.goods.scarf.id), number }, { token, form: true })).error,
        number,
      ).toBe("quantity_invalid");
    expect(await snapshot()).toEqual(before);
  });

  it("takes whole numbers from 1 to 999, as numbers or strings, never rounded", async () => {
    const u = await quickUser(t, "counter@limits.test");
    await addAddress(t, u.token);
    const stock = async () =>
      (
        await queryRows<{ s: number }>(t.database.db, sql`select stock as s from goods where id = ${w.goods.scarf.id}`)
      )[0]?.s;
    const start = await stock();
    for (const [number, n] of [
      [1, 1],
      ["3", 3],
      [" 2 ", 2],
      [999, 999],
    ] as const) {
      const res = await t.post(`${O}/addOrder`, { goods_id: w.goods.scarf.id, number }, { token: u.token });
      expect(res.code, `${number}: ${res.msg}`).toBe(1);
      const [line] = await queryRows<{ number: number }>(
        t.database.db,
        sql`select number from order_goods where order_id = ${res.data.order_ids[0]}`,
      );
      expect(line?.number).toBe(n);
    }
    expect(await stock()).toBe((start as number) - 1005);
  });
});
