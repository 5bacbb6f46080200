import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BondMerchant, bondMerchant } from "../../../test/bond-fixture.js";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { fillShop, goodsImage } from "../../../test/shop-goods-fixture.js";
import { uploadFile, voucherImage } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";
import { refreshGoodsSearchText } from "./search-text.js";

const ADMIN = "/api/admin";
const W = "/api/wanlshop";

/** The console's catalogue (docs/api.md#console-catalogue): categories, brands, supplier goods, moderation. */
describe("console catalogue", () => {
  let t: TestApp;
  let op: string;
  let support: string;
  let shopper: { token: string };
  let m: BondMerchant;
  let image: string;
  const admin = (path: string, body: object, token = op) => t.post(`${ADMIN}/${path}`, body, { token });
  const auditOf = (target: string) =>
    queryRows<{ action: string; detail: { before: unknown; after: unknown; reason?: string } }>(
      t.database.db,
      sql`select action, detail from audit_log where target = ${target} order by id`,
    );
  const counts = async () =>
    (
      await queryRows<Record<string, number>>(
        t.database.db,
        sql`select (select count(*) from categories)::int as categories, (select count(*) from brands)::int as brands,
          (select count(*) from supplier_goods)::int as supplier, (select count(*) from audit_log)::int as audits,
          (select count(*) from goods where taken_down_at is not null)::int as taken_down,
          (select count(*) from categories where not visible)::int as hidden`,
      )
    )[0];
  const menu = async (lang = "en") =>
    (await t.post(`${W}/common/init`, {}, { lang })).data as {
      modulesData: { categoryModules: { id: number; name: string }[] };
      hidden_category_ids: number[];
    };
  const listIds = async (body: Record<string, unknown>) =>
    ((await t.get(`${W}/product/lists`, body)).data.data as { id: number }[]).map((g) => g.id);
  const waitCaches = () => new Promise((r) => setTimeout(r, 10));

  beforeAll(async () => {
    t = await createTestApp();
    op = await staffToken(t, "op@cat.test", "operator");
    support = await staffToken(t, "help@cat.test", "support");
    shopper = await quickUser(t, "sam@cat.test");
    m = await bondMerchant(t, "mia@cat.test", "Mia Market", 0);
    image = await goodsImage(t, m.token);
  });
  afterAll(() => t.close());

  it("refuses a shopper token (401) and support staff (forbidden) on every call, changing nothing", async () => {
    const before = await counts();
    const calls: [string, object][] = [
      ["category/list", {}],
      ["category/add", { names: { en: "Nope" } }],
      ["category/save", { id: 1, names: { en: "Nope" } }],
      ["category/move", { id: 1, direction: "down" }],
      ["brand/list", {}],
      ["brand/add", { name: "Nope" }],
      ["brand/save", { id: 1, name: "Nope" }],
      ["supplier_goods/list", {}],
      ["supplier_goods/detail", { id: 1 }],
      ["supplier_goods/add", { title: "Nope" }],
      ["supplier_goods/save", { id: 1, title: "Nope" }],
      ["supplier_goods/shelf", { id: 1, on_sale: 0 }],
      ["goods/list", {}],
      ["goods/takedown", { id: 1, reason: "Nope nope" }],
      ["goods/restore", { id: 1 }],
    ];
    for (const [path, body] of calls) {
      expect(await admin(path, body, shopper.token), `${path} as a shopper`).toMatchObject({ code: 401 });
      expect(await admin(path, body, m.token), `${path} as a merchant`).toMatchObject({ code: 401 });
      expect(await admin(path, body, support), `${path} as support`).toMatchObject({ code: 0, error: "forbidden" });
      expect(await t.post(`${ADMIN}/${path}`, body), `${path} without a token`).toMatchObject({ code: 401 });
    }
    expect(await counts()).toEqual(before);
  });

  it("adds a category with names in three languages: in the menu in each, audited with before and after", async () => {
    const res = await admin("category/add", {
      parent_id: 0,
      names: { en: "  Garden Tools ", fr: "Outils de jardin", ar: "أدوات الحديقة" },
      hidden: 0,
      weigh: 999,
    });
    expect(res).toMatchObject({ code: 1 });
    const id = res.data.id as number;
    expect(id).toBeGreaterThan(20);
    for (const [lang, name] of [
      ["en", "Garden Tools"],
      ["fr", "Outils de jardin"],
      ["ar", "أدوات الحديقة"],
      ["dy", "Garden Tools"], // no German name: English is the fallback
    ])
      expect((await menu(lang)).modulesData.categoryModules.find((c) => c.id === id)?.name).toBe(name);
    const [entry, ...more] = await auditOf(`category:${id}`);
    expect(more).toEqual([]);
    expect(entry).toMatchObject({ action: "category.add", detail: { before: null, after: { hidden: 0, weigh: 999 } } });
    expect((entry?.detail.after as { names?: object } | undefined)?.names).toEqual({
      en: "Garden Tools",
      fr: "Outils de jardin",
      ar: "أدوات الحديقة",
    });
    const list = (await admin("category/list", {})).data.list as { id: number; names: object }[];
    expect(list.find((c) => c.id === id)?.names).toMatchObject({ fr: "Outils de jardin" });
  });

  it("shows a category's picture in the shop's category tree once the console gives it one", async () => {
    const tree = async () =>
      (await t.post("/api/wanlshop/category/tree", {})).data as { id: number; image?: string; children: unknown[] }[];
    const res = await admin("category/add", { parent_id: 0, names: { en: "Pictured" }, weigh: 998 });
    const id = res.data.id as number;
    expect((await tree()).find((c) => c.id === id)).not.toHaveProperty("image");
    const saved = await admin("category/save", { id, parent_id: 0, names: { en: "Pictured" }, image, weigh: 998 });
    expect(saved).toMatchObject({ code: 1 });
    expect((await tree()).find((c) => c.id === id)?.image).toBe(image);
  });

  it("refuses bad input with a clear error and changes nothing", async () => {
    const before = await counts();
    expect(await admin("category/add", { names: { fr: "Sans anglais" } })).toMatchObject({
      error: "category_name_required",
      field: "names",
    });
    expect(await admin("category/add", { names: { en: "X", xx: "Y" } })).toMatchObject({ error: "language_unknown" });
    expect(await admin("category/add", { names: { en: "x".repeat(61) } })).toMatchObject({
      error: "category_name_invalid",
    });
    expect(await admin("category/add", { names: { en: "Orphan" }, parent_id: 999_999 })).toMatchObject({
      error: "category_not_found",
    });
    expect(await admin("category/add", { names: { en: "Pic" }, image: "https://evil.test/x.png" })).toMatchObject({
      error: "upload_invalid",
    });
    expect(await admin("brand/add", { name: "" })).toMatchObject({ error: "brand_name_invalid" });
    expect(await admin("goods/takedown", { id: 1, reason: "x" })).toMatchObject({ error: "takedown_reason_invalid" });
    expect(
      await admin("supplier_goods/add", { title: "Mug", buy_price_minor: 0, images: [image], category_id: 1 }),
    ).toMatchObject({ error: "goods_price_invalid" });
    expect(await counts()).toEqual(before);
  });

  it("refuses a move under the category itself or its own descendant, and keeps the tree", async () => {
    const a = (await admin("category/add", { names: { en: "Cycle A" } })).data.id as number;
    const b = (await admin("category/add", { names: { en: "Cycle B" }, parent_id: a })).data.id as number;
    const c = (await admin("category/add", { names: { en: "Cycle C" }, parent_id: b })).data.id as number;
    for (const parent of [a, b, c])
      expect(await admin("category/save", { id: a, parent_id: parent, names: { en: "Cycle A" } })).toMatchObject({
        code: 0,
        error: "category_cycle",
        field: "parent_id",
      });
    const rows = await queryRows<{ id: number; parent_id: number | null }>(
      t.database.db,
      sql`select id, parent_id from categories where id in (${a}, ${b}, ${c}) order by id`,
    );
    expect(rows).toEqual([
      { id: a, parent_id: null },
      { id: b, parent_id: a },
      { id: c, parent_id: b },
    ]);
    expect((await auditOf(`category:${a}`)).map((e) => e.action)).toEqual(["category.add"]);
    // moving c up to the top is fine
    expect(await admin("category/save", { id: c, parent_id: null, names: { en: "Cycle C" } })).toMatchObject({
      code: 1,
    });
  });

  it("a hidden category, its subtree and their goods vanish from the menu, the tree, lists and search", async () => {
    const top = (await admin("category/add", { names: { en: "Lanterns" } })).data.id as number;
    const leaf = (await admin("category/add", { names: { en: "Paper Lanterns" }, parent_id: top })).data.id as number;
    await fillShop(t, m.shopId, 2, "Glowbug Lantern");
    await t.database.db.execute(sql`update goods set category_id = ${leaf} where title like 'Glowbug Lantern%'`);
    await refreshGoodsSearchText(t.database.db);
    const ours = (
      await queryRows<{ id: number }>(t.database.db, sql`select id from goods where title like 'Glowbug%'`)
    ).map((r) => r.id);
    const search = { search: "glowbug" };
    const inCategory = { filter: JSON.stringify({ category_id: String(top) }) };
    expect((await listIds(search)).sort()).toEqual([...ours].sort());
    expect((await listIds(inCategory)).sort()).toEqual([...ours].sort());
    expect((await menu()).hidden_category_ids).toEqual([15, 16, 20]);

    const hide = await admin("category/save", { id: top, names: { en: "Lanterns" }, hidden: 1 });
    expect(hide).toMatchObject({ code: 1 });
    await waitCaches();
    const init = await menu();
    expect(init.modulesData.categoryModules.some((c) => c.id === top)).toBe(false);
    expect(init.hidden_category_ids).toEqual(expect.arrayContaining([15, 16, 20, top, leaf]));
    const tree = (await t.post(`${W}/category/tree`, {})).data as { id: number }[];
    expect(tree.some((c) => c.id === top)).toBe(false);
    expect(await listIds(search)).toEqual([]);
    expect(await listIds(inCategory)).toEqual([]);
    expect(await listIds({})).not.toEqual(expect.arrayContaining([ours[0]]));
    const [, save] = await auditOf(`category:${top}`);
    expect(save).toMatchObject({ action: "category.save", detail: { before: { hidden: 0 }, after: { hidden: 1 } } });

    await admin("category/save", { id: top, names: { en: "Lanterns" }, hidden: 0 });
    expect((await listIds(search)).sort()).toEqual([...ours].sort());
  });

  it("renaming a category updates the search text of its goods in the same change", async () => {
    const id = (await admin("category/add", { names: { en: "Kettles" } })).data.id as number;
    await fillShop(t, m.shopId, 1, "Whistler");
    await t.database.db.execute(sql`update goods set category_id = ${id} where title like 'Whistler%'`);
    await refreshGoodsSearchText(t.database.db);
    expect(await listIds({ search: "samovar" })).toEqual([]);
    await admin("category/save", { id, names: { en: "Kettles", fr: "Samovar" } });
    expect((await listIds({ search: "samovar" })).length).toBe(1);
  });

  it("moves a category up and down among its siblings", async () => {
    const p = (await admin("category/add", { names: { en: "Shelf" } })).data.id as number;
    const x = (await admin("category/add", { names: { en: "X" }, parent_id: p, weigh: 1 })).data.id as number;
    const y = (await admin("category/add", { names: { en: "Y" }, parent_id: p, weigh: 2 })).data.id as number;
    expect(await admin("category/move", { id: y, direction: "up" })).toMatchObject({ code: 1 });
    const list = (await admin("category/list", {})).data.list as { id: number; parent_id: number | null }[];
    expect(list.filter((c) => c.parent_id === p).map((c) => c.id)).toEqual([y, x]);
    expect((await auditOf(`category:${y}`)).at(-1)).toMatchObject({ action: "category.move" });
  });

  it("takes console pictures from operators only (api/admin/upload)", async () => {
    const up = (token: string) => uploadFile(t, token, Buffer.from([]), "logo.png", undefined, "/api/admin/upload");
    const png = async (token: string) =>
      uploadFile(t, token, await voucherImage(), "logo.png", undefined, "/api/admin/upload");
    expect(await png(shopper.token)).toMatchObject({ code: 401 });
    expect(await png(support)).toMatchObject({ code: 0, error: "forbidden" });
    expect(await up(op)).toMatchObject({ code: 0, error: "upload_invalid" });
    const ok = await png(op);
    expect(ok).toMatchObject({ code: 1 });
    expect(ok.data.url).toMatch(/^\/uploads\/public\//);
    expect(await admin("brand/add", { name: "Logo Test", logo: ok.data.url })).toMatchObject({ code: 1 });
  });

  it("keeps brands with unique names; supplier goods pick a brand and a leaf category", async () => {
    const brand = await admin("brand/add", { name: "Acme Kitchen", logo: image, weigh: 3 });
    expect(brand).toMatchObject({ code: 1, data: { name: "Acme Kitchen", enabled: 1 } });
    expect(await admin("brand/add", { name: "acme kitchen" })).toMatchObject({ error: "brand_name_taken" });
    const body = {
      title: "Steel Kettle",
      buy_price_minor: 1250,
      images: [image],
      specs: [{ name: "Colour", values: ["Silver", "Black"] }],
      stock: 40,
      category_id: 1,
      brand_id: brand.data.id,
    };
    const added = await admin("supplier_goods/add", body);
    expect(added).toMatchObject({ code: 1, data: { brand: "Acme Kitchen", buy_price_minor: "1250", on_sale: 1 } });
    const sgId = added.data.id as number;
    expect(await admin("supplier_goods/add", { ...body, stock: -1 })).toMatchObject({ error: "goods_stock_invalid" });
    expect(await admin("supplier_goods/add", { ...body, stock: 1.5 })).toMatchObject({ error: "goods_stock_invalid" });
    expect(await admin("supplier_goods/add", { ...body, category_id: 999_999 })).toMatchObject({
      error: "supplier_category_invalid",
    });
    const parent = (await admin("category/add", { names: { en: "Has children" } })).data.id as number;
    await admin("category/add", { names: { en: "Child" }, parent_id: parent });
    expect(await admin("supplier_goods/add", { ...body, category_id: parent })).toMatchObject({
      error: "supplier_category_invalid",
    });
    // a brand rename reaches the supplier goods that picked it
    await admin("brand/save", { id: brand.data.id, name: "Acme Home", logo: image, weigh: 3, enabled: 1 });
    expect((await admin("supplier_goods/detail", { id: sgId })).data.brand).toBe("Acme Home");
    expect((await auditOf(`brand:${brand.data.id}`)).map((e) => e.action)).toEqual(["brand.add", "brand.save"]);
    // off the supplier catalogue: merchants no longer see it
    const seen = async () =>
      (
        (await t.post(`${W}/shop/goods/supplier`, { limit: 100 }, { token: m.token })).data.data as { id: number }[]
      ).some((g) => g.id === sgId);
    expect(await seen()).toBe(true);
    expect(await admin("supplier_goods/shelf", { id: sgId, on_sale: 0 })).toMatchObject({ code: 1 });
    expect(await seen()).toBe(false);
    const list = (await admin("supplier_goods/list", { keyword: "steel kettle" })).data;
    expect(list).toMatchObject({ total: 1, data: [{ id: sgId, on_sale: 0 }] });
    expect((await auditOf(`supplier_goods:${sgId}`)).map((e) => e.action)).toEqual([
      "supplier_goods.add",
      "supplier_goods.shelf",
    ]);
  });

  it("takes goods down: off every list, its page off sale, the merchant told and unable to re-shelve; restore works", async () => {
    await fillShop(t, m.shopId, 1, "Contested Teapot");
    await refreshGoodsSearchText(t.database.db);
    const [g] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from goods where title = 'Contested Teapot 1'`,
    );
    const id = (g as { id: number }).id;
    expect(await listIds({ search: "contested" })).toEqual([id]);
    const found = await admin("goods/list", { keyword: "contested" });
    expect(found.data).toMatchObject({ total: 1, data: [{ id, shop_name: "Mia Market", taken_down: 0 }] });

    const down = await admin("goods/takedown", { id, reason: "  Counterfeit brand logo  " });
    expect(down).toMatchObject({ code: 1, data: { taken_down: 1, reason: "Counterfeit brand logo" } });
    expect(await listIds({ search: "contested" })).toEqual([]);
    expect(await t.get(`${W}/product/goods`, { id })).toMatchObject({ code: 0 });
    const notices = (await t.post(`${W}/notice/lists`, { type: "system" }, { token: m.token })).data.data as {
      title: string;
      content: string;
    }[];
    expect(notices[0]?.content).toContain("Contested Teapot 1");
    expect(notices[0]?.content).toContain("Counterfeit brand logo");
    const mine = (await t.post(`${W}/shop/goods/list`, { status: "off" }, { token: m.token })).data.data as {
      id: number;
      taken_down: number;
      taken_down_reason: string;
    }[];
    expect(mine.find((x) => x.id === id)).toMatchObject({ taken_down: 1, taken_down_reason: "Counterfeit brand logo" });
    expect(await t.post(`${W}/shop/goods/shelf`, { id, status: "on" }, { token: m.token })).toMatchObject({
      code: 0,
      error: "goods_taken_down",
    });
    expect((await admin("goods/list", { state: "taken_down" })).data.data.map((x: { id: number }) => x.id)).toEqual([
      id,
    ]);
    const [entry] = await auditOf(`goods:${id}`);
    expect(entry).toMatchObject({
      action: "goods.takedown",
      detail: { before: { status: "on", taken_down: 0 }, after: { status: "off", taken_down: 1 } },
    });

    expect(await admin("goods/restore", { id })).toMatchObject({ code: 1, data: { taken_down: 0 } });
    expect(await admin("goods/restore", { id })).toMatchObject({ code: 0, error: "goods_not_taken_down" });
    expect(await t.post(`${W}/shop/goods/shelf`, { id, status: "on" }, { token: m.token })).toMatchObject({ code: 1 });
    expect(await listIds({ search: "contested" })).toEqual([id]);
    expect((await auditOf(`goods:${id}`)).map((e) => e.action)).toEqual(["goods.takedown", "goods.restore"]);
  });
});
