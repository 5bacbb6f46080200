import { describe, expect, it } from "vitest";
import ar from "./locales/ar.json" with { type: "json" };
import en from "./locales/en.json" with { type: "json" };
import jp from "./locales/jp.json" with { type: "json" };
import th from "./locales/th.json" with { type: "json" };
import { renderText } from "./render.js";
import { date, money, quote, text } from "./text.js";

const catalogues = { en, ar, jp, th } as Record<string, Record<string, Record<string, unknown>>>;
const raw = (lang: string, group: string, key: string) => catalogues[lang]?.[group]?.[key] as string;

describe("a text rendered for its reader", () => {
  const paid = text("ledger.order_paid", { order_no: "P2026112900001" });

  it("is the reader's language, with the parameters in place", () => {
    for (const lang of ["en", "ar", "jp", "th"]) {
      const shown = renderText(paid, { lang });
      expect(shown).toBe(raw(lang, "ledger", "order_paid").replace("{{order_no}}", "P2026112900001"));
      expect(shown).toContain("P2026112900001");
      if (lang !== "en") expect(shown).not.toBe(renderText(paid, { lang: "en" }));
    }
  });

  it("formats amounts in the reader's money type, as the screens do", () => {
    const t = text("notice.bond_refund_agreed.body", { amount: money(100000n) });
    expect(renderText(t, { lang: "en" })).toContain("US$1,000.00");
    expect(renderText(t, { lang: "jp", mtype: "rb", rates: { rb: "150" } })).toContain("¥150,000");
    expect(renderText(t, { lang: "ar" })).toContain("US$1,000.00");
  });

  it("formats moments in the reader's locale and zone", () => {
    const t = text("common.quote", { words: date(Date.UTC(2026, 10, 29, 9, 5) / 1000) });
    expect(renderText(t, { lang: "en", timeZone: "UTC" })).toContain("Nov 29, 2026");
    expect(renderText(t, { lang: "jp", timeZone: "Asia/Tokyo" })).toContain("2026/11/29 18:05");
    // no zone known (a mail): the zone is named
    expect(renderText(t, { lang: "en" })).toContain("UTC");
  });

  it("shows people's words as a quotation, untranslated", () => {
    const t = text("common.quote", { words: quote("BANKREF-778812") });
    expect(renderText(t, { lang: "en" })).toBe("““BANKREF-778812””");
    expect(renderText(text("event.refund_refused", { refund_no: "R1" }), { lang: "en" })).toBe("Refund R1 refused");
  });

  it("counts in the reader's plural forms and nests texts", () => {
    const days = (count: number) => ({ text: text("common.duration.day", { count }) });
    expect(renderText(text("event.cancelled_unpaid", { wait: days(2) }), { lang: "en" })).toBe(
      "Cancelled automatically: not paid within 2 days",
    );
    expect(renderText(text("common.duration.day", { count: 1 }), { lang: "en" })).toBe("1 day");
  });

  it("falls back to English for an unknown language, and to the key for an unknown key", () => {
    expect(renderText(paid, { lang: "xx" })).toBe("Payment for order P2026112900001");
    expect(renderText(text("ledger.from_the_future"), { lang: "ar" })).toBe("ledger.from_the_future");
  });
});
