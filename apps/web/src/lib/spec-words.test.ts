import { describe, expect, it } from "vitest";
import ar from "../locales/specs/ar.json";
import en from "../locales/specs/en.json";
import { lineSpec, specName, specSummary, specValue } from "./spec-words";

type Tree = { [k: string]: string | Tree };

/** A t() over one locale file, as i18next interpolates it. */
const translator =
  (file: Tree) =>
  (key: string, vars: Record<string, string> = {}) => {
    const found = key
      .split(".")
      .reduce<string | Tree | undefined>((n, k) => (typeof n === "object" ? n[k] : undefined), file);
    if (typeof found !== "string") return key;
    return found.replace(/\{\{(\w+)\}\}/g, (_, v: string) => vars[v] ?? "");
  };
const tAr = translator(ar);
const tEn = translator(en);

describe("the platform's specification words", () => {
  it("shows the platform's option names and values in the reader's language", () => {
    expect(specName(tAr, "Colour")).toBe("اللون");
    expect(specName(tAr, "color")).toBe("اللون");
    expect(specName(tAr, "Size")).toBe("المقاس");
    expect(specValue(tAr, "White")).toBe("أبيض");
    expect(specValue(tAr, "Sage Green")).toBe("أخضر مريمي");
    expect(specValue(tAr, "Pack of 3")).toBe("عبوة من 3");
    expect(specValue(tAr, "0-3 M")).toBe("0–3 أشهر");
    expect(specValue(tAr, "With 64 GB Card")).toBe("مع بطاقة 64 GB");
  });

  it("keeps a merchant's own words, sizes and measures exactly as written", () => {
    expect(specName(tAr, "Fit")).toBe("Fit");
    expect(specName(tAr, "مقاس الحذاء")).toBe("مقاس الحذاء");
    expect(specValue(tAr, "Slim fit, washed")).toBe("Slim fit, washed");
    expect(specValue(tAr, "S")).toBe("S");
    expect(specValue(tAr, "128 GB")).toBe("128 GB");
    expect(specValue(tAr, "Lumio X12")).toBe("Lumio X12");
  });

  it("writes the chosen SKU's summary with the language's own separators", () => {
    expect(
      specSummary(tAr, [
        ["Size", "S"],
        ["Colour", "White"],
      ]),
    ).toBe("المقاس: S، اللون: أبيض");
    expect(
      specSummary(tEn, [
        ["Size", "S"],
        ["Colour", ""],
      ]),
    ).toBe("Size: S");
  });

  it("translates a cart or order line from its values, or part by part from the server's text", () => {
    expect(lineSpec(tAr, { Colour: "Black", Storage: "128 GB" }, "ignored")).toBe("اللون: أسود، مساحة التخزين: 128 GB");
    expect(lineSpec(tAr, undefined, "Colour: Black, Fit: Slim")).toBe("اللون: أسود، Fit: Slim");
    expect(lineSpec(tAr, {}, "a merchant's note")).toBe("a merchant's note");
    expect(lineSpec(tEn, undefined, "Colour: Black, Size: M")).toBe("Colour: Black, Size: M");
  });

  it("has every key in every language", async () => {
    const { LANGUAGES } = await import("@mp/contracts/constants");
    const keys = (tree: Tree, prefix = ""): string[] =>
      Object.entries(tree).flatMap(([k, v]) => (typeof v === "string" ? [prefix + k] : keys(v, `${prefix}${k}.`)));
    const expected = keys(en).sort();
    for (const l of LANGUAGES) {
      const file = (await import(`../locales/specs/${l.code}.json`)).default as Tree;
      expect(keys(file).sort(), l.code).toEqual(expected);
    }
  });
});
