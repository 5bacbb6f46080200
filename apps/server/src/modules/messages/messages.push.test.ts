import { text } from "@mp/texts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { openSocket, type TestSocket } from "../../../test/socket-client.js";
import { transactionWithAfterCommit } from "../../platform/after-commit.js";
import { notify } from "./index.js";

/** `notify()` pushes an `order`/`notice` frame to the user's real sockets, only after the commit. */
describe("notice pushes", () => {
  let t: TestApp;
  let wsUrl: string;
  let amy: { token: string; userId: number };
  let bo: { token: string; userId: number };
  const sockets: TestSocket[] = [];
  const socket = async (token: string) => {
    const s = await openSocket(wsUrl);
    sockets.push(s);
    expect((await t.post("/api/wanlshop/chat/shake", { client_id: s.clientId }, { token })).code).toBe(1);
    return s;
  };
  const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: "127.0.0.1" });
    wsUrl = `ws://127.0.0.1:${(t.app.server.address() as { port: number }).port}/ws`;
    amy = await quickUser(t, "amy@push.test");
    bo = await quickUser(t, "bo@push.test");
  });
  afterAll(async () => {
    for (const s of sockets) s.close();
    await t.close();
  });

  it("sends an order frame for a logistics notice after the commit, to its owner only", async () => {
    const mine = await socket(amy.token);
    const theirs = await socket(bo.token);
    await transactionWithAfterCommit(t.database.db, async (tx) => {
      await notify(tx, {
        userId: amy.userId,
        kind: "logistics",
        text: text("notice.order_shipped", { order_no: "7", carrier: "DHL", tracking: "T7" }),
        modules: "order",
        modulesId: 7,
      });
      await pause(150);
      expect(mine.frames.filter((f) => f.type === "order")).toEqual([]);
    });
    const frame = await mine.next("order");
    expect(frame).toMatchObject({
      type: "order",
      kind: "logistics",
      title: "Order shipped",
      content: "Order 7 was shipped with DHL, tracking number T7.",
      modules: "order",
      modules_id: 7,
    });
    await notify(t.database.db, { userId: amy.userId, kind: "system", text: text("notice.welcome") });
    expect(await mine.next("notice")).toMatchObject({
      type: "notice",
      kind: "system",
      title: "Welcome to the marketplace",
    });
    await pause(150);
    expect(theirs.frames.filter((f) => f.type === "order" || f.type === "notice")).toEqual([]);
  });

  it("keeps a notice made while the user had no socket for the next connection: counted and listed, not replayed", async () => {
    const cy = await quickUser(t, "cy@push.test");
    await notify(t.database.db, {
      userId: cy.userId,
      kind: "logistics",
      text: text("notice.order_shipped", { order_no: "9", carrier: "DHL", tracking: "T9" }),
      modules: "order",
      modulesId: 9,
    });
    const back = await socket(cy.token);
    expect((await t.post("/api/wanlshop/notice/count", {}, { token: cy.token })).data).toMatchObject({
      logistics: 1,
      total: 1,
    });
    const list = await t.post("/api/wanlshop/notice/lists", { type: "logistics" }, { token: cy.token });
    expect(list.data.data).toMatchObject([{ title: "Order shipped", modules: "order", modules_id: 9, is_read: 0 }]);
    // the next notice is pushed once; the missed one is not pushed at all (the lists hold it)
    await notify(t.database.db, { userId: cy.userId, kind: "system", text: text("notice.coupons_here") });
    await back.next("notice", (f) => f.title === "Coupons are here");
    await pause(200);
    expect(back.frames.filter((f) => f.type === "order" || f.type === "notice").map((f) => f.title)).toEqual([
      "Coupons are here",
    ]);
  });
  it("sends nothing when the transaction rolls back", async () => {
    const mine = await socket(bo.token);
    await expect(
      transactionWithAfterCommit(t.database.db, async (tx) => {
        await notify(tx, { userId: bo.userId, kind: "interaction", text: text("notice.welcome") });
        throw new Error("order failed");
      }),
    ).rejects.toThrow("order failed");
    await pause(200);
    expect(mine.frames.filter((f) => f.type === "notice")).toEqual([]);
    expect((await t.post("/api/wanlshop/notice/count", {}, { token: bo.token })).data.total).toBe(0);
  });
});
