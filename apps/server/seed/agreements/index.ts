import { LANGUAGE_CODES } from "@mp/contracts";
import { ar } from "./ar.js";
import { dy } from "./dy.js";
import { en } from "./en.js";
import { fi } from "./fi.js";
import { fr } from "./fr.js";
import { hi } from "./hi.js";
import { jp } from "./jp.js";
import { kor } from "./kor.js";
import { ms } from "./ms.js";
import { pty } from "./pty.js";
import { sv } from "./sv.js";
import { th } from "./th.js";
import type { AgreementSet, SeededAgreementType } from "./types.js";
import { vnm } from "./vnm.js";
import { xby } from "./xby.js";
import { ydl } from "./ydl.js";
import { zhHans } from "./zh-Hans.js";
import { zhHant } from "./zh-Hant.js";

export { SEEDED_AGREEMENT_TYPES, type SeededAgreementType } from "./types.js";

/** The seeded agreement pages by language code (LANGUAGES): one file per language, English the source. */
export const AGREEMENTS_BY_LANG: Record<string, AgreementSet> = {
  en,
  "zh-Hans": zhHans,
  "zh-Hant": zhHant,
  kor,
  jp,
  vnm,
  xby,
  pty,
  dy,
  ydl,
  ms,
  ar,
  hi,
  th,
  fr,
  fi,
  sv,
};

/** The stored text of a document: its paragraphs with a blank line between them. */
export const seededAgreement = (type: SeededAgreementType, lang: string) => {
  const doc = AGREEMENTS_BY_LANG[lang]?.[type];
  return doc ? { title: doc.title, content: doc.paragraphs.join("\n\n") } : null;
};

/** The languages of LANGUAGES that have a set, in LANGUAGES' order (agreements.seed.test.ts checks all 17 do). */
export const SEEDED_LANGS = LANGUAGE_CODES.filter((code) => code in AGREEMENTS_BY_LANG);
