import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser, staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { applicationBody, idPhotos } from "../../../test/shop-apply-helpers.js";
import { uploadFile, voucherImage } from "../../../test/wallet-helpers.js";
import { shopApplications, shops } from "../../schema.js";

/**
 * A shop application's avatar and logo become the shop's public pictures once approved, so they
 * must be public pictures this server stored for the applicant (api/common/upload): nothing that
 * climbs out of `public/`, no file that is not there, nobody else's upload, no staff upload.
 */
describe("shop application pictures are the applicant's own uploads", () => {
  let t: TestApp;
  let ann: { token: string; userId: number };
  let bob: { token: string; userId: number };
  let op: string;
  let photos: { id_front: string; id_back: string };
  let annPicture: string;
  let annLogo: string;
  let bobPicture: string;
  let staffPicture: string;
  const apply = (body: object, token = ann.token) => t.post("/api/wanlshop/shop/apply", body, { token });
  const saved = async () => (await t.database.db.select().from(shopApplications)).length;
  const publicPicture = async (token: string, url?: string) => {
    const res = await uploadFile(t, token, await voucherImage(), "p.png", undefined, url);
    expect(res.code, res.msg).toBe(1);
    return res.data.url as string;
  };

  beforeAll(async () => {
    t = await createTestApp();
    ann = await quickUser(t, "ann@pictures.test");
    bob = await quickUser(t, "bob@pictures.test");
    op = await staffToken(t, "op@pictures.test", "operator");
    photos = await idPhotos(t, ann.token);
    annPicture = await publicPicture(ann.token);
    annLogo = await publicPicture(ann.token);
    bobPicture = await publicPicture(bob.token);
    staffPicture = await publicPicture(op, "/api/admin/upload");
  });
  afterAll(() => t.close());

  it("refuses a path out of public/, a missing file, another user's or a staff upload, on its field", async () => {
    const privateKey = photos.id_front.replace(/^private\//, "");
    const cases: [string, object, string][] = [
      ["the applicant's private ID photo through ..", { avatar: `/uploads/public/../private/${privateKey}` }, "avatar"],
      ["a system file through ..", { avatar: "/uploads/public/../../../etc/passwd.webp" }, "avatar"],
      ["a dot segment inside public/", { logo: annLogo.replace("/uploads/public/", "/uploads/public/./") }, "logo"],
      [
        "a well-formed upload that is not there",
        { avatar: "/uploads/public/202601/0123456789abcdef0123456789abcdef.webp" },
        "avatar",
      ],
      ["a demo picture nobody uploaded", { logo: "/uploads/public/seed/mug.webp" }, "logo"],
      ["another user's upload", { avatar: bobPicture }, "avatar"],
      ["a staff upload", { logo: staffPicture }, "logo"],
      ["a private file's path", { avatar: photos.id_back }, "avatar"],
    ];
    for (const [what, change, field] of cases) {
      const res = await apply({ ...applicationBody(photos, "Ann's Pictures"), ...change });
      expect(res, what).toMatchObject({ code: 0, error: "upload_invalid", field });
    }
    expect(await saved()).toBe(0);
  });

  it("takes the applicant's own uploads (also as the absolute URL the upload answered), and the shop opens with them", async () => {
    const base = (await uploadFile(t, ann.token, await voucherImage(), "x.png")).data.fullurl.replace(
      /\/uploads\/.*$/,
      "",
    );
    const res = await apply({
      ...applicationBody(photos, "Ann's Pictures"),
      avatar: annPicture,
      logo: `${base}${annLogo}`,
    });
    expect(res, res.msg).toMatchObject({ code: 1, data: { state: 2, avatar: annPicture, logo: annLogo } });
    const decided = await t.post("/api/admin/shop/review", { id: res.data.id, approve: 1 }, { token: op });
    expect(decided.code, decided.msg).toBe(1);
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, decided.data.shop_id));
    expect(shop).toMatchObject({ avatar: annPicture, logo: annLogo });
    const served = await t.app.inject({ method: "GET", url: annPicture });
    expect(served.statusCode).toBe(200);
  });

  it("an application filed before this check with another path opens its shop without that picture", async () => {
    const bobPhotos = await idPhotos(t, bob.token);
    const res = await apply({ ...applicationBody(bobPhotos, "Bob's Pictures"), avatar: bobPicture }, bob.token);
    expect(res.code, res.msg).toBe(1);
    // as an older server would have stored it
    await t.database.db
      .update(shopApplications)
      .set({ avatar: `/uploads/public/../${bobPhotos.id_front}`, logo: annPicture })
      .where(eq(shopApplications.id, res.data.id));
    const decided = await t.post("/api/admin/shop/review", { id: res.data.id, approve: 1 }, { token: op });
    expect(decided.code, decided.msg).toBe(1);
    const [shop] = await t.database.db.select().from(shops).where(eq(shops.id, decided.data.shop_id));
    expect(shop).toMatchObject({ avatar: "", logo: "" });
  });
});
