import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickShop, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";

/**
 * The console's shop pickers (a coupon's shop) search `/api/admin/shop/list` by what staff know:
 * the shop's name, its id, or its owner's e-mail or nickname (issue 35, item 20).
 */
describe("the console's shop search", () => {
  let t: TestApp;
  let op: string;
  let linen = 0;
  let copper = 0;
  const search = async (keyword: string) => {
    const res = await t.post("/api/admin/shop/list", { keyword }, { token: op });
    if (res.code !== 1) throw new Error(res.msg);
    return (res.data.data as { id: number; shopname: string; owner_email: string }[]).map((s) => s.id).sort();
  };

  beforeAll(async () => {
    t = await createTestApp();
    op = await staffToken(t, "op@shop-search.test", "operator");
    // quickShop's owners: "<name>@owners.test", nickname "o_<name>"
    linen = await quickShop(t, "Linen House");
    copper = await quickShop(t, "Copper Pots");
  });
  afterAll(() => t.close());

  it("finds a shop by a part of its name or by its id, as before", async () => {
    expect(await search("linen")).toEqual([linen]);
    expect(await search(String(copper))).toEqual([copper]);
  });

  it("finds a shop by its owner's whole e-mail, a part of it, or the owner's nickname", async () => {
    expect(await search("linenhouse@owners.test")).toEqual([linen]);
    expect(await search("copperpots@")).toEqual([copper]);
    expect(await search("OWNERS.TEST")).toEqual([linen, copper].sort());
    expect(await search("o_CopperPots")).toEqual([copper]);
  });

  it("finds nothing for an e-mail nobody has, and a LIKE wildcard is taken literally", async () => {
    expect(await search("nobody@owners.test")).toEqual([]);
    expect(await search("%")).toEqual([]);
  });
});
