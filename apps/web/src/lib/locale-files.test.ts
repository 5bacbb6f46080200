import { readdirSync, readFileSync } from "node:fs";
import { LANGUAGE_CODES } from "@mp/contracts/constants";
import { flatten } from "@mp/texts/glossary";
import { describe, expect, it } from "vitest";

/**
 * Every string in every language: each set of locale files (the web's main files, each feature
 * bundle, the server's texts in packages/texts) has all 17 languages, each with exactly English's
 * keys and the same {{parameters}} (a text may be empty where a language needs none).
 */
const webLocales = new URL("../locales/", import.meta.url);
const sets: [string, URL][] = [
  ["web", webLocales],
  ...readdirSync(webLocales, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d): [string, URL] => [`web/${d.name}`, new URL(`${d.name}/`, webLocales)]),
  ["texts", new URL("../../../../packages/texts/src/locales/", import.meta.url)],
];
const read = (url: URL) => new Map(flatten(JSON.parse(readFileSync(url, "utf8"))));
const params = (s: string) => [...s.matchAll(/\{\{\s*([\w.]+)[^}]*\}\}/g)].map((m) => m[1]).sort();

describe("every locale file", () => {
  for (const [label, folder] of sets) {
    it(`${label}: 17 languages with English's keys and parameters`, () => {
      const files = readdirSync(folder).filter((f) => f.endsWith(".json"));
      expect(files.map((f) => f.slice(0, -5)).sort()).toEqual([...LANGUAGE_CODES].sort());
      const en = read(new URL("en.json", folder));
      const problems: string[] = [];
      for (const code of LANGUAGE_CODES.filter((c) => c !== "en")) {
        const other = read(new URL(`${code}.json`, folder));
        for (const [key, text] of en) {
          const t = other.get(key);
          // plural forms: i18next's `_one`/`_other` suffixes vary by language
          if (/_(zero|one|two|few|many|other)$/.test(key)) continue;
          if (t === undefined) problems.push(`${code}: missing ${key}`);
          else if (params(t).join() !== params(text).join()) problems.push(`${code}: parameters of ${key}`);
        }
        for (const key of other.keys())
          if (!en.has(key) && !/_(zero|one|two|few|many|other)$/.test(key)) problems.push(`${code}: extra ${key}`);
      }
      expect(problems).toEqual([]);
    });
  }
});
