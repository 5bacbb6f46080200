/**
 * What the server and the web app's server build agree on when the server draws a page's first
 * screen (docs/architecture.md, "The first screen, drawn by the server").
 */

/** The cookies the web app keeps in step with its store: hints for drawing, deciding nothing else. */
export const PREF_COOKIES = {
  /** the interface language's code (`ar`, `zh-Hans`, ...) */
  lang: "mp-lang",
  /** the money type prices are shown in */
  money: "mp-money",
  /** present while the shopper is signed in: the server then leaves the page to the browser */
  signedIn: "mp-signed-in",
} as const;

/** What the server asks the web app's server build to draw. */
export interface FirstScreenRequest {
  /** the page's path and query (`/productDetails?id=7`) */
  url: string;
  lang: string;
  moneyType: string;
  /** the server's guess of a wide screen, from the user agent */
  wide: boolean;
  /** how the screen's calls reach the API (the server's own routes) */
  api: (path: string, init: RequestInit) => Promise<Response>;
}

/** A drawn first screen, as the server puts it into the page. */
export interface FirstScreen {
  /** `<html lang dir>` of the language drawn */
  lang: string;
  dir: "ltr" | "rtl";
  /** antd's styles of the screen, for the head */
  head: string;
  /** the state for the browser (a JSON script), after `#root` */
  state: string;
  /** the screen's markup, inside `#root` */
  body: string;
}
