import type { ShopHours, ShopTextInput } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";
import { shopTextsOf, writeShopTexts } from "./goods-texts.js";
import { refreshGoodsSearchText, refreshShopSearchText } from "./search-text.js";

/**
 * A shop's settings for the merchants module (the settings page, docs/api.md#shop-settings):
 * read, save what changes at once, and rename once an operator approves a name change. The chat
 * module reads the welcome message for a shopper's first message.
 */

export interface ShopSettingsRow {
  id: number;
  user_id: number;
  name: string;
  avatar: string;
  logo: string;
  banner: string;
  bio: string;
  welcome: string;
  hours: ShopHours;
  /** the introduction in other languages (shop_texts) */
  texts: ShopTextInput[];
}

export type ShopSettingsFields = Pick<ShopSettingsRow, "avatar" | "logo" | "banner" | "bio" | "welcome" | "hours"> & {
  /** undefined keeps the stored ones */
  texts?: ShopTextInput[];
};

export async function shopSettingsOf(db: Db, shopId: number): Promise<ShopSettingsRow | null> {
  const [row] = await queryRows<ShopSettingsRow>(
    db,
    sql`select id, user_id, name, avatar, logo, banner, bio, welcome, hours from shops where id = ${shopId}`,
  );
  return row ? { ...row, texts: await shopTextsOf(db, shopId) } : null;
}

/** Saves the settings that need no review (everything but the name); the shop's search text follows its introductions. */
export async function saveShopSettings(db: Db, shopId: number, f: ShopSettingsFields): Promise<void> {
  await db.execute(
    sql`update shops set avatar = ${f.avatar}, logo = ${f.logo}, banner = ${f.banner}, bio = ${f.bio},
          welcome = ${f.welcome}, hours = ${JSON.stringify(f.hours)}::jsonb
        where id = ${shopId}`,
  );
  await writeShopTexts(db, shopId, f.texts);
  await refreshShopSearchText(db, [shopId]);
}

/**
 * Gives the shop its approved name, unless another shop holds it meanwhile (case-insensitive,
 * spaces at the ends ignored): false then, nothing changed. The shop's and its goods' search text follow.
 */
export async function renameShop(db: Db, shopId: number, name: string): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`update shops set name = ${name}
        where id = ${shopId}
          and not exists (select 1 from shops o where o.id <> ${shopId} and lower(btrim(o.name)) = lower(btrim(${name})))
        returning id`,
  );
  if (!rows.length) return false;
  await refreshShopSearchText(db, [shopId]);
  const goods = await queryRows<{ id: number }>(db, sql`select id from goods where shop_id = ${shopId}`);
  if (goods.length)
    await refreshGoodsSearchText(
      db,
      goods.map((g) => g.id),
    );
  return true;
}

/** The welcome message a shop sends on a shopper's first message ("" when it has set none). */
export async function shopWelcome(db: Db, shopId: number): Promise<string> {
  const [row] = await queryRows<{ welcome: string }>(db, sql`select welcome from shops where id = ${shopId}`);
  return row?.welcome ?? "";
}
