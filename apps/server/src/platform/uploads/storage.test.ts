import { mkdtemp, readdir, rm } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import type { Readable } from "node:stream";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { startS3Server } from "../../../test/s3-server.js";
import type { FileStorage } from "./storage.js";
import { openLocalStorage } from "./storage-local.js";
import { openS3Storage } from "./storage-s3.js";

async function bytesOf(body: Readable): Promise<Buffer> {
  const parts: Buffer[] = [];
  for await (const p of body) parts.push(Buffer.from(p));
  return Buffer.concat(parts);
}

async function collect(it: AsyncIterable<string>): Promise<string[]> {
  const out: string[] = [];
  for await (const k of it) out.push(k);
  return out.sort();
}

/** The same behaviour from both backends: the upload folder, and a real S3-protocol server's bucket. */
const BACKENDS = {
  async local() {
    const dir = await mkdtemp(path.join(os.tmpdir(), "mp-storage-"));
    return { storage: await openLocalStorage(dir), dir, close: () => rm(dir, { recursive: true, force: true }) };
  },
  async s3() {
    const s3 = await startS3Server();
    return { storage: await openS3Storage(s3.settings), dir: null, close: s3.close };
  },
};

describe.each(Object.keys(BACKENDS) as (keyof typeof BACKENDS)[])("file storage: %s", (kind) => {
  let storage: FileStorage;
  let dir: string | null;
  let close: () => Promise<void>;
  beforeAll(async () => {
    ({ storage, dir, close } = await BACKENDS[kind]());
  });
  afterAll(async () => {
    await storage.close();
    await close();
  });

  it("keeps a file under its key: put, exists, get (the same bytes, size and type), delete", async () => {
    const key = "public/202611/0123456789abcdef0123456789abcdef.webp";
    const data = Buffer.from(Array.from({ length: 70_000 }, (_, i) => i % 251));
    expect(storage.kind).toBe(kind);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.put(key, data, "image/webp");
    expect(await storage.exists(key)).toBe(true);
    const file = await storage.get(key);
    expect(file).toMatchObject({ size: data.length, contentType: "image/webp" });
    expect(await bytesOf(file?.body as Readable)).toEqual(data);
    await storage.delete(key);
    expect(await storage.exists(key)).toBe(false);
    expect(await storage.get(key)).toBeNull();
    await storage.delete(key); // deleting what is gone is no error
  });

  it("replaces a file written again under the same key, and lists keys by prefix", async () => {
    await storage.put("private/202611/aa.webp", Buffer.from("first"), "image/webp");
    await storage.put("private/202611/aa.webp", Buffer.from("second"), "image/webp");
    await storage.put("private/202612/bb.webp", Buffer.from("b"), "image/webp");
    await storage.put("public/seed/banner-home.webp", Buffer.from("c"), "image/webp");
    expect(await bytesOf((await storage.get("private/202611/aa.webp"))?.body as Readable)).toEqual(
      Buffer.from("second"),
    );
    expect(await collect(storage.list("private/"))).toEqual(["private/202611/aa.webp", "private/202612/bb.webp"]);
    expect(await collect(storage.list("public/"))).toEqual(["public/seed/banner-home.webp"]);
    expect(await collect(storage.list("nothing-here/"))).toEqual([]);
  });

  it("refuses keys that leave the two folders, before touching anything", async () => {
    const bad = [
      "../secret.webp",
      "public/../../etc/passwd",
      "private/..",
      "/public/a.webp",
      "other/a.webp",
      "public",
      "",
    ];
    for (const key of bad) {
      await expect(storage.put(key, Buffer.from("x"), "image/webp"), key).rejects.toThrow(/bad storage key/);
      await expect(storage.get(key), key).rejects.toThrow(/bad storage key/);
      await expect(storage.exists(key), key).rejects.toThrow(/bad storage key/);
    }
    if (dir) expect((await readdir(dir)).sort()).toEqual(["private", "public"]);
  });
});

describe("file storage: a bucket that does not answer", () => {
  it("stops the start naming S3_BUCKET, for a bucket that is not there and for a server that is away", async () => {
    const s3 = await startS3Server();
    await expect(openS3Storage({ ...s3.settings, bucket: "no-such-bucket" })).rejects.toThrow(
      /^S3_BUCKET: bucket "no-such-bucket" does not answer \(NotFound\)/,
    );
    await s3.close();
    await expect(openS3Storage(s3.settings)).rejects.toThrow(
      /^S3_BUCKET: bucket "mp-uploads" does not answer \(ECONNREFUSED\)/,
    );
  });
});
