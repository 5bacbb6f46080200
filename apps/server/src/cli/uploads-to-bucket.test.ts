import { execFile } from "node:child_process";
import { mkdtemp, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { buffer } from "node:stream/consumers";
import { promisify } from "node:util";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp } from "../../test/harness.js";
import { startS3Server } from "../../test/s3-server.js";
import { openLocalStorage } from "../platform/uploads/storage-local.js";
import { openS3Storage } from "../platform/uploads/storage-s3.js";

const run = promisify(execFile);
const serverDir = path.resolve(import.meta.dirname, "../..");

describe("npm run uploads:to-bucket", () => {
  let dir = "";
  let s3: Awaited<ReturnType<typeof startS3Server>>;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "mp-move-"));
    s3 = await startS3Server();
  });
  afterAll(async () => {
    await s3.close();
    await rm(dir, { recursive: true, force: true });
  });

  it("copies the upload folder into the bucket under the same keys, once, and the server then serves them", async () => {
    const folder = await openLocalStorage(dir);
    const picture = await sharp({ create: { width: 12, height: 9, channels: 3, background: "#09f" } })
      .webp()
      .toBuffer();
    const files = {
      "public/202611/0123456789abcdef0123456789abcdef.webp": picture,
      "public/seed/banner-home.webp": Buffer.from("banner"),
      "private/202611/fedcba9876543210fedcba9876543210.webp": Buffer.from("voucher"),
    };
    for (const [key, data] of Object.entries(files)) await folder.put(key, data, "image/webp");
    await writeFile(path.join(dir, "public", ".DS_Store"), "x"); // not an upload: left alone
    const env = { ...process.env, ...s3.env, UPLOAD_DIR: dir };
    const cli = ["tsx", "src/cli/uploads-to-bucket.ts"];

    const first = await run("npx", cli, { cwd: serverDir, env });
    expect(first.stdout).toMatch(/uploads: 3 copied from .+ to bucket mp-uploads, 0 already there, 1 skipped/);
    expect(first.stderr).toContain("skipped (not an upload's name): public/.DS_Store");
    const bucket = await openS3Storage(s3.settings);
    try {
      const keys: string[] = [];
      for await (const k of bucket.list("")) keys.push(k);
      expect(keys.sort()).toEqual(Object.keys(files).sort());
      for (const [key, data] of Object.entries(files)) {
        const file = await bucket.get(key);
        if (!file) throw new Error(`${key} is not in the bucket`);
        expect(await buffer(file.body), key).toEqual(data);
      }
    } finally {
      await bucket.close();
    }
    const second = await run("npx", cli, { cwd: serverDir, env });
    expect(second.stdout).toMatch(/uploads: 0 copied .+ 3 already there, 1 skipped/);
    for (const key of Object.keys(files)) expect(await folder.exists(key), key).toBe(true);

    // the server on the bucket serves the picture at the URL the database holds
    const t = await createTestApp(s3.env);
    try {
      const res = await t.app.inject({
        method: "GET",
        url: "/uploads/public/202611/0123456789abcdef0123456789abcdef.webp",
      });
      expect(res.statusCode).toBe(200);
      expect(res.rawPayload).toEqual(picture);
    } finally {
      await t.close();
    }
  }, 60_000); // runs the command twice, each a process of its own

  it("refuses to run without S3_BUCKET", async () => {
    const env = { ...process.env, UPLOAD_DIR: dir, S3_BUCKET: "" };
    await expect(run("npx", ["tsx", "src/cli/uploads-to-bucket.ts"], { cwd: serverDir, env })).rejects.toMatchObject({
      stderr: expect.stringContaining("set S3_BUCKET"),
    });
  }, 30_000);
});
