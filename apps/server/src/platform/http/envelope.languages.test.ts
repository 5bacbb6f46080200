import { readdirSync, readFileSync } from "node:fs";
import { CATALOGUE, hasText } from "@mp/texts";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createTestApp, type TestApp } from "../../../test/harness.js";
import { successKey } from "./envelope.js";

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

  it("is a success's message in the reader's language, and every success message has its text", async () => {
    for (const lang of ["ar", "jp", "th"]) {
      const sent = await t.post("/api/ems/send", { email: `words.${lang}@envelope.test`, event: "register" }, { lang });
      expect(sent).toMatchObject({
        code: 1,
        msg: ((CATALOGUE[lang]?.success ?? {}) as Record<string, string>).sent_successfully,
      });
      expect(sent.msg).not.toBe("Sent successfully");
    }
    expect((await t.post("/api/ems/send", { email: "words.en@envelope.test", event: "register" })).msg).toBe(
      "Sent successfully",
    );
    // every English success message the routes answer with is in the catalogue
    const routes = readdirSync(new URL("../../modules/", import.meta.url), { recursive: true })
      .filter((f): f is string => typeof f === "string" && f.endsWith(".ts") && !f.endsWith(".test.ts"))
      .map((f) => readFileSync(new URL(`../../modules/${f}`, import.meta.url), "utf8"));
    const said = routes.flatMap((src) =>
      [...src.matchAll(/\bok\([\s\S]*?,\s*"([A-Z][^"]*)"\s*,?\s*\)/g)].map((m) => m[1] as string),
    );
    expect(said.length).toBeGreaterThan(20);
    for (const words of said) expect(hasText(successKey(words)), words).toBe(true);
  });

  it("is English for an unknown language", async () => {
    const res = await t.post("/api/wanlshop/cart/add", {}, { lang: "xx" });
    expect(res.msg).toBe("Please log in first");
  });
});
