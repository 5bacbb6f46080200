import ar from "./locales/ar.json" with { type: "json" };
import dy from "./locales/dy.json" with { type: "json" };
import en from "./locales/en.json" with { type: "json" };
import fi from "./locales/fi.json" with { type: "json" };
import fr from "./locales/fr.json" with { type: "json" };
import hi from "./locales/hi.json" with { type: "json" };
import jp from "./locales/jp.json" with { type: "json" };
import kor from "./locales/kor.json" with { type: "json" };
import ms from "./locales/ms.json" with { type: "json" };
import pty from "./locales/pty.json" with { type: "json" };
import sv from "./locales/sv.json" with { type: "json" };
import th from "./locales/th.json" with { type: "json" };
import vnm from "./locales/vnm.json" with { type: "json" };
import xby from "./locales/xby.json" with { type: "json" };
import ydl from "./locales/ydl.json" with { type: "json" };
import zhHans from "./locales/zh-Hans.json" with { type: "json" };
import zhHant from "./locales/zh-Hant.json" with { type: "json" };

/** The server's texts in every interface language (`locales/<code>.json`), by language code. */
export const CATALOGUE: Record<string, Record<string, unknown>> = {
  en,
  "zh-Hans": zhHans,
  "zh-Hant": zhHant,
  kor,
  jp,
  vnm,
  xby,
  pty,
  dy,
  ydl,
  ms,
  ar,
  hi,
  th,
  fr,
  fi,
  sv,
};
