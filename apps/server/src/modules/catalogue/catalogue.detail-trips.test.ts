import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { buildCatalogueFixture } from "../../../test/catalogue-fixture.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";

type Fx = Awaited<ReturnType<typeof buildCatalogueFixture>>;
type Client = { query: (...args: unknown[]) => Promise<unknown> };

/** docs/storefront.md, "Detail": one statement for the page, one more when the shop's card is not cached. */
describe("product/goods: round trips of a product page not in the cache", () => {
  let t: TestApp;
  let fx: Fx;
  beforeAll(async () => {
    t = await createTestApp();
    fx = await buildCatalogueFixture(t.database.db);
  });
  afterAll(() => t.close());

  /** every statement the page sends, whichever path sends it (Drizzle or a prepared statement) */
  const statementsOf = async (id: number) => {
    const client = (t.database.db as unknown as { session: { client: Client } }).session.client;
    const spy = vi.spyOn(client, "query");
    try {
      const res = await t.get("/api/wanlshop/product/goods", { id });
      expect(res.code, JSON.stringify(res)).toBe(1);
      return { page: res.data as { id: number; skus: unknown[]; shop: { id: number } }, sent: spy.mock.calls.length };
    } finally {
      spy.mockRestore();
    }
  };

  it("reads the goods, its SKUs and its durability in one statement, and the shop's card once", async () => {
    const { phone, scarf } = fx.goods;
    expect(phone.shopId).toBe(scarf.shopId);
    // a first page loads what every page shares (the category tree, settings) and counts this
    // visitor's visit of the other shop
    await statementsOf(fx.goods.sweater.id);
    // the shop's card is not cached yet: the goods, then the card, and this visitor's first visit
    // of the shop today is recorded (once a day per visitor and shop, docs/storefront.md)
    const first = await statementsOf(phone.id);
    expect(first.page.id).toBe(phone.id);
    expect(first.page.skus).toHaveLength(3);
    expect(first.page.shop.id).toBe(phone.shopId);
    expect(first.sent).toBe(3);
    // other goods of the same shop: the card comes from the cache
    const second = await statementsOf(scarf.id);
    expect(second.page.id).toBe(scarf.id);
    expect(second.sent).toBe(1);
    // the same page again: nothing sent at all
    expect((await statementsOf(scarf.id)).sent).toBe(0);
  });
});
