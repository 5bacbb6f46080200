import { LANGUAGE_CODES } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AGREEMENTS_BY_LANG, SEEDED_AGREEMENT_TYPES } from "../../../seed/agreements/index.js";
import { seedBase } from "../../../seed/index.js";
import { staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { queryRows } from "../../platform/db/index.js";

type Row = { type: number; lang: string; title: string; content: string; version: number };

/** The seeded agreement pages in 17 languages, and the English fallback where a language has none. */
describe("agreement pages in every language", () => {
  let t: TestApp;
  let op: string;
  const rows = () =>
    queryRows<Row>(t.database.db, sql`select type, lang, title, content, version from agreements order by type, lang`);
  const page = (type: number, lang: string) => t.post("/api/wanlshop/content/agreement", { type }, { lang });

  beforeAll(async () => {
    t = await createTestApp();
    op = await staffToken(t, "op@agreements-seed.test", "operator");
  });
  afterAll(() => t.close());

  it("seeds each of the 5 agreements in all 17 languages, each with English's paragraphs", async () => {
    const all = await rows();
    expect(all).toHaveLength(5 * 17);
    for (const type of SEEDED_AGREEMENT_TYPES) {
      const ofType = all.filter((r) => r.type === type);
      expect(ofType.map((r) => r.lang).sort()).toEqual([...LANGUAGE_CODES].sort());
      const paragraphs = AGREEMENTS_BY_LANG.en?.[type].paragraphs.length;
      const titles = new Set(ofType.map((r) => r.title));
      // 17 different titles: each language its own
      expect(titles.size, `type ${type} titles`).toBe(17);
      for (const r of ofType) {
        expect(r.version).toBe(1);
        expect(r.content.split("\n\n"), `${type}/${r.lang}`).toHaveLength(paragraphs as number);
      }
    }
  });

  it("serves each language its own text, in the language it says", async () => {
    for (const [lang, title] of [
      ["ar", "اتفاقية المستخدم"],
      ["jp", "利用規約"],
      ["th", "ข้อตกลงผู้ใช้"],
      ["fi", "Käyttäjäsopimus"],
    ] as const) {
      const res = await page(1, lang);
      expect(res).toMatchObject({ code: 1, data: { type: 1, lang, title } });
    }
    const privacy = await page(2, "dy");
    expect(privacy.data).toMatchObject({ lang: "dy", title: "Datenschutzerklärung" });
    expect(privacy.data.content).toContain("Fondspasswörter werden nur als starke Einweg-Hashes gespeichert");
  });

  it("a reader in a language with no staff version gets the English text with lang en", async () => {
    // an install where staff changed the English user agreement before the translations came:
    // the seed adds none (they would translate a text that is no longer the English one)
    const changed = "Our own terms.\n\nSecond paragraph.";
    expect(
      (
        await t.post(
          "/api/admin/agreement/save",
          { type: 1, lang: "en", title: "Terms", content: changed },
          { token: op },
        )
      ).code,
    ).toBe(1);
    await t.database.db.execute(sql`delete from agreements where type = 1 and lang = 'th'`);
    await seedBase(t.database.db);
    const th = await page(1, "th");
    expect(th).toMatchObject({ code: 1, data: { type: 1, lang: "en", title: "Terms" } });
    expect(th.data.content).toContain("Our own terms.");
    // a language that has its version still gets it
    expect((await page(1, "ar")).data).toMatchObject({ lang: "ar", title: "اتفاقية المستخدم" });
  });

  it("an install with the English text only gets the other 16 at the type's version, once", async () => {
    // as the earlier seed left a privacy policy whose version moved on (a saved translation, since removed)
    await t.database.db.execute(sql`delete from agreements where type = 2 and lang <> 'en'`);
    await t.database.db.execute(sql`update agreements set version = 4 where type = 2`);
    await seedBase(t.database.db);
    await seedBase(t.database.db);
    const privacy = (await rows()).filter((r) => r.type === 2);
    expect(privacy).toHaveLength(17);
    expect(new Set(privacy.map((r) => r.version))).toEqual(new Set([4]));
    expect((await page(2, "kor")).data).toMatchObject({ lang: "kor", title: "개인정보 처리방침" });
  });

  it("never overwrites what staff wrote", async () => {
    const mine = "<p>Notre texte.</p>";
    const saved = await t.post(
      "/api/admin/agreement/save",
      { type: 5, lang: "fr", title: "Qui sommes-nous", content: mine },
      { token: op },
    );
    expect(saved.code).toBe(1);
    await seedBase(t.database.db);
    expect((await page(5, "fr")).data).toMatchObject({ lang: "fr", title: "Qui sommes-nous", content: mine });
  });
});
