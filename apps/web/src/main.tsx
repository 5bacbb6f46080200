import type { InitData } from "@mp/contracts";
import { StrictMode, startTransition, useEffect } from "react";
import { createRoot, hydrateRoot } from "react-dom/client";
import { matchRoutes, RouterProvider } from "react-router";
import { hydrateDrawnAnswers } from "./app/drawn-answers";
import { newQueryClient, Providers } from "./app/providers";
import { appRoutes, createAppRouter } from "./app/router";
import { isWideScreen } from "./app/screen-hint";
import { useAppStore } from "./lib/app-store";
import { applyLanguage } from "./lib/i18n";
import { loadLocalePacks } from "./lib/locale-packs";
import { keepPrefCookies } from "./lib/pref-cookies";
import { FIRST_SCREEN_SCRIPT_ID, type FirstScreenState } from "./ssr/first-screen";
import "./styles.css";
// the plain breadcrumb and tabs are drawn by the server on a product page: their styles go in the
// page's head with the app's own (its route's style sheet comes only with the app's scripts)
import "./ui/light-breadcrumb.css";
import "./ui/light-tabs.css";

/** The first screen the server drew into the page, when it was drawn for what this browser shows. */
function serverScreen(): FirstScreenState | null {
  const script = document.getElementById(FIRST_SCREEN_SCRIPT_ID);
  if (!script?.textContent) return null;
  try {
    const screen = JSON.parse(script.textContent) as FirstScreenState;
    const s = useAppStore.getState();
    const wide = isWideScreen();
    const same = screen.lang === s.country && screen.moneyType === s.moneyType && screen.wide === wide;
    return same && !s.loginStatus ? screen : null;
  } catch {
    return null;
  }
}

/** The route modules of this address, loaded before the router starts, so it renders the page at once. */
async function loadMatchedRoutes() {
  const matches = matchRoutes(appRoutes, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== "function") return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
}

/**
 * Once the app's first render is in the page, says so on the document: boot.ts then replays the
 * taps it held on the drawn page (the same event name there).
 */
const announceReady = () => void document.dispatchEvent(new Event("mp:app-ready"));
function AfterFirstRender() {
  useEffect(announceReady, []);
  return null;
}

async function start() {
  const root = document.getElementById("root");
  if (!root) return;
  const screen = serverScreen();
  // A screen drawn for another language, money type or width, or for a visitor when this is a
  // signed-in shopper, goes at once: the page is drawn here, as without a first screen.
  if (!screen) root.replaceChildren();
  keepPrefCookies();
  const code = useAppStore.getState().country;
  const [, locale] = await Promise.all([
    applyLanguage(code),
    loadLocalePacks(code),
    screen ? loadMatchedRoutes() : null,
  ]);
  const queryClient = newQueryClient();
  if (screen) {
    hydrateDrawnAnswers(queryClient, screen.queries);
    // the store's copy of init, as the server's last drawing had it (ssr/entry-server.tsx)
    const init = queryClient.getQueryData<InitData>(["init", code]);
    if (init) useAppStore.getState().setInitData(init);
  }
  const router = createAppRouter(screen?.router);
  const app = (
    <StrictMode>
      <Providers
        queryClient={queryClient}
        initialLocale={locale}
        navigate={(to) => void router.navigate(to)}
        wideHint={screen?.wide}
      >
        <RouterProvider router={router} />
        <AfterFirstRender />
      </Providers>
    </StrictMode>
  );
  // The server's first screen is taken over where it was drawn for this browser; otherwise drawn
  // afresh. Either way in a transition: React then works in slices of a few milliseconds, giving the
  // browser its turn between them (a phone's first render of the page is otherwise one long task).
  startTransition(() => {
    if (screen) hydrateRoot(root, app);
    else createRoot(root).render(app);
  });
}

void start();
