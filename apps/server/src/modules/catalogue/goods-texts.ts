import type { GoodsTextInput, ShopTextInput } from "@mp/contracts";
import { sql } from "drizzle-orm";
import type { Ctx } from "../../platform/context.js";
import { type Db, queryRows } from "../../platform/db/index.js";
import { refreshGoodsSearchText } from "./search-text.js";
import { translateTexts } from "./translate-client.js";

/**
 * Goods and shop texts per language (docs/languages.md#goods-and-shop-texts). Readers see their
 * language's row (`goods_texts`, `shop_texts`) when there is one, else the original. Lists join
 * the one row of (goods_id, lang) on the table's primary key: one index probe per card, in the
 * statement that reads the page, never a query per row.
 */

/** The reader's text of goods `g`, as `gt` (left join: null when the language has none). */
export const goodsTextJoin = (lang: string) =>
  sql`left join goods_texts gt on gt.goods_id = g.id and gt.lang = ${lang}`;

/**
 * A card's title in the reader's language (else the original), whether it was translated
 * automatically (and differs from the original), and whether the language has no text at all.
 */
export const CARD_TITLE = sql`coalesce(gt.title, g.title) as title,
  coalesce(gt.source = 'auto' and gt.title <> g.title, false) as title_auto,
  (gt.goods_id is null) as title_missing`;

export interface TitleRow {
  id: number;
  title: string;
  title_auto?: boolean;
  title_missing?: boolean;
}

/**
 * With TRANSLATE_URL set, the titles of `rows` with no text in the reader's language are
 * translated in one request, stored once (source 'auto') and put in place; the searchable text
 * of those goods then holds them too. Without it, or when the service fails, the originals stay.
 */
export async function fillAutoTitles<R extends TitleRow>(ctx: Ctx, rows: R[]): Promise<R[]> {
  if (!ctx.config.translateUrl) return rows;
  const missing = [...new Map(rows.filter((r) => r.title_missing).map((r) => [r.id, r.title])).entries()];
  if (missing.length === 0) return rows;
  const list = await translateTexts(
    ctx,
    "goods",
    "auto",
    ctx.lang,
    missing.map(([, title]) => title),
  );
  if (!list) return rows;
  const found = new Map<number, string>();
  missing.forEach(([id], i) => {
    const t = (list[i] ?? "").trim().slice(0, 200);
    if (t) found.set(id, t);
  });
  if (found.size === 0) return rows;
  await ctx.db.execute(sql`insert into goods_texts (goods_id, lang, title, source)
    values ${sql.join(
      [...found].map(([id, t]) => sql`(${id}, ${ctx.lang}, ${t}, 'auto')`),
      sql`, `,
    )} on conflict (goods_id, lang) do nothing`);
  await refreshGoodsSearchText(ctx.db, [...found.keys()]);
  return rows.map((r) => {
    const t = found.get(r.id);
    return t === undefined ? r : { ...r, title: t, title_auto: t !== r.title, title_missing: false };
  });
}

/**
 * Replaces the texts of goods `goodsId` with `texts` (source 'merchant'); automatic translations
 * go too, since the original they came from may have changed. `undefined` keeps the merchant's
 * texts and drops only the automatic ones. The caller refreshes the searchable text.
 */
export async function writeGoodsTexts(db: Db, goodsId: number, texts: GoodsTextInput[] | undefined): Promise<void> {
  if (texts === undefined) {
    await db.execute(sql`delete from goods_texts where goods_id = ${goodsId} and source = 'auto'`);
    return;
  }
  await db.execute(sql`delete from goods_texts where goods_id = ${goodsId}`);
  if (texts.length)
    await db.execute(
      sql`insert into goods_texts (goods_id, lang, title, description, source) values ${sql.join(
        texts.map((t) => sql`(${goodsId}, ${t.lang}, ${t.title}, ${t.description}, 'merchant')`),
        sql`, `,
      )}`,
    );
}

/** The texts a merchant (or staff, through the supplier product) gave, for the editor. */
export async function goodsTextsOf(db: Db, goodsId: number): Promise<GoodsTextInput[]> {
  return queryRows<GoodsTextInput>(
    db,
    sql`select lang, title, description from goods_texts where goods_id = ${goodsId} and source = 'merchant' order by lang`,
  );
}

/** A supplier product's texts per language as a JSON column of a statement on `sg`. */
export const SUPPLIER_TEXTS = sql`coalesce((select json_agg(json_build_object('lang', t.lang, 'title', t.title,
  'description', t.description) order by t.lang) from supplier_goods_texts t where t.supplier_goods_id = sg.id), '[]') as texts`;

/** Replaces a supplier product's texts (staff's console); `undefined` keeps them. */
export async function writeSupplierTexts(db: Db, id: number, texts: GoodsTextInput[] | undefined): Promise<void> {
  if (texts === undefined) return;
  await db.execute(sql`delete from supplier_goods_texts where supplier_goods_id = ${id}`);
  if (texts.length)
    await db.execute(
      sql`insert into supplier_goods_texts (supplier_goods_id, lang, title, description) values ${sql.join(
        texts.map((t) => sql`(${id}, ${t.lang}, ${t.title}, ${t.description})`),
        sql`, `,
      )}`,
    );
}

/** The reader's introduction of shop `s` (else the original bio), as a column. */
export const shopBio = (lang: string) =>
  sql`coalesce((select st.bio from shop_texts st where st.shop_id = s.id and st.lang = ${lang}), s.bio) as bio`;

/** Replaces a shop's introductions per language; `undefined` keeps them. */
export async function writeShopTexts(db: Db, shopId: number, texts: ShopTextInput[] | undefined): Promise<void> {
  if (texts === undefined) return;
  await db.execute(sql`delete from shop_texts where shop_id = ${shopId}`);
  if (texts.length)
    await db.execute(
      sql`insert into shop_texts (shop_id, lang, bio) values ${sql.join(
        texts.map((t) => sql`(${shopId}, ${t.lang}, ${t.bio})`),
        sql`, `,
      )}`,
    );
}

export async function shopTextsOf(db: Db, shopId: number): Promise<ShopTextInput[]> {
  return queryRows<ShopTextInput>(db, sql`select lang, bio from shop_texts where shop_id = ${shopId} order by lang`);
}
