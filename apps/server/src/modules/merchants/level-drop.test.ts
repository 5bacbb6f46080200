import { DEFAULT_STORE_LEVELS } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { A, type BondMerchant, bondMerchant, pay, S, staffOf } from "../../../test/bond-fixture.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { addAddress, balance, closeWithBooksBalanced, fund } from "../../../test/orders-fixture.js";
import { fillShop, G, goodsImage, ownGoods } from "../../../test/shop-goods-fixture.js";
import { payingUser } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";
import { goods } from "../../schema.js";

const W = "/api/wanlshop";

/**
 * A store level that drops (docs/rules.md#store-levels): goods above the new price cap or beyond
 * the new product limit leave the shelf with a notice saying why, and ordering refuses whatever
 * the shop's level no longer allows, even goods still on the shelf.
 */
describe("caps that hold after a level drops", () => {
  let t: TestApp;
  let staff: Awaited<ReturnType<typeof staffOf>>;
  let buyer: Awaited<ReturnType<typeof payingUser>>;
  let image: string;

  const statusOf = async (id: number) =>
    (await queryRows<{ status: string }>(t.database.db, sql`select status from goods where id = ${id}`))[0]?.status;
  const onShelf = async (shopId: number) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from goods where shop_id = ${shopId} and status = 'on'`,
      )
    )[0]?.n;
  const stockOf = async (id: number) =>
    (await queryRows<{ stock: number }>(t.database.db, sql`select stock from goods where id = ${id}`))[0]?.stock;
  const ordersOf = async (userId: number) =>
    (
      await queryRows<{ n: number }>(
        t.database.db,
        sql`select count(*)::int as n from orders where user_id = ${userId}`,
      )
    )[0]?.n;
  const buyNow = (goodsId: number, skuId?: number) =>
    t.post(`${W}/order/addOrder`, { goods_id: goodsId, sku_id: skuId, number: 1 }, { token: buyer.token });
  const payOrder = (id: number) =>
    t.post(`${W}/pay/payment`, { order_ids: [id], pay_password: buyer.payPass }, { token: buyer.token });
  const systemNotices = async (m: BondMerchant) =>
    (await t.post(`${W}/notice/lists`, { type: "system", limit: 50 }, { token: m.token })).data.data as {
      title: string;
      content: string;
    }[];
  /** a bond refund down to `level`, asked by the merchant and agreed by finance */
  const refundTo = async (m: BondMerchant, level: number) => {
    const asked = await t.post(`${S}/bond_refund`, { level }, { token: m.token });
    expect(asked.code, asked.msg).toBe(1);
    const agreed = await t.post(`${A}/bond_refund_review`, { id: asked.data.id, agree: 1 }, { token: staff.finance });
    expect(agreed.code, agreed.msg).toBe(1);
  };
  const rawGoods = async (shopId: number, title: string, priceMinor: bigint) => {
    const [g] = await t.database.db
      .insert(goods)
      .values({ shopId, categoryId: 1, title, image: "/uploads/public/seed/x.webp", priceMinor, stock: 5 })
      .returning();
    return (g as { id: number }).id;
  };

  beforeAll(async () => {
    t = await createTestApp();
    staff = await staffOf(t);
    buyer = await payingUser(t, "bea@caps.test");
    await fund(t, buyer.userId, 200_000n);
    await addAddress(t, buyer.token);
  });
  afterAll(() => closeWithBooksBalanced(t));

  it("a bond refund to level 1 takes goods above the $300 cap off the shelf with a notice; they cannot be ordered or paid for", async () => {
    const m = await bondMerchant(t, "mia@caps.test", "Mia Lamps", 1000);
    image = await goodsImage(t, m.token);
    expect((await pay(t, m, { level: 2 })).data).toMatchObject({ level: 2 });
    const dear = await t.post(
      `${G}/save`,
      ownGoods(image, {
        title: "Brass Floor Lamp",
        skus: [
          { spec_values: { Colour: "Sand" }, price: "450.00", stock: 10 },
          { spec_values: { Colour: "Olive" }, price: "120.00", stock: 10 },
        ],
      }),
      { token: m.token },
    );
    expect(dear.code, dear.msg).toBe(1);
    const cheap = await t.post(
      `${G}/save`,
      ownGoods(image, { title: "Linen Lampshade", specs: [], skus: [{ spec_values: {}, price: "40.00", stock: 10 }] }),
      { token: m.token },
    );
    expect(cheap.code, cheap.msg).toBe(1);
    const skus = await queryRows<{ id: number; price_minor: string }>(
      t.database.db,
      sql`select id, price_minor::text from goods_skus where goods_id = ${dear.data.id} order by id`,
    );
    const [sand, olive] = skus.map((s) => s.id) as [number, number];
    // placed at level 2, unpaid: the level drops before it is paid
    const placed = await buyNow(dear.data.id, sand);
    expect(placed.code, placed.msg).toBe(1);

    await refundTo(m, 1);
    expect((await t.post(`${S}/bond_info`, {}, { token: m.token })).data).toMatchObject({ level: 1, bond: "0.00" });
    expect(await statusOf(dear.data.id)).toBe("off");
    expect(await statusOf(cheap.data.id)).toBe("on");
    const listed = await t.post(`${G}/list`, { status: "off" }, { token: m.token });
    expect(listed.data.data.map((g: { id: number }) => g.id)).toEqual([dear.data.id]);
    const notices = await systemNotices(m);
    // the cap is money in the reader's money type (its exact form is the money formatter's)
    expect(notices[0]?.title).toBe("Goods taken off the shelf");
    expect(notices[0]?.content).toMatch(
      /^Your store is now at level 1, whose price cap is \D*300\.00\. Goods with a price above it were taken off the shelf: 1\. Lower their prices or pay the bond for a higher level to sell them again\.$/,
    );
    // in the merchant's language too
    const ar = (await t.post(`${W}/notice/lists`, { type: "system" }, { token: m.token, lang: "ar" })).data.data[0];
    expect(ar.title).toBe("سُحبت منتجات من العرض");

    // not back on the shelf while the level does not allow it
    expect(await t.post(`${G}/shelf`, { id: dear.data.id, status: "on" }, { token: m.token })).toMatchObject({
      error: "price_cap",
    });
    // a shopper cannot order it, neither SKU
    const stock = await stockOf(dear.data.id);
    expect(await buyNow(dear.data.id, sand)).toMatchObject({ code: 0, error: "goods_unavailable" });
    expect(await buyNow(dear.data.id, olive)).toMatchObject({ code: 0, error: "goods_unavailable" });
    // the order placed at level 2 is not paid at $450 now: refused, nothing changed
    const before = await balance(t, buyer.token);
    expect(await payOrder(placed.data.order_ids[0])).toMatchObject({
      code: 0,
      error: "goods_over_level",
      msg: "This shop's store level no longer allows this product",
      data: { goods_id: dear.data.id },
    });
    expect(await balance(t, buyer.token)).toBe(before);
    const [o] = await queryRows<{ state: number }>(
      t.database.db,
      sql`select state from orders where id = ${placed.data.order_ids[0]}`,
    );
    expect(o?.state).toBe(1);
    expect(await stockOf(dear.data.id)).toBe(stock);
    // the cheap goods still sells
    expect((await buyNow(cheap.data.id)).code).toBe(1);
  });

  it("a bond refund to a level with fewer goods takes the newest beyond the limit off the shelf, with a notice", async () => {
    const m = await bondMerchant(t, "noa@caps.test", "Noa Bowls", 1000);
    expect((await pay(t, m, { level: 2 })).data).toMatchObject({ level: 2 });
    await fillShop(t, m.shopId, 53, "Bowl");
    expect(await onShelf(m.shopId)).toBe(53);
    await refundTo(m, 1);
    expect(await onShelf(m.shopId)).toBe(50);
    const off = await queryRows<{ title: string }>(
      t.database.db,
      sql`select title from goods where shop_id = ${m.shopId} and status = 'off' order by id`,
    );
    expect(off.map((g) => g.title)).toEqual(["Bowl 51", "Bowl 52", "Bowl 53"]);
    expect((await systemNotices(m))[0]).toMatchObject({
      title: "Goods taken off the shelf",
      content:
        "Your store is now at level 1, which allows 50 products on sale. The newest goods beyond that were taken off the shelf: 3. Delete goods or pay the bond for a higher level to sell more.",
    });
  });

  it("refuses to sell what a shop's level does not allow even while it is still on the shelf (cart, buy now, preview); nothing changes", async () => {
    // a level-1 shop (no bond) whose goods were written behind the server's back, as the old demo seed did
    const m = await bondMerchant(t, "ola@caps.test", "Ola Overfull", 0);
    await fillShop(t, m.shopId, 52, "Cup");
    const dear = await rawGoods(m.shopId, "Silver Teapot", 45_000n);
    const ids = (
      await queryRows<{ id: number }>(t.database.db, sql`select id from goods where shop_id = ${m.shopId} order by id`)
    ).map((g) => g.id);
    const [oldest, newest] = [ids[0] as number, ids[51] as number];
    const orders = await ordersOf(buyer.userId);
    const refused = {
      code: 0,
      error: "goods_over_level",
      msg: "This shop's store level no longer allows this product",
    };
    expect(await buyNow(dear)).toMatchObject({ ...refused, data: { goods_id: dear } });
    expect(await buyNow(newest)).toMatchObject({ ...refused, data: { goods_id: newest } });
    expect(await t.post(`${W}/order/confirm`, { goods_id: newest, number: 1 }, { token: buyer.token })).toMatchObject(
      refused,
    );
    const cart = await t.post(`${W}/cart/add`, { goods_id: dear, number: 1 }, { token: buyer.token });
    expect(cart.code, cart.msg).toBe(1);
    const lines = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from cart_lines where user_id = ${buyer.userId} and goods_id = ${dear}`,
    );
    const fromCart = await t.post(`${W}/order/addOrder`, { cart_ids: lines.map((l) => l.id) }, { token: buyer.token });
    expect(fromCart).toMatchObject(refused);
    expect(await ordersOf(buyer.userId)).toBe(orders);
    expect(await stockOf(dear)).toBe(5);
    expect(await stockOf(newest)).toBe(5);
    // what the level allows still sells: the oldest 50 goods under the cap
    expect((await buyNow(oldest)).code).toBe(1);
  });

  it("a level table saved with a lower cap and limit shelves what each shop's level no longer allows", async () => {
    const m = await bondMerchant(t, "pia@caps.test", "Pia Prints", 0);
    const poster = await rawGoods(m.shopId, "Large Poster", 15_000n);
    const card = await rawGoods(m.shopId, "Postcard", 500n);
    const big = await bondMerchant(t, "rex@caps.test", "Rex Rugs", 1000);
    expect((await pay(t, big, { level: 2 })).data).toMatchObject({ level: 2 });
    const rug = await rawGoods(big.shopId, "Wool Rug", 60_000n);
    const [ola] = await queryRows<{ id: number }>(t.database.db, sql`select id from shops where name = 'Ola Overfull'`);
    const dollars = (cents: number | null) => (cents === null ? null : (cents / 100).toFixed(2));
    const table = (cap: number | null, limit: number | null) =>
      DEFAULT_STORE_LEVELS.map((l) => ({
        level: l.level,
        bond: dollars(l.bond_minor),
        profit_ratio: String(l.profit_ratio),
        daily_impressions: l.daily_impressions,
        product_limit: l.level === 1 ? limit : l.product_limit,
        price_cap: l.level === 1 ? dollars(cap) : dollars(l.price_cap_minor),
      }));
    const save = (levels: object) =>
      t.post("/api/admin/rules/store_levels_save", { levels }, { token: staff.operator });
    const saved = await save(table(10_000, 40));
    expect(saved.code, saved.msg).toBe(1);
    expect(await statusOf(poster)).toBe("off");
    expect(await statusOf(card)).toBe("on");
    expect((await systemNotices(m))[0]?.content).toMatch(
      /^Your store is now at level 1, whose price cap is \D*100\.00\. Goods with a price above it were taken off the shelf: 1\./,
    );
    // the shop written behind the server's back is brought within the new table too
    expect(await onShelf(ola?.id as number)).toBe(40);
    expect(await buyNow(poster)).toMatchObject({ error: "goods_unavailable" });
    // a level 2 shop keeps what level 2 allows
    expect(await statusOf(rug)).toBe("on");
    const restored = await save(table(30_000, 50));
    expect(restored.code, restored.msg).toBe(1);
  });
});
