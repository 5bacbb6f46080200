import { existsSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { type FirstScreen, type FirstScreenRequest, PREF_COOKIES } from "@mp/contracts/constants";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { TtlCache } from "./cache.js";

type Renderer = (req: FirstScreenRequest) => Promise<FirstScreen | null>;

/**
 * A drawn screen is sent again for this long (to every visitor of the same page, language, money
 * type and width), as the catalogue keeps its public answers: the browser asks for the data afresh
 * when it takes the screen over.
 */
const KEEP_MS = 10_000;
/**
 * Drawing takes 100 to 150 ms of a process's time (one at a time): with more pages than this
 * waiting to be drawn, a page is sent undrawn (the browser draws it) instead of waiting its turn.
 */
const MAX_WAITING = 4;

function cookies(req: FastifyRequest): Map<string, string> {
  const out = new Map<string, string>();
  for (const part of String(req.headers.cookie ?? "").split(";")) {
    const at = part.indexOf("=");
    if (at < 0) continue;
    try {
      out.set(part.slice(0, at).trim(), decodeURIComponent(part.slice(at + 1).trim()));
    } catch {
      // a cookie that is not ours, written in another encoding
    }
  }
  return out;
}

/** Phones and tablets get the narrow header first; the browser checks the guess before taking the screen over. */
const looksNarrow = (req: FastifyRequest) => /Mobi|Android|iPhone|iPad|iPod/i.test(String(req.headers["user-agent"]));

/**
 * Draws a storefront page's first screen on the server, for a visitor (docs/architecture.md, "The
 * first screen, drawn by the server"): the web app's server build (`dist-ssr/entry-server.js`
 * beside the browser build), loaded on the first page asked for. The data comes from this server's own API (inject: the same routes,
 * limits and answers as the browser's calls, counted against the visitor's address). Answers null
 * when there is no server build, for a signed-in shopper (whose page the browser draws), for a
 * page it does not draw, or while too many pages wait to be drawn.
 */
export function firstScreens(
  app: FastifyInstance,
  webDist: string,
): (req: FastifyRequest) => Promise<FirstScreen | null> {
  const entry = path.join(path.dirname(webDist), "dist-ssr", "entry-server.js");
  let renderer: Promise<Renderer | null> | undefined;
  const load = () => {
    renderer ??= existsSync(entry)
      ? import(pathToFileURL(entry).href).then((m: { createFirstScreenRenderer: () => Renderer }) =>
          m.createFirstScreenRenderer(),
        )
      : Promise.resolve(null);
    return renderer;
  };
  const drawn = new TtlCache<FirstScreen>(KEEP_MS, 500);
  let waiting = 0;
  return async (req) => {
    const jar = cookies(req);
    if (jar.has(PREF_COOKIES.signedIn)) return null;
    const wanted = {
      url: req.url,
      lang: jar.get(PREF_COOKIES.lang) ?? "",
      moneyType: jar.get(PREF_COOKIES.money) ?? "",
    };
    const key = JSON.stringify([wanted.url, wanted.lang, wanted.moneyType, !looksNarrow(req)]);
    const hit = drawn.get(key);
    if (hit) return hit;
    if (waiting >= MAX_WAITING) return null;
    const render = await load();
    if (!render) return null;
    const api = async (url: string, init: RequestInit) => {
      const res = await app.inject({
        method: (init.method ?? "GET") as "GET",
        url,
        headers: Object.fromEntries(new Headers(init.headers).entries()),
        payload: typeof init.body === "string" ? init.body : undefined,
        remoteAddress: req.ip,
      });
      return new Response(res.rawPayload, { status: res.statusCode, headers: { "content-type": "application/json" } });
    };
    waiting++;
    try {
      const screen = await render({ ...wanted, wide: !looksNarrow(req), api });
      if (screen) drawn.set(key, screen);
      return screen;
    } finally {
      waiting--;
    }
  };
}
