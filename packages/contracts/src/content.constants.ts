/**
 * Content the operators edit (issue 17): home banners, app configuration, agreement pages and the
 * footer link groups. Types and constants only (the zod schemas are in content.ts).
 */

/** Text per language code; English ("en") is the fallback for every other language. */
export type LangText = Record<string, string>;

/** The safe subset of HTML an agreement may hold (server sanitizes on save, the web again on render). */
export const AGREEMENT_HTML = {
  tags: ["p", "h2", "h3", "h4", "ul", "ol", "li", "strong", "em", "a", "br"],
  /** only `href` on links, and only these schemes */
  schemes: ["http", "https", "mailto"],
} as const;

/** A banner as the console lists it (`/api/admin/banner/list`). Dates are unix seconds or null. */
export interface AdminBanner {
  id: number;
  image: string;
  url: string;
  title: string;
  /** a language code, or null for every language */
  lang: string | null;
  enabled: 0 | 1;
  weigh: number;
  starts_at: number | null;
  ends_at: number | null;
  updatetime: number;
}

/** One footer link group (setting `footer_links`): a title and links, each labelled per language. */
export interface FooterGroup {
  title: LangText;
  links: { label: LangText; url: string }[];
}

/** A footer group in the request's language, as `common/init` answers it (`footer`). */
export interface FooterGroupView {
  title: string;
  links: { label: string; url: string }[];
}

/** What operators edit in `app_config` (`/api/admin/content/app_config`). */
export interface AppConfigEdit {
  working_hours: LangText;
  service_url: string;
  service_img: string;
  login_img: string;
  app_url: string;
}

/** `/api/admin/agreement/list`: each type x language that exists. */
export interface AgreementRow {
  type: number;
  lang: string;
  title: string;
  version: number;
  updatetime: number;
}

/** A text in `lang`, else English, else the first one there is. */
export function pickLang(text: LangText | undefined, lang: string): string {
  if (!text) return "";
  return text[lang] || text.en || Object.values(text).find(Boolean) || "";
}

/**
 * A link an operator may put on a banner or in the footer: a path on this site (`/goods/12`,
 * `/privacy_agreement?type=1`) or an https address. Anything else (`javascript:`, `data:`,
 * `//host`, `http:`) is refused.
 */
export function isSiteLink(v: string): boolean {
  if (v.length > 500 || /[\s\\]/.test(v) || [...v].some((c) => c.charCodeAt(0) < 0x20)) return false;
  if (v.startsWith("/")) return !v.startsWith("//");
  try {
    const u = new URL(v);
    return u.protocol === "https:" && Boolean(u.hostname);
  } catch {
    return false;
  }
}

/** The service link: an http(s) address or a mailto: address. */
export function isServiceLink(v: string): boolean {
  if (v.length > 500 || /\s/.test(v)) return false;
  try {
    const u = new URL(v);
    if (u.protocol === "mailto:") return /^[^@]+@[^@]+$/.test(u.pathname);
    return (u.protocol === "https:" || u.protocol === "http:") && Boolean(u.hostname);
  } catch {
    return false;
  }
}

/** A footer (or banner) link that opens the customer-service chat instead of a page. */
export const SERVICE_CHAT_LINK = "/#customer-service";
