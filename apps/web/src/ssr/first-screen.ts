import type { DehydratedState } from "@tanstack/react-query";
import type { HydrationState } from "react-router";

/**
 * What the server and the browser agree on when the server draws a page's first screen
 * (docs/architecture.md, "The first screen, drawn by the server"): the pages drawn and the state
 * the page's HTML carries for the browser to take the screen over. The cookies and the shapes the
 * server sees are in `@mp/contracts` (first-screen.constants.ts).
 */

/** The pages whose first screen the server draws, for visitors (the storefront's landing pages). */
export const FIRST_SCREEN_PATHS = ["/", "/productDetails"];

/** The `<script type="application/json">` that carries FirstScreenState in the page. */
export const FIRST_SCREEN_SCRIPT_ID = "mp-first-screen";

export interface FirstScreenState {
  lang: string;
  moneyType: string;
  /** the server's guess of a wide screen (app/screen-hint.tsx) */
  wide: boolean;
  /** the answers the screen was drawn from, for the browser's query client */
  queries: DehydratedState;
  /** the router's state, for the browser's router */
  router: HydrationState;
}
