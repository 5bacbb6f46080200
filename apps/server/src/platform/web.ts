import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { brotliCompressSync, constants, gzipSync } from "node:zlib";
import fastifyStatic from "@fastify/static";
import type { FirstScreen } from "@mp/contracts/constants";
import type { FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { notFoundEnvelope } from "./http/index.js";
import { type FileStorage, registerPublicUploads } from "./uploads/index.js";

/**
 * Security headers that only mean something on a page (a document), dropped from the app's own
 * scripts and style sheets: a home page fetches some fifty of them, and these would add about
 * 700 bytes to each. nosniff, the resource policy, the referrer policy and HSTS stay.
 */
const PAGE_ONLY_HEADERS = [
  "content-security-policy",
  "cross-origin-opener-policy",
  "origin-agent-cluster",
  "x-frame-options",
  "x-xss-protection",
  "x-download-options",
  "x-dns-prefetch-control",
  "x-permitted-cross-domain-policies",
];

/**
 * Serves the built web app (history mode: unknown GET pages get index.html), public uploads (from
 * the folder or the bucket: platform/uploads/serve-public.ts),
 * and the flag images the language list names. /api paths never fall back to the app.
 */
export async function registerWeb(
  app: FastifyInstance,
  opts: {
    webDist: string;
    storage: FileStorage;
    /** the picture a page shows largest (a same-site path), preloaded by the page's HTML */
    pagePicture?: (req: FastifyRequest) => Promise<string | null>;
    /** the page's first screen drawn on the server (platform/first-screen.ts), where it draws one */
    firstScreen?: (req: FastifyRequest) => Promise<FirstScreen | null>;
  },
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
    app.addHook("onSend", async (req, reply, payload) => {
      if (/^\/assets\/[^?]+\.(js|css)(\?|$)/.test(req.url))
        for (const name of PAGE_ONLY_HEADERS) reply.removeHeader(name);
      return payload;
    });
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
  const indexHtml = hasWeb ? readFileSync(path.join(opts.webDist, "index.html"), "utf8") : null;
  app.setNotFoundHandler(async (req, reply) => {
    const url = req.url.split("?")[0] ?? "";
    const isPage = req.method === "GET" && !/^\/(api|uploads|flags|ws)(\/|$)/.test(url) && !path.extname(url);
    if (hasWeb && isPage) {
      reply.header("cache-control", "no-cache");
      const [picture, screen] = await Promise.all([
        opts.pagePicture?.(req).catch(() => null),
        opts.firstScreen?.(req).catch((err: Error) => {
          req.log.warn({ err: err.message }, "first screen not drawn");
          return null;
        }),
      ]);
      if (!indexHtml || (!picture && !screen)) return reply.sendFile("index.html", opts.webDist);
      let html = picture && /^\/(?!\/)/.test(picture) ? withPreload(indexHtml, picture) : indexHtml;
      if (screen) html = withFirstScreen(html, screen);
      return sendPage(req, reply, html);
    }
    // a file of the app that is not there (a script of an older build, say) is a plain 404, so the browser
    // reports a failed load instead of running a JSON answer as a script
    const isFile = req.method === "GET" && !/^\/(api|ws|uploads|flags)(\/|$)/.test(url) && Boolean(path.extname(url));
    if (isFile) return reply.code(404).type("text/plain; charset=utf-8").send("Not found");
    return notFoundEnvelope(reply);
  });
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, "&amp;").replace(/"/g, "&quot;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

/** The app's page with a high-priority preload of its largest picture, first in the head. */
export function withPreload(html: string, picture: string): string {
  const link = `<link rel="preload" as="image" href="${escapeAttribute(picture)}" fetchpriority="high">`;
  return html.replace(/<head>/i, (head) => `${head}\n    ${link}`);
}

/** The app's page with its first screen drawn in: `<html lang dir>`, the screen's styles, markup and state. */
export function withFirstScreen(html: string, screen: FirstScreen): string {
  return html
    .replace(/<html[^>]*>/i, `<html lang="${escapeAttribute(screen.lang)}" dir="${screen.dir}">`)
    .replace(/<\/head>/i, () => `${screen.head}</head>`)
    .replace(/<div id="root"><\/div>/, () => `<div id="root">${screen.body}</div>${screen.state}`);
}

/** A page made for the request, compressed as the browser accepts (2 kB, or about 140 kB with a first screen drawn in: 2 to 3 ms). */
function sendPage(req: FastifyRequest, reply: FastifyReply, html: string): FastifyReply {
  const accepts = String(req.headers["accept-encoding"] ?? "");
  reply.type("text/html; charset=utf-8").header("vary", "accept-encoding");
  if (/\bbr\b/.test(accepts))
    return reply
      .header("content-encoding", "br")
      .send(brotliCompressSync(html, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }));
  if (/\bgzip\b/.test(accepts)) return reply.header("content-encoding", "gzip").send(gzipSync(html));
  return reply.send(html);
}
