import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { STORAGE_BACKENDS, storageFor, storedKeys } from "../../../test/storage-backends.js";
import { uploadFile, voucherImage } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";
import { createStaff } from "../staff/index.js";

const CALLS = ["/api/common/upload", "/api/Common/uploadPic"] as const;

/**
 * `api/Common/uploadPic` (the original client's name) is the same call as `api/common/upload`.
 * Both storages answer the same: the upload folder and an S3 bucket.
 */
describe.each(STORAGE_BACKENDS)("upload calls (%s storage)", (backend) => {
  let t: TestApp;
  let user: { token: string; userId: number };
  let storage: Awaited<ReturnType<typeof storageFor>>;
  beforeAll(async () => {
    storage = await storageFor(backend);
    t = await createTestApp(storage.env);
    expect(t.app.platform.storage.kind).toBe(backend);
    user = await quickUser(t, "pics@uploads.test");
  });
  afterAll(async () => {
    await t.close();
    await storage.close();
  });

  it("answers a public image the same way on both calls, re-encoded and served", async () => {
    const png = await sharp({ create: { width: 64, height: 48, channels: 3, background: "#c33" } })
      .png()
      .toBuffer();
    const answers = [];
    for (const url of CALLS) {
      const res = await uploadFile(t, user.token, png, "photo.png", undefined, url);
      expect(res, url).toMatchObject({ code: 1, data: { width: 64, height: 48 } });
      expect(res.data.url, url).toMatch(/^\/uploads\/public\/\d{6}\/[0-9a-f]{32}\.webp$/);
      expect(res.data.fullurl.endsWith(res.data.url), url).toBe(true);
      const served = await t.app.inject({ method: "GET", url: res.data.url });
      expect(served.statusCode, url).toBe(200);
      expect(served.headers["content-type"], url).toBe("image/webp");
      expect(served.headers["cache-control"], url).toBe("public, max-age=2592000, immutable");
      expect((await sharp(served.rawPayload).metadata()).format, url).toBe("webp");
      expect(await t.app.platform.storage.exists(res.data.url.replace(/^\/uploads\//, "")), url).toBe(true);
      answers.push(res);
    }
    const [a, b] = answers;
    expect(Object.keys(b?.data).sort()).toEqual(Object.keys(a?.data).sort());
    expect(b?.data.url).not.toBe(a?.data.url); // server-chosen names, never reused
  });

  it("stores a voucher privately on both calls, with a signed link for the owner", async () => {
    for (const url of CALLS) {
      const res = await uploadFile(t, user.token, await voucherImage(), "v.png", "voucher", url);
      expect(res, url).toMatchObject({ code: 1 });
      expect(res.data.url, url).toMatch(/^private\/\d{6}\/[0-9a-f]{32}\.webp$/);
      expect(res.data.preview, url).toMatch(/^\/api\/files\/private\/.+\?exp=\d+&sig=[0-9a-f]{64}$/);
      expect((await t.app.inject({ method: "GET", url: res.data.preview })).statusCode, url).toBe(200);
      expect((await t.app.inject({ method: "GET", url: `/uploads/${res.data.url}` })).json(), url).toMatchObject({
        error: "not_found",
      });
    }
    const rows = await queryRows<{ owner_id: number; purpose: string }>(
      t.database.db,
      "select owner_id, purpose from private_files order by id",
    );
    expect(rows).toEqual([
      { owner_id: user.userId, purpose: "voucher" },
      { owner_id: user.userId, purpose: "voucher" },
    ]);
  });

  it("refuses the same things on both calls and stores nothing", async () => {
    const before = await storedKeys(t.app);
    const png = await sharp({ create: { width: 8, height: 8, channels: 3, background: "#000" } })
      .png()
      .toBuffer();
    for (const url of CALLS) {
      expect(await uploadFile(t, "", png, "a.png", undefined, url), `${url} without a login`).toMatchObject({
        code: 401,
      });
      expect(
        await uploadFile(
          t,
          user.token,
          Buffer.concat([png, Buffer.from("<script>x</script>")]),
          "a.png",
          "voucher",
          url,
        ),
        `${url} script appended`,
      ).toMatchObject({ code: 0, error: "upload_invalid" });
      expect(
        await uploadFile(t, user.token, Buffer.from("<svg/>"), "a.svg", undefined, url),
        `${url} svg`,
      ).toMatchObject({ code: 0, error: "upload_invalid" });
      expect(await uploadFile(t, user.token, png, "../a.png", undefined, url), `${url} path name`).toMatchObject({
        code: 0,
        error: "upload_invalid",
      });
    }
    expect(await storedKeys(t.app)).toEqual(before);
  });
  it("serves a public image from another app on the same storage, and answers not found for one never stored", async () => {
    const png = await sharp({ create: { width: 40, height: 40, channels: 3, background: "#3a3" } })
      .png()
      .toBuffer();
    const up = await uploadFile(t, user.token, png, "other.png");
    expect(up.code).toBe(1);
    const mine = await t.app.inject({ method: "GET", url: up.data.url });
    // a second process: its own database, the same storage settings
    const other = await createTestApp(storage.env);
    try {
      const theirs = await other.app.inject({ method: "GET", url: up.data.url });
      expect(theirs.statusCode).toBe(200);
      expect(theirs.rawPayload).toEqual(mine.rawPayload);
      const again = await other.app.inject({
        method: "GET",
        url: up.data.url,
        headers: { "if-none-match": String(theirs.headers.etag) },
      });
      expect(again.statusCode).toBe(304);
      expect(again.rawPayload.length).toBe(0);
      const never = up.data.url.replace(/[0-9a-f]{32}/, "0".repeat(32));
      for (const app of [t.app, other.app])
        expect((await app.inject({ method: "GET", url: never })).json()).toMatchObject({ code: 0, error: "not_found" });
    } finally {
      await other.close();
    }
  });
  it("lets a saved picture be only one the storage holds (api/admin/upload, then the app configuration)", async () => {
    await createStaff(t.database.db, {
      email: "op@uploads.test",
      name: "Op",
      role: "operator",
      password: "operator-1",
    });
    const op = (await t.post("/api/admin/auth/login", { account: "op@uploads.test", password: "operator-1" })).data
      .token;
    const png = await sharp({ create: { width: 30, height: 30, channels: 3, background: "#33c" } })
      .png()
      .toBuffer();
    const [kept, removed] = [
      (await uploadFile(t, op, png, "qr.png", undefined, "/api/admin/upload")).data.url,
      (await uploadFile(t, op, png, "qr2.png", undefined, "/api/admin/upload")).data.url,
    ];
    await t.app.platform.storage.delete(removed.replace(/^\/uploads\//, ""));
    // the app configuration's other fields as the console sends them (content.admin.test.ts)
    const rest = { working_hours: { en: "9-17" }, service_url: "mailto:help@shop.example", login_img: "/favicon.svg" };
    const save = (service_img: string) =>
      t.post("/api/admin/content/app_config_save", { ...rest, service_img, app_url: "" }, { token: op });
    expect(await save(kept)).toMatchObject({ code: 1 });
    expect(await save(removed)).toMatchObject({ code: 0, error: "upload_invalid", field: "service_img" });
    expect((await t.post("/api/wanlshop/common/init")).data.appConfig.service_img).toBe(kept);
  });
});
