import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { MIN_BYTES, precompress } from "./precompress";

describe("precompress (the build's brotli and gzip copies)", () => {
  let dir: string;
  const script = `export const words = ${JSON.stringify(Array.from({ length: 400 }, (_, i) => `word-${i % 37}`))};\n`;
  beforeAll(async () => {
    dir = await mkdtemp(path.join(os.tmpdir(), "precompress-"));
    await writeFile(path.join(dir, "app-1a2b.js"), script);
    await writeFile(path.join(dir, "tiny.css"), "a{color:red}");
    await writeFile(path.join(dir, "photo.webp"), Buffer.alloc(4 * MIN_BYTES, 7));
  });
  afterAll(() => rm(dir, { recursive: true, force: true }));

  it("writes smaller .br and .gz copies that decode to the file, and leaves small or binary files alone", async () => {
    expect(await precompress(dir)).toEqual(["app-1a2b.js"]);
    const b = await readFile(path.join(dir, "app-1a2b.js.br"));
    const g = await readFile(path.join(dir, "app-1a2b.js.gz"));
    expect(brotliDecompressSync(b).toString()).toBe(script);
    expect(gunzipSync(g).toString()).toBe(script);
    expect(b.length).toBeLessThan(script.length / 4);
    await expect(readFile(path.join(dir, "tiny.css.br"))).rejects.toThrow();
    await expect(readFile(path.join(dir, "photo.webp.br"))).rejects.toThrow();
  });
});
