import { readdir } from "node:fs/promises";
import path from "node:path";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { quickUser } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { uploadFile, voucherImage } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";

const CALLS = ["/api/common/upload", "/api/Common/uploadPic"] as const;

async function countFiles(dir: string): Promise<number> {
  let n = 0;
  for (const e of await readdir(dir, { withFileTypes: true }).catch(() => []))
    n += e.isDirectory() ? await countFiles(path.join(dir, e.name)) : 1;
  return n;
}

/** `api/Common/uploadPic` (the original client's name) is the same call as `api/common/upload`. */
describe("upload calls", () => {
  let t: TestApp;
  let user: { token: string; userId: number };
  beforeAll(async () => {
    t = await createTestApp();
    user = await quickUser(t, "pics@uploads.test");
  });
  afterAll(() => t.close());

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
      expect((await sharp(served.rawPayload).metadata()).format, url).toBe("webp");
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
    const dir = t.app.platform.config.uploadDir;
    const before = await countFiles(dir);
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
    expect(await countFiles(dir)).toBe(before);
  });
});
