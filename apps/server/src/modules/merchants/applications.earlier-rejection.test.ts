import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { applicationBody, idPhotos } from "../../../test/shop-apply-helpers.js";

/**
 * A failed application filled again still says why it failed the time before (issue 35, item 23):
 * the applicant's `apply_info` and the operator's queue answer the earlier reason and when it was
 * decided, so the review of the new one can check that the reason was answered.
 */
describe("shop application: the earlier rejection survives the re-fill", () => {
  let t: TestApp;
  let op: string;
  let ann: { token: string; userId: number };
  let photos: { id_front: string; id_back: string };
  const info = async () => (await t.post("/api/wanlshop/shop/apply_info", {}, { token: ann.token })).data;
  const queued = async () =>
    (await t.post("/api/admin/shop/applications", {}, { token: op })).data.data.find(
      (a: { user_id: number }) => a.user_id === ann.userId,
    );
  const REASON = "The ID photo is blurred; please upload a sharp one.";

  beforeAll(async () => {
    t = await createTestApp();
    op = await staffToken(t, "op@earlier.test", "operator");
    ann = await quickUser(t, "ann@earlier.test");
    photos = await idPhotos(t, ann.token);
  });
  afterAll(() => t.close());

  it("has no earlier rejection on a first application", async () => {
    const res = await t.post("/api/wanlshop/shop/apply", applicationBody(photos, "Ann's Atelier"), {
      token: ann.token,
    });
    expect(res).toMatchObject({ code: 1, data: { state: 2, earlier_reason: "", earlier_reviewtime: null } });
  });

  it("keeps the reason and time of the rejection when the applicant fills it in again", async () => {
    const { id } = await info();
    const rejected = await t.post("/api/admin/shop/review", { id, approve: 0, reason: REASON }, { token: op });
    expect(rejected).toMatchObject({ code: 1, data: { state: 4, reason: REASON, earlier_reason: "" } });
    const decidedAt = rejected.data.reviewtime as number;
    expect(decidedAt).toBeGreaterThan(0);

    const again = await t.post("/api/wanlshop/shop/apply", applicationBody(photos, "Ann's Atelier"), {
      token: ann.token,
    });
    expect(again).toMatchObject({
      code: 1,
      data: { id, state: 2, reason: "", earlier_reason: REASON, earlier_reviewtime: decidedAt },
    });
    expect(await info()).toMatchObject({ state: 2, earlier_reason: REASON, earlier_reviewtime: decidedAt });
    expect(await queued()).toMatchObject({ state: 2, earlier_reason: REASON, earlier_reviewtime: decidedAt });
  });

  it("keeps the latest rejection only, and an approval leaves it readable", async () => {
    const { id } = await info();
    const second = "The shop name is taken by a brand.";
    expect((await t.post("/api/admin/shop/review", { id, approve: 0, reason: second }, { token: op })).code).toBe(1);
    await t.post("/api/wanlshop/shop/apply", applicationBody(photos, "Ann's Workshop"), { token: ann.token });
    expect(await info()).toMatchObject({ state: 2, earlier_reason: second });
    expect((await t.post("/api/admin/shop/review", { id, approve: 1, reason: "" }, { token: op })).code).toBe(1);
    expect(await queued()).toMatchObject({ state: 3, reason: "", earlier_reason: second });
  });
});
