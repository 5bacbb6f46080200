import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { notFoundEnvelope } from "../http/index.js";
import { type FileStorage, isStorageKey } from "./storage.js";

/** Public uploads never change (every name is new), so browsers and proxies keep them. */
const PUBLIC_CACHE = "public, max-age=2592000, immutable";

/**
 * Serves public uploads at `/uploads/public/…`, the URLs stored in the database, from whichever
 * storage holds them. The folder: straight from disk, as it always was. The bucket: the server
 * streams the object (docs/files.md says why not a redirect to a signed bucket URL).
 */
export async function registerPublicUploads(app: FastifyInstance, storage: FileStorage): Promise<void> {
  if (storage.root) {
    await app.register(fastifyStatic, {
      root: path.join(storage.root, "public"),
      prefix: "/uploads/public/",
      decorateReply: false,
      maxAge: "30d",
      immutable: true,
    });
    return;
  }
  app.get<{ Params: { "*": string } }>("/uploads/public/*", async (req, reply) => {
    const key = `public/${req.params["*"]}`;
    const file = isStorageKey(key) ? await storage.get(key) : null;
    if (!file) return notFoundEnvelope(reply);
    if (file.etag) reply.header("etag", file.etag);
    if (file.lastModified) reply.header("last-modified", file.lastModified.toUTCString());
    if (file.etag && req.headers["if-none-match"] === file.etag) {
      file.body.destroy();
      return reply.code(304).send();
    }
    return reply
      .header("content-type", file.contentType)
      .header("content-length", file.size)
      .header("cache-control", PUBLIC_CACHE)
      .send(file.body);
  });
}
