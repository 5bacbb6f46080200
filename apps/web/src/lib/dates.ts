import { language } from "@mp/contracts/constants";
import dayjs from "dayjs";
import { i18n } from "./i18n";

/**
 * Dates, times and counts in the reader's language (its BCP 47 tag) and the browser's time zone.
 * Every screen formats through here, so that no date is written "YYYY-MM-DD" by hand. Money is not
 * here: it goes through lib/money.ts.
 *
 * Each function takes a Unix time in seconds; `opts` is for tests (a language code and a zone);
 * by default the language shown (i18n) and the browser's zone.
 */
export interface FormatOptions {
  /** interface language code (en, ar, jp, th...) */
  lang?: string;
  /** IANA time zone */
  timeZone?: string;
}

const DATE: Intl.DateTimeFormatOptions = { year: "numeric", month: "short", day: "numeric" };
const TIME: Intl.DateTimeFormatOptions = { hour: "2-digit", minute: "2-digit" };
const DATE_TIME: Intl.DateTimeFormatOptions = { ...DATE, ...TIME };
const SHORT_DATE: Intl.DateTimeFormatOptions = { month: "short", day: "numeric" };
const SHORT_DATE_TIME: Intl.DateTimeFormatOptions = { ...SHORT_DATE, ...TIME };
const DEADLINE: Intl.DateTimeFormatOptions = { ...DATE_TIME, timeZoneName: "short" };

// building a formatter costs about a millisecond on a phone: one per language, zone and style
const cache = new Map<string, Intl.DateTimeFormat>();

function formatter(style: Intl.DateTimeFormatOptions, name: string, opts: FormatOptions): Intl.DateTimeFormat {
  const tag = language(opts.lang ?? i18n.language).bcp47;
  const key = `${name}|${tag}|${opts.timeZone ?? ""}`;
  let f = cache.get(key);
  if (!f) {
    f = new Intl.DateTimeFormat(tag, opts.timeZone ? { ...style, timeZone: opts.timeZone } : style);
    cache.set(key, f);
  }
  return f;
}

const at = (seconds: number) => new Date(seconds * 1000);

/** "30 Nov 2026" in the reader's language. */
export const date = (seconds: number, opts: FormatOptions = {}) => formatter(DATE, "d", opts).format(at(seconds));

/** "18:05" (or "6:05 PM") in the reader's language. */
export const time = (seconds: number, opts: FormatOptions = {}) => formatter(TIME, "t", opts).format(at(seconds));

/** "30 Nov 2026, 18:05" in the reader's language. */
export const dateTime = (seconds: number, opts: FormatOptions = {}) =>
  formatter(DATE_TIME, "dt", opts).format(at(seconds));

/** "30 Nov" without the year, for recent things (a chat list). */
export const shortDate = (seconds: number, opts: FormatOptions = {}) =>
  formatter(SHORT_DATE, "sd", opts).format(at(seconds));

/** "30 Nov, 18:05" without the year, for recent things (a message, a thread). */
export const shortDateTime = (seconds: number, opts: FormatOptions = {}) =>
  formatter(SHORT_DATE_TIME, "sdt", opts).format(at(seconds));

/** "18:05" today, "30 Nov" on another day: a chat list's last message. */
export function recent(seconds: number, now = Date.now(), opts: FormatOptions = {}): string {
  const dayOf = (ms: number) => formatter(DATE, "d", opts).format(new Date(ms));
  return dayOf(seconds * 1000) === dayOf(now) ? time(seconds, opts) : shortDate(seconds, opts);
}

/** A date and time that something depends on, with its zone named: "30 Nov 2026, 18:05 GMT+9". */
export const deadline = (seconds: number, opts: FormatOptions = {}) =>
  formatter(DEADLINE, "dl", opts).format(at(seconds));

/** A calendar day "2026-11-30" (a report's day, not an instant): its date, read as that day. */
export const day = (ymd: string, opts: FormatOptions = {}) =>
  formatter(DATE, "d", { ...opts, timeZone: "UTC" }).format(new Date(`${ymd}T00:00:00Z`));

/** A report's day without the year ("30 Nov"): a chart's axis. */
export const shortDay = (ymd: string, opts: FormatOptions = {}) =>
  formatter(SHORT_DATE, "sd", { ...opts, timeZone: "UTC" }).format(new Date(`${ymd}T00:00:00Z`));

/** "—" for no time, else `format(seconds)`. */
export const orDash = (format: (s: number) => string) => (s: number | null | undefined) => (s ? format(s) : "—");

const counts = new Map<string, Intl.NumberFormat>();

/** A plain count ("1,234", "١٬٢٣٤", "1 234") in the reader's language. */
export function count(n: number, opts: Pick<FormatOptions, "lang"> = {}): string {
  const tag = language(opts.lang ?? i18n.language).bcp47;
  let f = counts.get(tag);
  if (!f) {
    f = new Intl.NumberFormat(tag);
    counts.set(tag, f);
  }
  return f.format(Number(n || 0));
}

/** A mean like a rating (4.5) with one decimal, in the reader's language. */
export function decimal1(n: number, opts: Pick<FormatOptions, "lang"> = {}): string {
  const tag = language(opts.lang ?? i18n.language).bcp47;
  return new Intl.NumberFormat(tag, { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(n);
}

/**
 * The formats of an antd date picker in the reader's order: dayjs's localized short date (the
 * language's dayjs locale, set with antd's pack in locale-packs.ts), then ISO, which is also read
 * when typed. antd's own default is "YYYY-MM-DD" in every language but German.
 */
export function pickerFormat(withTime = false): string[] {
  const formats = (dayjs.Ls[dayjs.locale()] as { formats?: { L?: string } } | undefined)?.formats;
  const local = formats?.L ?? "MM/DD/YYYY";
  return withTime ? [`${local} HH:mm`, "YYYY-MM-DD HH:mm"] : [local, "YYYY-MM-DD"];
}
