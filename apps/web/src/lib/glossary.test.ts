import { existsSync, readdirSync, readFileSync } from "node:fs";
import { LANGUAGE_CODES } from "@mp/contracts/constants";
import { flatten, languageGlossaries, termMisses } from "@mp/texts/glossary";
import { describe, expect, it } from "vitest";

/**
 * One word per concept in every language (docs/glossary.md): every string of the web's locale
 * files and of the server's texts whose English names a glossary concept (bond, recharge,
 * shipping, fund password ...) uses that language's glossary word for it.
 */
const webLocales = new URL("../locales/", import.meta.url);
const serverTexts = new URL("../../../../packages/texts/src/locales/", import.meta.url);
const json = (url: URL) => JSON.parse(readFileSync(url, "utf8"));

/** [label, folder URL] of every set of 17 files: the web's main files, each feature bundle, the server's texts */
const sets: [string, URL][] = [
  ["web", webLocales],
  ...readdirSync(webLocales, { withFileTypes: true })
    .filter((d) => d.isDirectory())
    .map((d): [string, URL] => [`web/${d.name}`, new URL(`${d.name}/`, webLocales)]),
  ["texts", serverTexts],
];
const glossaries = languageGlossaries();

/**
 * English words given up for a concept's one word (docs/glossary.md, "One word per concept").
 * Messages the product specification names keep its words, as every message it names does: the
 * refusals "Payment password error", "Please set a payment password" and "Payment password must be
 * exactly 6 digits" (`pay_password_*`, the server's texts and the web's), and the success text
 * `success.payment_password_saved`, whose English words are also its key
 * (platform/http/envelope.ts successKey).
 */
const RETIRED: { concept: string; words: RegExp }[] = [
  { concept: "fund password", words: /\b(payment|transaction) passwords?\b/i },
];
const RETIRED_KEPT = new Set([
  "texts#success.payment_password_saved",
  ...["pay_password_format", "pay_password_not_set", "pay_password_error"].flatMap((k) => [
    `texts#errors.${k}`,
    `web#errors.${k}`,
  ]),
]);

describe("the English words", () => {
  it("name each concept one way", () => {
    const found = sets.flatMap(([label, folder]) => {
      const en = new URL("en.json", folder);
      if (!existsSync(en)) return [];
      return flatten(json(en)).flatMap(([key, text]) =>
        RETIRED.filter((r) => r.words.test(text) && !RETIRED_KEPT.has(`${label}#${key}`)).map(
          (r) => `${label}#${key}: "${text}" (say "${r.concept}")`,
        ),
      );
    });
    expect(found).toEqual([]);
  });
});

describe("the glossary", () => {
  it("has every language", () => {
    expect(Object.keys(glossaries).sort()).toEqual(LANGUAGE_CODES.filter((c) => c !== "en").sort());
  });

  for (const code of LANGUAGE_CODES.filter((c) => c !== "en")) {
    it(`is followed by every ${code} string`, () => {
      const glossary = glossaries[code];
      expect(glossary, `glossary/${code}.json`).toBeDefined();
      if (!glossary) return;
      const misses = sets.flatMap(([label, folder]) => {
        const en = new URL("en.json", folder);
        const file = new URL(`${code}.json`, folder);
        if (!existsSync(en) || !existsSync(file)) return [];
        return termMisses(label, json(en), json(file), glossary);
      });
      expect(misses.map((m) => `${m.file}#${m.key} [${m.term}] "${m.english}" -> "${m.text}"`)).toEqual([]);
    });
  }
});
