import { useEffect } from "react";
import { useLocation, useNavigationType } from "react-router";

/**
 * A page opened by a link or after a save starts at its top: the window keeps its scroll from the
 * page before otherwise (saving a long goods form opened the goods list at its bottom). Going back
 * or forward (POP) leaves the browser's own restoring alone, and a change of the query alone (a
 * tab, a page of results) keeps the place.
 */
export function useScrollTopOnNewPage(): void {
  const { pathname } = useLocation();
  const type = useNavigationType();
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the page (its path) changes
  useEffect(() => {
    if (type !== "POP") window.scrollTo(0, 0);
  }, [pathname]);
}
