import { Grid } from "antd";
import { createContext, useContext, useEffect, useState } from "react";

/**
 * Whether the screen is at least antd's `lg` wide (992 px), as the server guessed it when it drew
 * the first screen (from the browser's user agent: ssr/). The browser's first render uses the same
 * guess, so that its markup matches the server's; the real width takes over right after. Without a
 * first screen from the server there is no guess, and the first render reads the width itself.
 */
export const WideHint = createContext<boolean | undefined>(undefined);

/** The header's wide layout (top bar, links) or its narrow one (menu button, drawer). */
export function useWideScreen(): boolean {
  const hint = useContext(WideHint);
  const screens = Grid.useBreakpoint();
  // the guess holds for the render that takes the server's markup over, the real width after it
  const [measured, setMeasured] = useState(hint === undefined);
  useEffect(() => setMeasured(true), []);
  return measured ? Boolean(screens.lg) : Boolean(hint);
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
