import { and, count, eq, inArray, sql } from "drizzle-orm";
import { now } from "../../platform/clock.js";
import { type Db, queryRows } from "../../platform/db/index.js";
import { lineFacts } from "../catalogue/index.js";
import { cartLines } from "./orders.tables.js";

/** Reads and writes of the shoppers' cart lines. */

export type CartLineRow = typeof cartLines.$inferSelect;

/** A cart line with its goods' current price, stock and shop (catalogue facts). */
export interface CartRow {
  id: number;
  goods_id: number;
  sku_id: number | null;
  number: number;
  checked: boolean;
  title: string;
  image: string;
  status: string;
  goods_price: string;
  goods_stock: number;
  freight_minor: string;
  spec_values: Record<string, string> | null;
  sku_price: string | null;
  sku_stock: number | null;
  shop_id: number;
  shop_name: string;
  shop_state: number;
}

/** The user's lines whose goods still exist, by shop, newest line first. */
export const cartRows = (db: Db, userId: number, lang: string) =>
  queryRows<CartRow>(
    db,
    sql`select c.id, c.goods_id, c.sku_id, c.number, c.checked, f.title, f.image, f.status,
          f.goods_price, f.goods_stock, f.freight_minor, f.spec_values, f.sku_price, f.sku_stock,
          f.shop_id, f.shop_name, f.shop_state
        from cart_lines c join ${lineFacts(sql`c.goods_id`, sql`c.sku_id`, lang)} f on true
        where c.user_id = ${userId} order by f.shop_id, c.id desc`,
  );

/** Serialises the user's cart changes until the transaction ends (adds and merges count lines first). */
export async function lockCart(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`cart:${userId}`}))`);
}

/** The user's line of these goods and SKU, locked. */
export async function lockLineOf(db: Db, userId: number, goodsId: number, skuId: number | null) {
  const skuCond = skuId === null ? sql`sku_id is null` : sql`sku_id = ${skuId}`;
  const [existing] = await queryRows<{ id: number; number: number }>(
    db,
    sql`select id, number from cart_lines where user_id = ${userId} and goods_id = ${goodsId} and ${skuCond} for update`,
  );
  return existing;
}

/** One of the user's lines, locked. */
export async function lockOwnLine(db: Db, userId: number, id: number): Promise<CartLineRow | undefined> {
  const [line] = await db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.id, id), eq(cartLines.userId, userId)))
    .for("update");
  return line;
}

/** The user's lines among ids (others' ids are left out). */
export const ownLines = (db: Db, userId: number, ids: number[]): Promise<CartLineRow[]> =>
  db
    .select()
    .from(cartLines)
    .where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)));

export async function setLineNumber(db: Db, id: number, number: number): Promise<void> {
  await db.update(cartLines).set({ number, updatedAt: now() }).where(eq(cartLines.id, id));
}

export async function countLines(db: Db, userId: number): Promise<number> {
  const [{ n } = { n: 0 }] = await db.select({ n: count() }).from(cartLines).where(eq(cartLines.userId, userId));
  return Number(n);
}

export async function insertLine(
  db: Db,
  l: { userId: number; goodsId: number; skuId: number | null; number: number },
): Promise<number | null> {
  const [row] = await db.insert(cartLines).values(l).returning({ id: cartLines.id });
  return row?.id ?? null;
}

/** Removes the user's lines among ids (others' ids are ignored). */
export async function deleteLines(db: Db, userId: number, ids: number[]): Promise<void> {
  await db.delete(cartLines).where(and(eq(cartLines.userId, userId), inArray(cartLines.id, ids)));
}

/** Ticks or unticks the user's lines among ids, or all of them. */
export async function setChecked(db: Db, userId: number, ids: number[] | "all", checked: boolean): Promise<void> {
  const where =
    ids === "all" ? eq(cartLines.userId, userId) : and(eq(cartLines.userId, userId), inArray(cartLines.id, ids));
  await db.update(cartLines).set({ checked }).where(where);
}

/** The cart badge: the sum of the user's quantities. */
export async function badge(db: Db, userId: number): Promise<number> {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select coalesce(sum(number), 0)::int as n from cart_lines where user_id = ${userId}`,
  );
  return row?.n ?? 0;
}
