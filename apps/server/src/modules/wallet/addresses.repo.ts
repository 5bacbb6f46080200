import { and, desc, eq, ne } from "drizzle-orm";
import type { Db } from "../../platform/db/index.js";
import { walletAddresses } from "./wallet.tables.js";

/** The only file that reads or writes saved withdrawal addresses; every call is scoped to one user. */
export type AddressRow = typeof walletAddresses.$inferSelect;
export type AddressValues = typeof walletAddresses.$inferInsert;

const own = (userId: number, id: number) => and(eq(walletAddresses.id, id), eq(walletAddresses.userId, userId));

export const addressesOf = (db: Db, userId: number) =>
  db.select().from(walletAddresses).where(eq(walletAddresses.userId, userId)).orderBy(desc(walletAddresses.id));

export async function countAddresses(db: Db, userId: number): Promise<number> {
  return (await db.select({ id: walletAddresses.id }).from(walletAddresses).where(eq(walletAddresses.userId, userId)))
    .length;
}

export async function findOwnAddress(db: Db, userId: number, id: number): Promise<AddressRow | null> {
  const [row] = await db.select().from(walletAddresses).where(own(userId, id));
  return row ?? null;
}

/** Locks the user's own address for an edit; false when it is not theirs. */
export async function lockOwnAddress(db: Db, userId: number, id: number): Promise<boolean> {
  const rows = await db.select({ id: walletAddresses.id }).from(walletAddresses).where(own(userId, id)).for("update");
  return rows.length > 0;
}

/** The user's saved address with this network and address, other than `exceptId`. */
export async function savedAs(db: Db, userId: number, a: { network: string; address: string }, exceptId?: number) {
  const [row] = await db
    .select()
    .from(walletAddresses)
    .where(
      and(
        eq(walletAddresses.userId, userId),
        eq(walletAddresses.network, a.network),
        eq(walletAddresses.address, a.address),
        exceptId === undefined ? undefined : ne(walletAddresses.id, exceptId),
      ),
    );
  return row ?? null;
}

/** Inserts unless the same address is saved already (the unique index); null then. */
export async function insertAddress(db: Db, v: AddressValues): Promise<AddressRow | null> {
  const [row] = await db.insert(walletAddresses).values(v).onConflictDoNothing().returning();
  return row ?? null;
}

export async function updateOwnAddress(db: Db, userId: number, id: number, v: AddressValues): Promise<AddressRow> {
  const [row] = await db.update(walletAddresses).set(v).where(own(userId, id)).returning();
  return row as AddressRow;
}

/** Deletes the user's own address; false when there was none. */
export async function deleteOwnAddress(db: Db, userId: number, id: number): Promise<boolean> {
  return (await db.delete(walletAddresses).where(own(userId, id)).returning()).length > 0;
}
