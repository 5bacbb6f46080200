import { describe, expect, it } from "vitest";
import { parseDollars, typingAllowed } from "./money-parse";

describe("parseDollars", () => {
  it("gives integer cents and the API's two-decimal string", () => {
    expect(parseDollars("12")).toEqual({ ok: true, cents: 1200n, text: "12.00" });
    expect(parseDollars(" 12.5 ")).toEqual({ ok: true, cents: 1250n, text: "12.50" });
    expect(parseDollars("12.34")).toEqual({ ok: true, cents: 1234n, text: "12.34" });
    expect(parseDollars("0.07")).toEqual({ ok: true, cents: 7n, text: "0.07" });
    expect(parseDollars("12.")).toEqual({ ok: true, cents: 1200n, text: "12.00" });
    expect(parseDollars("+3")).toEqual({ ok: true, cents: 300n, text: "3.00" });
  });

  it("never goes through a float", () => {
    expect(parseDollars("0.29")).toMatchObject({ cents: 29n });
    expect(parseDollars("9999999999999.99")).toMatchObject({ cents: 999999999999999n, text: "9999999999999.99" });
  });

  it("refuses more than two decimals and what is not an amount", () => {
    for (const s of ["12.345", "0.001", "-1.234"])
      expect(parseDollars(s, { signed: true })).toEqual({ ok: false, problem: "invalid" });
    for (const s of ["", " ", "abc", "1,000", "1e3", ".5", "12..3", "US$5", "--1", "99999999999999"]) {
      expect(parseDollars(s)).toEqual({ ok: false, problem: "invalid" });
    }
  });

  it("refuses negatives unless signed", () => {
    expect(parseDollars("-3")).toEqual({ ok: false, problem: "negative" });
    expect(parseDollars("-3.50", { signed: true })).toEqual({ ok: true, cents: -350n, text: "-3.50" });
    expect(parseDollars("-0")).toEqual({ ok: true, cents: 0n, text: "0.00" });
  });

  it("keeps within min and max, both inclusive", () => {
    const limits = { min: 100n, max: 50_000n };
    expect(parseDollars("1", limits)).toMatchObject({ ok: true, cents: 100n });
    expect(parseDollars("500", limits)).toMatchObject({ ok: true, cents: 50_000n });
    expect(parseDollars("0.99", limits)).toEqual({ ok: false, problem: "min" });
    expect(parseDollars("500.01", limits)).toEqual({ ok: false, problem: "max" });
    expect(parseDollars("-600", { signed: true, min: -50_000n })).toEqual({ ok: false, problem: "min" });
  });
});

describe("typingAllowed", () => {
  it("lets through what can still become an amount", () => {
    for (const s of ["", "1", "12.", "12.3", "12.34", ".5", "+"]) expect(typingAllowed(s), s).toBe(true);
    expect(typingAllowed("-", true)).toBe(true);
    expect(typingAllowed("-3.5", true)).toBe(true);
  });
  it("ignores a third decimal, letters, commas and an unsigned minus", () => {
    for (const s of ["12.345", "1a", "1,000", "-", "-3", "1.2.3", "12345678901234"])
      expect(typingAllowed(s), s).toBe(false);
  });
});
