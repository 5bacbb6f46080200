import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { buyingWorld } from "../../../test/orders-fixture.js";
import { type Frame, openSocket, type TestSocket } from "../../../test/socket-client.js";

/**
 * Order and refund events end to end: real HTTP calls against a listening server move an order
 * along, and the `order` frames (title, content, modules, modules_id) reach the sockets of the
 * user concerned, only theirs, once each; the messages lists and `notice/count` agree.
 */
let t: TestApp;
let w: Awaited<ReturnType<typeof buyingWorld>>;
let base = "";
let bystander: { token: string; userId: number };
const sockets: TestSocket[] = [];
/** the sockets of each party, bound through chat/shake before anything happens */
const s = {} as Record<"shopper" | "shopperTab2" | "nordic" | "tokyo" | "bystander", TestSocket>;

type Env = { code: number; msg: string; data: any; error?: string };
/** A real HTTP call to the listening server. */
async function http(url: string, body: object, token?: string): Promise<Env> {
  const res = await fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { token } : {}) },
    body: JSON.stringify(body),
  });
  return (await res.json()) as Env;
}
async function must(url: string, body: object, token: string) {
  const res = await http(url, body, token);
  if (res.code !== 1) throw new Error(`${url}: ${res.msg}`);
  return res.data;
}
const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
/** order and notice frames a socket got, in arrival order */
const pushes = (sock: TestSocket) => sock.frames.filter((f) => f.type === "order" || f.type === "notice");
const about = (modules: string, id: number, title: string) => (f: Frame) =>
  f.modules === modules && f.modules_id === id && f.title === title;

beforeAll(async () => {
  t = await createTestApp();
  w = await buyingWorld(t, "pushbuyer@orders.test");
  bystander = await quickUser(t, "bystander@orders.test");
  await t.app.listen({ port: 0, host: "127.0.0.1" });
  base = `http://127.0.0.1:${(t.app.server.address() as { port: number }).port}`;
  const bind = async (token: string) => {
    const sock = await openSocket(`${base.replace("http", "ws")}/ws`);
    sockets.push(sock);
    expect((await http("/api/wanlshop/chat/shake", { client_id: sock.clientId }, token)).code).toBe(1);
    return sock;
  };
  s.shopper = await bind(w.shopper.token);
  s.shopperTab2 = await bind(w.shopper.token);
  s.nordic = await bind(w.merchants.nordic);
  s.tokyo = await bind(w.merchants.tokyo);
  s.bystander = await bind(bystander.token);
});
afterAll(async () => {
  for (const sock of sockets) sock.close();
  await t.close();
});

/** Places and pays an order for one product of Nordic Wool Co through the real calls. */
async function paidSweater() {
  const token = w.shopper.token;
  const [id] = (await must("/api/wanlshop/order/addOrder", { goods_id: w.goods.sweater.id, number: 1 }, token))
    .order_ids as number[];
  await must("/api/wanlshop/pay/payment", { order_ids: [id], pay_password: w.shopper.payPass }, token);
  const info = await must("/api/wanlshop/order/getOrderInfo", { id }, token);
  return { id: id as number, no: info.order_no as string };
}

describe("order and refund pushes over real sockets", () => {
  const counts = { shopper: 0, nordic: 0 };

  it("payment: the shopper's open sockets get 'Payment successful', the shop's owner 'New paid order', nobody else", async () => {
    const order = await paidSweater();
    for (const sock of [s.shopper, s.shopperTab2]) {
      const f = await sock.next("order", about("order", order.id, "Payment successful"));
      expect(f).toEqual({
        type: "order",
        kind: "logistics",
        id: expect.any(Number),
        title: "Payment successful",
        content: expect.stringContaining(`Order ${order.no} is paid`),
        note: "",
        modules: "order",
        modules_id: order.id,
        is_read: 0,
        createtime: expect.any(Number),
      });
    }
    const toShop = await s.nordic.next("order", about("order", order.id, "New paid order"));
    expect(toShop).toMatchObject({ kind: "logistics", content: expect.stringContaining(order.no) });
    await pause(300);
    // once per socket, and nothing for the other shop's owner or another shopper
    expect(pushes(s.shopper).map((f) => f.title)).toEqual(["Payment successful"]);
    expect(pushes(s.shopperTab2).map((f) => f.title)).toEqual(["Payment successful"]);
    expect(pushes(s.nordic).map((f) => f.title)).toEqual(["New paid order"]);
    expect(pushes(s.tokyo)).toEqual([]);
    expect(pushes(s.bystander)).toEqual([]);
    counts.shopper = 1;
    counts.nordic = 1;
  });

  it("shipping: the shopper gets 'Order shipped' with the carrier and tracking number; the merchant gets nothing", async () => {
    const order = await paidSweater();
    await s.shopper.next("order", about("order", order.id, "Payment successful"));
    await s.nordic.next("order", about("order", order.id, "New paid order"));
    await must(
      "/api/wanlshop/shop/order/ship",
      { id: order.id, express_name: "DHL", express_no: "JD0042" },
      w.merchants.nordic,
    );
    const f = await s.shopper.next("order", about("order", order.id, "Order shipped"));
    expect(f).toMatchObject({
      type: "order",
      kind: "logistics",
      modules: "order",
      modules_id: order.id,
      content: expect.stringMatching(new RegExp(`${order.no}.*DHL.*JD0042`)),
    });
    await s.shopperTab2.next("order", about("order", order.id, "Order shipped"));
    await pause(300);
    counts.shopper += 2;
    counts.nordic += 1;
    expect(pushes(s.shopper)).toHaveLength(counts.shopper);
    expect(pushes(s.shopperTab2)).toHaveLength(counts.shopper);
    expect(pushes(s.nordic)).toHaveLength(counts.nordic);
    expect(pushes(s.tokyo)).toEqual([]);
    expect(pushes(s.bystander)).toEqual([]);
  });

  it("return and refund: applied and goods sent back reach the merchant; agreed reaches the shopper; succeeded reaches both", async () => {
    const order = await paidSweater();
    await must(
      "/api/wanlshop/shop/order/ship",
      { id: order.id, express_name: "UPS", express_no: "U1" },
      w.merchants.nordic,
    );
    await s.shopper.next("order", about("order", order.id, "Order shipped"));
    counts.shopper += 2;
    counts.nordic += 1;

    const refund = await must(
      "/api/wanlshop/refund/apply",
      { order_id: order.id, type: 1, money: "49.90", reason: "Too small" },
      w.shopper.token,
    );
    const applied = await s.nordic.next("order", about("refund", refund.id, "Refund requested"));
    expect(applied).toMatchObject({
      type: "order",
      kind: "logistics",
      modules: "refund",
      modules_id: refund.id,
      content: expect.stringContaining(order.no),
    });
    counts.nordic += 1;

    await must("/api/wanlshop/shop/refund/agree", { id: refund.id }, w.merchants.nordic);
    const agreed = await s.shopper.next("order", about("refund", refund.id, "Refund agreed"));
    expect(agreed.content).toContain(refund.refund_no);
    await s.shopperTab2.next("order", about("refund", refund.id, "Refund agreed"));
    counts.shopper += 1;

    await must(
      "/api/wanlshop/refund/returnShip",
      { id: refund.id, express_name: "DHL", express_no: "BACK1" },
      w.shopper.token,
    );
    const back = await s.nordic.next("order", about("refund", refund.id, "Goods sent back"));
    expect(back.content).toContain("BACK1");
    counts.nordic += 1;

    await must("/api/wanlshop/shop/refund/receive", { id: refund.id }, w.merchants.nordic);
    const paidBack = await s.shopper.next("order", about("refund", refund.id, "Refund succeeded"));
    expect(paidBack).toMatchObject({ modules: "refund", modules_id: refund.id });
    expect(paidBack.content).toContain("49.90");
    await s.shopperTab2.next("order", about("refund", refund.id, "Refund succeeded"));
    const paidOut = await s.nordic.next("order", about("refund", refund.id, "Refund succeeded"));
    expect(paidOut.content).toContain(order.no);
    counts.shopper += 1;
    counts.nordic += 1;

    await pause(300);
    // each event once on each of the concerned user's sockets, none on anyone else's
    const titles = (sock: TestSocket) =>
      pushes(sock)
        .filter((f) => f.modules === "refund")
        .map((f) => f.title);
    expect(titles(s.shopper)).toEqual(["Refund agreed", "Refund succeeded"]);
    expect(titles(s.shopperTab2)).toEqual(["Refund agreed", "Refund succeeded"]);
    expect(titles(s.nordic)).toEqual(["Refund requested", "Goods sent back", "Refund succeeded"]);
    expect(pushes(s.shopper)).toHaveLength(counts.shopper);
    expect(pushes(s.nordic)).toHaveLength(counts.nordic);
    expect(pushes(s.tokyo)).toEqual([]);
    expect(pushes(s.bystander)).toEqual([]);
  });

  it("the messages lists and notice/count hold exactly what was pushed, for each user", async () => {
    const listed = async (token: string) =>
      (await must("/api/wanlshop/notice/lists", { type: "logistics", page: 1, limit: 50 }, token)).data as any[];
    const count = (token: string) => must("/api/wanlshop/notice/count", {}, token);
    for (const [who, token, sock] of [
      ["shopper", w.shopper.token, s.shopper],
      ["nordic", w.merchants.nordic, s.nordic],
    ] as const) {
      const frames = pushes(sock);
      expect(frames.length, who).toBe(counts[who]);
      const list = await listed(token);
      // newest first in the list, in arrival order on the socket; same ids, titles and subjects
      expect(
        list.map((n) => [n.id, n.title, n.modules, n.modules_id, n.is_read]),
        who,
      ).toEqual(frames.map((f) => [f.id, f.title, f.modules, f.modules_id, 0]).reverse());
      expect((await count(token)).logistics, who).toBe(frames.length);
    }
    // the second tab saw the same notices as the first
    expect(pushes(s.shopperTab2).map((f) => f.id)).toEqual(pushes(s.shopper).map((f) => f.id));
    expect(await listed(w.merchants.tokyo)).toEqual([]);
    expect((await count(w.merchants.tokyo)).total).toBe(0);
    expect((await count(bystander.token)).total).toBe(0);
    // reading the list clears the badge the pushes raised
    const read = await must("/api/wanlshop/notice/read", { type: "logistics" }, w.shopper.token);
    expect(read).toMatchObject({ changed: counts.shopper, logistics: 0 });
  });
});
