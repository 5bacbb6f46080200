import { SHOP_STATE } from "@mp/contracts";
import { sql } from "drizzle-orm";
import type { Ctx } from "../../platform/context.js";
import { containing, type Db, type PageAsk, queryRows, sqlPage } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";
import { requireUser } from "../accounts/index.js";
import { shopOfOwner } from "./shop-owners.repo.js";

/**
 * Shop states for the merchants capability (docs/states.md): the merchant guard every merchant
 * call shares, the operator's lock, and the row lock the bond and the sale both take.
 */

/** The merchant behind the request and their shop: "no_shop" without one; a locked store answers 402. */
export async function requireOwnShop(ctx: Ctx) {
  const user = await requireUser(ctx);
  const shop = await shopOfOwner(ctx.db, user.id);
  if (!shop) throw new AppError("no_shop");
  if (shop.state === SHOP_STATE.locked) throw new AppError("store_locked");
  return { user, shopId: shop.id };
}

/** Locks (2) or reopens (1) a shop that is open or locked; null when there is no such shop (a closed one stays closed). */
export async function setShopLocked(db: Db, shopId: number, locked: boolean) {
  const [row] = await queryRows<{ id: number; user_id: number; name: string; state: number }>(
    db,
    sql`update shops set state = ${locked ? SHOP_STATE.locked : SHOP_STATE.open}
        where id = ${shopId} and state in (${SHOP_STATE.open}, ${SHOP_STATE.locked})
        returning id, user_id, name, state`,
  );
  return row ?? null;
}

/**
 * Takes the shop's row lock until the transaction ends. Paying an order updates the same row
 * (its sales count, `countSalesStatement`), so a bond refund that holds this lock and then
 * looks for unprocessed orders cannot miss a payment committing at the same moment.
 */
export async function lockShopRow(db: Db, shopId: number): Promise<void> {
  await db.execute(sql`select id from shops where id = ${shopId} for update`);
}

export interface ShopAdminRow {
  id: number;
  user_id: number;
  name: string;
  state: number;
  created_at: Date;
}

/**
 * The console's shop list (any state), newest first; `keyword` matches the name or is the shop id,
 * and `ownerIds` (the users the keyword finds, from the accounts module) add their shops.
 */
export function shopAdminPage<R>(
  db: Db,
  ask: PageAsk & { keyword?: string; ownerIds?: number[] },
  present: (rows: ShopAdminRow[]) => R[] | Promise<R[]>,
) {
  const k = ask.keyword?.trim();
  const byId = k && /^\d{1,9}$/.test(k) ? sql` or s.id = ${Number(k)}` : sql``;
  const owners = ask.ownerIds?.length
    ? sql` or s.user_id in (${sql.join(
        ask.ownerIds.map((id) => sql`${id}`),
        sql`, `,
      )})`
    : sql``;
  const where = k ? sql`where (s.name ilike ${containing(k)}${byId}${owners})` : sql``;
  return sqlPage<ShopAdminRow, R>(
    db,
    ask,
    {
      columns: sql`s.id, s.user_id, s.name, s.state, s.created_at`,
      from: sql`from shops s ${where}`,
      orderBy: sql`s.id desc`,
    },
    present,
  );
}

/** Names of these shops, for the console's bond-refund queue. */
export async function shopNamesById(db: Db, ids: number[]): Promise<Map<number, string>> {
  if (!ids.length) return new Map();
  const rows = await queryRows<{ id: number; name: string }>(
    db,
    sql`select id, name from shops where id in (${sql.join(
      ids.map((i) => sql`${i}`),
      sql`, `,
    )})`,
  );
  return new Map(rows.map((r) => [r.id, r.name]));
}
