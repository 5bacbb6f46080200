import { dehydrate, QueryClient } from "@tanstack/react-query";
import { describe, expect, it } from "vitest";
import { DRAWN_FRESH_MS, hydrateDrawnAnswers } from "./drawn-answers";
import { newQueryClient } from "./providers";

/** What a server's drawing leaves in the page: the answers it drew from. */
async function drawnState() {
  const server = new QueryClient();
  await server.prefetchQuery({ queryKey: ["goods", "en", 7, false], queryFn: () => ({ id: 7, title: "Mug" }) });
  return dehydrate(server);
}

describe("the drawn screen's answers", () => {
  it("are not asked for again right after the takeover", async () => {
    const client = newQueryClient();
    hydrateDrawnAnswers(client, await drawnState());
    let asked = 0;
    const answer = await client.fetchQuery({
      queryKey: ["goods", "en", 7, false],
      queryFn: () => {
        asked += 1;
        return { id: 7, title: "Mug (asked again)" };
      },
    });
    expect(asked).toBe(0);
    expect(answer).toEqual({ id: 7, title: "Mug" });
  });

  it("go stale after DRAWN_FRESH_MS, and once answered again follow the default (stale at once)", async () => {
    const client = newQueryClient();
    const state = await drawnState();
    hydrateDrawnAnswers(client, state, Date.now() - DRAWN_FRESH_MS - 1);
    const key = ["goods", "en", 7, false];
    let asked = 0;
    const queryFn = () => {
      asked += 1;
      return { id: 7, title: `Mug ${asked}` };
    };
    expect(await client.fetchQuery({ queryKey: key, queryFn })).toEqual({ id: 7, title: "Mug 1" });

    const fresh = newQueryClient();
    hydrateDrawnAnswers(fresh, state);
    fresh.setQueryData(key, { id: 7, title: "Mug, changed here" });
    await fresh.fetchQuery({ queryKey: key, queryFn });
    expect(asked).toBe(2);
  });

  it("leave a query the screen was not drawn from stale at once, as before", async () => {
    const client = newQueryClient();
    hydrateDrawnAnswers(client, await drawnState());
    client.setQueryData(["comments", 7, 1], []);
    let asked = 0;
    await client.fetchQuery({ queryKey: ["comments", 7, 1], queryFn: () => [++asked] });
    expect(asked).toBe(1);
  });
});
