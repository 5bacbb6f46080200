import { inArray, sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";
import { shops } from "./catalogue.tables.js";

/** Who owns a shop and what it is called, for the modules that sell through shops (orders). */

/** The shop's owner (a user id), or null when there is no such shop. */
export async function shopOwnerId(db: Db, shopId: number): Promise<number | null> {
  const [row] = await queryRows<{ user_id: number }>(db, sql`select user_id from shops where id = ${shopId}`);
  return row?.user_id ?? null;
}

/** The user's own shop (one per user) with its state (1 open, 0 closed, 2 locked), or null. */
export async function shopOfOwner(db: Db, userId: number): Promise<{ id: number; state: number } | null> {
  const [shop] = await queryRows<{ id: number; state: number }>(
    db,
    sql`select id, state from shops where user_id = ${userId}`,
  );
  return shop ?? null;
}

/** The names of these shops (any state), for lists that show an order's shop. */
export function shopNames(db: Db, ids: number[]): Promise<{ id: number; name: string }[]> {
  return db.select({ id: shops.id, name: shops.name }).from(shops).where(inArray(shops.id, ids));
}

/** The shops of these users (one each at most), for the console's user list and page. */
export async function shopsOfOwners(
  db: Db,
  userIds: number[],
): Promise<Map<number, { id: number; name: string; state: number }>> {
  if (!userIds.length) return new Map();
  const rows = await db
    .select({ id: shops.id, userId: shops.userId, name: shops.name, state: shops.state })
    .from(shops)
    .where(inArray(shops.userId, userIds));
  return new Map(rows.map((r) => [r.userId, { id: r.id, name: r.name, state: r.state }]));
}
