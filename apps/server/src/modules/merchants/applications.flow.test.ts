import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { applicationBody, idPhotos } from "../../../test/shop-apply-helpers.js";
import { shops } from "../../schema.js";

/**
 * A shop application from filing to an open shop (docs/states.md#other-states): none -> 2 under
 * review -> 4 failed with the operator's reason -> filled again (the same application, back to 2)
 * -> 3 opened: the shop exists at once (level 1, no bond), userinfo says so without a new login,
 * the applicant is told by a system notice, and both decisions are in the audit log.
 */
describe("shop application: apply, reject, re-fill, approve", () => {
  let t: TestApp;
  let op: string;
  let admin: string;
  let ann: { token: string; userId: number };
  let photos: { id_front: string; id_back: string };
  const info = () => t.post("/api/wanlshop/shop/apply_info", {}, { token: ann.token });
  const me = () => t.post("/api/wanlshop/user/get_userinfo", {}, { token: ann.token });

  beforeAll(async () => {
    t = await createTestApp();
    op = await staffToken(t, "op@shops.test", "operator");
    admin = await staffToken(t, "boss@shops.test", "admin");
    ann = await quickUser(t, "ann@apply.test");
    photos = await idPhotos(t, ann.token);
  });
  afterAll(() => t.close());

  it("publishes the business solutions agreement the application asks to accept (type 6)", async () => {
    const page = await t.post("/api/wanlshop/content/agreement", { type: 6 });
    expect(page).toMatchObject({ code: 1, data: { type: 6, title: "Business Solutions Agreement" } });
  });

  it("answers no application (null) before one is filed, and userinfo has no shop", async () => {
    expect(await info()).toMatchObject({ code: 1, data: null });
    expect((await me()).data.shop).toBeNull();
  });

  it("files an application under review (2), and refuses a second one with 'Under review'", async () => {
    const res = await t.post("/api/wanlshop/shop/apply", applicationBody(photos, "Ada's Attic"), { token: ann.token });
    expect(res).toMatchObject({
      code: 1,
      data: { state: 2, shopname: "Ada's Attic", reason: "", user_id: ann.userId },
    });
    const again = await t.post("/api/wanlshop/shop/apply", applicationBody(photos, "Another"), { token: ann.token });
    expect(again).toMatchObject({ code: 0, msg: "Under review", error: "under_review" });
    const mine = await info();
    expect(mine.data).toMatchObject({ state: 2, shopname: "Ada's Attic", id_front: photos.id_front });
    expect(mine.data.id_front_url).toMatch(/^\/api\/files\/private\/.+\?exp=\d+&sig=[0-9a-f]{64}$/);
    expect((await t.app.inject({ method: "GET", url: mine.data.id_front_url })).statusCode).toBe(200);
  });

  it("lists it in the operator's queue by state, with the ID photos readable", async () => {
    const queue = await t.post("/api/admin/shop/applications", { state: 2 }, { token: op });
    expect(queue.data.total).toBe(1);
    const [a] = queue.data.data;
    expect(a).toMatchObject({ user_id: ann.userId, state: 2, name: "Ada Lovelace", id_number: "AB1234567" });
    // the applicant's account is named: nickname and login e-mail, not a bare id
    expect(a.user_email).toMatch(/@/);
    expect(a.user_nickname).toEqual(expect.any(String));
    expect(a.user_nickname.length).toBeGreaterThan(0);
    for (const url of [a.id_front_url, a.id_back_url]) {
      const res = await t.app.inject({ method: "GET", url });
      expect(res.statusCode).toBe(200);
      expect(res.headers["content-type"]).toBe("image/webp");
    }
    expect((await t.post("/api/admin/shop/applications", { state: 3 }, { token: op })).data.total).toBe(0);
  });

  it("refuses a rejection without a reason, then fails it (4) with the reason the applicant sees", async () => {
    const id = (await info()).data.id;
    const bare = await t.post("/api/admin/shop/review", { id, approve: 0, reason: " " }, { token: op });
    expect(bare).toMatchObject({ code: 0, error: "reason_required", field: "reason" });
    expect((await info()).data.state).toBe(2);
    const rejected = await t.post(
      "/api/admin/shop/review",
      { id, approve: 0, reason: "The ID photo is blurred" },
      { token: op },
    );
    expect(rejected).toMatchObject({ code: 1, data: { state: 4, reason: "The ID photo is blurred" } });
    expect(await t.post("/api/admin/shop/review", { id, approve: 1, reason: "" }, { token: op })).toMatchObject({
      code: 0,
      error: "already_reviewed",
    });
    expect((await info()).data).toMatchObject({ state: 4, reason: "The ID photo is blurred" });
    expect((await me()).data.shop).toBeNull();
    const notices = await t.post("/api/wanlshop/notice/lists", { type: "system" }, { token: ann.token });
    expect(notices.data.data[0].content).toContain("The ID photo is blurred");
  });

  it("re-filling a failed application replaces it: the same application, back under review, reason cleared", async () => {
    const before = (await info()).data;
    const fresh = await idPhotos(t, ann.token);
    const res = await t.post(
      "/api/wanlshop/shop/apply",
      { ...applicationBody(fresh, "Ada's Attic"), city: "Hamburg" },
      { token: ann.token },
    );
    expect(res).toMatchObject({ code: 1, data: { id: before.id, state: 2, reason: "", city: "Hamburg" } });
    expect(res.data.id_front).toBe(fresh.id_front);
    expect((await t.post("/api/admin/shop/applications", {}, { token: op })).data.total).toBe(1);
  });

  it("approving opens the shop (3): the shop exists, userinfo shows it at once, the applicant is told", async () => {
    const id = (await info()).data.id;
    const ok = await t.post("/api/admin/shop/review", { id, approve: 1 }, { token: op });
    expect(ok).toMatchObject({ code: 1, data: { state: 3 } });
    const shopId = ok.data.shop_id as number;
    expect(shopId).toBeGreaterThan(0);
    const rows = await t.database.db.select().from(shops);
    expect(rows.find((s) => s.id === shopId)).toMatchObject({ userId: ann.userId, name: "Ada's Attic", state: 1 });
    // the same token: no new login needed
    expect((await me()).data.shop).toEqual({ id: shopId, shopname: "Ada's Attic", state: 1 });
    expect((await info()).data).toMatchObject({ state: 3, shop_id: shopId });
    const notices = await t.post("/api/wanlshop/notice/lists", { type: "system" }, { token: ann.token });
    expect(notices.data.data[0]).toMatchObject({ title: "Your shop is open" });
    // a merchant cannot apply again
    const again = await t.post("/api/wanlshop/shop/apply", applicationBody(photos, "Second"), { token: ann.token });
    expect(again).toMatchObject({ code: 0, error: "already_merchant" });
    // the public shop page answers
    expect((await t.post("/api/wanlshop/shop/info", { id: shopId })).code).toBe(1);
  });

  it("audits both decisions with the reason", async () => {
    const log = await t.post("/api/admin/audit/list", {}, { token: admin });
    const actions = log.data.data.map((r: { action: string }) => r.action);
    expect(actions).toEqual(expect.arrayContaining(["shop.reject", "shop.approve"]));
    const reject = log.data.data.find((r: { action: string }) => r.action === "shop.reject");
    expect(JSON.stringify(reject)).toContain("The ID photo is blurred");
  });

  it("a user who already owns a shop (as the demo merchant does) cannot apply and sees the shop in userinfo", async () => {
    const owner = await quickUser(t, "owner@apply.test");
    const [shop] = await t.database.db.insert(shops).values({ userId: owner.userId, name: "Seeded Shop" }).returning();
    const login = await t.post("/api/wanlshop/user/login", { account: "owner@apply.test", password: "secret123" });
    expect(login.data.userinfo.shop).toEqual({ id: shop?.id, shopname: "Seeded Shop", state: 1 });
    const userinfo = await t.post("/api/wanlshop/user/get_userinfo", {}, { token: owner.token });
    expect(userinfo.data.shop).toEqual({ id: shop?.id, shopname: "Seeded Shop", state: 1 });
    const res = await t.post("/api/wanlshop/shop/apply", applicationBody(await idPhotos(t, owner.token), "Mine"), {
      token: owner.token,
    });
    expect(res).toMatchObject({ code: 0, msg: "You already have a shop", error: "already_merchant" });
    expect((await t.post("/api/wanlshop/shop/apply_info", {}, { token: owner.token })).data).toBeNull();
  });
});
