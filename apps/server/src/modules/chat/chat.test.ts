import net from "node:net";
import { SUPPORT_CONTACT_ID } from "@mp/contracts";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalogueFixture } from "../../../test/catalogue-fixture.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { openSocket, type TestSocket } from "../../../test/socket-client.js";
import { accountsAdmin } from "../accounts/index.js";
import { createStaff } from "../staff/index.js";
import { chatMessages } from "./chat.tables.js";

const NOT_MERCHANT = "The other party is not a merchant, operation prohibited";

describe("chat over REST and the websocket (real sockets, running server)", () => {
  let t: TestApp;
  let wsUrl = "";
  let fx: Awaited<ReturnType<typeof buildCatalogueFixture>>;
  let merchant: { token: string; id: number };
  let shopper: { token: string; id: number };
  let other: { token: string; id: number };
  const sockets: TestSocket[] = [];

  const login = async (account: string, password: string) => {
    const r = await t.post("/api/wanlshop/user/login", { account, password, top: 1 });
    return { token: r.data.userinfo.token as string, id: r.data.userinfo.user_id as number };
  };
  const newShopper = async (name: string) => {
    await accountsAdmin.createUserDirect(t.database.db, {
      email: `${name}@chat.test`,
      password: "secret123",
      nickname: name,
    });
    return login(`${name}@chat.test`, "secret123");
  };
  const socket = async (token?: string) => {
    const s = await openSocket(wsUrl);
    sockets.push(s);
    if (token) expect((await t.post("/api/wanlshop/chat/shake", { client_id: s.clientId }, { token })).code).toBe(1);
    return s;
  };
  const send = (token: string, to_id: number, message: object, extra: object = {}) =>
    t.post("/api/wanlshop/chat/send", { to_id, message, ...extra }, { token });
  const text = (token: string, to_id: number, s: string) => send(token, to_id, { type: "text", content: { text: s } });
  const lists = async (token: string) => (await t.post("/api/wanlshop/chat/lists", {}, { token })).data as any[];

  beforeAll(async () => {
    t = await createTestApp({ WS_HEARTBEAT_MS: "300" });
    fx = await buildCatalogueFixture(t.database.db);
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/ws`;
    merchant = await login("a@shops.test", "owner-pass");
    shopper = await newShopper("shopper1");
    other = await newShopper("shopper2");
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it("greets with init, binds with chat/shake and the Token, and answers pings", async () => {
    const s = await socket();
    expect(s.clientId).toMatch(/^[0-9a-f]{64}$/);
    expect(await t.post("/api/wanlshop/chat/shake", { client_id: s.clientId })).toMatchObject({ code: 401 });
    expect(
      await t.post("/api/wanlshop/chat/shake", { client_id: "not-an-id" }, { token: shopper.token }),
    ).toMatchObject({ code: 0, error: "bad_request" });
    expect((await t.post("/api/wanlshop/chat/shake", { client_id: s.clientId }, { token: shopper.token })).code).toBe(
      1,
    );
    s.ws.send(JSON.stringify({ type: "ping" }));
    expect(await s.next("pong")).toEqual({ type: "pong" });
  });

  it("pushes a message live to the receiver's bound socket; unbound and wrongly bound sockets get nothing private", async () => {
    const bound = await socket(merchant.token);
    const unbound = await socket();
    const badToken = await socket();
    expect(
      await t.post("/api/wanlshop/chat/shake", { client_id: badToken.clientId }, { token: "forged-token" }),
    ).toMatchObject({ code: 401 });
    const sent = await text(shopper.token, merchant.id, "Is the sweater in stock?");
    expect(sent).toMatchObject({ code: 1, data: { form: { id: shopper.id }, to_id: merchant.id } });
    const got = await bound.next("chat", (f) => f.id === sent.data.id);
    expect(got).toMatchObject({ message: { type: "text", content: { text: "Is the sweater in stock?" } } });
    // a heartbeat later the other two sockets have still seen only their greeting
    await new Promise((r) => setTimeout(r, 400));
    expect(unbound.frames.map((f) => f.type)).toEqual(["init"]);
    expect(badToken.frames.map((f) => f.type)).toEqual(["init"]);
  });

  it("sends the shop's welcome on first contact, counts unread per contact and clears it", async () => {
    const fresh = await newShopper("shopper3");
    const live = await socket(fresh.token);
    const first = await text(fresh.token, merchant.id, "Hello shop");
    const welcome = await live.next("chat", (f) => f.form.id === merchant.id);
    expect(welcome.message.content).toMatchObject({ key: "welcome", shop: fx.shops.nordic.name });
    expect(welcome.id).toBeGreaterThan(first.data.id);
    // offline: the shopper closes the window, the merchant answers twice
    live.close();
    await text(merchant.token, fresh.id, "Yes, size M is in stock");
    await text(merchant.token, fresh.id, "Anything else?");
    const mine = await lists(fresh.token);
    expect(mine[0]).toMatchObject({ user_id: SUPPORT_CONTACT_ID, service: true, count: 0 });
    const shop = mine.find((c) => c.user_id === merchant.id);
    expect(shop).toMatchObject({ name: fx.shops.nordic.name, count: 3, content: "Anything else?", type: "text" });
    expect(mine.reduce((n, c) => n + c.count, 0)).toBe(3);
    const theirs = await lists(merchant.token);
    expect(theirs.find((c) => c.user_id === fresh.id)).toMatchObject({ name: "shopper3", count: 1 });
    // the next connection gets the history it missed
    const h = await t.post("/api/wanlshop/chat/history2", { to_id: merchant.id }, { token: fresh.token });
    expect(h.data.map((m: any) => m.message.content.text)).toEqual([
      "Hello shop",
      welcome.message.content.text,
      "Yes, size M is in stock",
      "Anything else?",
    ]);
    expect((await t.post("/api/wanlshop/chat/clear", { id: merchant.id }, { token: fresh.token })).code).toBe(1);
    expect((await lists(fresh.token)).find((c) => c.user_id === merchant.id).count).toBe(0);
    const after = await t.post("/api/wanlshop/chat/history2", { to_id: merchant.id }, { token: fresh.token });
    expect(after.data.filter((m: any) => m.to_id === fresh.id).every((m: any) => m.read)).toBe(true);
    // another user's token sees none of it
    expect((await lists(other.token)).some((c) => c.user_id === merchant.id || c.user_id === fresh.id)).toBe(false);
    const peek = await t.post("/api/wanlshop/chat/history2", { to_id: merchant.id }, { token: other.token });
    expect(peek.data).toEqual([]);
  });

  it("delivers what came while the receiver had no socket on the next connection: counted, in history, pushed once", async () => {
    const away = await newShopper("away1");
    // the shopper writes with no socket open and leaves; the shop's welcome and two answers come meanwhile
    expect((await text(away.token, merchant.id, "Do you ship to Oslo?")).code).toBe(1);
    const a1 = await text(merchant.token, away.id, "Yes, within 3 days");
    const a2 = await send(merchant.token, away.id, { type: "goods", content: { id: fx.goods.sweater.id } });
    expect([a1.code, a2.code]).toEqual([1, 1]);
    expect((await lists(merchant.token)).find((c) => c.user_id === away.id)).toMatchObject({ online: false });

    // the next connection: bound, the list the client loads on binding has the count and the last message
    const back = await socket(away.token);
    const contact = (await lists(away.token)).find((c) => c.user_id === merchant.id);
    expect(contact).toMatchObject({ count: 3, type: "goods", content: "Merino Wool Crew-Neck Sweater" });
    expect((await lists(away.token)).reduce((n, c) => n + c.count, 0)).toBe(3);
    expect((await lists(merchant.token)).find((c) => c.user_id === away.id)).toMatchObject({ online: true });
    const h = (await t.post("/api/wanlshop/chat/history2", { to_id: merchant.id }, { token: away.token }))
      .data as any[];
    expect(h.map((m) => [m.form.id, m.message.type, m.read])).toEqual([
      [away.id, "text", false],
      [merchant.id, "text", false],
      [merchant.id, "text", false],
      [merchant.id, "goods", false],
    ]);
    expect(h.slice(2).map((m) => m.id)).toEqual([a1.data.id, a2.data.id]);
    // the missed messages are not replayed on the socket (the list and history hold them); a new one is pushed once
    const live = await text(merchant.token, away.id, "Still there?");
    await back.next("chat", (f) => f.id === live.data.id);
    await new Promise((r) => setTimeout(r, 400));
    expect(back.frames.filter((f) => f.type === "chat").map((f) => f.id)).toEqual([live.data.id]);
    expect((await lists(away.token)).find((c) => c.user_id === merchant.id).count).toBe(4);

    // a reconnect (the window reloaded) gets no copies either, and the count is still there until cleared
    back.close();
    await back.closed;
    const again = await socket(away.token);
    await new Promise((r) => setTimeout(r, 400));
    expect(again.frames.map((f) => f.type)).toEqual(["init"]);
    expect((await lists(away.token)).find((c) => c.user_id === merchant.id).count).toBe(4);
    await t.post("/api/wanlshop/chat/clear", { id: merchant.id }, { token: away.token });
    expect((await lists(away.token)).reduce((n, c) => n + c.count, 0)).toBe(0);
  });

  it("ignores frames a client sends other than ping (unknown, live, service, chat, order, init): the socket stays open and bound, nobody else gets anything", async () => {
    const noisy = await newShopper("noisy1");
    const quiet = await newShopper("quiet1");
    const noisySocket = await socket(noisy.token);
    const quietSocket = await socket(quiet.token);
    const merchantSocket = await socket(merchant.token);
    const frames: (string | Buffer)[] = [
      { type: "hello" },
      { type: "live", room: 1, content: "going live" },
      { type: "service", to_id: SUPPORT_CONTACT_ID, message: { type: "text", content: { text: "via socket" } } },
      { type: "chat", to_id: merchant.id, message: { type: "text", content: { text: "via socket" } } },
      { type: "order", title: "Fake", content: "fake", modules: "order", modules_id: 1 },
      { type: "notice", title: "Fake" },
      { type: "init", client_id: quietSocket.clientId },
      { type: "pong" },
      {},
      { type: null },
      { type: 42 },
      null,
      [],
      42,
      "ping",
    ].map((f) => JSON.stringify(f));
    frames.push("not json at all", Buffer.from([0, 1, 2, 255]));
    for (const f of frames) noisySocket.ws.send(f);
    noisySocket.ws.send(JSON.stringify({ type: "ping" }));
    expect(await noisySocket.next("pong")).toEqual({ type: "pong" });
    expect(noisySocket.ws.readyState).toBe(noisySocket.ws.OPEN);
    // still bound to its user: a message to customer service through REST comes back on it as a service frame
    const real = await text(noisy.token, SUPPORT_CONTACT_ID, "through REST");
    const echo = await noisySocket.next("service", (f) => f.id === real.data.id);
    expect(echo).toMatchObject({ form: { id: noisy.id }, to_id: SUPPORT_CONTACT_ID });
    // naming the quiet socket's client id in a frame took nothing over: the quiet user's frames go to it alone
    expect((await text(quiet.token, merchant.id, "hello shop")).code).toBe(1);
    await quietSocket.next("chat", (f) => f.form.id === merchant.id);
    await new Promise((r) => setTimeout(r, 400));
    expect(noisySocket.frames.map((f) => f.type)).toEqual(["init", "pong", "service"]);
    expect(quietSocket.frames.map((f) => f.type)).toEqual(["init", "chat"]);
    // nothing was stored or sent from the socket frames
    expect(merchantSocket.frames.filter((f) => f.form?.id === noisy.id)).toEqual([]);
    expect((await t.post("/api/wanlshop/chat/history2", { to_id: merchant.id }, { token: noisy.token })).data).toEqual(
      [],
    );
    const support = await t.post("/api/wanlshop/chat/history2", { to_id: SUPPORT_CONTACT_ID }, { token: noisy.token });
    expect(support.data.map((m: any) => m.message.content.text)).toEqual(["through REST"]);
    expect((await t.post("/api/wanlshop/notice/count", {}, { token: noisy.token })).data.total).toBe(0);
    expect(noisySocket.ws.readyState).toBe(noisySocket.ws.OPEN);
  });

  it("pages history back 30 at a time, older first, until a page is not full", async () => {
    const p = await newShopper("pager");
    const base = Date.now() - 3600_000;
    await t.database.db.insert(chatMessages).values(
      Array.from({ length: 60 }, (_, i) => ({
        fromUserId: i % 2 ? merchant.id : p.id,
        toUserId: i % 2 ? p.id : merchant.id,
        type: "text",
        content: { text: `m${i}` },
        createdAt: new Date(base + i * 1000),
      })),
    );
    const page = async (last_id?: number) =>
      (await t.post("/api/wanlshop/chat/history2", { to_id: merchant.id, last_id }, { token: p.token })).data as any[];
    const one = await page();
    expect(one.map((m) => m.message.content.text)).toEqual(Array.from({ length: 30 }, (_, i) => `m${30 + i}`));
    const two = await page(one[0].id);
    expect(two.map((m) => m.message.content.text)).toEqual(Array.from({ length: 30 }, (_, i) => `m${i}`));
    expect(two[0].createtime).toBeLessThan(two[29].createtime);
    expect(await page(two[0].id)).toEqual([]);
  });

  it("stores the token's user as sender whatever the body claims, with the server's time", async () => {
    const r = await send(
      shopper.token,
      merchant.id,
      { type: "text", content: { text: "who am I" } },
      { form: { id: other.id, name: "someone else", avatar: "x" }, from_id: other.id, createtime: 1, id: 999999 },
    );
    expect(r).toMatchObject({ code: 1, data: { form: { id: shopper.id, name: "shopper1" } } });
    expect(Math.abs(r.data.createtime - Date.now() / 1000)).toBeLessThan(60);
    const h = await t.post("/api/wanlshop/chat/history2", { to_id: merchant.id }, { token: shopper.token });
    expect(h.data.at(-1)).toMatchObject({ id: r.data.id, form: { id: shopper.id } });
    expect(r.data.id).not.toBe(999999);
  });

  it("refuses chat with a user who is not a merchant, but not customer service or an answer", async () => {
    const r = await text(shopper.token, other.id, "hi");
    expect(r).toMatchObject({ code: 0, msg: NOT_MERCHANT, error: "not_merchant" });
    expect((await t.post("/api/wanlshop/chat/history2", { to_id: other.id }, { token: shopper.token })).data).toEqual(
      [],
    );
    expect((await text(shopper.token, 987654, "anyone?")).error).toBe("not_merchant");
    expect((await text(shopper.token, SUPPORT_CONTACT_ID, "I need help")).code).toBe(1);
    // the merchant may answer a shopper who wrote first, not write to one who never did
    expect((await text(merchant.token, shopper.id, "Happy to help")).code).toBe(1);
    expect((await text(merchant.token, other.id, "Buy now!")).error).toBe("not_merchant");
    expect((await text(shopper.token, shopper.id, "me")).code).toBe(0);
  });

  it("keeps HTML and script as plain text", async () => {
    const evil = `<script>alert("x")</script><img src=x onerror=alert(1)><b>bold</b>`;
    const r = await text(shopper.token, merchant.id, evil);
    expect(r.data.message).toEqual({ type: "text", content: { text: evil } });
    const h = await t.post("/api/wanlshop/chat/history2", { to_id: merchant.id }, { token: merchant.token });
    expect(h.data).toEqual([]); // the merchant's history with itself is empty; read the shopper's
    const mh = await t.post("/api/wanlshop/chat/history2", { to_id: shopper.id }, { token: merchant.token });
    expect(mh.data.at(-1).message.content.text).toBe(evil);
  });

  it("sends images only as our uploads, and goods as a card the server builds", async () => {
    const png = await sharp({ create: { width: 40, height: 30, channels: 3, background: "#36c" } })
      .png()
      .toBuffer();
    const boundary = "----chatboundary";
    const head = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\nContent-Type: image/png\r\n\r\n`;
    const up = (
      await t.app.inject({
        method: "POST",
        url: "/api/common/upload",
        headers: { "content-type": `multipart/form-data; boundary=${boundary}`, token: shopper.token },
        payload: Buffer.concat([Buffer.from(head), png, Buffer.from(`\r\n--${boundary}--\r\n`)]),
      })
    ).json();
    const img = await send(shopper.token, merchant.id, { type: "img", content: { url: up.data.fullurl } });
    expect(img).toMatchObject({ code: 1, data: { message: { type: "img", content: { url: up.data.url } } } });
    for (const url of [
      "https://evil.test/x.webp",
      "/uploads/public/202601/../../etc/passwd",
      "/uploads/public/202601/0123456789abcdef0123456789abcdef.webp",
    ])
      expect(await send(shopper.token, merchant.id, { type: "img", content: { url } })).toMatchObject({
        code: 0,
        error: "upload_invalid",
      });
    const card = await send(shopper.token, merchant.id, {
      type: "goods",
      content: { id: fx.goods.sweater.id, title: "FREE iPhone", price: "0.01" },
    });
    expect(card.data.message).toEqual({
      type: "goods",
      content: {
        id: fx.goods.sweater.id,
        title: "Merino Wool Crew-Neck Sweater",
        image: fx.goods.sweater.image,
        price: "49.90",
        shop_id: fx.shops.nordic.id,
      },
    });
    expect((await send(shopper.token, merchant.id, { type: "goods", content: { id: 999999 } })).code).toBe(0);
    expect((await lists(merchant.token)).find((c) => c.user_id === shopper.id)).toMatchObject({
      type: "goods",
      content: "Merino Wool Crew-Neck Sweater",
    });
  });

  it("closes only the socket whose frame is over the size limit", async () => {
    const big = await socket(merchant.token);
    const small = await socket(merchant.token);
    big.ws.send("x".repeat(64 * 1024));
    expect(await big.closed).toBe(1009);
    small.ws.send(JSON.stringify({ type: "ping" }));
    await small.next("pong");
    const r = await text(shopper.token, merchant.id, "still there?");
    await small.next("chat", (f) => f.id === r.data.id);
  });

  it("closes a socket that sends frames too fast", async () => {
    const s = await socket();
    for (let i = 0; i < 40; i++) s.ws.send(JSON.stringify({ type: "ping" }));
    expect(await s.closed).toBe(1008);
  });

  it("drops a socket that stops answering the heartbeat", async () => {
    const port = (t.app.server.address() as { port: number }).port;
    const raw = net.connect(port, "127.0.0.1");
    let received = "";
    raw.on("data", (d) => {
      received += d.toString("latin1");
    });
    raw.write(
      "GET /ws HTTP/1.1\r\nHost: 127.0.0.1\r\nUpgrade: websocket\r\nConnection: Upgrade\r\n" +
        "Sec-WebSocket-Key: dGhlIHNhbXBsZSBub25jZQ==\r\nSec-WebSocket-Version: 13\r\n\r\n",
    );
    // this client never answers a ping: the server ends the connection within two sweeps
    const ended = await new Promise<boolean>((resolve) => {
      raw.once("close", () => resolve(true));
      setTimeout(() => resolve(false), 3000).unref();
    });
    expect(received).toContain("101 Switching Protocols");
    expect(ended).toBe(true);
  });

  it("answers from the staff support inbox: queue, assignment, live frames both ways", async () => {
    const db = t.database.db;
    await createStaff(db, { email: "help1@staff.test", name: "Helper One", role: "support", password: "support-pass" });
    await createStaff(db, { email: "help2@staff.test", name: "Helper Two", role: "support", password: "support-pass" });
    await createStaff(db, { email: "money@staff.test", name: "Finance", role: "finance", password: "finance-pass" });
    const staffLogin = async (account: string, password: string) =>
      (await t.post("/api/admin/auth/login", { account, password })).data.token as string;
    const [h1, h2, fin] = [
      await staffLogin("help1@staff.test", "support-pass"),
      await staffLogin("help2@staff.test", "support-pass"),
      await staffLogin("money@staff.test", "finance-pass"),
    ];
    const inbox = await openSocket(wsUrl);
    sockets.push(inbox);
    expect((await t.post("/api/admin/support/shake", { client_id: inbox.clientId }, { token: h1 })).code).toBe(1);
    const user = await newShopper("needshelp");
    const userSocket = await socket(user.token);
    const q = await text(user.token, SUPPORT_CONTACT_ID, "My parcel is late");
    const frame = await inbox.next("service", (f) => f.id === q.data.id);
    expect(frame).toMatchObject({ user_id: user.id, message: { content: { text: "My parcel is late" } } });

    expect((await t.post("/api/admin/support/queue", {}, { token: fin })).error).toBe("forbidden");
    expect((await t.post("/api/admin/support/queue", {}, { token: user.token })).code).toBe(401);
    const queue = await t.post("/api/admin/support/queue", { filter: "waiting" }, { token: h1 });
    expect(queue.data.data.find((r: any) => r.user_id === user.id)).toMatchObject({
      name: "needshelp",
      unread: 1,
      waiting: true,
      assigned_staff_id: null,
      content: "My parcel is late",
    });

    const answer = { user_id: user.id, message: { type: "text", content: { text: "Let me check, one moment" } } };
    const a = await t.post("/api/admin/support/send", answer, { token: h1 });
    expect(a).toMatchObject({ code: 1, data: { form: { id: SUPPORT_CONTACT_ID }, to_id: user.id } });
    const live = await userSocket.next("service", (f) => f.id === a.data.id);
    expect(live.message.content.text).toBe("Let me check, one moment");
    // the first answer assigned the thread to Helper One; Helper Two may not answer it or take it
    expect((await t.post("/api/admin/support/send", answer, { token: h2 })).error).toBe("forbidden");
    const mine = await t.post("/api/admin/support/queue", { filter: "mine" }, { token: h1 });
    expect(mine.data.data.map((r: any) => r.user_id)).toContain(user.id);
    expect(mine.data.data.find((r: any) => r.user_id === user.id)).toMatchObject({
      assigned_name: "Helper One",
      unread: 0,
      waiting: false,
    });
    const hist = await t.post("/api/admin/support/history", { user_id: user.id }, { token: h2 });
    expect(hist.data.map((m: any) => m.message.content.text)).toEqual([
      "My parcel is late",
      "Let me check, one moment",
    ]);
    // the user's list shows customer service with one unread answer
    expect((await lists(user.token))[0]).toMatchObject({
      service: true,
      count: 1,
      content: "Let me check, one moment",
    });
  });
});
