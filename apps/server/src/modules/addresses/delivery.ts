import { deliveryRulesBody as saveBody } from "@mp/contracts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { AppError, parse } from "../../platform/http/index.js";
import { getSetting, putSetting } from "../../platform/settings/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { findCountry } from "./regions.js";

/**
 * Where the platform's logistics cannot deliver: published, admin-editable data (settings key
 * "delivery_rules", a list of ISO 3166-1 alpha-2 codes). An order cannot be placed to, or have its
 * address changed to, an address in one of these countries ("delivery_unsupported"). The default
 * lists the places with no inhabitants and no civilian post, so no carrier can reach them.
 */
export interface DeliveryRules {
  unsupported_countries: string[];
}

export const DEFAULT_DELIVERY_RULES: DeliveryRules = {
  // Antarctica, Bouvet Island, Heard Island and McDonald Islands
  unsupported_countries: ["AQ", "BV", "HM"],
};

const SETTING = "delivery_rules";

export async function deliveryRules(db: Db): Promise<DeliveryRules> {
  const r = await getSetting(db, SETTING, DEFAULT_DELIVERY_RULES);
  const list = Array.isArray(r.unsupported_countries) ? r.unsupported_countries : [];
  return { unsupported_countries: list.filter((c): c is string => typeof c === "string").map((c) => c.toUpperCase()) };
}

/** The country codes logistics cannot reach now. */
export const undeliverable = async (db: Db): Promise<ReadonlySet<string>> =>
  new Set((await deliveryRules(db)).unsupported_countries);

/** Whether the platform's logistics deliver to this country (ISO code). */
export const deliversTo = async (db: Db, countryCode: string): Promise<boolean> =>
  !(await undeliverable(db)).has(countryCode.toUpperCase());

const present = (r: DeliveryRules) => ({
  unsupported_countries: r.unsupported_countries.map((code) => ({ code, name: findCountry(code)?.name ?? code })),
});

/** `index/delivery_rules`: the published list, shown before anyone commits. */
export const deliveryRulesView = async (ctx: Ctx) => present(await deliveryRules(ctx.db));

/** Operators (and admins) keep the list; it changes only for orders placed or re-addressed afterwards. */
const EDITORS = ["operator"] as const;

export async function adminDeliveryRules(ctx: Ctx) {
  await requireStaff(ctx, EDITORS);
  return present(await deliveryRules(ctx.db));
}

/** `/api/admin/delivery/save` {unsupported_countries: ["AQ", ...]}: every code must be a country of the region data. */
export async function saveDeliveryRules(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, EDITORS);
  const { unsupported_countries } = parse(saveBody, input);
  const codes = unsupported_countries.map((c) => {
    const country = findCountry(c);
    if (!country) throw new AppError("bad_request", { field: "unsupported_countries" });
    return country.code;
  });
  const rules: DeliveryRules = { unsupported_countries: [...new Set(codes)].sort() };
  await inTransaction(ctx, async (tx) => {
    const before = await deliveryRules(tx.db);
    await putSetting(tx.db, SETTING, rules);
    await audit(tx, staff.id, "delivery.rules.save", SETTING, {
      before: before.unsupported_countries,
      after: rules.unsupported_countries,
    });
  });
  return present(rules);
}
