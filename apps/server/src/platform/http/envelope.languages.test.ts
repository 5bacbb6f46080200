import { CATALOGUE } from "@mp/texts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";

/**
 * A refusal's `msg` is the catalogue text of its `error` key in the request's language, so that a
 * client that shows `msg` as the toast (as the spec's clients do) shows the reader's language.
 */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const errorText = (lang: string, key: string) => ((CATALOGUE[lang]?.errors ?? {}) as Record<string, string>)[key];

describe("the envelope's msg", () => {
  for (const lang of ["en", "ar", "jp", "th"]) {
    it(`is the refusal's text in ${lang}, and the key and code are unchanged`, async () => {
      const res = await t.post("/api/wanlshop/cart/add", {}, { lang });
      expect(res).toMatchObject({ code: 401, error: "login_required", msg: errorText(lang, "login_required") });
      if (lang !== "en") expect(res.msg).not.toBe(errorText("en", "login_required"));
      const unknown = await t.post("/api/no/such/call", {}, { lang });
      expect(unknown).toMatchObject({ code: 0, error: "not_found", msg: errorText(lang, "not_found") });
      expect(typeof unknown.msg).toBe("string");
    });
  }

  it("is English for an unknown language", async () => {
    const res = await t.post("/api/wanlshop/cart/add", {}, { lang: "xx" });
    expect(res.msg).toBe("Please log in first");
  });
});
