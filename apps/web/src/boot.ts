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
 * first render is in the page.
 */
const PICTURE_WAIT_MS = 3000;
/** the event main.tsx dispatches on the document (the same string there) */
const APP_READY = "mp:app-ready";

const app = document.querySelector<HTMLScriptElement>("script[data-app]")?.dataset.app;
const drawn = document.getElementById("mp-first-screen") !== null;

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
