import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { applicationBody, idPhotos, yearsFromToday } from "../../../test/shop-apply-helpers.js";
import { uploadFile } from "../../../test/wallet-helpers.js";
import { shopApplications, shops } from "../../schema.js";

/**
 * Bad input in an application: each is one clear error naming its field, and nothing is saved.
 * Shop names are unique, case-insensitive, against open shops and applications under review.
 */
describe("shop application: bad input is refused and nothing is saved", () => {
  let t: TestApp;
  let ann: { token: string; userId: number };
  let good: ReturnType<typeof applicationBody>;
  const apply = (body: object, token = ann.token) => t.post("/api/wanlshop/shop/apply", body, { token });
  const saved = async () => (await t.database.db.select().from(shopApplications)).length;

  beforeAll(async () => {
    t = await createTestApp();
    ann = await quickUser(t, "ann@valid.test");
    good = applicationBody(await idPhotos(t, ann.token), "Ann's Shop");
  });
  afterAll(() => t.close());

  it("refuses each bad field with its own message and field", async () => {
    const cases: [string, object, string, string][] = [
      ["charity (shown, not open)", { store_type: 2 }, "store_type_closed", "store_type"],
      ["no store type", { store_type: "" }, "store_type_closed", "store_type"],
      ["no name", { name: "  " }, "field_required", "name"],
      ["birth date in the future", { birthday: yearsFromToday(0, 1) }, "birthday_invalid", "birthday"],
      ["birth date not a day", { birthday: "2001-02-30" }, "birthday_invalid", "birthday"],
      ["under 18", { birthday: yearsFromToday(-18, 1) }, "applicant_too_young", "birthday"],
      ["no birthplace", { birthplace: "" }, "field_required", "birthplace"],
      ["bad ID number", { id_number: "<b>1</b>" }, "id_number_invalid", "id_number"],
      ["ID validity in the past", { id_validity: yearsFromToday(0, -1) }, "id_validity_invalid", "id_validity"],
      ["no front photo", { id_front: "" }, "id_photo_required", "id_front"],
      [
        "a made-up photo path",
        { id_back: "private/202601/0123456789abcdef0123456789abcdef.webp" },
        "id_photo_required",
        "id_back",
      ],
      ["HTML in the shop name", { shopname: "<script>x</script>" }, "shopname_invalid", "shopname"],
      ["a one-letter shop name", { shopname: "A" }, "shopname_invalid", "shopname"],
      ["no street", { street: "" }, "field_required", "street"],
      ["no postal code", { postal_code: "" }, "field_required", "postal_code"],
      ["an ill-formed email", { email: "shop@nodot" }, "email_incorrect", "email"],
      ["a logo from elsewhere", { logo: "https://evil.test/x.webp" }, "upload_invalid", "logo"],
      ["a 10,000-character bio", { bio: "x".repeat(10_000) }, "bio_too_long", "bio"],
      ["agreements not ticked", { agreement: 0 }, "agreement_required", "agreement"],
      ["address confirmation not ticked", { address_confirm: "" }, "address_confirm_required", "address_confirm"],
    ];
    for (const [what, change, error, field] of cases) {
      const res = await apply({ ...good, ...change });
      expect(res, what).toMatchObject({ code: 0, error, field });
    }
    expect(await saved()).toBe(0);
  });

  it("takes a bio of 500 characters and refuses 501 with the limit in its message", async () => {
    const res = await apply({ ...good, bio: "x".repeat(501) });
    expect(res).toMatchObject({ code: 0, msg: "The bio must be at most 500 characters", error: "bio_too_long" });
    expect((await apply({ ...good, bio: "x".repeat(500) })).code).toBe(1);
    await t.database.db.delete(shopApplications);
  });

  it("refuses ID photos that are not images or are too large at upload, so they never reach an application", async () => {
    const notImage = await uploadFile(t, ann.token, Buffer.from("%PDF-1.4 not an image"), "id.png", "identity");
    expect(notImage).toMatchObject({ code: 0, error: "upload_invalid" });
    const huge = await uploadFile(t, ann.token, Buffer.alloc(20 * 1024 * 1024, 0x41), "id.jpg", "identity");
    expect(huge).toMatchObject({ code: 0, error: "body_too_large" });
  });

  it("takes a form-encoded application as the JSON one", async () => {
    const form = Object.fromEntries(Object.entries(good).map(([k, v]) => [k, String(v)]));
    const res = await t.post("/api/wanlshop/shop/apply", form, { token: ann.token, form: true });
    expect(res).toMatchObject({ code: 1, data: { state: 2, store_type: 0, shopname: "Ann's Shop" } });
  });

  it("keeps shop names unique, ignoring case, against shops and applications under review", async () => {
    const bob = await quickUser(t, "bob@valid.test");
    const bobs = applicationBody(await idPhotos(t, bob.token), "ANN'S SHOP");
    expect(await apply(bobs, bob.token)).toMatchObject({ code: 0, error: "shopname_taken", field: "shopname" });
    const owner = await quickUser(t, "owner@valid.test");
    await t.database.db.insert(shops).values({ userId: owner.userId, name: "Old Corner" });
    expect(await apply({ ...bobs, shopname: "old corner " }, bob.token)).toMatchObject({
      code: 0,
      error: "shopname_taken",
    });
    expect(await saved()).toBe(1);
    expect((await apply({ ...bobs, shopname: "Bob's Bits" }, bob.token)).code).toBe(1);
  });
});
