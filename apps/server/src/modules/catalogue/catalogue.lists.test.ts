import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { buildCatalogueFixture } from "../../../test/catalogue-fixture.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { queryRows } from "../../platform/db/index.js";

type Fx = Awaited<ReturnType<typeof buildCatalogueFixture>>;
const LISTS = "/api/wanlshop/product/lists";

describe("product/lists: filters, sorts and search", () => {
  let t: TestApp;
  let fx: Fx;
  const titles = async (query: Record<string, unknown>) => {
    const res = await t.get(LISTS, { type: "goods", ...query });
    expect(res.code, JSON.stringify(res)).toBe(1);
    return (res.data.data as { title: string }[]).map((g) => g.title);
  };
  beforeAll(async () => {
    t = await createTestApp();
    fx = await buildCatalogueFixture(t.database.db);
  });
  afterAll(() => t.close());

  it("lists only goods on the shelf in open shops, in pages", async () => {
    const res = await t.get(LISTS, { limit: 2, page: 2 });
    expect(res.data).toMatchObject({ total: 5, per_page: 2, current_page: 2, last_page: 3 });
    const all = await titles({ limit: 100 });
    expect(all).toHaveLength(5);
    for (const hidden of ["Off-shelf Velvet Dress", "Closed Shop Dress", "Locked Shop Dress"])
      expect(all).not.toContain(hidden);
    expect(res.data.data[0]).toMatchObject({ goods: { title: res.data.data[0].title, price: res.data.data[0].price } });
  });

  it("expands a category to its whole subtree with `in`, and not with `=`", async () => {
    const women = await titles({ filter: { category_id: 1 }, op: { category_id: "in" } });
    expect(women.sort()).toEqual([
      "Floral Summer Maxi Dress",
      "Linen Midi Dress",
      "Merino Wool Crew-Neck Sweater",
      "Wool Blend Scarf",
    ]);
    expect((await titles({ filter: { category_id: 101 }, op: { category_id: "in" } })).sort()).toEqual([
      "Floral Summer Maxi Dress",
      "Linen Midi Dress",
    ]);
    expect(await titles({ filter: { category_id: 101 }, op: { category_id: "=" } })).toEqual(["Linen Midi Dress"]);
    expect(await titles({ filter: { category_id: "102,201" }, op: { category_id: "in" } })).toHaveLength(2);
  });

  it("filters price with `between`, either side open (dollars)", async () => {
    const op = { "shop_goods.price": "between" };
    expect((await titles({ filter: { "shop_goods.price": "300," }, op })).sort()).toEqual([]);
    expect((await titles({ filter: { "shop_goods.price": "299," }, op })).sort()).toEqual([
      "Aurora X5 Smartphone 128GB",
    ]);
    expect((await titles({ filter: { "shop_goods.price": ",35" }, op })).sort()).toEqual([
      "Floral Summer Maxi Dress",
      "Wool Blend Scarf",
    ]);
    expect((await titles({ filter: { "shop_goods.price": "35,49.90" }, op })).sort()).toEqual([
      "Floral Summer Maxi Dress",
      "Merino Wool Crew-Neck Sweater",
    ]);
    expect(await titles({ filter: { "shop_goods.price": "," }, op })).toHaveLength(5);
    expect(await titles({ filter: { price: "12" }, op: { price: "=" } })).toEqual(["Wool Blend Scarf"]);
    const combined = await titles({
      filter: { category_id: 1, "shop_goods.price": "30,60" },
      op: { category_id: "in", "shop_goods.price": "between" },
      sort: "shop_goods.createtime",
      order: "desc",
    });
    expect(combined).toEqual(["Floral Summer Maxi Dress", "Linen Midi Dress", "Merino Wool Crew-Neck Sweater"]);
  });

  it("filters by shop, brand, sales and creation time", async () => {
    expect((await titles({ filter: { shop_id: fx.shops.tokyo.id } })).sort()).toEqual([
      "Aurora X5 Smartphone 128GB",
      "Wool Blend Scarf",
    ]);
    expect(await titles({ filter: { brand: "aur" }, op: { brand: "like" } })).toEqual(["Aurora X5 Smartphone 128GB"]);
    expect((await titles({ filter: { sales: 300 }, op: { sales: ">=" } })).sort()).toEqual([
      "Aurora X5 Smartphone 128GB",
      "Floral Summer Maxi Dress",
    ]);
    const since = Math.floor(Date.now() / 1000) - 2.5 * 86400;
    expect((await titles({ filter: { createtime: `${since},` }, op: { createtime: "between" } })).sort()).toEqual([
      "Floral Summer Maxi Dress",
      "Linen Midi Dress",
    ]);
  });

  it("sorts by every allowed field, both ways", async () => {
    const bySales = [
      "Aurora X5 Smartphone 128GB",
      "Floral Summer Maxi Dress",
      "Merino Wool Crew-Neck Sweater",
      "Linen Midi Dress",
      "Wool Blend Scarf",
    ];
    expect(await titles({ sort: "sales", order: "desc" })).toEqual(bySales);
    expect(await titles({ sort: "shop_goods.sales", order: "asc" })).toEqual([...bySales].reverse());
    const byPrice = [
      "Wool Blend Scarf",
      "Floral Summer Maxi Dress",
      "Merino Wool Crew-Neck Sweater",
      "Linen Midi Dress",
      "Aurora X5 Smartphone 128GB",
    ];
    expect(await titles({ sort: "price", order: "asc" })).toEqual(byPrice);
    expect(await titles({ sort: "shop_goods.price", order: "desc" })).toEqual([...byPrice].reverse());
    const byNew = [
      "Floral Summer Maxi Dress",
      "Linen Midi Dress",
      "Merino Wool Crew-Neck Sweater",
      "Wool Blend Scarf",
      "Aurora X5 Smartphone 128GB",
    ];
    expect(await titles({ sort: "createtime", order: "desc" })).toEqual(byNew);
    expect(await titles({ sort: "shop_goods.createtime", order: "asc" })).toEqual([...byNew].reverse());
    expect((await titles({ sort: "views", order: "desc" }))[0]).toBe("Linen Midi Dress");
    expect((await titles({ sort: "followers", order: "desc" }))[0]).toBe("Floral Summer Maxi Dress");
    const ids = (await t.get(LISTS, { sort: "id", order: "asc" })).data.data.map((g: { id: number }) => g.id);
    expect(ids).toEqual([...ids].sort((a: number, b: number) => a - b));
  });

  it("searches title, category and shop name; every term must match; small typos still find", async () => {
    expect(await titles({ search: "merino" })).toEqual(["Merino Wool Crew-Neck Sweater"]);
    expect(await titles({ search: "smartphones" })).toEqual(["Aurora X5 Smartphone 128GB"]);
    expect((await titles({ search: "nordic" })).sort()).toEqual([
      "Floral Summer Maxi Dress",
      "Linen Midi Dress",
      "Merino Wool Crew-Neck Sweater",
    ]);
    expect(await titles({ search: "dress linen" })).toEqual(["Linen Midi Dress"]);
    // "wool" is in two titles and in the name of the shop selling the dresses
    expect((await titles({ search: "wool" })).sort()).toEqual([
      "Floral Summer Maxi Dress",
      "Linen Midi Dress",
      "Merino Wool Crew-Neck Sweater",
      "Wool Blend Scarf",
    ]);
    expect((await titles({ search: "wool scarf" })).sort()).toEqual(["Wool Blend Scarf"]);
    expect(await titles({ search: "sweeter" })).toEqual(["Merino Wool Crew-Neck Sweater"]);
    expect((await titles({ search: "فساتين" })).sort()).toEqual(["Floral Summer Maxi Dress", "Linen Midi Dress"]);
    expect((await titles({ search: "أزياء" })).length).toBe(4); // Arabic name of Women's Fashion
    expect(await titles({ search: "zzzqqq" })).toEqual([]);
  });

  it("keeps anything outside the allow-lists away from SQL", async () => {
    const before = await queryRows<{ n: number }>(t.database.db, "select count(*)::int as n from goods");
    // unknown fields are ignored
    expect(await titles({ filter: { password_hash: "x", "1;drop table goods": 1 } })).toHaveLength(5);
    // a known field with a value or op it does not take is refused
    for (const [filter, op] of [
      [{ category_id: "1) or 1=1 --" }, { category_id: "in" }],
      [{ "shop_goods.price": "1,2,3" }, { "shop_goods.price": "between" }],
      [{ "shop_goods.price": "0; drop table goods" }, { "shop_goods.price": "=" }],
      [{ "shop_goods.price": "1,9" }, { "shop_goods.price": "between; drop table goods" }],
      [{ shop_id: "1 union select password_hash from users" }, { shop_id: "in" }],
      [{ category_id: 1 }, { category_id: "like" }],
    ] as const) {
      expect(await t.get(LISTS, { filter, op })).toMatchObject({ code: 0, error: "bad_request" });
    }
    expect(await t.get(LISTS, { filter: "{not json" })).toMatchObject({ code: 0, error: "bad_request" });
    // unknown sorts and orders fall back to the default order
    expect(await titles({ sort: "price; drop table goods", order: "desc" })).toHaveLength(5);
    expect(await titles({ sort: "price", order: "asc; drop table goods" })).toHaveLength(5);
    expect(await titles({ search: "'; drop table goods; --" })).toEqual([]);
    expect(await titles({ search: "%" })).toEqual([]);
    expect(await titles({ search: "_" })).toEqual([]);
    const after = await queryRows<{ n: number }>(t.database.db, "select count(*)::int as n from goods");
    expect(after).toEqual(before);
  });

  it("caps the page size at 100 and falls back on nonsense paging", async () => {
    expect((await t.get(LISTS, { limit: 100000 })).data.per_page).toBe(15);
    expect((await t.get(LISTS, { page: -3 })).data.current_page).toBe(1);
  });
});
