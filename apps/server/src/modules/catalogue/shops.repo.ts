import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";
import type { ShopCardRow } from "./presenters.js";

const CARD = sql`s.id, s.name, s.avatar, s.bio, s.followers, s.sales,
  (select count(*) from goods g where g.shop_id = s.id and g.status = 'on')::int as goods_count`;

export async function searchShops(db: Db, terms: string[], limit: number, offset: number) {
  const where = terms.length
    ? sql.join(
        terms.map(
          (t) => sql`(s.search_text ilike ${`%${t.replace(/[\\%_]/g, (c) => `\\${c}`)}%`} or ${t} <% s.search_text)`,
        ),
        sql` and `,
      )
    : sql`true`;
  const [rows, [count]] = await Promise.all([
    queryRows<ShopCardRow>(
      db,
      sql`select ${CARD} from shops s where s.state = 1 and ${where}
          order by s.followers desc, s.id desc limit ${limit} offset ${offset}`,
    ),
    queryRows<{ n: number }>(db, sql`select count(*)::int as n from shops s where s.state = 1 and ${where}`),
  ]);
  return { rows, total: count?.n ?? 0 };
}

export async function findShopCard(db: Db, id: number) {
  const [row] = await queryRows<ShopCardRow & { state: number; created_at: Date }>(
    db,
    sql`select ${CARD}, s.state, s.created_at from shops s where s.id = ${id} and s.state <> 0`,
  );
  return row ?? null;
}
