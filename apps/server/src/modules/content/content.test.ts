import { LANGUAGES } from "@mp/contracts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";

describe("init and agreement pages", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it("answers init with app config, languages and money types", async () => {
    const res = await t.post("/api/wanlshop/common/init");
    expect(res.code).toBe(1);
    expect(Object.keys(res.data.appConfig)).toEqual(
      expect.arrayContaining(["working_hours", "service_url", "service_img", "login_img"]),
    );
    expect(res.data.languages).toHaveLength(17);
    expect(res.data.money_types.map((m: { code: string }) => m.code)).toEqual(["en", "rb", "hg", "yn", "xg", "tw"]);
    const flag = await t.app.inject({ method: "GET", url: res.data.languages[0].img });
    expect(flag.statusCode).toBe(200);
    expect(flag.headers["content-type"]).toContain("svg");
  });

  it("names categories in every language and never shows the hidden ones (15, 16 and 20 are hidden in data)", async () => {
    const english = (await t.post("/api/wanlshop/common/init")).data.modulesData.categoryModules;
    for (const lang of LANGUAGES) {
      const mods = (await t.post("/api/wanlshop/common/init", {}, { lang: lang.code })).data.modulesData
        .categoryModules;
      expect(mods.map((m: { id: number }) => m.id)).toEqual(english.map((m: { id: number }) => m.id));
      for (const id of [15, 16, 20]) expect(mods.some((m: { id: number }) => m.id === id)).toBe(false);
      if (lang.code !== "en") expect(mods[0].name).not.toBe(english[0].name);
    }
    const ar = (await t.post("/api/wanlshop/common/init", {}, { lang: "ar" })).data.modulesData.categoryModules;
    expect(ar[0].name).toBe("أزياء نسائية");
  });

  it("serves the agreement pages 1, 2 and 5, falling back to English", async () => {
    for (const type of [1, 2, 5]) {
      const res = await t.post("/api/wanlshop/content/agreement", { type }, { lang: "fi" });
      expect(res.code).toBe(1);
      expect(res.data.title.length).toBeGreaterThan(3);
      expect(res.data.content.split("\n\n").length).toBeGreaterThan(2);
    }
    expect(await t.post("/api/wanlshop/content/agreement", { type: 3 })).toMatchObject({ code: 0, error: "not_found" });
    expect(await t.post("/api/wanlshop/content/agreement", { type: "1 or 1=1" })).toMatchObject({ code: 0 });
  });
});
