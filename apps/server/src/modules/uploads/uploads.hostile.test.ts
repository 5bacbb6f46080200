import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerAndLogin, type TestApp } from "../../../test/harness.js";
import { STORAGE_BACKENDS, storageFor, storedKeys } from "../../../test/storage-backends.js";
import { uploadFile } from "../../../test/wallet-helpers.js";
import { queryRows } from "../../platform/db/index.js";

/** CRC-32 (PNG chunk checksums), so a header can be rewritten into a valid PNG. */
function crc32(buf: Buffer): number {
  let c = 0xffffffff;
  for (const b of buf) {
    c ^= b;
    for (let k = 0; k < 8; k++) c = c & 1 ? 0xedb88320 ^ (c >>> 1) : c >>> 1;
  }
  return (c ^ 0xffffffff) >>> 0;
}

/** A small, valid PNG whose header claims 30,000 x 30,000 pixels (a decompression bomb's shape). */
async function hugeClaimPng(): Promise<Buffer> {
  const png = Buffer.from(
    await sharp({ create: { width: 1, height: 1, channels: 3, background: "#fff" } })
      .png()
      .toBuffer(),
  );
  png.writeUInt32BE(30_000, 16); // IHDR width
  png.writeUInt32BE(30_000, 20); // IHDR height
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29); // IHDR CRC over type + data
  return png;
}

describe.each(STORAGE_BACKENDS)(
  "hostile uploads are refused with code 0 and nothing is stored (%s storage)",
  (backend) => {
    let t: TestApp;
    let token: string;
    let storage: Awaited<ReturnType<typeof storageFor>>;
    beforeAll(async () => {
      storage = await storageFor(backend);
      t = await createTestApp(storage.env);
      expect(t.app.platform.storage.kind).toBe(backend);
      token = (await registerAndLogin(t, "up@hostile.test")).token;
    });
    afterAll(async () => {
      await t.close();
      await storage.close();
    });

    it("refuses each one and keeps nothing", async () => {
      const before = await storedKeys(t.app);
      const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: "#a00" } })
        .png()
        .toBuffer();
      const cases: [string, Buffer, string, string?][] = [
        [
          "a PNG with a script appended",
          Buffer.concat([png, Buffer.from("<script>alert(document.cookie)</script>")]),
          "x.png",
          "voucher",
        ],
        [
          "an SVG",
          Buffer.from('<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><rect width="9" height="9"/></svg>'),
          "x.svg",
        ],
        [
          "an HTML file named .jpg",
          Buffer.from("<!doctype html><html><body><script>alert(1)</script></body></html>"),
          "photo.jpg",
        ],
        ["a 30,000 x 30,000 pixel image", await hugeClaimPng(), "big.png", "voucher"],
        ["a ../ file name", png, "../../etc/passwd.png", "voucher"],
      ];
      for (const [what, data, name, purpose] of cases) {
        const res = await uploadFile(t, token, data, name, purpose);
        expect(res, what).toMatchObject({ code: 0, error: "upload_invalid" });
      }
      const twenty = await uploadFile(t, token, Buffer.alloc(20 * 1024 * 1024, 0x41), "big.jpg", "voucher");
      expect(twenty).toMatchObject({ code: 0, error: "body_too_large" });
      expect(await storedKeys(t.app)).toEqual(before);
      expect(await queryRows(t.database.db, "select * from private_files")).toEqual([]);
    });

    it("still takes a clean image of every allowed format", async () => {
      for (const format of ["png", "jpeg", "webp", "gif"] as const) {
        const data = await sharp({ create: { width: 30, height: 20, channels: 3, background: "#08c" } })
          .toFormat(format)
          .toBuffer();
        const res = await uploadFile(t, token, data, `ok.${format}`);
        expect(res, format).toMatchObject({ code: 1 });
      }
    });
  },
);
