import { describe, expect, it } from "vitest";
import { createGate } from "./hash-gate.js";

describe("hash gate", () => {
  it("runs at most its limit at once, the rest in turn, and frees a slot when a hash fails", async () => {
    const gate = createGate(2);
    let running = 0;
    let most = 0;
    const work = (fail = false) =>
      gate(async () => {
        running++;
        most = Math.max(most, running);
        await new Promise((r) => setTimeout(r, 5));
        running--;
        if (fail) throw new Error("bad hash");
        return true;
      });
    const results = await Promise.allSettled([work(), work(true), work(), work(true), work(), work()]);
    expect(most).toBe(2);
    expect(results.map((r) => r.status)).toEqual([
      "fulfilled",
      "rejected",
      "fulfilled",
      "rejected",
      "fulfilled",
      "fulfilled",
    ]);
    // nothing is left holding a slot
    expect(await Promise.all([work(), work()])).toEqual([true, true]);
    expect(running).toBe(0);
  });
});
