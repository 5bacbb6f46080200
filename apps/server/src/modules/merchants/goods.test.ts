import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BondMerchant, bondMerchant, pay } from "../../../test/bond-fixture.js";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { addSupplierProduct, fillShop, G, goodsImage, ownGoods } from "../../../test/shop-goods-fixture.js";
import { queryRows } from "../../platform/db/index.js";

const W = "/api/wanlshop";

/** The merchant's goods management (docs/rules.md#goods): calls, isolation, bad input. */
describe("shop goods", () => {
  let t: TestApp;
  let m: BondMerchant;
  let other: BondMerchant;
  let shopper: { token: string };
  let image: string;
  let cheap: number;
  let odd: number;
  const post = (path: string, body: object, token = m.token) => t.post(`${G}/${path}`, body, { token });
  const goodsRows = async (shopId: number) =>
    queryRows<{ id: number; title: string; status: string; deleted_at: Date | null; price_minor: string }>(
      t.database.db,
      sql`select id, title, status, deleted_at, price_minor::text as price_minor from goods where shop_id = ${shopId} order by id`,
    );
  const skuRows = (goodsId: number) =>
    queryRows<{ id: number; spec_values: Record<string, string>; price_minor: string; stock: number }>(
      t.database.db,
      sql`select id, spec_values, price_minor::text as price_minor, stock from goods_skus where goods_id = ${goodsId} order by id`,
    );
  const shopList = async (shopId: number) =>
    (await t.get(`${W}/product/lists`, { filter: { shop_id: shopId }, op: { shop_id: "=" } })).data.data.map(
      (g: { id: number }) => g.id,
    );

  beforeAll(async () => {
    t = await createTestApp();
    m = await bondMerchant(t, "gina@goods.test", "Gina Goods", 0);
    other = await bondMerchant(t, "otto@goods.test", "Otto Other", 0);
    shopper = await quickUser(t, "sam@goods.test");
    image = await goodsImage(t, m.token);
    cheap = await addSupplierProduct(t, {
      title: "Ceramic Mug",
      buyMinor: 1000n,
      stock: 101,
      specs: [{ name: "Colour", values: ["White", "Black"] }],
    });
    odd = await addSupplierProduct(t, { title: "Bamboo Tray", buyMinor: 999n, stock: 7 });
  });
  afterAll(() => t.close());

  it("a shopper without a shop gets code 0 'No shop' on every call; no token asks for a login", async () => {
    const calls: [string, object][] = [
      ["list", {}],
      ["supplier", {}],
      ["limits", {}],
      ["detail", { id: 1 }],
      ["add_supplier", { supplier_goods_id: cheap, ratio: "10" }],
      ["save", ownGoods(image)],
      ["shelf", { id: 1, status: "off" }],
      ["del", { id: 1 }],
    ];
    for (const [path, body] of calls) {
      expect(await post(path, body, shopper.token), path).toMatchObject({ code: 0, msg: "No shop", error: "no_shop" });
      expect((await t.post(`${G}/${path}`, body)).code, path).toBe(401);
    }
    expect(await goodsRows(m.shopId)).toEqual([]);
  });

  it("browses the supplier catalogue with the buy price, stock and the level's limits", async () => {
    const res = await post("supplier", { keyword: "mug" });
    expect(res.code).toBe(1);
    expect(res.data.data).toEqual([
      expect.objectContaining({ id: cheap, title: "Ceramic Mug", jhjg: "10.00", stock: 101, listed_goods_id: null }),
    ]);
    expect(res.data.total).toBe(1);
    expect(res.data.limits).toEqual({
      level: 1,
      product_limit: 50,
      products: 0,
      price_cap: "300.00",
      profit_ratio: 15,
    });
    expect((await post("supplier", { category_id: 1 })).data.total).toBe(2);
    expect((await post("supplier", { category_id: 3 })).data.total).toBe(0);
  });

  it("lists a supplier product at a ratio: every SKU at buy x (1 + r), rounded half up to the cent", async () => {
    const res = await post("add_supplier", { supplier_goods_id: cheap, ratio: "15" });
    expect(res.code).toBe(1);
    const id = res.data.id as number;
    const skus = await skuRows(id);
    expect(skus.map((s) => [s.spec_values, s.price_minor, s.stock])).toEqual([
      [{ Colour: "White" }, "1150", 51],
      [{ Colour: "Black" }, "1150", 50],
    ]);
    // 9.99 x 1.125 = 11.23875 -> 11.24
    const r2 = await post("add_supplier", { supplier_goods_id: odd, ratio: "12.5" });
    const detail = await post("detail", { id: r2.data.id });
    expect(detail.data).toMatchObject({ price: "11.24", ratio: "12.50", buy_price: "9.99", supplier_goods_id: odd });
    expect(detail.data.skus).toEqual([{ id: 0, spec_values: {}, price: "11.24", stock: 7 }]);
    const list = await post("list", {});
    expect(list.data.counts).toEqual({ on: 2, off: 0 });
    expect(list.data.limits.products).toBe(2);
    expect(list.data.data.map((g: { id: number }) => g.id)).toEqual([r2.data.id, id]);
    // at once in the storefront and its search
    expect(await shopList(m.shopId)).toEqual([r2.data.id, id]);
    const found = await t.get(`${W}/product/lists`, { search: "ceramic mug" });
    expect(found.data.data.map((g: { id: number }) => g.id)).toContain(id);
    // a second listing of the same supplier product is refused
    expect(await post("add_supplier", { supplier_goods_id: cheap, ratio: "5" })).toMatchObject({
      code: 0,
      error: "supplier_already_listed",
    });
    expect((await post("supplier", { keyword: "mug" })).data.data[0].listed_goods_id).toBe(id);
  });

  it("refuses a ratio of zero, below zero, absurd or above the level's limit, creating nothing", async () => {
    const sg = await addSupplierProduct(t, { title: "Oak Spoon", buyMinor: 500n });
    const before = (await goodsRows(m.shopId)).length;
    for (const ratio of ["0", "0.00", "-5", "1e9", "1000000000", "15.555", "abc", "", null, 1e9])
      expect(await post("add_supplier", { supplier_goods_id: sg, ratio }), String(ratio)).toMatchObject({
        code: 0,
        error: "ratio_invalid",
        field: "ratio",
      });
    for (const ratio of ["15.01", "16", "999"])
      expect(await post("add_supplier", { supplier_goods_id: sg, ratio }), ratio).toMatchObject({
        code: 0,
        error: "ratio_too_high",
      });
    expect(await post("add_supplier", { supplier_goods_id: 999_999, ratio: "5" })).toMatchObject({
      error: "not_found",
    });
    expect((await goodsRows(m.shopId)).length).toBe(before);
    expect(await post("add_supplier", { supplier_goods_id: sg, ratio: 12.5 })).toMatchObject({ code: 1 });
  });

  it("saves own goods; markup in the title and description is stored and answered as text", async () => {
    const title = `<script>alert("x")</script> <b>Apron</b>`;
    const description = `<img src=x onerror=alert(1)>Washed linen & cotton`;
    const res = await post("save", ownGoods(image, { title, description }));
    expect(res.code).toBe(1);
    const d = (await post("detail", { id: res.data.id })).data;
    expect(d).toMatchObject({
      title,
      description,
      price: "24.00",
      stock: 15,
      freight: "4.50",
      status: "on",
      images: [image],
    });
    expect(d.supplier_goods_id).toBeNull();
    const page = await t.get(`${W}/product/goods`, { id: res.data.id });
    expect(page.data.title).toBe(title);
    expect((await skuRows(res.data.id)).map((s) => s.price_minor)).toEqual(["2400", "2650"]);
    // goods without specifications: one SKU with no values is the goods' own price and stock
    const plain = await post(
      "save",
      ownGoods(image, { specs: [], skus: [{ spec_values: {}, price: "9.90", stock: 3 }] }),
    );
    expect(plain.code).toBe(1);
    expect(await skuRows(plain.data.id)).toEqual([]);
    expect((await post("detail", { id: plain.data.id })).data).toMatchObject({ price: "9.90", stock: 3 });
  });

  it("refuses bad input with a clear error and saves nothing", async () => {
    const before = await goodsRows(m.shopId);
    const many = Array.from({ length: 500 }, (_, i) => `v${i}`);
    const bad: [Record<string, unknown>, string, string][] = [
      [{ skus: [{ spec_values: { Colour: "Sand" }, price: "0", stock: 1 }] }, "goods_price_invalid", "skus"],
      [{ skus: [{ spec_values: { Colour: "Sand" }, price: "-5.00", stock: 1 }] }, "goods_price_invalid", "skus"],
      [{ skus: [{ spec_values: { Colour: "Sand" }, price: "1e3", stock: 1 }] }, "goods_price_invalid", "skus"],
      [{ skus: [{ spec_values: { Colour: "Sand" }, price: "5", stock: -1 }] }, "goods_stock_invalid", "skus"],
      [{ skus: [{ spec_values: { Colour: "Sand" }, price: "5", stock: 1.5 }] }, "goods_stock_invalid", "skus"],
      [
        {
          specs: [
            { name: "A", values: many.slice(0, 20) },
            { name: "B", values: many.slice(20, 45) },
          ],
        },
        "goods_specs_invalid",
        "specs",
      ],
      [
        {
          specs: [
            { name: "Size", values: many.slice(0, 20) },
            { name: "Fit", values: many.slice(20, 40) },
          ],
          skus: many.map((_, i) => ({
            spec_values: { Size: `v${i % 20}`, Fit: `v${20 + (i % 20)}` },
            price: "5",
            stock: 1,
          })),
        },
        "goods_skus_too_many",
        "skus",
      ],
      [{ skus: [] }, "goods_skus_invalid", "skus"],
      [{ skus: [{ spec_values: { Colour: "Pink" }, price: "5", stock: 1 }] }, "goods_skus_invalid", "skus"],
      [{ images: Array.from({ length: 50 }, () => image) }, "goods_images_invalid", "images"],
      [{ images: [] }, "goods_images_invalid", "images"],
      [{ images: ["https://evil.test/cat.png"] }, "upload_invalid", "images"],
      [{ images: ["/uploads/public/202601/0123456789abcdef0123456789abcdef.webp"] }, "upload_invalid", "images"],
      [{ images: ["/uploads/private/202601/0123456789abcdef0123456789abcdef.png"] }, "upload_invalid", "images"],
      [{ title: "" }, "goods_title_invalid", "title"],
      [{ title: "x".repeat(121) }, "goods_title_invalid", "title"],
      [{ description: "y".repeat(5001) }, "goods_description_invalid", "description"],
      [{ category_id: 999_999 }, "goods_category_invalid", "category_id"],
      [{ freight: "-1" }, "goods_freight_invalid", "freight"],
    ];
    for (const [over, error, field] of bad)
      expect(await post("save", ownGoods(image, over)), error).toMatchObject({ code: 0, error, field });
    // a file that is not an image never becomes an upload
    const { uploadFile } = await import("../../../test/wallet-helpers.js");
    expect(await uploadFile(t, m.token, Buffer.from("#!/bin/sh\necho hi\n"), "run.png")).toMatchObject({
      code: 0,
      error: "upload_invalid",
    });
    expect(await goodsRows(m.shopId)).toEqual(before);
  });

  it("edits own goods (SKUs that stay keep their ids) and a listing's ratio, never its buy price", async () => {
    const id = (await post("save", ownGoods(image, { title: "Edit Me" }))).data.id as number;
    const [sand] = await skuRows(id);
    const res = await post(
      "save",
      ownGoods(image, {
        id,
        title: "Edited",
        specs: [{ name: "Colour", values: ["Sand", "Rust"] }],
        skus: [
          { spec_values: { Colour: "Sand" }, price: "20.00", stock: 2 },
          { spec_values: { Colour: "Rust" }, price: "30.00", stock: 4 },
        ],
      }),
    );
    expect(res).toMatchObject({ code: 1, data: { id } });
    const skus = await skuRows(id);
    expect(skus.map((s) => [s.spec_values.Colour, s.price_minor, s.stock])).toEqual([
      ["Sand", "2000", 2],
      ["Rust", "3000", 4],
    ]);
    expect(skus[0]?.id).toBe(sand?.id);
    expect((await post("detail", { id })).data).toMatchObject({ title: "Edited", price: "20.00", stock: 6 });

    const sg = await addSupplierProduct(t, {
      title: "Wool Throw",
      buyMinor: 2000n,
      specs: [{ name: "Size", values: ["S", "L"] }],
    });
    const listing = (await post("add_supplier", { supplier_goods_id: sg, ratio: "10" })).data.id as number;
    // the supplier's pictures the listing came with may stay; another outside picture may not
    const supplierPic = "/uploads/public/seed/s.webp";
    expect(await post("save", { ...ownGoods(supplierPic), id: listing, ratio: "5" })).toMatchObject({ code: 1 });
    expect(
      await post("save", { ...ownGoods("/uploads/public/seed/other.webp"), id: listing, ratio: "5" }),
    ).toMatchObject({
      error: "upload_invalid",
    });
    expect(await post("save", ownGoods(supplierPic))).toMatchObject({ error: "upload_invalid" });
    const edit = await post("save", {
      ...ownGoods(image, { title: "My Wool Throw" }),
      id: listing,
      ratio: "5",
      skus: [{ spec_values: { Size: "S" }, price: "1.00", stock: 1 }],
    });
    expect(edit.code).toBe(1);
    expect((await skuRows(listing)).map((s) => s.price_minor)).toEqual(["2100", "2100"]);
    expect((await post("detail", { id: listing })).data).toMatchObject({
      title: "My Wool Throw",
      ratio: "5.00",
      buy_price: "20.00",
      price: "21.00",
    });
    expect(await post("save", { ...ownGoods(image), id: listing, ratio: "16" })).toMatchObject({
      error: "ratio_too_high",
    });
    expect(await post("save", { ...ownGoods(image), id: listing })).toMatchObject({ error: "ratio_invalid" });
    expect((await post("detail", { id: listing })).data.price).toBe("21.00");
  });

  it("takes goods off the shelf and back: the storefront, search and product page follow at once", async () => {
    const id = (await post("save", ownGoods(image, { title: "Shelf Lantern" }))).data.id as number;
    expect(await shopList(m.shopId)).toContain(id);
    expect((await t.get(`${W}/product/goods`, { id })).code).toBe(1);
    expect(await post("shelf", { id, status: "off" })).toMatchObject({ code: 1, data: { id, status: "off" } });
    expect(await shopList(m.shopId)).not.toContain(id);
    expect((await t.get(`${W}/product/lists`, { search: "shelf lantern" })).data.total).toBe(0);
    expect((await t.get(`${W}/product/goods`, { id })).code).toBe(0);
    const off = await post("list", { status: "off" });
    expect(off.data.data.map((g: { id: number }) => g.id)).toEqual([id]);
    expect(await post("shelf", { id, status: "on" })).toMatchObject({ code: 1 });
    expect(await shopList(m.shopId)).toContain(id);
    expect((await t.get(`${W}/product/lists`, { search: "shelf lantern" })).data.total).toBe(1);
    expect(await post("shelf", { id, status: "sideways" })).toMatchObject({ code: 0, error: "bad_request" });
  });

  it("deletes softly: gone from every list, search, favourites and the count; the row stays for orders", async () => {
    const id = (await post("save", ownGoods(image, { title: "Doomed Kettle" }))).data.id as number;
    expect((await t.post(`${W}/product/collect`, { id, collect: 1 }, { token: shopper.token })).code).toBe(1);
    await t.get(`${W}/product/goods`, { id }, { token: shopper.token });
    const products = (await post("limits", {})).data.products as number;
    expect(await post("del", { id })).toMatchObject({ code: 1 });
    expect((await post("limits", {})).data.products).toBe(products - 1);
    expect(await shopList(m.shopId)).not.toContain(id);
    expect((await t.get(`${W}/product/lists`, { search: "doomed kettle" })).data.total).toBe(0);
    expect((await t.get(`${W}/product/goods`, { id })).code).toBe(0);
    const favs = await t.get(`${W}/product/collect_list`, {}, { token: shopper.token });
    expect(favs.data).toMatchObject({ total: 0, data: [] });
    const hist = await t.get(`${W}/history/lists`, {}, { token: shopper.token });
    expect(hist.data.data.map((g: { id: number }) => g.id)).not.toContain(id);
    for (const status of [undefined, "on", "off"])
      expect((await post("list", { status })).data.data.map((g: { id: number }) => g.id)).not.toContain(id);
    expect(await post("detail", { id })).toMatchObject({ error: "not_found" });
    expect(await post("shelf", { id, status: "on" })).toMatchObject({ error: "not_found" });
    expect(await post("save", ownGoods(image, { id }))).toMatchObject({ error: "not_found" });
    expect(await post("del", { id })).toMatchObject({ error: "not_found" });
    const [row] = (await goodsRows(m.shopId)).filter((g) => g.id === id);
    expect(row).toMatchObject({ title: "Doomed Kettle", status: "off" });
    expect(row?.deleted_at).not.toBeNull();
  });

  it("a second merchant gets nothing of the first shop and changes nothing", async () => {
    const id = (await post("save", ownGoods(image, { title: "Private Bowl" }))).data.id as number;
    const before = await goodsRows(m.shopId);
    const skusBefore = await skuRows(id);
    const otherImage = await goodsImage(t, other.token);
    expect(await post("detail", { id }, other.token)).toMatchObject({ code: 0, error: "not_found" });
    expect(await post("shelf", { id, status: "off" }, other.token)).toMatchObject({ code: 0, error: "not_found" });
    expect(await post("del", { id }, other.token)).toMatchObject({ code: 0, error: "not_found" });
    expect(await post("save", ownGoods(otherImage, { id, title: "Stolen" }), other.token)).toMatchObject({
      code: 0,
      error: "not_found",
    });
    const list = await post("list", {}, other.token);
    expect(list.data).toMatchObject({ total: 0, data: [], counts: { on: 0, off: 0 } });
    expect((await post("list", { keyword: "Private Bowl" }, other.token)).data.total).toBe(0);
    // the first shop's listing does not count as listed by the second shop
    expect((await post("supplier", { keyword: "mug" }, other.token)).data.data[0].listed_goods_id).toBeNull();
    expect(await goodsRows(m.shopId)).toEqual(before);
    expect(await skuRows(id)).toEqual(skusBefore);
  });
});

/** The store level's price cap and product limit, for own and supplier goods, at save and on the shelf. */
describe("shop goods level rules", () => {
  let t: TestApp;
  let m: BondMerchant;
  let image: string;
  const post = (path: string, body: object, token = m.token) => t.post(`${G}/${path}`, body, { token });

  beforeAll(async () => {
    t = await createTestApp();
    m = await bondMerchant(t, "lev@goods.test", "Level Lane", 2_000);
    image = await goodsImage(t, m.token);
  });
  afterAll(() => t.close());

  it("level 1 cannot list a $301 item, own or supplier; $300 passes", async () => {
    const dear = ownGoods(image, { specs: [], skus: [{ spec_values: {}, price: "301.00", stock: 1 }] });
    expect(await post("save", dear)).toEqual(
      expect.objectContaining({ code: 0, error: "price_cap", msg: "Store reputation too low for items above $300" }),
    );
    const sku = ownGoods(image, {
      skus: [
        { spec_values: { Colour: "Sand" }, price: "10.00", stock: 1 },
        { spec_values: { Colour: "Olive" }, price: "300.01", stock: 1 },
      ],
    });
    expect(await post("save", sku)).toMatchObject({ error: "price_cap" });
    const sg = await addSupplierProduct(t, { title: "Brass Lamp", buyMinor: 26_200n }); // x 1.15 = 301.30
    expect(await post("add_supplier", { supplier_goods_id: sg, ratio: "15" })).toMatchObject({
      error: "price_cap",
      msg: "Store reputation too low for items above $300",
    });
    expect(await post("add_supplier", { supplier_goods_id: sg, ratio: "14.5" })).toMatchObject({ code: 1 }); // 299.99
    const atCap = await post(
      "save",
      ownGoods(image, { specs: [], skus: [{ spec_values: {}, price: "300.00", stock: 1 }] }),
    );
    expect(atCap.code).toBe(1);
    // editing goods above the cap is refused too
    expect(
      await post(
        "save",
        ownGoods(image, { id: atCap.data.id, specs: [], skus: [{ spec_values: {}, price: "300.01", stock: 1 }] }),
      ),
    ).toMatchObject({ error: "price_cap" });
    expect((await post("detail", { id: atCap.data.id })).data.price).toBe("300.00");
  });

  it("level 1 cannot list its 51st product, own or supplier; off-shelf goods count, deleted ones do not", async () => {
    const products = (await post("limits", {})).data.products as number;
    await fillShop(t, m.shopId, 50 - products);
    expect((await post("limits", {})).data).toMatchObject({ products: 50, product_limit: 50 });
    const sg = await addSupplierProduct(t, { title: "Clay Vase", buyMinor: 1_000n });
    expect(await post("save", ownGoods(image))).toMatchObject({
      code: 0,
      error: "item_limit",
      msg: "Item upload limit exceeded",
    });
    expect(await post("add_supplier", { supplier_goods_id: sg, ratio: "10" })).toMatchObject({ error: "item_limit" });
    const first = (await post("list", { limit: 1 })).data.data[0].id as number;
    expect(await post("shelf", { id: first, status: "off" })).toMatchObject({ code: 1 });
    expect(await post("save", ownGoods(image))).toMatchObject({ error: "item_limit" });
    // deleting one makes room for exactly one
    expect(await post("del", { id: first })).toMatchObject({ code: 1 });
    expect(await post("add_supplier", { supplier_goods_id: sg, ratio: "10" })).toMatchObject({ code: 1 });
    expect(await post("save", ownGoods(image))).toMatchObject({ error: "item_limit" });
    expect((await post("limits", {})).data.products).toBe(50);
  });

  it("after paying the bond for level 2, the $301 item and the 51st product both go at once", async () => {
    expect((await pay(t, m, { level: 2 })).code).toBe(1);
    expect((await post("limits", {})).data).toEqual({
      level: 2,
      product_limit: 300,
      products: 50,
      price_cap: null,
      profit_ratio: 20,
    });
    const dear = await post(
      "save",
      ownGoods(image, { specs: [], skus: [{ spec_values: {}, price: "301.00", stock: 1 }] }),
    );
    expect(dear.code).toBe(1);
    const sg = await addSupplierProduct(t, { title: "Silk Scarf", buyMinor: 1_000n });
    expect(await post("add_supplier", { supplier_goods_id: sg, ratio: "20" })).toMatchObject({ code: 1 });
    expect(await post("add_supplier", { supplier_goods_id: sg, ratio: "20.01" })).toMatchObject({ code: 0 });
    expect((await post("limits", {})).data.products).toBe(52);
  });
});

/** Putting goods back on the shelf checks the level again (a level lowered since). */
describe("shop goods shelf rules", () => {
  let t: TestApp;
  let m: BondMerchant;
  const post = (path: string, body: object) => t.post(`${G}/${path}`, body, { token: m.token });
  beforeAll(async () => {
    t = await createTestApp();
    m = await bondMerchant(t, "shelf@goods.test", "Shelf Shop", 0);
  });
  afterAll(() => t.close());

  it("an over-the-cap or over-the-limit shop cannot put goods back on the shelf", async () => {
    await fillShop(t, m.shopId, 51, "Old");
    const [dear] = await queryRows<{ id: number }>(
      t.database.db,
      sql`update goods set price_minor = 50000, status = 'off' where id = (select min(id) from goods where shop_id = ${m.shopId}) returning id`,
    );
    const [cheap] = await queryRows<{ id: number }>(
      t.database.db,
      sql`update goods set status = 'off' where id = (select max(id) from goods where shop_id = ${m.shopId}) returning id`,
    );
    expect(await post("shelf", { id: cheap?.id as number, status: "on" })).toMatchObject({ error: "item_limit" });
    expect(await post("del", { id: cheap?.id as number })).toMatchObject({ code: 1 });
    expect(await post("shelf", { id: dear?.id as number, status: "on" })).toMatchObject({ error: "price_cap" });
    // taking goods off the shelf is always allowed
    const anyOn = (await post("list", { status: "on", limit: 1 })).data.data[0].id as number;
    expect(await post("shelf", { id: anyOn, status: "off" })).toMatchObject({ code: 1 });
    expect(await post("shelf", { id: anyOn, status: "on" })).toMatchObject({ code: 1 });
  });
});

/** Two parallel adds at the limit cannot both pass the count (the shop's row lock). */
describe("shop goods race at the product limit", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("eight parallel adds with room for one leave exactly the limit", async () => {
    const m = await bondMerchant(t, "race@goods.test", "Race Row", 0);
    const image = await goodsImage(t, m.token);
    await fillShop(t, m.shopId, 49);
    const sgs = await Promise.all(
      Array.from({ length: 4 }, (_, i) => addSupplierProduct(t, { title: `Race ${i}`, buyMinor: 500n })),
    );
    const answers = await Promise.all([
      ...sgs.map((id) => t.post(`${G}/add_supplier`, { supplier_goods_id: id, ratio: "5" }, { token: m.token })),
      ...Array.from({ length: 4 }, (_, i) =>
        t.post(`${G}/save`, ownGoods(image, { title: `Racer ${i}` }), { token: m.token }),
      ),
    ]);
    expect(answers.filter((a) => a.code === 1)).toHaveLength(1);
    expect(answers.filter((a) => a.code !== 1).every((a) => a.error === "item_limit")).toBe(true);
    const [row] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from goods where shop_id = ${m.shopId} and deleted_at is null`,
    );
    expect(row?.n).toBe(50);
  });
});
