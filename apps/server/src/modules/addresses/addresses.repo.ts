import { and, desc, eq, ne, sql } from "drizzle-orm";
import { columnsOf, type Db, type PreparedStatement, queryPrepared, rowMapper } from "../../platform/db/index.js";
import { shippingAddresses } from "./addresses.tables.js";

/** The only file that reads or writes shipping_addresses. Every query is scoped to its owner. */
export type AddressRow = typeof shippingAddresses.$inferSelect;
export type AddressValues = Omit<typeof shippingAddresses.$inferInsert, "id" | "userId" | "createdAt" | "updatedAt">;

const own = (userId: number, id: number) => and(eq(shippingAddresses.id, id), eq(shippingAddresses.userId, userId));

/** Serialises address changes of one user (first-is-default, one default) inside the transaction. */
export async function lockUser(db: Db, userId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext('shipping_addresses'), ${userId})`);
}

export const listOf = (db: Db, userId: number) =>
  db
    .select()
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(desc(shippingAddresses.isDefault), desc(shippingAddresses.id));

export async function countOf(db: Db, userId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId));
  return row?.n ?? 0;
}

export async function findOwn(db: Db, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db.select().from(shippingAddresses).where(own(userId, id));
  return row ?? null;
}

/** The user's default address: prepared, since every checkout reads it (bench/README.md, Checkout). $1 the user. */
const DEFAULT_ADDRESS: PreparedStatement = {
  name: "addresses_default_v1",
  text: `select ${columnsOf(shippingAddresses)} from "shipping_addresses" where "user_id" = $1 and "is_default"`,
};
const addressOf = rowMapper(shippingAddresses);

export async function findDefault(db: Db, userId: number): Promise<AddressRow | null> {
  const [row] = await queryPrepared(db, DEFAULT_ADDRESS, [userId]);
  return row ? addressOf(row) : null;
}

export async function clearDefault(db: Db, userId: number, exceptId?: number): Promise<void> {
  await db
    .update(shippingAddresses)
    .set({ isDefault: false })
    .where(
      and(
        eq(shippingAddresses.userId, userId),
        eq(shippingAddresses.isDefault, true),
        exceptId ? ne(shippingAddresses.id, exceptId) : undefined,
      ),
    );
}

export async function insert(db: Db, userId: number, v: AddressValues): Promise<AddressRow> {
  const [row] = await db
    .insert(shippingAddresses)
    .values({ ...v, userId })
    .returning();
  return row as AddressRow;
}

export async function update(db: Db, userId: number, id: number, v: AddressValues): Promise<AddressRow | null> {
  const [row] = await db
    .update(shippingAddresses)
    .set({ ...v, updatedAt: new Date() })
    .where(own(userId, id))
    .returning();
  return row ?? null;
}

export async function remove(db: Db, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db.delete(shippingAddresses).where(own(userId, id)).returning();
  return row ?? null;
}

/** After the default is deleted, the newest remaining address becomes the default. */
export async function promoteNewest(db: Db, userId: number): Promise<void> {
  const [newest] = await db
    .select({ id: shippingAddresses.id })
    .from(shippingAddresses)
    .where(eq(shippingAddresses.userId, userId))
    .orderBy(desc(shippingAddresses.id))
    .limit(1);
  if (newest) await db.update(shippingAddresses).set({ isDefault: true }).where(own(userId, newest.id));
}
