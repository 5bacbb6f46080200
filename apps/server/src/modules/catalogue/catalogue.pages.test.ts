import http from "node:http";
import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalogueFixture } from "../../../test/catalogue-fixture.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { banners, goods } from "../../schema.js";
import { largestPagePicture } from "./index.js";

type Fx = Awaited<ReturnType<typeof buildCatalogueFixture>>;

describe("home, product, shop and category pages", () => {
  let t: TestApp;
  let fx: Fx;
  beforeAll(async () => {
    t = await createTestApp();
    fx = await buildCatalogueFixture(t.database.db);
    await t.database.db.insert(banners).values([
      { image: "/uploads/public/seed/b1.webp", url: "/goods_cate?category_id=1", title: "Knitwear week", sort: 2 },
      { image: "/uploads/public/seed/b0.webp", url: "/store?id=1", title: "New season", sort: 1 },
    ]);
  });
  afterAll(() => t.close());

  it("answers index/index with banners in order and the app url", async () => {
    const res = await t.post("/api/index/index");
    expect(res.data.banner.map((b: { title: string }) => b.title)).toEqual(["New season", "Knitwear week"]);
    expect(res.data).toHaveProperty("app_url");
  });

  it("names the picture each page shows largest: the first banner, a product's first photo, else none", async () => {
    const db = t.database.db;
    const at = (page: string) => {
      const url = new URL(page, "http://page");
      return largestPagePicture(db, "en", url.pathname, url.searchParams);
    };
    expect(await at("/")).toBe("/uploads/public/seed/b0.webp");
    // without photos of its own, the cover; with photos, the first of them (what the gallery shows)
    expect(await at(`/productDetails?id=${fx.goods.phone.id}`)).toBe("/uploads/public/seed/x.webp");
    await db
      .update(goods)
      .set({ images: ["/uploads/public/seed/phone-1.webp", "/uploads/public/seed/phone-2.webp"] })
      .where(eq(goods.id, fx.goods.phone.id));
    expect(await at(`/productDetails?id=${fx.goods.phone.id}`)).toBe("/uploads/public/seed/phone-1.webp");
    await db.update(goods).set({ images: [] }).where(eq(goods.id, fx.goods.phone.id));
    // off the shelf, missing or a bad id: nothing to preload; other pages: nothing
    expect(await at(`/productDetails?id=${fx.goods.offShelf.id}`)).toBeNull();
    expect(await at("/productDetails?id=abc")).toBeNull();
    expect(await at("/productDetails?id=99999999")).toBeNull();
    expect(await at("/goods_cate?category_id=1")).toBeNull();
  });

  it("answers the home blocks: newest, best-selling, recommended, and 'Next' pages", async () => {
    const res = await t.post("/api/index/index_goods_list");
    expect(res.data.list[0].title).toBe("Floral Summer Maxi Dress");
    expect(res.data.list2.map((g: { sales: number }) => g.sales)).toEqual([800, 300, 120, 50, 10]);
    expect(res.data.list2[0]).toMatchObject({ goods: { title: "Aurora X5 Smartphone 128GB", price: "299.00" } });
    const rec = await t.post("/api/index/goods_list");
    expect(rec.data[0].title).toBe("Floral Summer Maxi Dress"); // most favourited
    const next = await t.post("/api/index/index_goods_list", { page: 2 });
    expect(next.code).toBe(1);
  });

  it("shows a product with SKUs, rating, category path in the language, shop and the genuine label", async () => {
    const res = await t.get("/api/wanlshop/product/goods", { id: fx.goods.phone.id }, { lang: "ar" });
    expect(res.code).toBe(1);
    const d = res.data;
    expect(d).toMatchObject({
      title: "Aurora X5 Smartphone 128GB",
      price: "299.00",
      freight: "0.00",
      genuine: true,
      is_favourite: false,
    });
    expect(d.specs).toEqual([
      { name: "Colour", values: ["Black", "Silver"] },
      { name: "Storage", values: ["128GB", "256GB"] },
    ]);
    expect(d.skus).toContainEqual({
      id: expect.any(Number),
      spec_values: { Colour: "Silver", Storage: "256GB" },
      price: "349.00",
      stock: 2,
    });
    expect(d.rating).toEqual({ count: 2, average: "4.5", durability: "4.5" });
    expect(d.category.path.map((c: { id: number }) => c.id)).toEqual([3, 201]);
    expect(d.category.path[0].name).toBe("الهواتف والإكسسوارات");
    expect(d.shop).toMatchObject({
      id: fx.shops.tokyo.id,
      shopname: "Tokyo Gadget House",
      goods_count: 2,
      is_following: false,
    });
  });

  it("hides goods that are off the shelf or in closed and locked shops", async () => {
    for (const g of [fx.goods.offShelf, fx.goods.closedDress, fx.goods.lockedDress]) {
      expect(await t.get("/api/wanlshop/product/goods", { id: g.id })).toMatchObject({ code: 0, error: "not_found" });
    }
    expect(await t.get("/api/wanlshop/product/goods", { id: 999999 })).toMatchObject({ code: 0, error: "not_found" });
    expect(await t.get("/api/wanlshop/product/goods", { id: "1 or 1=1" })).toMatchObject({ code: 0 });
  });

  it("pages reviews with the reviewer's nickname, text kept as text", async () => {
    const res = await t.get("/api/wanlshop/product/comments", { goods_id: fx.goods.phone.id, limit: 1, page: 2 });
    expect(res.data).toMatchObject({ total: 2, last_page: 2, current_page: 2 });
    const all = await t.get("/api/wanlshop/product/comments", { goods_id: fx.goods.phone.id });
    expect(all.data.data.map((r: { content: string }) => r.content).sort()).toEqual([
      "<b>Good</b> battery",
      "Great phone",
    ]);
    expect(all.data.data[0].user.nickname).toMatch(/^owner_/);
  });

  it("finds and shows shops; closed shops are not listed, locked ones answer 402", async () => {
    const found = await t.get("/api/wanlshop/shop/lists", { search: "gadget" });
    expect(found.data.data.map((s: { shopname: string }) => s.shopname)).toEqual(["Tokyo Gadget House"]);
    const typo = await t.get("/api/wanlshop/shop/lists", { search: "nordik" });
    expect(typo.data.data.map((s: { shopname: string }) => s.shopname)).toEqual(["Nordic Wool Co"]);
    const all = await t.get("/api/wanlshop/shop/lists");
    // the closed and the locked shop are not listed
    expect(all.data.data.map((s: { shopname: string }) => s.shopname).sort()).toEqual([
      "Nordic Wool Co",
      "Tokyo Gadget House",
    ]);
    expect(await t.get("/api/wanlshop/shop/info", { id: fx.shops.nordic.id })).toMatchObject({
      code: 1,
      data: { shopname: "Nordic Wool Co", goods_count: 3, followers: 10 },
    });
    const locked = await t.app.inject({ method: "GET", url: `/api/wanlshop/shop/info?id=${fx.shops.locked.id}` });
    expect(locked.statusCode).toBe(402);
    expect(locked.json()).toMatchObject({ code: 402, msg: "The store is locked, please contact customer service" });
    expect(await t.get("/api/wanlshop/shop/info", { id: fx.shops.closed.id })).toMatchObject({
      code: 0,
      error: "shop_closed",
    });
  });

  it("gives the category tree in the language, never with categories 15, 16 and 20", async () => {
    const tree = (await t.get("/api/wanlshop/category/tree", {}, { lang: "ar" })).data;
    const ids = (nodes: { id: number; children: unknown[] }[]): number[] =>
      nodes.flatMap((n) => [n.id, ...ids(n.children as { id: number; children: unknown[] }[])]);
    const all = ids(tree);
    for (const hidden of [15, 16, 20, 151]) expect(all).not.toContain(hidden);
    const women = tree.find((n: { id: number }) => n.id === 1);
    expect(women.name).toBe("أزياء نسائية");
    expect(women.children.map((c: { name: string }) => c.name)).toEqual(["فساتين", "Knitwear"]);
    expect(women.children[0].children[0].name).toBe("Summer Dresses");
    const modules = (await t.post("/api/wanlshop/common/init")).data.modulesData.categoryModules.map(
      (m: { id: number }) => m.id,
    );
    for (const hidden of [15, 16, 20]) expect(modules).not.toContain(hidden);
  });
});

describe("category names from a translation service (TRANSLATE_URL)", () => {
  const asked: { from: string; to: string; text: string[] }[] = [];
  let service: http.Server;
  let t: TestApp;
  beforeAll(async () => {
    service = http.createServer((req, res) => {
      let body = "";
      req.on("data", (c) => {
        body += c;
      });
      req.on("end", () => {
        const q = JSON.parse(body);
        asked.push(q);
        res.setHeader("content-type", "application/json");
        res.end(JSON.stringify(q.text.map((s: string) => `${s} (${q.to})`)));
      });
    });
    await new Promise<void>((r) => service.listen(0, "127.0.0.1", r));
    const port = (service.address() as { port: number }).port;
    t = await createTestApp({ TRANSLATE_URL: `http://127.0.0.1:${port}/translate` });
    await buildCatalogueFixture(t.database.db);
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => service.close(r));
  });

  it("asks once for the names missing in a language, stores them, and shows them", async () => {
    const tree = (await t.get("/api/wanlshop/category/tree", {}, { lang: "fi" })).data;
    const women = tree.find((n: { id: number }) => n.id === 1);
    expect(women.name).toBe("Naisten muoti"); // stored by the seed, not asked
    expect(women.children.map((c: { name: string }) => c.name)).toEqual(["Dresses (fi)", "Knitwear (fi)"]);
    expect(asked).toHaveLength(1);
    expect(asked[0]).toMatchObject({ from: "en", to: "fi" });
    await t.get("/api/wanlshop/category/tree", {}, { lang: "fi" });
    expect(asked).toHaveLength(1);
  });

  it("shows English, never an error, when the service fails", async () => {
    await new Promise((r) => service.close(r));
    const res = await t.get("/api/wanlshop/category/tree", {}, { lang: "sv" });
    expect(res.code).toBe(1);
    const women = res.data.find((n: { id: number }) => n.id === 1);
    expect(women.children.map((c: { name: string }) => c.name)).toEqual(["Dresses", "Knitwear"]);
    service = http.createServer().listen(0);
  });
});
