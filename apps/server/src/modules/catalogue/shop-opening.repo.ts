import { SHOP_STATE } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";
import { shops } from "./catalogue.tables.js";
import { refreshShopSearchText } from "./search-text.js";

/** Opening shops for the merchants module (an approved application), and the checks it needs. */

export interface NewShop {
  userId: number;
  name: string;
  avatar: string;
  logo: string;
  bio: string;
}

/** Opens a shop (state 1) for its owner; null when the user already has one (one shop per user). */
export async function openShop(db: Db, s: NewShop): Promise<number | null> {
  const [row] = await db
    .insert(shops)
    .values({ ...s, state: SHOP_STATE.open })
    .onConflictDoNothing({ target: shops.userId })
    .returning({ id: shops.id });
  if (!row) return null;
  await refreshShopSearchText(db, [row.id]);
  return row.id;
}

/** Whether a shop of this name exists (case-insensitive, spaces at the ends ignored), other than `exceptShopId`. */
export async function shopNameTaken(db: Db, name: string, exceptShopId = 0): Promise<boolean> {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from shops where lower(btrim(name)) = lower(btrim(${name})) and id <> ${exceptShopId} limit 1`,
  );
  return rows.length > 0;
}

/** The user's shop as userinfo shows it (`shop`), or null. */
export async function ownShopCard(
  db: Db,
  userId: number,
): Promise<{ id: number; shopname: string; state: number } | null> {
  const [row] = await queryRows<{ id: number; shopname: string; state: number }>(
    db,
    sql`select id, name as shopname, state from shops where user_id = ${userId}`,
  );
  return row ?? null;
}
