/**
 * The bare anchor of bench:web, built and served in the run: bench/web-bare (Vite, React, antd, a
 * carousel and 20 cards) compressed at build by the app's own plugin and served the way the app's
 * files are (Fastify static, precompressed brotli and gzip, immutable hashed assets). Its images
 * and data are taken from the running marketplace, so both pages show the same pictures.
 */
import { mkdir, mkdtemp, writeFile } from "node:fs/promises";
import os from "node:os";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import react from "@vitejs/plugin-react";
import Fastify from "fastify";
import { build } from "vite";
import { precompressPlugin } from "../apps/web/build/precompress.js";

interface Goods {
  title: string;
  image: string;
  price: string;
}

export async function startBarePage(marketplace: string): Promise<{ url: string; close: () => Promise<void> }> {
  const outDir = await mkdtemp(path.join(os.tmpdir(), "mp-bench-bare-"));
  const goods = ((await (await fetch(`${marketplace}/api/index/goods_list?page=1`)).json()) as { data: Goods[] }).data;
  const cards = [...goods, ...goods].slice(0, 20);
  const banners = ["banner-home", "banner-fashion", "banner-electronics", "banner-sports"];
  await mkdir(path.join(outDir, "img"), { recursive: true });
  const copy = async (from: string, name: string) => {
    const res = await fetch(`${marketplace}${from}`);
    await writeFile(path.join(outDir, "img", name), Buffer.from(await res.arrayBuffer()));
    return `/img/${name}`;
  };
  const data = {
    banners: await Promise.all(banners.map((b) => copy(`/uploads/public/seed/${b}.webp`, `${b}.webp`))),
    cards: await Promise.all(
      cards.map(async (c, i) => ({
        title: `${c.title} ${i + 1}`,
        price: `$${c.price}`,
        image: await copy(c.image, `card-${i}.webp`),
      })),
    ),
  };
  await writeFile(path.join(outDir, "data.json"), JSON.stringify(data));
  await build({
    root: path.join(import.meta.dirname, "web-bare"),
    logLevel: "warn",
    configFile: false,
    plugins: [react(), precompressPlugin(outDir)],
    build: { outDir, emptyOutDir: false, chunkSizeWarningLimit: 2000 },
  });
  const app = Fastify();
  await app.register(fastifyStatic, {
    root: outDir,
    preCompressed: true,
    setHeaders: (res, file) => {
      const hashed = file.includes(`${path.sep}assets${path.sep}`);
      res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
    },
  });
  const url = await app.listen({ port: 0, host: "127.0.0.1" });
  return { url: `${url}/`, close: () => app.close() };
}
