import { existsSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundEnvelope } from "./http/index.js";
import { type FileStorage, registerPublicUploads } from "./uploads/index.js";

/**
 * Serves the built web app (history mode: unknown GET pages get index.html), public uploads (from
 * the folder or the bucket: platform/uploads/serve-public.ts),
 * and the flag images the language list names. /api paths never fall back to the app.
 */
export async function registerWeb(
  app: FastifyInstance,
  opts: { webDist: string; storage: FileStorage },
): Promise<void> {
  const flags = path.join(path.dirname(createRequire(import.meta.url).resolve("flag-icons/package.json")), "flags");
  await app.register(fastifyStatic, {
    root: flags,
    prefix: "/flags/",
    decorateReply: false,
    maxAge: "7d",
  });
  await registerPublicUploads(app, opts.storage);
  const hasWeb = existsSync(path.join(opts.webDist, "index.html"));
  if (hasWeb) {
    await app.register(fastifyStatic, {
      root: opts.webDist,
      prefix: "/",
      wildcard: false,
      index: false,
      // the build writes .br and .gz copies (apps/web/build/precompress.ts): sent to browsers that take them
      preCompressed: true,
      setHeaders: (res, file) => {
        const hashed = file.includes(`${path.sep}assets${path.sep}`);
        res.header("cache-control", hashed ? "public, max-age=31536000, immutable" : "no-cache");
      },
    });
  }
  app.setNotFoundHandler((req, reply) => {
    const url = req.url.split("?")[0] ?? "";
    const isPage = req.method === "GET" && !/^\/(api|uploads|flags|ws)(\/|$)/.test(url) && !path.extname(url);
    if (hasWeb && isPage) {
      reply.header("cache-control", "no-cache");
      return reply.sendFile("index.html", opts.webDist);
    }
    return notFoundEnvelope(reply);
  });
}
