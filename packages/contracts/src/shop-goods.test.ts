import { describe, expect, it } from "vitest";
import { levelRatioPpm, ratioPpmOf, ratioText, sellPriceMinor } from "./shop-goods.constants.js";

/** The supplier listing's ratio and sell price (docs/rules.md#goods), shared by the server and the dialog. */
describe("supplier listing price", () => {
  it("reads a per-cent ratio with at most two decimals, and nothing else", () => {
    expect(ratioPpmOf("15")).toBe(150_000n);
    expect(ratioPpmOf(" 12.5 ")).toBe(125_000n);
    expect(ratioPpmOf("0.01")).toBe(100n);
    expect(ratioPpmOf(20)).toBe(200_000n);
    for (const bad of ["1e9", "15.555", "-5", "abc", "", "1000", null, undefined, Number.NaN, 1e9])
      expect(ratioPpmOf(bad), String(bad)).toBeNull();
    expect(ratioText(125_000n)).toBe("12.50");
  });

  it("reads a level's highest ratio (a per cent with up to two decimals) as whole parts per million", () => {
    expect(levelRatioPpm(15)).toBe(150_000n);
    expect(levelRatioPpm(15.5)).toBe(155_000n);
    expect(levelRatioPpm(0.29)).toBe(2_900n); // 0.29 * 100 is 28.999999999999996 in floating point
    expect(levelRatioPpm(0.01)).toBe(100n);
    expect(levelRatioPpm(100)).toBe(1_000_000n);
    // every two-decimal per cent staff can save, exactly as the typed text reads
    for (let bp = 1; bp <= 10_000; bp++) {
      const typed = `${Math.floor(bp / 100)}.${String(bp % 100).padStart(2, "0")}`;
      expect(levelRatioPpm(Number(typed))).toBe(ratioPpmOf(typed));
    }
    expect(() => levelRatioPpm(Number.NaN)).toThrow(RangeError);
  });

  it("sells at buy x (1 + r), rounded half up to the cent", () => {
    expect(sellPriceMinor(1000n, 150_000n)).toBe(1150n);
    expect(sellPriceMinor(999n, 125_000n)).toBe(1124n); // 11.23875
    expect(sellPriceMinor(999n, 123_500n)).toBe(1122n); // 11.223765
    expect(sellPriceMinor(3689n, 200_000n)).toBe(4427n); // 44.268
    expect(sellPriceMinor(26_200n, 145_000n)).toBe(29_999n); // 299.99
  });
});
