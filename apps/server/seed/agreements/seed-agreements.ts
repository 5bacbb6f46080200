import { DEFAULT_LANGUAGE } from "@mp/contracts";
import { inArray } from "drizzle-orm";
import type { Db } from "../../src/platform/db/index.js";
import { agreements } from "../../src/schema.js";
import { SEEDED_AGREEMENT_TYPES, SEEDED_LANGS, seededAgreement } from "./index.js";

/**
 * The agreement pages in every language, one row per (type, language). Idempotent, and it never
 * overwrites what staff wrote:
 * - a type with no row yet gets every language at version 1;
 * - a type whose English is still the seeded text gets the languages it lacks, at the type's
 *   current version (the same edition: each translation says what that English says);
 * - a type whose English staff have changed gets nothing, since the seeded translations would no
 *   longer say what it says; its readers see the English, with the line naming the language, until
 *   staff write theirs (content.service.ts answers the language it serves).
 */
export async function seedAgreements(db: Db): Promise<void> {
  const rows = await db
    .select({
      type: agreements.type,
      lang: agreements.lang,
      title: agreements.title,
      content: agreements.content,
      version: agreements.version,
    })
    .from(agreements)
    .where(inArray(agreements.type, [...SEEDED_AGREEMENT_TYPES]));
  const values: (typeof agreements.$inferInsert)[] = [];
  for (const type of SEEDED_AGREEMENT_TYPES) {
    const stored = rows.filter((r) => r.type === type);
    const english = seededAgreement(type, DEFAULT_LANGUAGE);
    const storedEnglish = stored.find((r) => r.lang === DEFAULT_LANGUAGE);
    const untouched =
      stored.length === 0 || (storedEnglish?.title === english?.title && storedEnglish?.content === english?.content);
    if (!untouched) continue;
    const version = Math.max(1, ...stored.map((r) => r.version));
    const have = new Set(stored.map((r) => r.lang));
    for (const lang of SEEDED_LANGS) {
      const text = seededAgreement(type, lang);
      if (text && !have.has(lang)) values.push({ type, lang, ...text, version });
    }
  }
  if (values.length > 0) await db.insert(agreements).values(values).onConflictDoNothing();
}
