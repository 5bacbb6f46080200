import { describe, expect, it } from "vitest";
import { TtlCache } from "./cache.js";

/** A load the test finishes when it chooses. */
function gate<V>() {
  let open: (v: V) => void = () => {};
  const promise = new Promise<V>((resolve) => {
    open = resolve;
  });
  return { promise, open };
}

describe("TtlCache", () => {
  it("runs one load for many callers that miss the same key together, and gives each its answer", async () => {
    const cache = new TtlCache<string>(10_000, 10);
    const g = gate<string>();
    let loads = 0;
    const load = () => {
      loads++;
      return g.promise;
    };
    const callers = Array.from({ length: 50 }, () => cache.getOrLoad("list", load));
    g.open("page 1");
    expect(await Promise.all(callers)).toEqual(Array(50).fill("page 1"));
    expect(loads).toBe(1);
    expect(cache.get("list")).toBe("page 1");
  });

  it("does not keep what a load read before a clear that came while it ran", async () => {
    const cache = new TtlCache<string>(10_000, 10);
    const before = gate<string>();
    const stale = cache.getOrLoad("list", () => before.promise);
    cache.clear(); // e.g. a shelf change while the list was being read
    // a caller after the clear does not join the old load: it reads again
    const fresh = cache.getOrLoad("list", async () => "after the change");
    before.open("before the change");
    expect(await stale).toBe("before the change");
    expect(await fresh).toBe("after the change");
    expect(cache.get("list")).toBe("after the change");
  });

  it("forgets an entry after its time to live", async () => {
    const cache = new TtlCache<number>(20, 10);
    cache.set("k", 1);
    expect(cache.get("k")).toBe(1);
    await new Promise((r) => setTimeout(r, 40));
    expect(cache.get("k")).toBeUndefined();
  });
});
