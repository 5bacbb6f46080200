import { readdirSync } from "node:fs";
import { beforeAll, describe, expect, it } from "vitest";
import arBond from "../locales/bond/ar.json";
import frBond from "../locales/bond/fr.json";
import arMenu from "../locales/console-menu/ar.json";
import arGoods from "../locales/shop-goods/ar.json";
import { applyLanguage, folderOf, i18n, LATER_PACKS, loadStrings, stringFiles } from "./i18n";

const folders = readdirSync(new URL("../locales/", import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name)
  .sort();
const later = new Set<string>(Object.values(LATER_PACKS).flat());

describe("the strings loaded with the first page and later", () => {
  beforeAll(() => {
    // applyLanguage sets <html lang dir>
    Object.assign(globalThis, { document: { documentElement: {} } });
  });

  it("holds the storefront's English only; every other folder belongs to a pack", () => {
    const eager = stringFiles.storefrontEnglish.map(folderOf).filter(Boolean).sort();
    expect(eager).toEqual(folders.filter((f) => !later.has(f)));
    const laterEnglish = stringFiles.later
      .filter((f) => f.endsWith("/en.json"))
      .map(folderOf)
      .sort();
    expect(laterEnglish).toEqual(folders.filter((f) => later.has(f)));
    expect(stringFiles.storefrontEnglish).toContain("../locales/en.json");
  });

  it("loads a pack in English and in the language shown, and with every language chosen after", async () => {
    expect(i18n.exists("bond.title")).toBe(false);
    await applyLanguage("ar");
    expect(i18n.exists("bond.title")).toBe(false);
    await loadStrings("console");
    expect(i18n.t("bond.title")).toBe(arBond.bond.title);
    // the console's own bundles load in the language shown too, not as the English fallback
    expect(i18n.t("consoleMenu.people")).toBe(arMenu.consoleMenu.people);
    expect(i18n.exists("shopGoods.title")).toBe(false);
    await applyLanguage("fr");
    expect(i18n.t("bond.title")).toBe(frBond.bond.title);
    await applyLanguage("ar");
    await loadStrings("back-office");
    expect(i18n.t("shopGoods.title")).toBe(arGoods.shopGoods.title);
  });

  it("lets a feature bundle's key win over the main file's, as before", async () => {
    await applyLanguage("ar");
    expect(i18n.t("errors.price_cap")).toBe(arGoods.errors.price_cap);
  });

  it("announces a change only when the language changes: asking for the one shown draws nothing again", async () => {
    await applyLanguage("fr");
    const announced: string[] = [];
    const note = (lng: string) => announced.push(lng);
    i18n.on("languageChanged", note);
    try {
      await applyLanguage("fr");
      expect(announced).toEqual([]);
      // two switches asked for at once end on the last one
      await Promise.all([applyLanguage("ar"), applyLanguage("fr")]);
      expect(i18n.language).toBe("fr");
      expect(announced).toEqual(["ar", "fr"]);
    } finally {
      i18n.off("languageChanged", note);
    }
  });
});
