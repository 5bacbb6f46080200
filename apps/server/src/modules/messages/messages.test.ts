import { text } from "@mp/texts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { notify } from "./index.js";

/** Notices: lists per kind, unread counts, read marks, privacy; `notify()` in the caller's transaction. */
const shipped = (no: string) => text("notice.order_shipped", { order_no: no, carrier: "DHL", tracking: `T${no}` });

describe("messages", () => {
  let t: TestApp;
  let amy: { token: string; userId: number };
  let bo: { token: string; userId: number };
  const list = async (type: string, token = amy.token, page = 1) =>
    (await t.post("/api/wanlshop/notice/lists", { type, page, limit: 2 }, { token })).data;
  const count = async (token = amy.token) => (await t.post("/api/wanlshop/notice/count", {}, { token })).data;

  beforeAll(async () => {
    t = await createTestApp();
    amy = await quickUser(t, "amy@notice.test");
    bo = await quickUser(t, "bo@notice.test");
    const db = t.database.db;
    await notify(db, {
      userId: amy.userId,
      kind: "logistics",
      text: shipped("1"),
      modules: "order",
      modulesId: 1,
    });
    await notify(db, {
      userId: amy.userId,
      kind: "logistics",
      text: text("notice.receipt_confirmed_auto", { order_no: "1", after: "7 days" }),
      modules: "order",
      modulesId: 1,
    });
    await notify(db, {
      userId: amy.userId,
      kind: "logistics",
      text: shipped("2"),
      modules: "order",
      modulesId: 2,
    });
    await notify(db, {
      userId: amy.userId,
      kind: "interaction",
      text: text("notice.refund_agreed", { refund_no: "R1" }),
    });
    await notify(db, { userId: amy.userId, kind: "system", text: text("notice.welcome") });
    await notify(db, { userId: bo.userId, kind: "system", text: text("notice.coupons_here") });
  });
  afterAll(() => t.close());

  it("asks a visitor to log in", async () => {
    expect((await t.post("/api/wanlshop/notice/count")).code).toBe(401);
    expect((await t.post("/api/wanlshop/notice/lists", { type: "system" })).code).toBe(401);
  });

  it("lists each kind newest first, in pages", async () => {
    const first = await list("logistics");
    expect(first).toMatchObject({ total: 3, per_page: 2, last_page: 2, current_page: 1 });
    expect(first.data.map((n: { content: string }) => n.content)).toEqual([
      "Order 2 was shipped with DHL, tracking number T2.",
      "Order 1 was confirmed as received automatically 7 days after shipping.",
    ]);
    expect(first.data[0]).toMatchObject({ type: "logistics", modules: "order", modules_id: 2, is_read: 0 });
    expect((await list("logistics", amy.token, 2)).data.map((n: { content: string }) => n.content)).toEqual([
      "Order 1 was shipped with DHL, tracking number T1.",
    ]);
    expect((await list("interactions")).data.map((n: { title: string }) => n.title)).toEqual(["Refund agreed"]);
    expect((await list("system")).data.map((n: { title: string }) => n.title)).toEqual(["Welcome to the marketplace"]);
    expect((await t.post("/api/wanlshop/notice/lists", { type: "spam" }, { token: amy.token })).error).toBe(
      "bad_request",
    );
  });

  it("counts unread notices per kind and marks one or a whole list read", async () => {
    expect(await count()).toEqual({ logistics: 3, interaction: 1, system: 1, total: 5 });
    const [newest] = (await list("logistics")).data;
    const one = await t.post("/api/wanlshop/notice/read", { id: newest.id }, { token: amy.token });
    expect(one.data).toMatchObject({ changed: 1, logistics: 2, total: 4 });
    expect((await list("logistics")).data[0].is_read).toBe(1);
    const all = await t.post("/api/wanlshop/notice/read", { type: "logistics" }, { token: amy.token });
    expect(all.data).toMatchObject({ changed: 2, logistics: 0, interaction: 1, system: 1, total: 2 });
    expect((await t.post("/api/wanlshop/notice/read", {}, { token: amy.token })).error).toBe("bad_request");
  });

  it("keeps notices private to their owner", async () => {
    expect(await count(bo.token)).toEqual({ logistics: 0, interaction: 0, system: 1, total: 1 });
    expect((await list("system", bo.token)).data.map((n: { title: string }) => n.title)).toEqual(["Coupons are here"]);
    const [amys] = (await list("system")).data;
    const res = await t.post("/api/wanlshop/notice/read", { id: amys.id }, { token: bo.token });
    expect(res).toMatchObject({ code: 0, error: "not_found" });
    expect((await list("system")).data[0].is_read).toBe(0);
    // a kind-wide read by Bo leaves Amy's notices unread
    await t.post("/api/wanlshop/notice/read", { type: "system" }, { token: bo.token });
    expect((await count()).system).toBe(1);
  });

  it("stores a notice only when the caller's transaction commits", async () => {
    await expect(
      t.database.db.transaction(async (tx) => {
        await notify(tx, {
          userId: amy.userId,
          kind: "system",
          text: text("notice.store_unlocked", { shop: "Never" }),
        });
        throw new Error("order failed");
      }),
    ).rejects.toThrow("order failed");
    expect((await list("system")).data.map((n: { title: string }) => n.title)).toEqual(["Welcome to the marketplace"]);
  });
});
