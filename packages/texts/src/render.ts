import { language } from "@mp/contracts/constants";
import { formatMoney, type Rates } from "@mp/money";
import i18next from "i18next";
import { CATALOGUE } from "./catalogue.js";
import { isText, type Text, type TextParam } from "./text.js";

/** Who reads: the language, the money type amounts are shown in and its rates, and the time zone. */
export interface Reader {
  lang: string;
  mtype?: string;
  rates?: Rates;
  /** IANA zone for dates; UTC when unknown (a mail or a push, read later anywhere) */
  timeZone?: string;
}

const i18n = i18next.createInstance();
void i18n.init({
  initAsync: false,
  lng: "en",
  fallbackLng: "en",
  supportedLngs: Object.keys(CATALOGUE),
  load: "currentOnly",
  resources: Object.fromEntries(Object.entries(CATALOGUE).map(([code, tree]) => [code, { translation: tree }])),
  interpolation: { escapeValue: false },
  returnNull: false,
});

/** Whether the catalogue has this key (in English, which has every key). */
export const hasText = (key: string): boolean => i18n.exists(key, { lng: "en" });

function formatDate(seconds: number, reader: Reader): string {
  const shown = new Intl.DateTimeFormat(language(reader.lang).bcp47, {
    dateStyle: "medium",
    timeStyle: "short",
    timeZone: reader.timeZone ?? "UTC",
  }).format(new Date(seconds * 1000));
  // read later, anywhere (a mail): the zone is named
  return reader.timeZone ? shown : `${shown} UTC`;
}

function param(p: TextParam, reader: Reader): string | number {
  if (typeof p === "string" || typeof p === "number") return p;
  if ("money" in p) return formatMoney(BigInt(p.money), reader.mtype ?? "en", reader.rates ?? {});
  if ("date" in p) return formatDate(p.date, reader);
  if ("quote" in p) return i18n.t("common.quote", { lng: language(reader.lang).code, words: p.quote });
  return renderText(p.text, reader);
}

/**
 * A text in the reader's language, falling back to English for a key a language lacks, and to
 * the key itself for one the catalogue does not know (a text written by a newer release).
 */
export function renderText(t: Text, reader: Reader): string {
  const params = Object.fromEntries(Object.entries(t.params ?? {}).map(([k, v]) => [k, param(v, reader)]));
  return i18n.t(t.key, { ...params, lng: language(reader.lang).code, defaultValue: t.key });
}

/**
 * A stored text as its reader sees it: rendered when it is a key, else the English words a row
 * written before texts were keys holds (`legacy`), shown as written.
 */
export function renderStored(stored: unknown, legacy: string, reader: Reader): string {
  return isText(stored) ? renderText(stored, reader) : legacy;
}

/**
 * A stored text followed by the words a person wrote with it (`note`), quoted in the reader's
 * language after `between` ("\n" in a notice, " " in an order event): never glued into the text.
 */
export function renderWithNote(stored: unknown, legacy: string, note: string, reader: Reader, between: string): string {
  const body = renderStored(stored, legacy, reader);
  return note ? `${body}${between}${renderText({ key: "common.quote", params: { words: note } }, reader)}` : body;
}
