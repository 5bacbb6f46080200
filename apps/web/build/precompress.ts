/**
 * Brotli and gzip copies of the built files, written beside them at build time (`app.js.br`,
 * `app.js.gz`), so the server sends the smaller one the browser accepts without compressing on
 * each request (platform/web.ts serves them with `preCompressed`). Only text formats, only files
 * large enough to gain, and only a copy that is actually smaller.
 */
import { readdir, readFile, stat, writeFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|json|txt|xml|webmanifest|map)$/;
/** smaller files gain less than a header's worth */
export const MIN_BYTES = 1024;

const br = promisify(brotliCompress);
const gz = promisify(gzip);

async function* files(dir: string): AsyncGenerator<string> {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `.br` and `.gz` beside every compressible file of `dir`; returns the files compressed. */
export async function precompress(dir: string): Promise<string[]> {
  const done: string[] = [];
  for await (const file of files(dir)) {
    if (!COMPRESSIBLE.test(file) || (await stat(file)).size < MIN_BYTES) continue;
    const data = await readFile(file);
    const [b, g] = await Promise.all([
      br(data, {
        params: {
          [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
          [constants.BROTLI_PARAM_SIZE_HINT]: data.length,
        },
      }),
      gz(data, { level: 9 }),
    ]);
    if (b.length < data.length) await writeFile(`${file}.br`, b);
    if (g.length < data.length) await writeFile(`${file}.gz`, g);
    done.push(path.relative(dir, file));
  }
  return done;
}

/** The Vite plugin: compresses the output folder once the bundle is written. */
export const precompressPlugin = (outDir: string) => ({
  name: "precompress",
  apply: "build" as const,
  async closeBundle() {
    await precompress(outDir);
  },
});
