import { language } from "@mp/contracts/constants";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";

type Bundle = { default: Record<string, unknown> };
type Loader = () => Promise<Bundle>;

/**
 * The strings are one namespace made of several files: `locales/<code>.json` and one file per
 * feature bundle (`locales/<feature>/<code>.json`: wallet, buying, chat, bond, ...), deep-merged.
 *
 * The storefront's English is in the main chunk; every other language's files are separate
 * chunks, loaded when the language is chosen. The staff console's and the merchant back office's
 * bundles (LATER_PACKS) load with their layouts (`loadStrings`), in English and in the language
 * shown, and then with every language chosen after. A new feature bundle needs only its folder;
 * it is the storefront's unless it is listed below and left out of `storefrontEnglish`.
 */
export const LATER_PACKS = {
  /** the staff console (`/admin`, its login page included) */
  console: [
    "console-catalogue",
    "console-content",
    "console-menu",
    "console-oversight",
    "console-people",
    "console-rules",
    "bond",
    "merchants",
    "shop-orders",
    "shop-settings",
  ],
  /** the merchant back office (the pages inside the merchant layout) */
  "back-office": ["bond", "merchants", "shop-finance", "shop-goods", "shop-home", "shop-orders", "shop-settings"],
  /** the merchant centre and the shop application (`/merchant`, `/merchant_settled`) */
  "merchant-centre": ["merchants"],
} as const;
export type StringPack = keyof typeof LATER_PACKS;

// the folder list of these two patterns is LATER_PACKS' (a glob must be written out; i18n.test.ts)
const storefrontEnglish = import.meta.glob<Bundle>(
  ["../locales/en.json", "../locales/*/en.json", "!../locales/{console-*,bond,merchants,shop-*}/en.json"],
  { eager: true },
);
const laterEnglish = import.meta.glob<Bundle>(["../locales/{console-*,bond,merchants,shop-*}/en.json"]);
const otherLanguages = import.meta.glob<Bundle>([
  "../locales/*.json",
  "../locales/*/*.json",
  "!../locales/en.json",
  "!../locales/*/en.json",
]);
const loaders: Record<string, Loader> = { ...otherLanguages, ...laterEnglish };

/** `../locales/bond/ar.json` -> `bond`; the main files have none */
export const folderOf = (file: string): string | undefined => file.split("/").slice(2, -1)[0];
const laterFolders = new Set<string>(Object.values(LATER_PACKS).flat());
/** the files of the storefront and of the packs asked for so far */
const wanted = new Set<string>();
const isWanted = (file: string) => {
  const folder = folderOf(file);
  return folder === undefined || !laterFolders.has(folder) || wanted.has(folder);
};
const loaded = new Set<string>(Object.keys(storefrontEnglish));
/** the main file first, then the feature bundles merged into it */
const mainFirst = (a: string, b: string) => a.split("/").length - b.split("/").length || (a < b ? -1 : a > b ? 1 : 0);

/** The storefront's English files and every file loaded later, for the test of LATER_PACKS. */
export const stringFiles = { storefrontEnglish: Object.keys(storefrontEnglish), later: Object.keys(loaders) };

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: "en",
  fallbackLng: "en",
  load: "currentOnly",
  initAsync: false,
  resources: { en: { translation: storefrontEnglish["../locales/en.json"]?.default ?? {} } },
  interpolation: { escapeValue: false },
  // some languages need no text after the agreement links ("agree_suffix": "")
  returnEmptyString: true,
});
for (const file of Object.keys(storefrontEnglish).sort(mainFirst).slice(1))
  i18n.addResourceBundle("en", "translation", storefrontEnglish[file]?.default ?? {}, true, true);

/**
 * Loads, one load after the other, a language's wanted files not loaded yet, the main file before
 * the feature bundles (a feature bundle's key wins over the main file's, as when all were eager).
 */
let queue: Promise<void> = Promise.resolve();
function loadFiles(code: string): Promise<void> {
  const next = queue.then(async () => {
    const files = Object.keys(loaders)
      .filter((file) => file.endsWith(`/${code}.json`) && !loaded.has(file) && isWanted(file))
      .sort(mainFirst);
    const bundles = await Promise.all(files.map((file) => (loaders[file] as Loader)()));
    bundles.forEach((bundle, i) => {
      i18n.addResourceBundle(code, "translation", bundle.default, true, true);
      loaded.add(files[i] as string);
    });
  });
  queue = next.catch(() => {});
  return next;
}

/** The language last asked for (`applyLanguage`), which may not be shown yet. */
let target = "en";
/** The language last switched to (`applyLanguage`): the one shown, or being switched to. */
let shown = "en";

/** Loads a language's strings (once) and switches to it; sets `<html lang dir>`. */
export async function applyLanguage(code: string): Promise<void> {
  const lang = language(code);
  target = lang.code;
  await loadFiles(lang.code);
  // asked for the language already shown (the app's start, then its providers): nothing changes,
  // and i18next would still announce a change, drawing every text of the page once more
  if (lang.code !== shown) {
    shown = lang.code;
    await i18n.changeLanguage(lang.code);
  }
  // the server drawing a first screen (ssr/) sets the page's <html lang dir> itself
  if (typeof document === "undefined") return;
  document.documentElement.lang = lang.bcp47;
  document.documentElement.dir = lang.dir;
}

/**
 * Loads a pack's strings in English (the fallback) and in the language shown or being chosen;
 * every language chosen after loads them too. The layout that shows them awaits this first, so
 * no raw key is rendered.
 */
export async function loadStrings(pack: StringPack): Promise<void> {
  for (const folder of LATER_PACKS[pack]) wanted.add(folder);
  await loadFiles("en");
  let code: string;
  do {
    code = target;
    await loadFiles(code);
  } while (code !== target);
}
