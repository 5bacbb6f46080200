import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { applicationBody, idPhotos } from "../../../test/shop-apply-helpers.js";
import { shopApplications, shops } from "../../schema.js";

/**
 * Who may see and decide what: an applicant reads only their own application and photos; only
 * operators (and admins) read the queue and decide; a visitor is asked to log in.
 */
describe("shop applications: who may read and decide", () => {
  let t: TestApp;
  let op: string;
  let finance: string;
  let support: string;
  let ann: { token: string; userId: number };
  let bob: { token: string; userId: number };
  let annPhotos: { id_front: string; id_back: string };
  let annId = 0;

  beforeAll(async () => {
    t = await createTestApp();
    op = await staffToken(t, "op@access.test", "operator");
    finance = await staffToken(t, "fin@access.test", "finance");
    support = await staffToken(t, "help@access.test", "support");
    ann = await quickUser(t, "ann@access.test");
    bob = await quickUser(t, "bob@access.test");
    annPhotos = await idPhotos(t, ann.token);
    const res = await t.post("/api/wanlshop/shop/apply", applicationBody(annPhotos, "Ann Goods"), { token: ann.token });
    expect(res.code).toBe(1);
    annId = res.data.id;
  });
  afterAll(() => t.close());

  it("never shows ann's application or photos to bob", async () => {
    const bobs = await t.post("/api/wanlshop/shop/apply_info", {}, { token: bob.token });
    expect(bobs).toMatchObject({ code: 1, data: null });
    expect(JSON.stringify(bobs)).not.toContain(annPhotos.id_front);
    // ann's photos in bob's application: refused before anything is saved or signed
    const stolen = await t.post("/api/wanlshop/shop/apply", applicationBody(annPhotos, "Bob Goods"), {
      token: bob.token,
    });
    expect(stolen).toMatchObject({ code: 0, error: "id_photo_required", field: "id_front" });
    expect(JSON.stringify(stolen)).not.toContain("/api/files/");
    const mixed = await t.post(
      "/api/wanlshop/shop/apply",
      applicationBody({ ...(await idPhotos(t, bob.token)), id_back: annPhotos.id_back }, "Bob Goods"),
      { token: bob.token },
    );
    expect(mixed).toMatchObject({ code: 0, error: "id_photo_required", field: "id_back" });
    expect((await t.post("/api/wanlshop/shop/apply_info", {}, { token: bob.token })).data).toBeNull();
  });

  it("asks a visitor to log in on every call", async () => {
    for (const url of ["/api/wanlshop/shop/apply", "/api/wanlshop/shop/apply_info"])
      expect(await t.post(url, applicationBody(annPhotos, "X"))).toMatchObject({ code: 401 });
    for (const url of ["/api/admin/shop/applications", "/api/admin/shop/review"])
      expect(await t.post(url, { id: annId, approve: 1 })).toMatchObject({ code: 401 });
  });

  it("gives a shopper token and finance or support staff nothing from the console, and decides nothing", async () => {
    for (const url of ["/api/admin/shop/applications", "/api/admin/shop/review"]) {
      const shopper = await t.post(url, { id: annId, approve: 1, reason: "x" }, { token: ann.token });
      expect(shopper, `${url} with a shopper token`).toMatchObject({ code: 401 });
      for (const [role, token] of [
        ["finance", finance],
        ["support", support],
      ] as const) {
        const res = await t.post(url, { id: annId, approve: 1, reason: "x" }, { token });
        expect(res, `${url} as ${role}`).toMatchObject({ code: 0, error: "forbidden" });
        expect(JSON.stringify(res)).not.toContain(annPhotos.id_front);
      }
    }
    const [row] = await t.database.db.select().from(shopApplications);
    expect(row?.state).toBe(2);
    expect(await t.database.db.select().from(shops)).toEqual([]);
  });

  it("lets operators decide, once, and only an application that exists", async () => {
    expect(await t.post("/api/admin/shop/review", { id: 999_999, approve: 1 }, { token: op })).toMatchObject({
      code: 0,
      error: "already_reviewed",
    });
    const [first, second] = await Promise.all([
      t.post("/api/admin/shop/review", { id: annId, approve: 1 }, { token: op }),
      t.post("/api/admin/shop/review", { id: annId, approve: 0, reason: "no" }, { token: op }),
    ]);
    const codes = [first.code, second.code].sort();
    expect(codes).toEqual([0, 1]);
    const shopRows = await t.database.db.select().from(shops);
    const [row] = await t.database.db.select().from(shopApplications);
    expect(shopRows).toHaveLength(row?.state === 3 ? 1 : 0);
  });

  it("racing submits: one application per user, and one name for two users", async () => {
    const cat = await quickUser(t, "cat@access.test");
    const dan = await quickUser(t, "dan@access.test");
    const catBody = applicationBody(await idPhotos(t, cat.token), "Twin Name");
    const danBody = applicationBody(await idPhotos(t, dan.token), "twin name");
    const [a, b, c] = await Promise.all([
      t.post("/api/wanlshop/shop/apply", catBody, { token: cat.token }),
      t.post("/api/wanlshop/shop/apply", { ...catBody, shopname: "Cat Other" }, { token: cat.token }),
      t.post("/api/wanlshop/shop/apply", danBody, { token: dan.token }),
    ]);
    const answers = [a, b, c];
    // whatever the order, at most one application per user and one holder of the name
    expect(answers.filter((r) => r.code === 1).length).toBeGreaterThanOrEqual(1);
    for (const r of answers.filter((x) => x.code === 0)) expect(["under_review", "shopname_taken"]).toContain(r.error);
    const rows = await t.database.db.select().from(shopApplications);
    const mine = rows.filter((r) => r.userId === cat.userId || r.userId === dan.userId);
    expect(mine.filter((r) => r.userId === cat.userId).length).toBe(1);
    expect(mine.filter((r) => r.shopname.toLowerCase() === "twin name").length).toBe(1);
  });
});
