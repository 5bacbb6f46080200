import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, registerAndLogin, type TestApp } from "../../../test/harness.js";
import { findUserAddress } from "./index.js";

const home = {
  name: "Ada Lovelace",
  mobile_code: "+49",
  mobile: "151 2345 6789",
  country: "Germany",
  province: "Bayern",
  city: "München",
  zip_code: "80331",
  address: "Marienplatz 8",
};

/** Shipping addresses and the region data, through HTTP on the real database. */
describe("addresses", () => {
  let t: TestApp;
  let ada: { token: string; userId: number };
  let bob: { token: string; userId: number };
  const list = async (token: string) => (await t.post("/api/wanlshop/address/getaddress", {}, { token })).data.data;
  const save = (token: string, body: object) => t.post("/api/wanlshop/address/address", body, { token });

  beforeAll(async () => {
    t = await createTestApp();
    ada = await registerAndLogin(t, "ada@addr.test");
    bob = await registerAndLogin(t, "bob@addr.test");
  });
  afterAll(() => t.close());

  it("lists every country with its first-level regions from the region data", async () => {
    const res = await t.post("/api/index/diqu_list");
    expect(res.code).toBe(1);
    expect(res.data.length).toBeGreaterThan(240);
    const de = res.data.find((c: { name: string }) => c.name === "Germany");
    expect(de.childlist).toHaveLength(16);
    expect(de.childlist.map((p: { name: string }) => p.name)).toEqual(
      expect.arrayContaining(["Bayern", "Berlin", "Hamburg", "Sachsen"]),
    );
    const jp = res.data.find((c: { code: string }) => c.code === "JP");
    expect(jp.childlist).toHaveLength(47);
    for (const c of res.data) expect(c.childlist.length).toBeGreaterThan(0);
  });

  it("lists dialling codes with flags, names in the asker's language", async () => {
    const en = await t.post("/api/index/dialling_codes");
    const de = en.data.find((d: { short: string }) => d.short === "DE");
    expect(de).toEqual({ short: "DE", name: "Germany", en: "Germany", tel: "49", flag: "/flags/4x3/de.svg" });
    const ar = await t.post("/api/index/dialling_codes", {}, { lang: "ar" });
    expect(ar.data.find((d: { short: string }) => d.short === "DE").name).toBe("ألمانيا");
    const flag = await t.app.inject({ method: "GET", url: de.flag });
    expect(flag.statusCode).toBe(200);
  });

  it("asks a visitor to log in", async () => {
    expect((await t.post("/api/wanlshop/address/getaddress")).code).toBe(401);
    expect((await t.post("/api/wanlshop/address/address", { type: "add", data: home })).code).toBe(401);
  });

  it("answers each missing or wrong field with its own message and saves nothing", async () => {
    const cases: [object, string, string][] = [
      [{ name: "" }, "address_name_required", "name"],
      [{ mobile_code: "" }, "address_mobile_code_required", "mobile_code"],
      [{ mobile_code: "+999" }, "address_mobile_code_required", "mobile_code"],
      [{ mobile: "" }, "address_mobile_required", "mobile"],
      [{ mobile: "12ab" }, "address_mobile_invalid", "mobile"],
      [{ country: "" }, "address_country_required", "country"],
      [{ country: "Atlantis" }, "address_country_required", "country"],
      [{ province: "" }, "address_province_required", "province"],
      [{ province: "Texas" }, "address_province_required", "province"],
      [{ city: " " }, "address_city_required", "city"],
      [{ zip_code: "" }, "address_zip_required", "zip_code"],
      [{ address: "" }, "address_detail_required", "address"],
    ];
    for (const [change, error, field] of cases) {
      const res = await save(ada.token, { type: "add", data: { ...home, ...change } });
      expect(res, error).toMatchObject({ code: 0, error, field });
    }
    const res = await save(ada.token, { type: "add", data: { ...home, name: "" } });
    expect(res.msg).toBe("Please enter the consignee's name");
    expect(await list(ada.token)).toEqual([]);
  });

  it("makes the first address the default and keeps the data's spelling", async () => {
    const res = await save(ada.token, { type: "add", data: { ...home, country: "de", province: "bayern" } });
    expect(res).toMatchObject({ code: 1, msg: "Saved successfully" });
    expect(res.data).toMatchObject({
      country: "Germany",
      country_code: "DE",
      province: "Bayern",
      mobile_code: "+49",
      mobile: "15123456789",
      default: 1,
    });
    expect(await list(ada.token)).toHaveLength(1);
  });

  it("takes the original client's form shape (data[...] fields)", async () => {
    const form = new URLSearchParams({ type: "add" });
    for (const [k, v] of Object.entries({ ...home, city: "Manchester", default: "0" })) form.set(`data[${k}]`, v);
    const res = await t.post("/api/wanlshop/address/address", form.toString(), { token: ada.token });
    expect(res.data).toMatchObject({ city: "Manchester", default: 0 });
  });

  it("setting another default clears the previous one", async () => {
    const [first] = await list(ada.token);
    const third = await save(ada.token, { type: "add", data: { ...home, city: "Leeds", default: 1 } });
    expect(third.data.default).toBe(1);
    const after = await list(ada.token);
    expect(after.filter((a: { default: number }) => a.default === 1).map((a: { id: number }) => a.id)).toEqual([
      third.data.id,
    ]);
    expect(after.find((a: { id: number }) => a.id === first.id).default).toBe(0);
    // edit the first back to default
    const edit = await save(ada.token, { type: "edit", data: { ...home, id: first.id, city: "Bath", default: "1" } });
    expect(edit.data).toMatchObject({ id: first.id, city: "Bath", default: 1 });
    const defaults = (await list(ada.token)).filter((a: { default: number }) => a.default === 1);
    expect(defaults.map((a: { id: number }) => a.id)).toEqual([first.id]);
    expect(await findUserAddress(t.database.db, ada.userId)).toMatchObject({ id: first.id, isDefault: true });
  });

  it("keeps the default when it is edited without the flag (one address is always the default)", async () => {
    const [def] = await list(ada.token);
    const res = await save(ada.token, { type: "edit", id: def.id, data: { ...home, city: "York", default: 0 } });
    expect(res.data).toMatchObject({ city: "York", default: 1 });
  });

  it("never shows, edits or deletes another user's address", async () => {
    const [adas] = await list(ada.token);
    expect(await list(bob.token)).toEqual([]);
    const edit = await save(bob.token, { type: "edit", data: { ...home, id: adas.id, city: "Hijacked" } });
    expect(edit).toMatchObject({ code: 0, error: "not_found" });
    const del = await t.post("/api/wanlshop/address/del", { id: adas.id }, { token: bob.token });
    expect(del).toMatchObject({ code: 0, error: "not_found" });
    expect(await findUserAddress(t.database.db, bob.userId, adas.id)).toBeNull();
    expect((await list(ada.token)).find((a: { id: number }) => a.id === adas.id).city).toBe("York");
  });

  it("deletes an address; deleting the default makes the newest remaining one the default", async () => {
    const before = await list(ada.token);
    const def = before.find((a: { default: number }) => a.default === 1);
    const res = await t.post("/api/wanlshop/address/del", { id: def.id }, { token: ada.token });
    expect(res.code).toBe(1);
    const after = await list(ada.token);
    expect(after).toHaveLength(before.length - 1);
    const newest = Math.max(...after.map((a: { id: number }) => a.id));
    expect(after.filter((a: { default: number }) => a.default === 1).map((a: { id: number }) => a.id)).toEqual([
      newest,
    ]);
    expect((await t.post("/api/wanlshop/address/del", { id: def.id }, { token: ada.token })).error).toBe("not_found");
  });

  it("gives one default even when ten first addresses race", async () => {
    const carol = await registerAndLogin(t, "carol@addr.test");
    const answers = await Promise.all(
      Array.from({ length: 10 }, (_, i) => save(carol.token, { type: "add", data: { ...home, city: `City ${i}` } })),
    );
    expect(answers.every((a) => a.code === 1)).toBe(true);
    const rows = await list(carol.token);
    expect(rows).toHaveLength(10);
    expect(rows.filter((a: { default: number }) => a.default === 1)).toHaveLength(1);
  });
});
