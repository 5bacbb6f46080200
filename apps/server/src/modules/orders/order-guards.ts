import type { Db } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";
import { deliversTo, findUserAddress, type ShippingAddress } from "../addresses/index.js";

export { requireOwnShop } from "../catalogue/index.js";

import { findUserOrder, type OrderRow } from "./orders.repo.js";

/** The "find it or fail" checks the shopper's, the merchant's and the checkout calls share. */

// the merchant guard (402 for a locked store) is the catalogue's, shared by every merchant call

/** One of the shopper's orders (not deleted), or "order_not_found". */
export async function ownOrder(db: Db, userId: number, id: number): Promise<OrderRow> {
  const o = await findUserOrder(db, userId, id);
  if (!o) throw new AppError("order_not_found");
  return o;
}

/**
 * The address an order ships to: the one chosen, or the default. A chosen id that is not one of
 * the user's addresses (another user's, deleted, made up) answers "no_address"; a user without
 * any address gets null (checkout then asks to add one first, "address_required").
 */
export async function chosenAddress(db: Db, userId: number, addressId: number | undefined) {
  const a = await findUserAddress(db, userId, addressId);
  if (!a && addressId !== undefined) throw new AppError("no_address", { field: "address_id" });
  return a;
}

/** Refuses an address in a country the platform's logistics cannot reach (published delivery rules). */
export async function mustDeliverTo(db: Db, a: ShippingAddress): Promise<void> {
  if (!(await deliversTo(db, a.countryCode)))
    throw new AppError("delivery_unsupported", { field: "address_id", data: { country: a.country } });
}
