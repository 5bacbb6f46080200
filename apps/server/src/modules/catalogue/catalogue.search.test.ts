import type { SQL } from "drizzle-orm";
import { PgDialect } from "drizzle-orm/pg-core";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { staffToken } from "../../../test/buying-people.js";
import { buildCatalogueFixture } from "../../../test/catalogue-fixture.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { invalidateCategories } from "./categories.service.js";
import { categoryNames } from "./categories.tables.js";
import { refreshGoodsSearchText } from "./search-text.js";

type Fx = Awaited<ReturnType<typeof buildCatalogueFixture>>;
const LISTS = "/api/wanlshop/product/lists";
const PHONE = "Aurora X5 Smartphone 128GB";
const WOMEN = { filter: { category_id: 1 }, op: { category_id: "in" } };

describe("product/lists: search passes, cached totals, one load per key", () => {
  let t: TestApp;
  let fx: Fx;
  let op: string;
  const list = async (query: Record<string, unknown>) => {
    const res = await t.get(LISTS, { type: "goods", ...query });
    expect(res.code, JSON.stringify(res)).toBe(1);
    return res.data as { total: number; last_page: number; data: { id: number; title: string }[] };
  };
  const titles = async (query: Record<string, unknown>) => (await list(query)).data.map((g) => g.title).sort();

  beforeAll(async () => {
    t = await createTestApp();
    fx = await buildCatalogueFixture(t.database.db);
    // the Smartphones category in languages written without spaces between words
    await t.database.db.insert(categoryNames).values([
      { categoryId: 201, lang: "zh-Hans", name: "智能手机" },
      { categoryId: 201, lang: "jp", name: "スマートフォン" },
      { categoryId: 201, lang: "th", name: "สมาร์ทโฟน" },
    ]);
    await refreshGoodsSearchText(t.database.db);
    invalidateCategories(t.database.db);
    op = await staffToken(t, "op@search.test", "operator");
  });
  afterAll(() => t.close());

  it("finds a word inside a longer word through the substring pass when full text finds nothing", async () => {
    // full text matches word prefixes only: "artphone" starts no word, so the substring pass finds it
    expect(await titles({ search: "artphone" })).toEqual([PHONE]);
    expect(await titles({ search: "erino" })).toEqual(["Merino Wool Crew-Neck Sweater"]);
    // a word prefix is found by full text: "smart" starts "smartphone"
    expect(await titles({ search: "smart" })).toEqual([PHONE]);
    // every word must match, in any pass
    expect(await titles({ search: "artphone zzzqqq" })).toEqual([]);
  });

  it("finds Chinese, Japanese and Thai words as substrings (full text cannot split them)", async () => {
    expect(await titles({ search: "智能手机" })).toEqual([PHONE]);
    expect(await titles({ search: "手机" })).toEqual([PHONE]);
    expect(await titles({ search: "スマート" })).toEqual([PHONE]);
    expect(await titles({ search: "สมาร์ท" })).toEqual([PHONE]);
    expect(await titles({ search: "手机 aurora" })).toEqual([PHONE]);
    expect(await titles({ search: "电视" })).toEqual([]);
  });

  it("keeps a filter's total for all its pages and sorts, and evicts it on a shelf change", async () => {
    const first = await list({ ...WOMEN, limit: 3, page: 1, sort: "price", order: "asc" });
    expect(first).toMatchObject({ total: 4, last_page: 2 });
    const second = await list({ ...WOMEN, limit: 3, page: 2, sort: "price", order: "asc" });
    expect(second.data).toHaveLength(1);
    const seen = [...first.data, ...second.data].map((g) => g.id);
    expect(new Set(seen).size).toBe(4);

    const gone = first.data[0]?.id as number;
    expect(
      await t.post("/api/admin/goods/takedown", { id: gone, reason: "Counterfeit listing" }, { token: op }),
    ).toMatchObject({ code: 1 });
    const after = await list({ ...WOMEN, limit: 3, page: 1, sort: "price", order: "asc" });
    expect(after).toMatchObject({ total: 3, last_page: 1 });
    expect(after.data.map((g) => g.id)).not.toContain(gone);
    expect((await list({ ...WOMEN, limit: 3, page: 2, sort: "price", order: "asc" })).data).toEqual([]);
    // another sort of the same filter: the same total, not one counted before the change
    expect(await list({ ...WOMEN, limit: 3, page: 1, sort: "sales", order: "desc" })).toMatchObject({ total: 3 });
  });

  it("evicts a search's cached zero when a category rename makes it match", async () => {
    expect(await list({ search: "handsets" })).toMatchObject({ total: 0 });
    const names = { en: "Handsets", "zh-Hans": "智能手机", jp: "スマートフォン", th: "สมาร์ทโฟน" };
    const renamed = await t.post("/api/admin/category/save", { id: 201, parent_id: 3, names }, { token: op });
    expect(renamed, JSON.stringify(renamed)).toMatchObject({ code: 1 });
    expect(await titles({ search: "handsets" })).toEqual([PHONE]);
  });

  it("sends one count and one page query for many requests that miss the same list together", async () => {
    await list({ search: "wool", page: 1 }); // the category tree is loaded and cached
    const dialect = new PgDialect();
    const db = t.database.db;
    const spy = vi.spyOn(db, "execute");
    try {
      const query = { search: "merino", sort: "price", order: "desc" };
      const answers = await Promise.all(Array.from({ length: 20 }, () => list(query)));
      for (const a of answers) expect(a.data.map((g) => g.title)).toEqual(["Merino Wool Crew-Neck Sweater"]);
      const goodsStatements = spy.mock.calls
        .map(([q]) => dialect.sqlToQuery(q as SQL).sql)
        .filter((text) => /from goods g/.test(text));
      expect(goodsStatements).toHaveLength(2);
      expect(goodsStatements[0]).toMatch(/count\(\*\)/);
      expect(goodsStatements[1]).toMatch(/with page as/);
    } finally {
      spy.mockRestore();
    }
    void fx;
  });
});
