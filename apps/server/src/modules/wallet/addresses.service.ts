import {
  ADDRESS_FORMATS as FORMATS,
  MAX_WALLET_ADDRESSES,
  walletAddressSaveBody as saveBody,
  walletAddressIdBody,
} from "@mp/contracts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse, unixSeconds } from "../../platform/http/index.js";
import { requireUser } from "../accounts/index.js";
import * as repo from "./addresses.repo.js";

/** Saved withdrawal addresses, validated per network; each user sees and changes only their own. */
export const MAX_ADDRESSES = MAX_WALLET_ADDRESSES;

const present = (a: repo.AddressRow) => ({
  id: a.id,
  network: a.network,
  address: a.address,
  bank_name: a.bankName,
  account_name: a.accountName,
  createtime: unixSeconds(a.createdAt),
});

export async function listAddresses(ctx: Ctx) {
  const user = await requireUser(ctx);
  return (await repo.addressesOf(ctx.db, user.id)).map(present);
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
      if (!(await repo.lockOwnAddress(tx.db, user.id, id))) throw new AppError("not_found");
      // edited into an address already saved: keep that one, once (the edited copy goes)
      const same = await repo.savedAs(tx.db, user.id, b, id);
      if (same) {
        await repo.deleteOwnAddress(tx.db, user.id, id);
        return present(same);
      }
      return present(await repo.updateOwnAddress(tx.db, user.id, id, values));
    });
  }
  if ((await repo.countAddresses(ctx.db, user.id)) >= MAX_ADDRESSES) throw new AppError("exceeds_limit");
  const row = await repo.insertAddress(ctx.db, values);
  if (row) return present(row);
  // already saved (the unique index kept the insert out): answer that one
  return present((await repo.savedAs(ctx.db, user.id, b)) as repo.AddressRow);
}

export async function deleteAddress(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const { id } = parse(walletAddressIdBody, input);
  if (!(await repo.deleteOwnAddress(ctx.db, user.id, id))) throw new AppError("not_found");
}

/** A user's own saved address, or "enter withdrawal address". */
export async function ownAddress(ctx: Ctx, userId: number, id: number) {
  const row = await repo.findOwnAddress(ctx.db, userId, id);
  if (!row) throw new AppError("withdraw_address_required", { field: "address_id" });
  return row;
}
