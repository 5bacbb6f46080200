import { language } from "@mp/contracts/constants";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";

type Bundle = { default: Record<string, unknown> };

/**
 * The strings are one namespace made of several files: `locales/<code>.json` and one file per
 * feature bundle (`locales/<feature>/<code>.json`: wallet, buying, chat, bond, ...), deep-merged.
 * English is in the main chunk; every other language's files are separate chunks, loaded when the
 * language is chosen. A new feature bundle needs only its folder.
 */
const english = import.meta.glob<Bundle>(["../locales/en.json", "../locales/*/en.json"], { eager: true });
const loaders = import.meta.glob<Bundle>([
  "../locales/*.json",
  "../locales/*/*.json",
  "!../locales/en.json",
  "!../locales/*/en.json",
]);
const loaded = new Set<string>(["en"]);
/** the main file first, then the feature bundles merged into it */
const mainFirst = (a: string, b: string) => a.split("/").length - b.split("/").length || a.localeCompare(b);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: "en",
  fallbackLng: "en",
  load: "currentOnly",
  initAsync: false,
  resources: { en: { translation: english["../locales/en.json"]?.default ?? {} } },
  interpolation: { escapeValue: false },
  // some languages need no text after the agreement links ("agree_suffix": "")
  returnEmptyString: true,
});
for (const file of Object.keys(english).sort(mainFirst).slice(1))
  i18n.addResourceBundle("en", "translation", english[file]?.default ?? {}, true, true);

/** Loads a language's strings (once) and switches to it; sets `<html lang dir>`. */
export async function applyLanguage(code: string): Promise<void> {
  const lang = language(code);
  if (!loaded.has(lang.code)) {
    const files = Object.keys(loaders)
      .filter((file) => file.endsWith(`/${lang.code}.json`))
      .sort(mainFirst);
    const bundles = await Promise.all(files.map((file) => (loaders[file] as () => Promise<Bundle>)()));
    for (const bundle of bundles) i18n.addResourceBundle(lang.code, "translation", bundle.default, true, true);
    loaded.add(lang.code);
  }
  await i18n.changeLanguage(lang.code);
  document.documentElement.lang = lang.bcp47;
  document.documentElement.dir = lang.dir;
}
