import { describe, expect, it } from "vitest";
import { containing, containingLower, startingWith } from "./like.js";

describe("LIKE patterns", () => {
  it("escape the wildcards and the escape character, so a search word matches as typed", () => {
    expect(containing("50%_off\\")).toBe("%50\\%\\_off\\\\%");
    expect(containingLower("Mo's SHOP")).toBe("%mo's shop%");
    expect(startingWith("user.")).toBe("user.%");
    expect(startingWith("a_b")).toBe("a\\_b%");
  });
});
