import { describe, expect, it } from "vitest";
import { i18n } from "./i18n";
import { languageFallback } from "./language-fallback";

/** The line shown above an agreement or the bond contract served in another language than the reader's. */
describe("the fallback language line", () => {
  it("names the reader's language and the one shown, by their own names", () => {
    expect(languageFallback("ar", "en")).toEqual({ wanted: "العربية", shown: "English" });
    expect(languageFallback("jp", "en")).toEqual({ wanted: "日本語", shown: "English" });
  });

  it("is not shown when the text is in the reader's language, or before the answer", () => {
    expect(languageFallback("ar", "ar")).toBeNull();
    expect(languageFallback("en", "en")).toBeNull();
    expect(languageFallback("th", undefined)).toBeNull();
    // an unknown reader language is English (as the server reads the Lang header)
    expect(languageFallback("xx", "en")).toBeNull();
  });

  it("reads as one English sentence with both names", () => {
    const note = languageFallback("ar", "en");
    expect(i18n.t("agreement.not_in_language", { ...note, lng: "en" })).toBe(
      "This text is not yet available in العربية; it is shown in English.",
    );
  });
});
