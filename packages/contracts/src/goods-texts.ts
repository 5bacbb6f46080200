import { z } from "zod";
import { LANGUAGE_CODES } from "./languages.js";
import { fail } from "./request.js";

/**
 * Texts per language (docs/languages.md#goods-and-shop-texts): `texts: [{lang, title,
 * description}]` beside a goods' original title and description, in the merchant's goods form and
 * the console's supplier goods form. Each language at most once, a known code, the title by the
 * title's own rules (1 to `titleMax` characters), the description at most `descriptionMax`.
 * Absent (undefined or null) means "leave the stored texts as they are".
 */
export interface GoodsTextInput {
  lang: string;
  title: string;
  description: string;
}

/** One language's text as an editor reads it back. */
export type GoodsText = GoodsTextInput;

/** a control character other than tab and line breaks */
const hasControl = (s: string) =>
  [...s].some((c) => {
    const n = c.charCodeAt(0);
    return (n < 0x20 && n !== 0x09 && n !== 0x0a && n !== 0x0d) || n === 0x7f;
  });

const str = (v: unknown) => (typeof v === "string" ? v.trim() : v === undefined || v === null ? "" : null);

/**
 * A list of one entry per language (`[{lang, ...}]`), each language once and a code of LANGUAGES;
 * `read` checks an entry's own fields (it calls `fail` for a bad one). Absent means "keep what is stored".
 */
function perLanguage<T>(read: (o: Record<string, unknown>, ctx: z.core.$RefinementCtx) => T) {
  return z
    .unknown()
    .transform((v, ctx): (T & { lang: string })[] | undefined => {
      if (v === undefined || v === null) return undefined;
      if (!Array.isArray(v) || v.length > LANGUAGE_CODES.length) return fail(ctx, "bad_request", "texts");
      const seen = new Set<string>();
      return v.map((item) => {
        const o = (item && typeof item === "object" ? item : {}) as Record<string, unknown>;
        const lang = typeof o.lang === "string" ? o.lang : "";
        if (!LANGUAGE_CODES.includes(lang) || seen.has(lang)) return fail(ctx, "bad_request", "texts");
        seen.add(lang);
        return { lang, ...read(o, ctx) };
      });
    })
    .optional();
}

export const goodsTextsField = (titleMax: number, descriptionMax: number) =>
  perLanguage((o, ctx) => {
    const title = str(o.title);
    if (title === null || title.length < 1 || title.length > titleMax || hasControl(title))
      return fail(ctx, "goods_title_invalid", "texts");
    const description = str(o.description);
    if (description === null || description.length > descriptionMax || hasControl(description))
      return fail(ctx, "goods_description_invalid", "texts");
    return { title, description };
  });

/** A shop's introduction per language, `texts: [{lang, bio}]` in shop settings. */
export interface ShopTextInput {
  lang: string;
  bio: string;
}

export const shopTextsField = (bioMax: number) =>
  perLanguage((o, ctx) => {
    const bio = str(o.bio);
    if (bio === null || bio.length < 1 || bio.length > bioMax || hasControl(bio))
      return fail(ctx, "bio_too_long", "texts");
    return { bio };
  });
