import { createContext, useContext, useEffect, useState, useSyncExternalStore } from "react";

/**
 * Whether the screen is at least antd's `lg` wide (992 px), as the server guessed it when it drew
 * the first screen (from the browser's user agent: ssr/). The browser's first render uses the same
 * guess, so that its markup matches the server's; the real width takes over right after. Without a
 * first screen from the server there is no guess, and the first render reads the width itself.
 */
export const WideHint = createContext<boolean | undefined>(undefined);

/** antd's `lg` breakpoint, the header's switch between its narrow and wide layouts. */
const WIDE_QUERY = "(min-width: 992px)";
let wideQuery: MediaQueryList | undefined;
const wideList = () => {
  wideQuery ??= window.matchMedia(WIDE_QUERY);
  return wideQuery;
};
/** Whether the screen is wide now (the query of useWideScreen). */
export const isWideScreen = () => wideList().matches;
const onWidthChange = (change: () => void) => {
  const list = wideList();
  list.addEventListener("change", change);
  return () => list.removeEventListener("change", change);
};

/**
 * The header's wide layout (top bar, links) or its narrow one (menu button, drawer). The guess
 * holds for the render that takes the server's markup over, the real width after it (React checks
 * it right after). A media query read as the page changes, not antd's breakpoint hook: that one
 * sets its state while the page is being put in place, which made React run every effect of a
 * taken-over page at once, in one long task.
 */
export function useWideScreen(): boolean {
  const hint = useContext(WideHint);
  return useSyncExternalStore(onWidthChange, isWideScreen, () => Boolean(hint));
}

/**
 * False while the page is the server's drawing: on the server, and in the browser until the app
 * has taken the drawing over; true after (and from the start without a drawing). A field that
 * keeps its own text is read-only until then, so nothing typed into the drawing is lost.
 */
export function useTakenOver(): boolean {
  const drawn = useContext(WideHint) !== undefined;
  const [over, setOver] = useState(!drawn);
  useEffect(() => setOver(true), []);
  return over;
}
