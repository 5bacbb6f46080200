import {
  addressFieldsWith,
  addressIdBody as idBody,
  MAX_ADDRESSES,
  type ShippingAddress as ShippingAddressView,
  addressSaveBody as saveBody,
} from "@mp/contracts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { AppError, parse, unixSeconds } from "../../platform/http/index.js";
import { requireUser } from "../accounts/index.js";
import * as repo from "./addresses.repo.js";
import { undeliverable } from "./delivery.js";
import { findCountry, findProvince, TELS } from "./regions.js";

export { MAX_ADDRESSES };

/** The contract's address fields, the dialling codes checked against the region data. */
const addressFields = addressFieldsWith((t) => TELS.has(t));

/** An address as the API shows it; `deliverable` 0 when the platform's logistics cannot reach its country. */
export function presentAddress(a: repo.AddressRow, blocked: ReadonlySet<string>): ShippingAddressView {
  return {
    id: a.id,
    name: a.name,
    mobile: a.mobile,
    mobile_code: a.mobileCode,
    country: a.country,
    country_code: a.countryCode,
    province: a.province,
    city: a.city,
    zip_code: a.zipCode,
    address: a.address,
    default: a.isDefault ? 1 : 0,
    deliverable: blocked.has(a.countryCode) ? 0 : 1,
    createtime: unixSeconds(a.createdAt),
  };
}

/** Validates the fields against the region data; the stored spelling is the data's. */
function toValues(input: unknown): repo.AddressValues {
  const f = parse(addressFields, input);
  const country = findCountry(f.country);
  if (!country) throw new AppError("address_country_required", { field: "country" });
  const province = findProvince(country, f.province);
  if (!province) throw new AppError("address_province_required", { field: "province" });
  return {
    name: f.name,
    mobile: f.mobile,
    mobileCode: `+${f.mobile_code}`,
    country: country.name,
    countryCode: country.code,
    province,
    city: f.city,
    zipCode: f.zip_code,
    address: f.address,
    isDefault: f.default,
  };
}

/** `address/address`: type add or edit; fields flat or under `data` (the original client's shape). */
export async function saveAddress(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const body = (input ?? {}) as Record<string, unknown>;
  const data = (typeof body.data === "object" && body.data !== null ? body.data : body) as Record<string, unknown>;
  const { type, id } = parse(saveBody, { type: body.type, id: data.id ?? body.id });
  const values = toValues(data);
  const blocked = await undeliverable(ctx.db);
  return inTransaction(ctx, async ({ db }) => {
    await repo.lockUser(db, user.id);
    if (type === "edit") {
      if (!id) throw new AppError("not_found", { field: "id" });
      const before = await repo.findOwn(db, user.id, id);
      if (!before) throw new AppError("not_found", { field: "id" });
      // the only address stays the default; unsetting the default keeps it (another must be chosen)
      if (before.isDefault) values.isDefault = true;
      if (values.isDefault) await repo.clearDefault(db, user.id, id);
      return presentAddress((await repo.update(db, user.id, id, values)) as repo.AddressRow, blocked);
    }
    const count = await repo.countOf(db, user.id);
    if (count >= MAX_ADDRESSES) throw new AppError("exceeds_limit");
    if (count === 0) values.isDefault = true;
    if (values.isDefault) await repo.clearDefault(db, user.id);
    return presentAddress(await repo.insert(db, user.id, values), blocked);
  });
}

/** `address/getaddress`: the user's addresses, default first. */
export async function listAddresses(ctx: Ctx) {
  const user = await requireUser(ctx);
  const [rows, blocked] = await Promise.all([repo.listOf(ctx.db, user.id), undeliverable(ctx.db)]);
  return { data: rows.map((a) => presentAddress(a, blocked)), total: rows.length };
}

/** `address/del`: removes one of the user's addresses; deleting the default promotes the newest. */
export async function deleteAddress(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const { id } = parse(idBody, input);
  await inTransaction(ctx, async ({ db }) => {
    await repo.lockUser(db, user.id);
    const gone = await repo.remove(db, user.id, id);
    if (!gone) throw new AppError("not_found", { field: "id" });
    if (gone.isDefault) await repo.promoteNewest(db, user.id);
  });
}

export interface ShippingAddress {
  id: number;
  userId: number;
  name: string;
  mobile: string;
  mobileCode: string;
  country: string;
  /** ISO 3166-1 alpha-2 of `country` */
  countryCode: string;
  province: string;
  city: string;
  zipCode: string;
  address: string;
  isDefault: boolean;
}

/** The user's address with that id, or their default when id is omitted; null when none/not theirs. */
export async function findUserAddress(tx: Db, userId: number, addressId?: number): Promise<ShippingAddress | null> {
  const row = addressId ? await repo.findOwn(tx, userId, addressId) : await repo.findDefault(tx, userId);
  if (!row) return null;
  const { createdAt: _a, updatedAt: _u, ...rest } = row;
  return rest;
}
