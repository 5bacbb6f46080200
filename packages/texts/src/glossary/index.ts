import { readdirSync, readFileSync } from "node:fs";

/**
 * The translators' glossary (docs/glossary.md): one word per concept in every language. `en.json`
 * says which English words name each concept (`match`, a regular expression) and what it means;
 * `<code>.json` gives the forms that language's translations use for it (`terms`, matched
 * case-insensitively inside the text, so a stem covers its inflections) and the string keys where
 * the English word means something else (`except`: "<file>#<key path>": [concepts]).
 */
export interface EnglishTerm {
  match: string;
  meaning: string;
}
export interface LanguageGlossary {
  terms: Record<string, string[]>;
  except?: Record<string, string[]>;
}

const here = new URL("./", import.meta.url);
const read = <T>(file: string): T => JSON.parse(readFileSync(new URL(file, here), "utf8")) as T;

export const englishTerms = (): Record<string, EnglishTerm> => read("en.json");

/** Every language's glossary but English's, by language code. */
export function languageGlossaries(): Record<string, LanguageGlossary> {
  const out: Record<string, LanguageGlossary> = {};
  for (const f of readdirSync(here).filter((n) => n.endsWith(".json") && n !== "en.json"))
    out[f.slice(0, -5)] = read<LanguageGlossary>(f);
  return out;
}

type Tree = { [k: string]: string | Tree };

/** `{a: {b: "x"}}` -> `[["a.b", "x"]]` */
export function flatten(tree: Tree, prefix = ""): [string, string][] {
  return Object.entries(tree).flatMap(([k, v]) =>
    typeof v === "string" ? [[`${prefix}${k}`, v] as [string, string]] : flatten(v, `${prefix}${k}.`),
  );
}

export interface TermMiss {
  file: string;
  key: string;
  term: string;
  english: string;
  text: string;
}

/**
 * The strings of one translated file whose English names a glossary concept but whose translation
 * uses none of the glossary's forms for it. `file` names the pair in reports and in `except`.
 */
export function termMisses(file: string, english: Tree, translated: Tree, glossary: LanguageGlossary): TermMiss[] {
  const terms = englishTerms();
  const translatedByKey = new Map(flatten(translated));
  const misses: TermMiss[] = [];
  for (const [key, english_] of flatten(english)) {
    // a parameter's name ({{shop}}) or a path (/goods/12) names no concept in the words
    const en = english_.replace(/\{\{[^}]*\}\}/g, " ").replace(/(^|\s)\/\S*/g, " ");
    const text = translatedByKey.get(key);
    if (text === undefined || text === english_) continue;
    const excepted = glossary.except?.[`${file}#${key}`] ?? [];
    for (const [term, def] of Object.entries(terms)) {
      if (excepted.includes(term) || !new RegExp(def.match, "i").test(en)) continue;
      const forms = glossary.terms[term] ?? [];
      const lower = text.toLocaleLowerCase();
      if (!forms.some((f) => lower.includes(f.toLocaleLowerCase())))
        misses.push({ file, key, term, english: en, text });
    }
  }
  return misses;
}
