import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type BondMerchant, bondMerchant, S } from "../../../test/bond-fixture.js";
import { staffToken } from "../../../test/buying-people.js";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { queryRows } from "../../platform/db/index.js";

/**
 * The bond contract in the merchant's language: the signature records the language and the version
 * of the text shown; a change of that text asks for a new signature (docs/languages.md).
 */
describe("bond contract: signed in the merchant's language", () => {
  let t: TestApp;
  let m: BondMerchant;
  let op: string;

  const contract = async (lang: string) => (await t.post(`${S}/contract`, {}, { token: m.token, lang })).data;
  const pay = (lang: string, body: object) =>
    t.post(
      `${S}/bond_pay`,
      { name: "Amira Merchant", pay_password: m.payPass, amount: "100", ...body },
      { token: m.token, lang },
    );
  const signatures = () =>
    queryRows<{ contract_version: number; contract_lang: string; name: string }>(
      t.database.db,
      sql`select contract_version, contract_lang, name from bond_signatures where shop_id = ${m.shopId} order by id`,
    );

  beforeAll(async () => {
    t = await createTestApp();
    m = await bondMerchant(t, "amira@bond-lang.test", "Amira Goods", 1000);
    op = await staffToken(t, "op@bond-lang.test", "operator");
  });
  afterAll(() => t.close());

  it("records the Arabic version with a signature made in Arabic", async () => {
    const shown = await contract("ar");
    expect(shown).toMatchObject({ lang: "ar", title: "عقد أموال التشغيل (التأمين)" });
    const paid = await pay("ar", { contract_version: shown.version, contract_lang: "ar" });
    expect(paid).toMatchObject({ code: 1, data: { paid: "100.00" } });
    expect(await signatures()).toEqual([
      { contract_version: shown.version, contract_lang: "ar", name: "Amira Merchant" },
    ]);
    const info = (await t.post(`${S}/bond_info`, {}, { token: m.token, lang: "ar" })).data;
    expect(info.signature).toMatchObject({ contract_version: shown.version, contract_lang: "ar" });
  });

  it("refuses a signature of a text in another language than the one now served", async () => {
    const ar = await contract("ar");
    // the page said it showed the English text; the Arabic one is served: read it again
    expect(await pay("ar", { contract_version: ar.version, contract_lang: "en" })).toMatchObject({
      code: 0,
      error: "contract_changed",
    });
    expect(await signatures()).toHaveLength(1);
  });

  it("after staff change the Arabic contract, the old version is refused and the new Arabic one is served", async () => {
    const before = await contract("ar");
    const saved = await t.post(
      "/api/admin/agreement/save",
      {
        type: 8,
        lang: "ar",
        title: before.title,
        content: `${before.content}\n\nبند جديد: تُحفظ نسخة موقعة من هذا العقد.`,
      },
      { token: op },
    );
    expect(saved).toMatchObject({ code: 1, data: { changed: true, version: before.version + 1 } });
    expect(await pay("ar", { contract_version: before.version, contract_lang: "ar" })).toMatchObject({
      code: 0,
      error: "contract_changed",
      field: "contract_version",
    });
    const now = await contract("ar");
    expect(now).toMatchObject({ lang: "ar", version: before.version + 1 });
    expect(now.content).toContain("بند جديد");
    expect((await pay("ar", { contract_version: now.version, contract_lang: "ar" })).code).toBe(1);
    expect((await signatures()).map((s) => [s.contract_lang, s.contract_version])).toEqual([
      ["ar", before.version],
      ["ar", before.version + 1],
    ]);
  });

  it("a merchant whose language has no version of the contract reads and signs the English one", async () => {
    // an install where staff never wrote a Thai contract (the seed adds none once the English changed)
    await t.database.db.execute(sql`delete from agreements where type = 8 and lang = 'th'`);
    const shown = await contract("th");
    expect(shown).toMatchObject({ lang: "en", title: "Operating Fund (Bond) Contract" });
    expect((await pay("th", { contract_version: shown.version, contract_lang: "en" })).code).toBe(1);
    expect((await signatures()).at(-1)).toMatchObject({ contract_lang: "en", contract_version: shown.version });
  });
});
