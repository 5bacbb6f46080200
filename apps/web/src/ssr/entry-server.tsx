import { createCache, extractStyle, StyleProvider } from "@ant-design/cssinjs";
import type { InitData } from "@mp/contracts";
import { type FirstScreen, type FirstScreenRequest, language } from "@mp/contracts/constants";
import { moneyType } from "@mp/money";
import { dehydrate, type Query, type QueryClient, skipToken } from "@tanstack/react-query";
import type { ReactNode } from "react";
import { renderToString } from "react-dom/server";
import { prerenderToNodeStream } from "react-dom/static";
import { createStaticHandler, createStaticRouter, StaticRouterProvider } from "react-router";
import { newQueryClient, Providers } from "../app/providers";
import { appRoutes } from "../app/router";
import { setApiTransport } from "../lib/api-client";
import { useAppStore } from "../lib/app-store";
import { applyLanguage } from "../lib/i18n";
import { loadLocalePacks } from "../lib/locale-packs";
import { FIRST_SCREEN_PATHS, FIRST_SCREEN_SCRIPT_ID, type FirstScreenState } from "./first-screen";

/** At most this many rounds of "draw, then load what the drawing asked for" (a page's data nests two deep). */
const MAX_PASSES = 4;

const handler = createStaticHandler(appRoutes);

const enabled = (q: Query) => {
  const { enabled: on, queryFn } = q.options as { enabled?: boolean | ((q: Query) => boolean); queryFn?: unknown };
  if (queryFn === skipToken || !queryFn) return false;
  return typeof on === "function" ? on(q) : on !== false;
};

/** The queries a drawing asked for that are neither loaded nor switched off. */
const waiting = (client: QueryClient) =>
  client
    .getQueryCache()
    .getAll()
    .filter((q) => q.state.status === "pending" && q.state.fetchStatus === "idle" && enabled(q));

async function html(node: ReactNode): Promise<string> {
  // every Suspense boundary's markup in its place: React otherwise moves a large one (over 12,800
  // bytes) to the end of the page with an inline script to put it back, which the page's CSP
  // refuses and a browser without scripts never runs
  const { prelude } = await prerenderToNodeStream(node, { progressiveChunkSize: Number.POSITIVE_INFINITY });
  let out = "";
  for await (const chunk of prelude) out += typeof chunk === "string" ? chunk : Buffer.from(chunk).toString("utf8");
  return out;
}

/** JSON safe inside a `<script>`: no `</script>`, no line separators JavaScript would choke on. */
const scriptJson = (value: unknown) =>
  JSON.stringify(value)
    .replace(/</g, "\\u003c")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");

/**
 * Draws the first screen of a storefront page as HTML, with the data it shows, for a visitor
 * (docs/architecture.md, "The first screen, drawn by the server"). The app's own components draw
 * it, as the browser will: the browser then takes the markup over (`hydrateRoot`, main.tsx)
 * instead of drawing it again. Answers null for a page it does not draw. One screen at a time:
 * the app's store and strings are the module's own.
 */
export function createFirstScreenRenderer() {
  let queue: Promise<unknown> = Promise.resolve();
  return (req: FirstScreenRequest): Promise<FirstScreen | null> => {
    const next = queue.then(() => draw(req));
    queue = next.catch(() => undefined);
    return next;
  };
}

async function draw(req: FirstScreenRequest): Promise<FirstScreen | null> {
  const url = new URL(req.url, "http://page");
  if (!FIRST_SCREEN_PATHS.includes(url.pathname)) return null;
  const lang = language(req.lang);
  const money = moneyType(req.moneyType).code;
  setApiTransport(req.api);
  useAppStore.setState({
    country: lang.code,
    moneyType: money,
    token: "",
    loginStatus: false,
    userData: null,
    cart_number: 0,
    chat_number: 0,
    init_data: null,
  });
  const [, locale] = await Promise.all([applyLanguage(lang.code), loadLocalePacks(lang.code)]);
  const context = await handler.query(new Request(url));
  if (context instanceof Response) return null;
  const queryClient = newQueryClient();
  const styles = createCache();
  const router = createStaticRouter(handler.dataRoutes, context);
  const tree = (
    <StyleProvider cache={styles}>
      <Providers queryClient={queryClient} initialLocale={locale} navigate={() => {}} wideHint={req.wide}>
        <StaticRouterProvider router={router} context={context} hydrate={false} />
      </Providers>
    </StyleProvider>
  );
  for (let pass = 0; pass < MAX_PASSES; pass++) {
    renderToString(tree);
    const load = waiting(queryClient);
    if (load.length === 0) break;
    await Promise.all(load.map((q) => q.fetch().catch(() => undefined)));
  }
  // what the browser's store holds once init has loaded (footer links, money rates): the same
  // for the last drawing here and for the browser's first render (main.tsx)
  useAppStore.setState({ init_data: queryClient.getQueryData<InitData>(["init", lang.code]) ?? null });
  const body = await html(tree);
  const state: FirstScreenState = {
    lang: lang.code,
    moneyType: money,
    wide: req.wide,
    queries: dehydrate(queryClient),
    router: { loaderData: context.loaderData, actionData: context.actionData, errors: context.errors },
  };
  return {
    lang: lang.bcp47,
    dir: lang.dir,
    head: extractStyle(styles),
    state: `<script type="application/json" id="${FIRST_SCREEN_SCRIPT_ID}">${scriptJson(state)}</script>`,
    body,
  };
}
