import { holdEarlyClicks } from "./lib/early-clicks";

/**
 * The page's first script, and a small one: the app (main.tsx, its shell and the page's route) is
 * asked for from here. On a page the server has drawn (ssr/first-screen.ts), the app's scripts
 * wait until the drawn page has painted with its largest picture (the first banner, a product's
 * main photo), so the picture has the network to itself first and the browser paints the page
 * before it starts on the app's scripts; at most PICTURE_WAIT_MS. Meanwhile taps on the drawn page
 * are held (lib/early-clicks.ts) and replayed once the app has taken it over. Elsewhere the app is
 * asked for at once.
 *
 * The build (vite.config.ts, appAfterBoot) makes this the page's script and writes the app entry's
 * address into its tag as `data-app`; the app announces `APP_READY` on the document once its
 * first render is in the page. A drawing that is not this browser's (drawnForThisBrowser) is
 * removed at once and the app asked for straight away.
 */
const PICTURE_WAIT_MS = 3000;
/** the event main.tsx dispatches on the document (the same string there) */
const APP_READY = "mp:app-ready";

const app = document.querySelector<HTMLScriptElement>("script[data-app]")?.dataset.app;
const drawn = drawnForThisBrowser();
// a drawing for another language, money type, width or visitor goes at once, as main.tsx would
// remove it: nobody taps a page that is about to be drawn again (the app then draws it afresh)
if (!drawn) document.getElementById("root")?.replaceChildren();

/**
 * Whether the page holds a first screen drawn for this browser, as main.tsx's serverScreen checks
 * it: the language and money type of the app's saved store (lib/app-store.ts keeps it in
 * localStorage as "mp-app"), nobody signed in, and the server's width guess the same as the
 * screen's (app/screen-hint.tsx, 992 px). The same checks, read here without the store's code.
 */
function drawnForThisBrowser(): boolean {
  const state = document.getElementById("mp-first-screen")?.textContent;
  if (!state) return false;
  try {
    const screen = JSON.parse(state) as { lang: string; moneyType: string; wide: boolean };
    const saved = JSON.parse(localStorage.getItem("mp-app") ?? "{}") as {
      state?: { country?: string; moneyType?: string; token?: string };
    };
    const s = saved.state ?? {};
    return (
      (s.country ?? screen.lang) === screen.lang &&
      (s.moneyType ?? screen.moneyType) === screen.moneyType &&
      !s.token &&
      window.matchMedia("(min-width: 992px)").matches === screen.wide
    );
  } catch {
    return false;
  }
}

/** Resolves once the drawn page's largest picture has loaded (or failed, or PICTURE_WAIT_MS passed). */
function largestPicture(): Promise<void> {
  const img = document.querySelector<HTMLImageElement>('#root img[fetchpriority="high"]');
  if (!img || img.complete) return Promise.resolve();
  return new Promise((resolve) => {
    img.addEventListener("load", () => resolve(), { once: true });
    img.addEventListener("error", () => resolve(), { once: true });
    setTimeout(resolve, PICTURE_WAIT_MS);
  });
}

/** Resolves after the browser's next paint. */
const painted = () => new Promise<void>((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));

if (app) {
  if (drawn) {
    const release = holdEarlyClicks();
    document.addEventListener(APP_READY, release, { once: true });
    // should the app not load, the held taps go to the drawn page itself (its links still lead on)
    void largestPicture()
      .then(painted)
      .then(() => import(/* @vite-ignore */ app))
      .catch(release);
  } else void import(/* @vite-ignore */ app);
}
