import { SUPPORT_CONTACT_ID } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type Json, type TestApp } from "../../../test/harness.js";
import { buyingWorld } from "../../../test/orders-fixture.js";
import { queryRows } from "../../platform/db/index.js";

/**
 * An order sent in the chat as a card (issue 35, item 11): the merchant's "Contact buyer" attaches
 * the order, and what is stored is built by the server from the order, in no one's words, so each
 * reader's app shows it in their language. Only the order's buyer and its shop's owner may send it,
 * to each other or to customer service; anyone else is answered as if the order did not exist.
 */
describe("order cards in the chat", () => {
  let t: TestApp;
  let w: Awaited<ReturnType<typeof buyingWorld>>;
  let orderId = 0;
  let orderNo = "";
  let nordicOwner = 0;

  const send = (token: string, to_id: number, id: number) =>
    t.post("/api/wanlshop/chat/send", { to_id, message: { type: "order", content: { id } } }, { token });
  const must = (res: Json, what: string) => {
    if (res.code !== 1) throw new Error(`${what}: ${res.msg}`);
    return res.data;
  };

  beforeAll(async () => {
    t = await createTestApp();
    w = await buyingWorld(t, "cardbuyer@orders.test");
    const [id] = must(
      await t.post(
        "/api/wanlshop/order/addOrder",
        { goods_id: w.goods.sweater.id, number: 2 },
        { token: w.shopper.token },
      ),
      "order",
    ).order_ids;
    orderId = id as number;
    must(
      await t.post(
        "/api/wanlshop/pay/payment",
        { order_ids: [orderId], pay_password: w.shopper.payPass },
        { token: w.shopper.token },
      ),
      "pay",
    );
    const [row] = await queryRows<{ order_no: string; user_id: number }>(
      t.database.db,
      sql`select o.order_no, s.user_id from orders o join shops s on s.id = o.shop_id where o.id = ${orderId}`,
    );
    orderNo = row?.order_no as string;
    nordicOwner = row?.user_id as number;
  });
  afterAll(() => t.close());

  it("the shop's owner sends the order to its buyer: a card built from the order, listed by its number", async () => {
    const m = must(await send(w.merchants.nordic, w.shopper.userId, orderId), "send");
    expect(m.message).toEqual({
      type: "order",
      content: {
        id: orderId,
        order_no: orderNo,
        image: expect.any(String),
        title: expect.any(String),
        lines: 1,
        number: 2,
        pay: expect.stringMatching(/^\d+\.\d{2}$/),
        shop_id: w.shops.nordic.id,
        buyer_id: w.shopper.userId,
      },
    });
    const history = must(
      await t.post("/api/wanlshop/chat/history2", { to_id: nordicOwner }, { token: w.shopper.token }),
      "history",
    );
    expect(history.at(-1)).toMatchObject({ id: m.id, message: { type: "order", content: { order_no: orderNo } } });
    const lists = must(await t.post("/api/wanlshop/chat/lists", {}, { token: w.shopper.token }), "lists");
    expect(lists.find((c: { id: number }) => c.id === nordicOwner)).toMatchObject({
      type: "order",
      content: orderNo,
      count: 1,
    });
  });

  it("the buyer sends it to the shop's owner and to customer service", async () => {
    expect(must(await send(w.shopper.token, nordicOwner, orderId), "to shop").message.type).toBe("order");
    const toSupport = must(await send(w.shopper.token, SUPPORT_CONTACT_ID, orderId), "to support");
    expect(toSupport.message.content).toMatchObject({ order_no: orderNo });
  });

  it("nobody else's order, to nobody else, and never from staff answering as customer service", async () => {
    const stranger = await quickUser(t, "stranger@orders.test");
    const before = (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from chat_messages`))[0]
      ?.n;
    const [tokyo] = await queryRows<{ user_id: number }>(
      t.database.db,
      sql`select user_id from shops where id = ${w.shops.tokyo.id}`,
    );
    // a stranger to customer service, an order that does not exist
    expect((await send(stranger.token, SUPPORT_CONTACT_ID, orderId)).error).toBe("order_not_found");
    expect((await send(w.shopper.token, nordicOwner, orderId + 1000)).error).toBe("order_not_found");
    // the buyer to another shop (a merchant anyone may write to): not that shop's order
    expect((await send(w.shopper.token, tokyo?.user_id as number, orderId)).error).toBe("order_not_found");
    // another shop's owner to the buyer, the right sender to a third person: refused too
    expect((await send(w.merchants.tokyo, w.shopper.userId, orderId)).code).toBe(0);
    expect((await send(w.merchants.nordic, stranger.userId, orderId)).code).toBe(0);
    expect((await send(w.shopper.token, stranger.userId, orderId)).code).toBe(0);
    const support = await staffToken(t, "cards@staff.test", "support");
    const staffSend = await t.post(
      "/api/admin/support/send",
      { user_id: w.shopper.userId, message: { type: "order", content: { id: orderId } } },
      { token: support },
    );
    expect(staffSend.error).toBe("order_not_found");
    const after = (await queryRows<{ n: number }>(t.database.db, sql`select count(*)::int as n from chat_messages`))[0]
      ?.n;
    expect(after).toBe(before);
  });
});
