import { agreementBody, DEFAULT_LANGUAGE, type InitData, LANGUAGES } from "@mp/contracts";
import { MONEY_TYPES } from "@mp/money";
import { and, eq, inArray } from "drizzle-orm";
import type { Ctx } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { AppError, parse } from "../../platform/http/index.js";
import { getSetting } from "../../platform/settings/index.js";
import { categoryModules, hiddenCategoryIds } from "../catalogue/index.js";
import { appConfigOf, appConfigView, footerLinksOf, footerView } from "./content.admin.js";
import { agreements } from "./content.tables.js";
import { DEFAULT_MONEY_RATES } from "./defaults.js";

/** `common/init`: site settings, the category menu in the request's language, languages, rates. */
export async function init(ctx: Ctx): Promise<InitData> {
  const [appConfig, rates, modules, footer, hidden] = await Promise.all([
    appConfigOf(ctx.db),
    getSetting(ctx.db, "money_rates", DEFAULT_MONEY_RATES),
    categoryModules(ctx),
    footerLinksOf(ctx.db),
    hiddenCategoryIds(ctx.db),
  ]);
  return {
    appConfig: appConfigView(appConfig, ctx.lang),
    modulesData: { categoryModules: modules },
    languages: LANGUAGES.map((l) => ({ name: l.name, code: l.code, img: `/flags/4x3/${l.flag}.svg` })),
    money_types: MONEY_TYPES.map((m) => ({
      code: m.code,
      currency: m.currency,
      symbol: m.symbol,
      rate: m.currency === "USD" ? "1" : (rates[m.code] ?? "1"),
    })),
    // the console's hidden flag (data), with every subcategory under a hidden one
    hidden_category_ids: hidden,
    footer: footerView(footer, ctx.lang),
  };
}

/** An agreement page in the request's language, or in English when it has no translation. */
export async function agreement(ctx: Ctx, input: unknown) {
  const { type } = parse(agreementBody, input);
  const rows = await ctx.db
    .select()
    .from(agreements)
    .where(and(eq(agreements.type, type), inArray(agreements.lang, [ctx.lang, DEFAULT_LANGUAGE])));
  const row = rows.find((r) => r.lang === ctx.lang) ?? rows[0];
  if (!row) throw new AppError("not_found");
  return { type, lang: row.lang, title: row.title, content: row.content };
}

/** An agreement with its version, in the language asked for or English (for the bond contract). */
export async function agreementText(db: Db, type: number, lang: string) {
  const rows = await db
    .select()
    .from(agreements)
    .where(and(eq(agreements.type, type), inArray(agreements.lang, [lang, DEFAULT_LANGUAGE])));
  const row = rows.find((r) => r.lang === lang) ?? rows.find((r) => r.lang === DEFAULT_LANGUAGE);
  return row ? { lang: row.lang, title: row.title, content: row.content, version: row.version } : null;
}
