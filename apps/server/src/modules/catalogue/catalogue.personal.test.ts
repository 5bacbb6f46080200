import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalogueFixture } from "../../../test/catalogue-fixture.js";
import { createTestApp, registerAndLogin, type TestApp } from "../../../test/harness.js";

type Fx = Awaited<ReturnType<typeof buildCatalogueFixture>>;

describe("favourites, followed shops, browsing and search history are private to their owner", () => {
  let t: TestApp;
  let fx: Fx;
  let ann: string;
  let bob: string;
  beforeAll(async () => {
    t = await createTestApp();
    fx = await buildCatalogueFixture(t.database.db);
    ann = (await registerAndLogin(t, "ann@buyers.test")).token;
    bob = (await registerAndLogin(t, "bob@buyers.test")).token;
  });
  afterAll(() => t.close());

  it("needs a login for every personal call", async () => {
    for (const url of [
      "/api/wanlshop/product/collect",
      "/api/wanlshop/shop/follow",
      "/api/wanlshop/history/clear",
      "/api/wanlshop/search/clear",
    ]) {
      expect((await t.post(url, { id: fx.goods.phone.id })).code).toBe(401);
    }
    for (const url of [
      "/api/wanlshop/product/collect_list",
      "/api/wanlshop/shop/follow_list",
      "/api/wanlshop/history/lists",
      "/api/wanlshop/search/history",
    ]) {
      expect((await t.get(url)).code).toBe(401);
    }
  });

  it("favourites goods once per user and counts followers", async () => {
    const first = await t.post(
      "/api/wanlshop/product/collect",
      { id: fx.goods.sweater.id, collect: 1 },
      { token: ann },
    );
    expect(first.data).toEqual({ is_favourite: true, followers: 5 });
    const again = await t.post(
      "/api/wanlshop/product/collect",
      { id: fx.goods.sweater.id, collect: 1 },
      { token: ann },
    );
    expect(again.data).toEqual({ is_favourite: true, followers: 5 });
    expect(
      (await t.get("/api/wanlshop/product/goods", { id: fx.goods.sweater.id }, { token: ann })).data.is_favourite,
    ).toBe(true);
    expect(
      (await t.get("/api/wanlshop/product/goods", { id: fx.goods.sweater.id }, { token: bob })).data.is_favourite,
    ).toBe(false);
    const annList = await t.get("/api/wanlshop/product/collect_list", {}, { token: ann });
    expect(annList.data.data.map((g: { id: number }) => g.id)).toEqual([fx.goods.sweater.id]);
    expect((await t.get("/api/wanlshop/product/collect_list", {}, { token: bob })).data.total).toBe(0);
    expect(await t.post("/api/wanlshop/product/collect", { id: fx.goods.offShelf.id }, { token: ann })).toMatchObject({
      error: "not_found",
    });
    const off = await t.post("/api/wanlshop/product/collect", { id: fx.goods.sweater.id, collect: 0 }, { token: bob });
    expect(off.data.followers).toBe(5); // bob never favourited it: nothing to remove
    const removed = await t.post(
      "/api/wanlshop/product/collect",
      { id: fx.goods.sweater.id, collect: 0 },
      { token: ann },
    );
    expect(removed.data).toEqual({ is_favourite: false, followers: 4 });
  });

  it("follows shops per user", async () => {
    const res = await t.post("/api/wanlshop/shop/follow", { id: fx.shops.tokyo.id, follow: 1 }, { token: bob });
    expect(res.data).toEqual({ is_following: true, followers: 31 });
    expect((await t.get("/api/wanlshop/shop/info", { id: fx.shops.tokyo.id }, { token: bob })).data.is_following).toBe(
      true,
    );
    expect((await t.get("/api/wanlshop/shop/info", { id: fx.shops.tokyo.id }, { token: ann })).data.is_following).toBe(
      false,
    );
    expect((await t.get("/api/wanlshop/shop/follow_list", {}, { token: bob })).data.data[0]).toMatchObject({
      shopname: "Tokyo Gadget House",
    });
    expect((await t.get("/api/wanlshop/shop/follow_list", {}, { token: ann })).data.total).toBe(0);
    expect(await t.post("/api/wanlshop/shop/follow", { id: fx.shops.closed.id }, { token: bob })).toMatchObject({
      error: "shop_closed",
    });
  });

  it("records browsing history per user, newest first, and clears one or all of one's own", async () => {
    await t.get("/api/wanlshop/product/goods", { id: fx.goods.linen.id }, { token: ann });
    await t.get("/api/wanlshop/product/goods", { id: fx.goods.phone.id }, { token: ann });
    await t.get("/api/wanlshop/product/goods", { id: fx.goods.scarf.id }, { token: bob });
    const annHistory = await t.get("/api/wanlshop/history/lists", {}, { token: ann });
    expect(annHistory.data.data.map((g: { id: number }) => g.id).slice(0, 2)).toEqual([
      fx.goods.phone.id,
      fx.goods.linen.id,
    ]);
    expect(annHistory.data.data[0].viewtime).toBeGreaterThan(0);
    await t.post("/api/wanlshop/history/clear", {}, { token: bob });
    expect((await t.get("/api/wanlshop/history/lists", {}, { token: bob })).data.total).toBe(0);
    expect((await t.get("/api/wanlshop/history/lists", {}, { token: ann })).data.total).toBeGreaterThanOrEqual(2);
    await t.post("/api/wanlshop/history/clear", { id: fx.goods.linen.id }, { token: ann });
    const after = await t.get("/api/wanlshop/history/lists", {}, { token: ann });
    expect(after.data.data.map((g: { id: number }) => g.id)).not.toContain(fx.goods.linen.id);
    expect(after.data.data.map((g: { id: number }) => g.id)).toContain(fx.goods.phone.id);
  });

  it("records searches of a logged-in user, newest first, and clears them", async () => {
    await t.get("/api/wanlshop/product/lists", { search: "wool" }, { token: ann });
    await t.get("/api/wanlshop/shop/lists", { search: "gadget" }, { token: ann });
    await t.get("/api/wanlshop/product/lists", { search: "  Wool  " }, { token: ann });
    await t.get("/api/wanlshop/product/lists", { search: "secret" }, { token: bob });
    await t.get("/api/wanlshop/product/lists", { search: "anonymous" });
    expect((await t.get("/api/wanlshop/search/history", {}, { token: ann })).data).toEqual(["wool", "gadget"]);
    expect((await t.get("/api/wanlshop/search/history", {}, { token: bob })).data).toEqual(["secret"]);
    await t.post("/api/wanlshop/search/clear", {}, { token: ann });
    expect((await t.get("/api/wanlshop/search/history", {}, { token: ann })).data).toEqual([]);
    expect((await t.get("/api/wanlshop/search/history", {}, { token: bob })).data).toEqual(["secret"]);
  });
});
