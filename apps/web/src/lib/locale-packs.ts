import type { Locale } from "antd/es/locale";
import enUS from "antd/es/locale/en_US";
import dayjs from "dayjs";
import localizedFormat from "dayjs/plugin/localizedFormat";

dayjs.extend(localizedFormat);

type Loader = () => Promise<{ default: Locale }>;

/** antd locale packs per interface language, loaded lazily. */
const antdPacks: Record<string, Loader> = {
  // in the first load already: antd's default
  en: async () => ({ default: enUS }),
  "zh-Hans": () => import("antd/es/locale/zh_CN"),
  "zh-Hant": () => import("antd/es/locale/zh_TW"),
  kor: () => import("antd/es/locale/ko_KR"),
  jp: () => import("antd/es/locale/ja_JP"),
  vnm: () => import("antd/es/locale/vi_VN"),
  xby: () => import("antd/es/locale/es_ES"),
  pty: () => import("antd/es/locale/pt_PT"),
  dy: () => import("antd/es/locale/de_DE"),
  ydl: () => import("antd/es/locale/it_IT"),
  ms: () => import("antd/es/locale/ms_MY"),
  ar: () => import("antd/es/locale/ar_EG"),
  hi: () => import("antd/es/locale/hi_IN"),
  th: () => import("antd/es/locale/th_TH"),
  fr: () => import("antd/es/locale/fr_FR"),
  fi: () => import("antd/es/locale/fi_FI"),
  sv: () => import("antd/es/locale/sv_SE"),
};

/** dayjs locale names and loaders per interface language. */
const dayjsPacks: Record<string, [string, () => Promise<unknown>]> = {
  "zh-Hans": ["zh-cn", () => import("dayjs/locale/zh-cn")],
  "zh-Hant": ["zh-tw", () => import("dayjs/locale/zh-tw")],
  kor: ["ko", () => import("dayjs/locale/ko")],
  jp: ["ja", () => import("dayjs/locale/ja")],
  vnm: ["vi", () => import("dayjs/locale/vi")],
  xby: ["es", () => import("dayjs/locale/es")],
  pty: ["pt", () => import("dayjs/locale/pt")],
  dy: ["de", () => import("dayjs/locale/de")],
  ydl: ["it", () => import("dayjs/locale/it")],
  ms: ["ms", () => import("dayjs/locale/ms")],
  ar: ["ar", () => import("dayjs/locale/ar")],
  hi: ["hi", () => import("dayjs/locale/hi")],
  th: ["th", () => import("dayjs/locale/th")],
  fr: ["fr", () => import("dayjs/locale/fr")],
  fi: ["fi", () => import("dayjs/locale/fi")],
  sv: ["sv", () => import("dayjs/locale/sv")],
};

/** Loads the antd locale and switches dayjs for a language code; returns the antd locale. */
export async function loadLocalePacks(code: string): Promise<Locale> {
  const day = dayjsPacks[code];
  if (day) {
    await day[1]();
    dayjs.locale(day[0]);
  } else {
    dayjs.locale("en");
  }
  const load = antdPacks[code] ?? antdPacks.en;
  return (await (load as Loader)()).default;
}
