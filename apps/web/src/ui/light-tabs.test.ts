import { describe, expect, it } from "vitest";
import { stepFor } from "./light-tabs";

describe("the keys of LightTabs", () => {
  it("moves with the arrows in the reading direction, round the ends", () => {
    expect(stepFor("ArrowRight", 0, 3, false)).toBe(1);
    expect(stepFor("ArrowLeft", 0, 3, false)).toBe(2);
    expect(stepFor("ArrowRight", 2, 3, false)).toBe(0);
    // right to left, the left arrow goes forward
    expect(stepFor("ArrowLeft", 0, 3, true)).toBe(1);
    expect(stepFor("ArrowRight", 0, 3, true)).toBe(2);
  });

  it("goes to the first and last tab with Home and End, and ignores other keys", () => {
    expect(stepFor("Home", 2, 3, false)).toBe(0);
    expect(stepFor("End", 0, 3, true)).toBe(2);
    expect(stepFor("Enter", 1, 3, false)).toBeUndefined();
    expect(stepFor("ArrowDown", 1, 3, false)).toBeUndefined();
  });
});
