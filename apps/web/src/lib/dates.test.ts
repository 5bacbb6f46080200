import dayjs from "dayjs";
import { describe, expect, it } from "vitest";
import { count, date, dateTime, day, deadline, pickerFormat } from "./dates";

// 2026-11-30 09:05 UTC: 18:05 in Tokyo, 16:05 in Bangkok, 12:05 in Riyadh
const instant = Date.UTC(2026, 10, 30, 9, 5) / 1000;

describe("dates in the reader's language and zone", () => {
  it("formats the same instant for en, ar, jp and th, in the zone asked for", () => {
    expect(dateTime(instant, { lang: "en", timeZone: "Asia/Tokyo" })).toBe("Nov 30, 2026, 06:05 PM");
    expect(dateTime(instant, { lang: "jp", timeZone: "Asia/Tokyo" })).toBe("2026年11月30日 18:05");
    // Arabic month name and the Arabic comma; the hour in Riyadh
    const ar = dateTime(instant, { lang: "ar", timeZone: "Asia/Riyadh" });
    expect(ar).toContain("نوفمبر");
    expect(ar).toMatch(/12:05|١٢:٠٥/);
    expect(ar).not.toContain("Nov");
    // Thai: Thai month abbreviation and the Buddhist year
    const th = dateTime(instant, { lang: "th", timeZone: "Asia/Bangkok" });
    expect(th).toContain("พ.ย.");
    expect(th).toContain("2569");
    expect(th).toContain("16:05");
  });

  it("names the zone in a deadline, and the zone moves the day", () => {
    expect(deadline(instant, { lang: "en", timeZone: "Asia/Tokyo" })).toBe("Nov 30, 2026, 06:05 PM GMT+9");
    expect(deadline(instant, { lang: "jp", timeZone: "Asia/Tokyo" })).toBe("2026年11月30日 18:05 JST");
    expect(deadline(instant, { lang: "th", timeZone: "Asia/Bangkok" })).toMatch(/GMT\+7|เวลาอินโดจีน/);
    expect(deadline(instant, { lang: "ar", timeZone: "Asia/Riyadh" })).toMatch(/\+3|\+٣/);
    // just before midnight UTC is already the next day in Tokyo
    const late = Date.UTC(2026, 10, 30, 23, 30) / 1000;
    expect(date(late, { lang: "en", timeZone: "UTC" })).toBe("Nov 30, 2026");
    expect(date(late, { lang: "en", timeZone: "Asia/Tokyo" })).toBe("Dec 1, 2026");
    expect(deadline(late, { lang: "en", timeZone: "America/New_York" })).toBe("Nov 30, 2026, 06:30 PM EST");
  });

  it("reads a report's day as that calendar day in every zone", () => {
    expect(day("2026-11-30", { lang: "en", timeZone: "Pacific/Honolulu" })).toBe("Nov 30, 2026");
    expect(day("2026-11-30", { lang: "jp" })).toBe("2026年11月30日");
  });

  it("groups counts the reader's way", () => {
    expect(count(1234567, { lang: "en" })).toBe("1,234,567");
    expect(count(1234567, { lang: "dy" })).toBe("1.234.567");
    expect(count(1234567, { lang: "fr" })).toMatch(/^1\s234\s567$/u);
    expect(count(1234567, { lang: "jp" })).toBe("1,234,567");
  });
});

describe("date pickers", () => {
  it("show the day in the language's order (dayjs's locale), and read ISO typed in", async () => {
    dayjs.locale("en");
    expect(pickerFormat()).toEqual(["MM/DD/YYYY", "YYYY-MM-DD"]);
    await import("dayjs/locale/ja");
    await import("dayjs/locale/th");
    await import("dayjs/locale/ar");
    dayjs.locale("ja");
    expect(pickerFormat(true)).toEqual(["YYYY/MM/DD HH:mm", "YYYY-MM-DD HH:mm"]);
    dayjs.locale("th");
    expect(pickerFormat()[0]).toBe("DD/MM/YYYY");
    dayjs.locale("ar");
    expect(pickerFormat()[0]?.replace(/\u200f/g, "")).toBe("D/M/YYYY");
    dayjs.locale("en");
  });
});
