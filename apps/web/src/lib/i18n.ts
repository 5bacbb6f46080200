import { language } from "@mp/contracts/constants";
import i18next from "i18next";
import { initReactI18next } from "react-i18next";
import acmEn from "../locales/addresses-coupons-messages/en.json";
import buyingEn from "../locales/buying/en.json";
import chatEn from "../locales/chat/en.json";
import en from "../locales/en.json";
import walletEn from "../locales/wallet/en.json";

type Bundle = { default: Record<string, unknown> };

/** Non-English bundles are separate chunks, loaded when the language is chosen. */
const loaders = import.meta.glob<Bundle>(["../locales/*.json", "!../locales/en.json"]);
/** The wallet and finance strings live in their own files, deep-merged into the same namespace. */
const walletLoaders = import.meta.glob<Bundle>(["../locales/wallet/*.json", "!../locales/wallet/en.json"]);
const walletLoaded = new Set<string>(["en"]);
/** The cart, checkout and order strings (issue 5), merged the same way. */
const buyingLoaders = import.meta.glob<Bundle>(["../locales/buying/*.json", "!../locales/buying/en.json"]);
const buyingLoaded = new Set<string>(["en"]);
/** The shipping address, coupon and notice strings (issue 5), merged the same way. */
const acmLoaders = import.meta.glob<Bundle>([
  "../locales/addresses-coupons-messages/*.json",
  "!../locales/addresses-coupons-messages/en.json",
]);
const acmLoaded = new Set<string>(["en"]);
/** The chat window and support inbox strings (issue 6), merged the same way. */
const chatLoaders = import.meta.glob<Bundle>(["../locales/chat/*.json", "!../locales/chat/en.json"]);
const chatLoaded = new Set<string>(["en"]);

export const i18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: "en",
  fallbackLng: "en",
  load: "currentOnly",
  initAsync: false,
  resources: { en: { translation: en } },
  interpolation: { escapeValue: false },
  // some languages need no text after the agreement links ("agree_suffix": "")
  returnEmptyString: true,
});
i18n.addResourceBundle("en", "translation", walletEn, true, true);
i18n.addResourceBundle("en", "translation", buyingEn, true, true);
i18n.addResourceBundle("en", "translation", acmEn, true, true);
i18n.addResourceBundle("en", "translation", chatEn, true, true);

/** Loads a language's strings (once) and switches to it; sets `<html lang dir>`. */
export async function applyLanguage(code: string): Promise<void> {
  const lang = language(code);
  if (!i18n.hasResourceBundle(lang.code, "translation")) {
    const load = loaders[`../locales/${lang.code}.json`];
    if (load) i18n.addResourceBundle(lang.code, "translation", (await load()).default, true, true);
  }
  if (!walletLoaded.has(lang.code)) {
    const load = walletLoaders[`../locales/wallet/${lang.code}.json`];
    if (load) i18n.addResourceBundle(lang.code, "translation", (await load()).default, true, true);
    walletLoaded.add(lang.code);
  }
  if (!buyingLoaded.has(lang.code)) {
    const load = buyingLoaders[`../locales/buying/${lang.code}.json`];
    if (load) i18n.addResourceBundle(lang.code, "translation", (await load()).default, true, true);
    buyingLoaded.add(lang.code);
  }
  if (!acmLoaded.has(lang.code)) {
    const load = acmLoaders[`../locales/addresses-coupons-messages/${lang.code}.json`];
    if (load) i18n.addResourceBundle(lang.code, "translation", (await load()).default, true, true);
    acmLoaded.add(lang.code);
  }
  if (!chatLoaded.has(lang.code)) {
    const load = chatLoaders[`../locales/chat/${lang.code}.json`];
    if (load) i18n.addResourceBundle(lang.code, "translation", (await load()).default, true, true);
    chatLoaded.add(lang.code);
  }
  await i18n.changeLanguage(lang.code);
  document.documentElement.lang = lang.bcp47;
  document.documentElement.dir = lang.dir;
}
