import { readdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { LANGUAGE_CODES } from "@mp/contracts/constants";
import { flatten } from "@mp/texts/glossary";
import { allowedSame } from "../language-sweep.allow.js";

/**
 * The language sweep's knowledge of the strings: every locale file of the web app
 * (apps/web/src/locales: the main files and each feature bundle) and the server's texts
 * (packages/texts/src/locales), read as the app merges them, and from them, per language, the
 * English texts a reader of that language must not see.
 */
const WEB = path.resolve(import.meta.dirname, "../../src/locales");
const SERVER = path.resolve(import.meta.dirname, "../../../../packages/texts/src/locales");

/** A set of locale files: a folder with one `<code>.json` per language (a bundle may lack a language). */
interface LocaleSet {
  label: string;
  folder: string;
}
const sets: LocaleSet[] = [
  { label: "web", folder: WEB },
  ...readdirSync(WEB, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d) => ({ label: `web/${d.name}`, folder: path.join(WEB, d.name) })),
  { label: "texts", folder: SERVER },
];

function read(folder: string, code: string): Map<string, string> {
  try {
    return new Map(flatten(JSON.parse(readFileSync(path.join(folder, `${code}.json`), "utf8"))));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === "ENOENT") return new Map();
    throw e;
  }
}

/** Where an English text comes from: the set and key, and why the language lacks it. */
export interface Origin {
  key: string;
  set: string;
  why: "missing" | "same as English";
}

/** An English text as the sweep looks for it: exactly, or as a template with its {{parameters}}. */
interface Needle {
  english: string;
  pattern?: RegExp;
  origins: Origin[];
}

const PARAM = /\{\{\s*[\w.]+[^}]*\}\}/g;
const escapeRe = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
/** letters outside the parameters: a text of none ("{{n}}", "-", "1/2") says nothing in any language */
const letters = (s: string) => (s.replace(PARAM, "").match(/\p{L}/gu) ?? []).length;

/**
 * The English texts `code`'s readers must not see, each with the keys it comes from. A text that
 * is also the language's own translation of another key is left out: French shows "Recharge" for
 * the wallet's button, so a "Recharge" on a French page is French, whatever else lacks a translation.
 */
export function untranslatedTexts(code: string): Needle[] {
  const byText = new Map<string, Needle>();
  const own = new Set<string>();
  for (const set of sets) {
    const en = read(set.folder, "en");
    for (const [key, text] of read(set.folder, code))
      if (text.trim() !== en.get(key)?.trim() || allowedSame(code, text)) own.add(text.trim());
  }
  for (const set of sets) {
    const en = read(set.folder, "en");
    const other = read(set.folder, code);
    // a bundle's key the bundle lacks is looked up in the main file, as the app merges them
    const main = set.label.startsWith("web/") ? read(WEB, code) : new Map<string, string>();
    for (const [key, english] of en) {
      const text = other.get(key) ?? main.get(key);
      // plural forms vary by language (Japanese has only `_other`): another form of the key counts
      const plural = key.match(/^(.*)_(zero|one|two|few|many|other)$/);
      if (text === undefined && plural && [...other.keys()].some((k) => k.startsWith(`${plural[1]}_`))) continue;
      const why = text === undefined ? "missing" : text.trim() === english.trim() ? "same as English" : null;
      if (!why || letters(english) < 2) continue;
      if ((why === "same as English" && allowedSame(code, english)) || own.has(english.trim())) continue;
      const needle = byText.get(english.trim()) ?? { english: english.trim(), origins: [] };
      needle.origins.push({ key, set: set.label, why });
      if (!needle.pattern && english.match(PARAM))
        needle.pattern = new RegExp(`^${english.trim().split(PARAM).map(escapeRe).join(".+?")}$`, "su");
      byText.set(needle.english, needle);
    }
  }
  return [...byText.values()];
}

/** The top-level names of every key (`wallet`, `errors`, `consoleMenu`, ...), for spotting a raw key. */
const namespaces = new Set(
  sets.flatMap((set) =>
    LANGUAGE_CODES.flatMap((code) => [...read(set.folder, code).keys()].map((k) => k.split(".")[0] as string)),
  ),
);
const allKeys = new Set(sets.flatMap((set) => [...read(set.folder, "en").keys()]));
const KEY_LIKE = /(?<![\w@/.-])([a-z][A-Za-z0-9_]*)((?:\.[A-Za-z0-9_]+)+)(?![\w@/-])/g;

/** The raw keys in a visible text: `wallet.title`, `errors.foo`, or a `{{x}}` left in it. */
export function rawKeysIn(text: string): string[] {
  const found: string[] = [];
  for (const m of text.matchAll(KEY_LIKE)) {
    const [whole, first] = m;
    if (allKeys.has(whole) || (namespaces.has(first as string) && /[a-z_]/.test(whole.slice(first?.length))))
      found.push(whole);
  }
  for (const m of text.matchAll(/\{\{[^}]*\}\}|\{\{|\}\}/g)) found.push(m[0]);
  return found;
}

/** A language's untranslated English texts, searched in a page's visible texts. */
export class EnglishFinder {
  private readonly exact = new Map<string, Needle>();
  private readonly patterns: Needle[] = [];
  constructor(readonly code: string) {
    for (const needle of untranslatedTexts(code)) {
      if (needle.pattern) {
        // a template needs some words of its own to tell it from data ("{{n}} pcs" yes, "{{a}}: {{b}}" no)
        if (letters(needle.english) >= 4) this.patterns.push(needle);
      } else this.exact.set(needle.english, needle);
    }
  }
  /** the untranslated English text a visible text is, if any */
  find(text: string): Needle | undefined {
    const t = text.trim();
    if (letters(t) < 2) return undefined;
    return this.exact.get(t) ?? this.patterns.find((n) => n.pattern?.test(t));
  }
  get size() {
    return this.exact.size + this.patterns.length;
  }
}
