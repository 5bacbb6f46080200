import { type DehydratedState, hydrate, type Query, type QueryClient } from "@tanstack/react-query";

/**
 * How long the answers a first screen was drawn from (ssr/first-screen.ts) count as fresh once
 * the browser has taken the screen over: the server fetched them moments ago, so asking again at
 * once (a query's default is stale at once) only costs a request and a redraw while the page
 * starts. Once a query has been answered again, its own staleness applies.
 */
export const DRAWN_FRESH_MS = 30_000;

/** each drawn query's answer (the object itself: an answer set since, or a different one fetched, is another) and until when it is fresh */
const drawn = new WeakMap<Query, { answer: unknown; freshUntil: number }>();

/** Puts a drawn screen's answers into the query client and marks them fresh for DRAWN_FRESH_MS. */
export function hydrateDrawnAnswers(client: QueryClient, state: DehydratedState, now = Date.now()): void {
  hydrate(client, state);
  for (const { queryHash } of state.queries) {
    const query = client.getQueryCache().get(queryHash);
    if (query) drawn.set(query, { answer: query.state.data, freshUntil: now + DRAWN_FRESH_MS });
  }
}

/** The query client's default staleness: 0 (stale at once), but a drawn answer stays fresh for a while. */
export function staleUnlessDrawn(query: Query): number {
  const mark = drawn.get(query);
  if (!mark || mark.answer !== query.state.data) return 0;
  return Math.max(0, mark.freshUntil - query.state.dataUpdatedAt);
}
