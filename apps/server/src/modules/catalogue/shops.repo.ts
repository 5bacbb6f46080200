import { SHOP_STATE, type ShopHours } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { containing, type Db, literal, type PageAsk, queryRows, sqlPage } from "../../platform/db/index.js";
import { shopBio } from "./goods-texts.js";
import type { ShopCardRow } from "./presenters.js";

/** A shop card's columns, the introduction in the reader's language when the shop gave one. */
const CARD = (lang: string) => sql`s.id, s.name, s.avatar, ${shopBio(lang)}, s.followers, s.sales,
  (select count(*) from goods g where g.shop_id = s.id and g.status = 'on')::int as goods_count`;

export function searchShops<R>(
  db: Db,
  lang: string,
  terms: string[],
  ask: PageAsk,
  present: (rows: ShopCardRow[]) => R[],
) {
  const where = terms.length
    ? sql.join(
        terms.map((t) => sql`(s.search_text ilike ${containing(t)} or ${t} <% s.search_text)`),
        sql` and `,
      )
    : sql`true`;
  return sqlPage<ShopCardRow, R>(
    db,
    ask,
    {
      columns: CARD(lang),
      from: sql`from shops s where s.state = ${literal(SHOP_STATE.open)} and ${where}`,
      orderBy: sql`s.followers desc, s.id desc`,
    },
    present,
  );
}

export async function findShopCard(db: Db, id: number, lang: string) {
  const [row] = await queryRows<
    ShopCardRow & { state: number; created_at: Date; user_id: number; logo: string; banner: string; hours: ShopHours }
  >(
    db,
    sql`select ${CARD(lang)}, s.state, s.created_at, s.user_id, s.logo, s.banner, s.hours from shops s where s.id = ${id} and s.state <> ${literal(SHOP_STATE.closed)}`,
  );
  return row ?? null;
}

/**
 * Shops' public display data for another module's statement (chat's one-statement send): the
 * relation `id, user_id, name, avatar, state`, joined as `${SHOP_CARDS_SQL} s`. PostgreSQL folds
 * the subquery into the caller's plan; plain text, so it fits a prepared statement.
 */
export const SHOP_CARDS_SQL = "(select id, user_id, name, avatar, state from shops)";

/** The owner behind a shop that is not closed, with the shop's display data (the shop's chat contact). */
export async function findShopOwner(db: Db, shopId: number) {
  const [row] = await queryRows<{ user_id: number; name: string; avatar: string; shop_id: number }>(
    db,
    sql`select user_id, name, avatar, id as shop_id from shops where id = ${shopId} and state <> ${literal(SHOP_STATE.closed)}`,
  );
  return row ?? null;
}

export async function shopExists(db: Db, shopId: number): Promise<boolean> {
  const rows = await queryRows(db, sql`select 1 from shops where id = ${shopId}`);
  return rows.length > 0;
}
