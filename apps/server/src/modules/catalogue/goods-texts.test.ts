import http from "node:http";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BondMerchant, bondMerchant } from "../../../test/bond-fixture.js";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { G, goodsImage, ownGoods } from "../../../test/shop-goods-fixture.js";
import { queryRows } from "../../platform/db/index.js";

/**
 * Goods and shop texts per language (docs/languages.md#goods-and-shop-texts): what the merchant
 * (or staff, for supplier goods) writes per language is what a reader of that language sees in
 * lists, search, the product page, favourites, the cart and the shop page; other languages see the
 * original. With TRANSLATE_URL set, a missing title is translated once and labelled.
 */
const W = "/api/wanlshop";
const DRESS = "Linen Summer Dress";
const DRESS_JP = "リネンの夏ドレス";

interface Card {
  id: number;
  title: string;
  goods: { title: string };
  title_auto?: 1;
}

describe("goods and shop texts per language", () => {
  let t: TestApp;
  let m: BondMerchant;
  let shopper: { token: string };
  let op: string;
  let dress: number;
  let yukata: number;
  const save = (body: object) => t.post(`${G}/save`, body, { token: m.token });
  const list = async (lang: string, query: Record<string, unknown> = {}) => {
    const res = await t.get(
      `${W}/product/lists`,
      { filter: { shop_id: m.shopId }, op: { shop_id: "=" }, ...query },
      { lang },
    );
    expect(res.code, JSON.stringify(res)).toBe(1);
    return res.data.data as Card[];
  };
  const titleIn = async (lang: string, id: number) => (await list(lang)).find((c) => c.id === id)?.title;
  const detail = async (lang: string, id: number) => (await t.get(`${W}/product/goods`, { id }, { lang })).data;
  const search = async (lang: string, words: string) =>
    ((await t.get(`${W}/product/lists`, { search: words }, { lang })).data.data as Card[]).map((c) => c.title);

  beforeAll(async () => {
    t = await createTestApp();
    m = await bondMerchant(t, "kiko@texts.test", "Kiko Kimono", 0);
    shopper = await quickUser(t, "sam@texts.test");
    op = await staffToken(t, "op@texts.test", "operator");
    const image = await goodsImage(t, m.token);
    const made = await save(
      ownGoods(image, {
        title: DRESS,
        description: "Washed linen, knee length.",
        texts: [{ lang: "jp", title: DRESS_JP, description: "洗いをかけたリネン、膝丈。" }],
      }),
    );
    expect(made, JSON.stringify(made)).toMatchObject({ code: 1 });
    dress = made.data.id;
    // a goods whose original is Japanese, with an English title given
    const y = await save(
      ownGoods(image, {
        title: "藍染めの浴衣",
        description: "綿の浴衣。",
        texts: [{ lang: "en", title: "Indigo Yukata", description: "A cotton yukata." }],
      }),
    );
    expect(y).toMatchObject({ code: 1 });
    yukata = y.data.id;
  });
  afterAll(() => t.close());

  it("shows a Japanese shopper the Japanese title in the list and on the product page", async () => {
    const card = (await list("jp")).find((c) => c.id === dress);
    expect(card).toMatchObject({ title: DRESS_JP, goods: { title: DRESS_JP } });
    expect(card?.title_auto).toBeUndefined();
    const page = await detail("jp", dress);
    expect(page).toMatchObject({ title: DRESS_JP, description: "洗いをかけたリネン、膝丈。" });
    expect(page.title_auto).toBeUndefined();
  });

  it("shows an English shopper the English title, and the original where English has none", async () => {
    expect(await titleIn("en", dress)).toBe(DRESS);
    expect(await titleIn("en", yukata)).toBe("Indigo Yukata");
    expect(await detail("en", yukata)).toMatchObject({ title: "Indigo Yukata", description: "A cotton yukata." });
    expect(await detail("en", dress)).toMatchObject({ title: DRESS, description: "Washed linen, knee length." });
  });

  it("falls back to the original in a language with no text (Finnish, Arabic)", async () => {
    expect(await titleIn("fi", dress)).toBe(DRESS);
    expect(await titleIn("ar", yukata)).toBe("藍染めの浴衣");
    expect(await detail("fi", dress)).toMatchObject({ title: DRESS, description: "Washed linen, knee length." });
    expect(await titleIn("jp", yukata)).toBe("藍染めの浴衣");
  });

  it("finds goods by any of their languages' titles, and shows each reader's title", async () => {
    expect(await search("jp", "夏ドレス")).toEqual([DRESS_JP]);
    expect(await search("en", "夏ドレス")).toEqual([DRESS]);
    expect(await search("en", "yukata")).toEqual(["Indigo Yukata"]);
    expect(await search("jp", "indigo")).toEqual(["藍染めの浴衣"]);
    expect(await search("jp", "summer dress")).toEqual([DRESS_JP]);
  });

  it("shows the reader's title in favourites, history and the cart", async () => {
    expect((await t.post(`${W}/product/collect`, { id: dress, collect: 1 }, { token: shopper.token })).code).toBe(1);
    const favs = await t.get(`${W}/product/collect_list`, {}, { token: shopper.token, lang: "jp" });
    expect(favs.data.data.map((c: Card) => c.title)).toEqual([DRESS_JP]);
    await t.get(`${W}/product/goods`, { id: dress }, { token: shopper.token, lang: "jp" });
    const seen = await t.get(`${W}/history/lists`, {}, { token: shopper.token, lang: "jp" });
    expect(seen.data.data.map((c: Card) => c.title)).toEqual([DRESS_JP]);
    const sku = (await detail("en", dress)).skus[0].id;
    const add = await t.post(`${W}/cart/add`, { goods_id: dress, sku_id: sku, number: 1 }, { token: shopper.token });
    expect(add.code, JSON.stringify(add)).toBe(1);
    const cart = JSON.stringify((await t.post(`${W}/cart/synchro`, {}, { token: shopper.token, lang: "jp" })).data);
    expect(cart).toContain(DRESS_JP);
    const cartEn = JSON.stringify((await t.post(`${W}/cart/synchro`, {}, { token: shopper.token, lang: "en" })).data);
    expect(cartEn).toContain(DRESS);
    expect(cartEn).not.toContain(DRESS_JP);
  });

  it("gives the merchant's editor its texts; a save without texts keeps them, an empty list removes them", async () => {
    const ed = await t.post(`${G}/detail`, { id: dress }, { token: m.token });
    expect(ed.data.title).toBe(DRESS);
    expect(ed.data.texts).toEqual([{ lang: "jp", title: DRESS_JP, description: "洗いをかけたリネン、膝丈。" }]);
    // the merchant's own list finds it by its Japanese title too
    const mine = await t.post(`${G}/list`, { keyword: "夏ドレス" }, { token: m.token });
    expect(mine.data.data.map((g: { id: number }) => g.id)).toEqual([dress]);
    expect(mine.data.counts).toEqual({ on: 1, off: 0 });
    const { texts: _, ...rest } = ed.data;
    const body = { ...rest, images: [ed.data.image], freight: ed.data.freight };
    expect(await save(body)).toMatchObject({ code: 1 });
    expect(await titleIn("jp", dress)).toBe(DRESS_JP);
    expect(await save({ ...body, texts: [] })).toMatchObject({ code: 1 });
    expect(await titleIn("jp", dress)).toBe(DRESS);
    expect(await search("en", "夏ドレス")).toEqual([]);
    expect(await save({ ...body, texts: [{ lang: "jp", title: DRESS_JP, description: "" }] })).toMatchObject({
      code: 1,
    });
    expect(await titleIn("jp", dress)).toBe(DRESS_JP);
    // no description in Japanese: the original description shows
    expect(await detail("jp", dress)).toMatchObject({ title: DRESS_JP, description: "Washed linen, knee length." });
  });

  it("refuses an unknown language, a language twice and a title outside the title's rules", async () => {
    const ed = (await t.post(`${G}/detail`, { id: dress }, { token: m.token })).data;
    const body = { ...ed, images: [ed.image] };
    const bad = [
      [[{ lang: "xx", title: "Robe" }], "bad_request"],
      [
        [
          { lang: "fr", title: "Robe" },
          { lang: "fr", title: "Robe d'été" },
        ],
        "bad_request",
      ],
      [[{ lang: "fr", title: "" }], "goods_title_invalid"],
      [[{ lang: "fr", title: "x".repeat(121) }], "goods_title_invalid"],
      [[{ lang: "fr", title: "Robe", description: "y".repeat(5001) }], "goods_description_invalid"],
      ["fr", "bad_request"],
    ] as const;
    for (const [texts, error] of bad)
      expect(await save({ ...body, texts }), JSON.stringify(texts)).toMatchObject({ code: 0, error, field: "texts" });
    const rows = await queryRows<{ lang: string }>(
      t.database.db,
      sql`select lang from goods_texts where goods_id = ${dress} order by lang`,
    );
    expect(rows.map((r) => r.lang)).toEqual(["jp"]);
  });

  it("carries staff's texts of a supplier product into a merchant's listing", async () => {
    const admin = (path: string, body: object) => t.post(`/api/admin/${path}`, body, { token: op });
    const image = "/uploads/public/seed/s.webp";
    const added = await admin("supplier_goods/add", {
      title: "Ceramic Tea Bowl",
      buy_price_minor: 1000,
      images: [image],
      stock: 10,
      specs: [],
      category_id: 1,
      texts: [{ lang: "jp", title: "陶器の茶碗", description: "手作り。" }],
    });
    expect(added, JSON.stringify(added)).toMatchObject({
      code: 1,
      data: { texts: [{ lang: "jp", title: "陶器の茶碗", description: "手作り。" }] },
    });
    expect(await admin("supplier_goods/add", { ...added.data, texts: [{ lang: "zz", title: "x" }] })).toMatchObject({
      code: 0,
      error: "bad_request",
      field: "texts",
    });
    const listed = await t.post(
      `${G}/add_supplier`,
      { supplier_goods_id: added.data.id, ratio: "10" },
      { token: m.token },
    );
    expect(listed).toMatchObject({ code: 1 });
    expect(await titleIn("jp", listed.data.id)).toBe("陶器の茶碗");
    expect(await titleIn("en", listed.data.id)).toBe("Ceramic Tea Bowl");
    expect(await search("en", "茶碗")).toEqual(["Ceramic Tea Bowl"]);
  });

  it("shows a shop's introduction in the reader's language and finds the shop by it", async () => {
    const form = {
      shopname: "Kiko Kimono",
      avatar: "",
      logo: "",
      banner: "",
      bio: "Kimono and summer wear.",
      welcome: "",
      hours: { timezone: "UTC", days: [] },
      texts: [{ lang: "jp", bio: "着物と夏の服。" }],
    };
    const saved = await t.post(`${W}/shop/setting_save`, form, { token: m.token });
    expect(saved, JSON.stringify(saved)).toMatchObject({
      code: 1,
      data: { texts: [{ lang: "jp", bio: "着物と夏の服。" }] },
    });
    expect((await t.get(`${W}/shop/info`, { id: m.shopId }, { lang: "jp" })).data.bio).toBe("着物と夏の服。");
    expect((await t.get(`${W}/shop/info`, { id: m.shopId }, { lang: "en" })).data.bio).toBe("Kimono and summer wear.");
    const found = await t.get(`${W}/shop/lists`, { search: "着物" }, { lang: "jp" });
    expect(found.data.data.map((s: { id: number; bio: string }) => [s.id, s.bio])).toEqual([
      [m.shopId, "着物と夏の服。"],
    ]);
    expect(
      await t.post(`${W}/shop/setting_save`, { ...form, texts: [{ lang: "nope", bio: "x" }] }, { token: m.token }),
    ).toMatchObject({ code: 0, field: "texts" });
  });
});

describe("goods titles from a translation service (TRANSLATE_URL)", () => {
  const asked: { from: string; to: string; text: string[] }[] = [];
  let service: http.Server;
  let t: TestApp;
  let m: BondMerchant;
  let vase: number;
  let bowl: number;

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
        res.end(JSON.stringify(q.text.map((s: string) => `${s} [${q.to}]`)));
      });
    });
    await new Promise<void>((r) => service.listen(0, "127.0.0.1", r));
    const port = (service.address() as { port: number }).port;
    t = await createTestApp({ TRANSLATE_URL: `http://127.0.0.1:${port}/translate` });
    m = await bondMerchant(t, "vera@translate.test", "Vera Vases", 0);
    const image = await goodsImage(t, m.token);
    vase = (await t.post(`${G}/save`, ownGoods(image, { title: "Glass Vase" }), { token: m.token })).data.id;
    bowl = (
      await t.post(
        `${G}/save`,
        ownGoods(image, { title: "Oak Bowl", texts: [{ lang: "jp", title: "オークのボウル" }] }),
        { token: m.token },
      )
    ).data.id;
  });
  afterAll(async () => {
    await t.close();
    await new Promise((r) => service.close(r));
  });

  const cards = async (lang: string, limit = 10) =>
    (await t.get(`${W}/product/lists`, { filter: { shop_id: m.shopId }, op: { shop_id: "=" }, limit }, { lang })).data
      .data as Card[];

  it("translates a missing title once, stores it as automatic and labels it; the merchant's own is not asked", async () => {
    const jp = await cards("jp");
    expect(jp.find((c) => c.id === vase)).toMatchObject({ title: "Glass Vase [ja]", title_auto: 1 });
    const own = jp.find((c) => c.id === bowl);
    expect(own?.title).toBe("オークのボウル");
    expect(own?.title_auto).toBeUndefined();
    // (category names in Japanese are asked too, from English: only the goods' request counts here)
    const goodsAsked = () => asked.filter((q) => q.from === "auto");
    expect(goodsAsked()).toEqual([{ from: "auto", to: "ja", text: ["Glass Vase"] }]);
    // another page size (not the cached answer) and the product page: stored, not asked again
    expect((await cards("jp", 5)).find((c) => c.id === vase)?.title).toBe("Glass Vase [ja]");
    const page = (await t.get(`${W}/product/goods`, { id: vase }, { lang: "jp" })).data;
    expect(page).toMatchObject({ title: "Glass Vase [ja]", title_auto: 1 });
    expect(goodsAsked()).toHaveLength(1);
    const stored = await queryRows<{ lang: string; title: string; source: string }>(
      t.database.db,
      sql`select lang, title, source from goods_texts where goods_id = ${vase}`,
    );
    expect(stored).toEqual([{ lang: "jp", title: "Glass Vase [ja]", source: "auto" }]);
    // the translated title is searchable too
    const found = await t.get(`${W}/product/lists`, { search: "[ja]" }, { lang: "jp" });
    expect(found.data.data.map((c: Card) => c.id)).toContain(vase);
  });

  it("shows the original, unlabelled, never an error, when the service fails", async () => {
    await new Promise((r) => service.close(r));
    const res = await t.get(`${W}/product/goods`, { id: vase }, { lang: "th" });
    expect(res.code).toBe(1);
    expect(res.data.title).toBe("Glass Vase");
    expect(res.data.title_auto).toBeUndefined();
    service = http.createServer().listen(0);
  });
});
