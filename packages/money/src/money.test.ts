import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { allocate, compareAmounts, formatMoney, mulPpm, parseAmount, toDecimalString } from "./index.js";

describe("parseAmount", () => {
  it("reads decimal strings into cents", () => {
    expect(parseAmount("12.5")).toBe(1250n);
    expect(parseAmount("0.01")).toBe(1n);
    expect(parseAmount("100")).toBe(10000n);
    expect(parseAmount(" 3.07 ")).toBe(307n);
  });
  it("refuses negatives, three decimals, exponents and junk", () => {
    for (const bad of ["-1", "1.234", "1e3", "abc", "", "1,000", "NaN", "0x10", null, undefined, {}]) {
      expect(parseAmount(bad)).toBeNull();
    }
  });
  it("round-trips with toDecimalString", () => {
    fc.assert(
      fc.property(fc.bigInt({ min: 0n, max: 10n ** 14n }), (c) => {
        expect(parseAmount(toDecimalString(c))).toBe(c);
      }),
    );
  });
});

describe("compareAmounts", () => {
  it("orders decimal amounts by value, not as text or floats", () => {
    expect(compareAmounts("9.50", "10.00")).toBe(-1);
    expect(compareAmounts("10", "9.99")).toBe(1);
    expect(compareAmounts("0.3", "0.30")).toBe(0);
    expect(compareAmounts(12.5, "12.50")).toBe(0);
    expect(["10.00", "9.5", "100", "0.01"].sort(compareAmounts)).toEqual(["0.01", "9.5", "10.00", "100"]);
  });
  it("counts a malformed amount as zero", () => {
    expect(compareAmounts("abc", "0.00")).toBe(0);
    expect(compareAmounts(undefined, "0.01")).toBe(-1);
  });
});

describe("mulPpm and allocate", () => {
  it("rounds a 0.6% fee half up", () => {
    expect(mulPpm(10000n, 6000n)).toBe(60n); // $100 -> $0.60
    expect(mulPpm(1234n, 6000n)).toBe(7n); // 7.404 -> 7
    expect(mulPpm(1250n, 6000n)).toBe(8n); // 7.5 -> 8
  });
  it("allocates without creating or losing a cent", () => {
    fc.assert(
      fc.property(
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.array(fc.bigInt({ min: 1n, max: 10n ** 6n }), { minLength: 1, maxLength: 12 }),
        (total, weights) => {
          const parts = allocate(total, weights);
          expect(parts.reduce((a, b) => a + b, 0n)).toBe(total);
          for (const p of parts) expect(p >= 0n).toBe(true);
        },
      ),
    );
  });
});

describe("formatMoney", () => {
  const rates = { rb: "150", hg: "1350.5", yn: "25000", xg: "7.8", tw: "32.1" };
  it("shows each money type as the spec writes it", () => {
    expect(formatMoney(123450n, "en", rates)).toBe("US$1,234.50");
    expect(formatMoney(823n, "rb", rates)).toBe("¥1,235"); // 8.23 * 150 = 1234.5 -> 1,235
    expect(formatMoney(100n, "hg", rates)).toBe("1,351₩");
    expect(formatMoney(100n, "yn", rates)).toBe("₫25,000");
    expect(formatMoney(100n, "xg", rates)).toBe("HK$7.80");
    expect(formatMoney("10.00", "tw", rates)).toBe("NT$321.00");
  });
  it("falls back to USD for an unknown type or a missing rate", () => {
    expect(formatMoney(5n, "zz", rates)).toBe("US$0.05");
    expect(formatMoney(5n, "rb", {})).toBe("US$0.05");
  });
});
