import {
  ADDRESS_FORMATS as FORMATS,
  MAX_WALLET_ADDRESSES,
  walletAddressSaveBody as saveBody,
  walletAddressIdBody,
} from "@mp/contracts";
import { and, desc, eq, ne } from "drizzle-orm";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse, unixSeconds } from "../../platform/http/index.js";
import { requireUser } from "../accounts/index.js";
import { walletAddresses } from "./wallet.tables.js";

/** Saved withdrawal addresses, validated per network; each user sees and changes only their own. */
export const MAX_ADDRESSES = MAX_WALLET_ADDRESSES;

const present = (a: typeof walletAddresses.$inferSelect) => ({
  id: a.id,
  network: a.network,
  address: a.address,
  bank_name: a.bankName,
  account_name: a.accountName,
  createtime: unixSeconds(a.createdAt),
});

export async function listAddresses(ctx: Ctx) {
  const user = await requireUser(ctx);
  const rows = await ctx.db
    .select()
    .from(walletAddresses)
    .where(eq(walletAddresses.userId, user.id))
    .orderBy(desc(walletAddresses.id));
  return rows.map(present);
}

/** The user's saved address with this network and address, other than `exceptId`. */
async function savedAs(db: Ctx["db"], userId: number, a: { network: string; address: string }, exceptId?: number) {
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

export async function saveAddress(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const b = parse(saveBody, input);
  if (!FORMATS[b.network].test(b.address)) throw new AppError("address_invalid", { field: "address" });
  const bank = b.network === "BANK";
  if (bank && ((b.bank_name ?? "").length < 2 || (b.account_name ?? "").length < 2))
    throw new AppError("withdraw_address_required", { field: "bank_name" });
  const values = {
    userId: user.id,
    network: b.network,
    address: b.address,
    bankName: bank ? (b.bank_name ?? "") : "",
    accountName: bank ? (b.account_name ?? "") : "",
  };
  if (b.id) {
    const id = b.id;
    return inTransaction(ctx, async (tx) => {
      const mine = and(eq(walletAddresses.id, id), eq(walletAddresses.userId, user.id));
      const [own] = await tx.db.select({ id: walletAddresses.id }).from(walletAddresses).where(mine).for("update");
      if (!own) throw new AppError("not_found");
      // edited into an address already saved: keep that one, once (the edited copy goes)
      const same = await savedAs(tx.db, user.id, b, id);
      if (same) {
        await tx.db.delete(walletAddresses).where(mine);
        return present(same);
      }
      const [row] = await tx.db.update(walletAddresses).set(values).where(mine).returning();
      return present(row as typeof walletAddresses.$inferSelect);
    });
  }
  const count = (
    await ctx.db.select({ id: walletAddresses.id }).from(walletAddresses).where(eq(walletAddresses.userId, user.id))
  ).length;
  if (count >= MAX_ADDRESSES) throw new AppError("exceeds_limit");
  const [row] = await ctx.db.insert(walletAddresses).values(values).onConflictDoNothing().returning();
  if (row) return present(row);
  // already saved (the unique index kept the insert out): answer that one
  return present((await savedAs(ctx.db, user.id, b)) as typeof walletAddresses.$inferSelect);
}

export async function deleteAddress(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const { id } = parse(walletAddressIdBody, input);
  const gone = await ctx.db
    .delete(walletAddresses)
    .where(and(eq(walletAddresses.id, id), eq(walletAddresses.userId, user.id)))
    .returning();
  if (!gone.length) throw new AppError("not_found");
}

/** A user's own saved address, or "enter withdrawal address". */
export async function ownAddress(ctx: Ctx, userId: number, id: number) {
  const [row] = await ctx.db
    .select()
    .from(walletAddresses)
    .where(and(eq(walletAddresses.id, id), eq(walletAddresses.userId, userId)));
  if (!row) throw new AppError("withdraw_address_required", { field: "address_id" });
  return row;
}
