import { z } from "zod";
import { ADDRESS_LIMITS, DELIVERY_RULES_MAX, MOBILE_PATTERN } from "./addresses.constants.js";
import { yesNo } from "./request.js";

const text = (key: string, max: number) =>
  z.preprocess(
    (v) => (typeof v === "string" || typeof v === "number" ? String(v).trim() : ""),
    z.string().min(1, key).max(max, "bad_request"),
  );

/**
 * `address/address` fields in the order the form shows them; the first failing one answers its
 * message. The dialling codes are the server's region data, so the caller passes the check.
 */
export const addressFieldsWith = (isDiallingCode: (tel: string) => boolean) =>
  z.object({
    name: text("address_name_required", ADDRESS_LIMITS.name),
    mobile_code: z.preprocess(
      (v) => (typeof v === "string" || typeof v === "number" ? String(v).replace(/[\s+]/g, "") : ""),
      z.string().refine(isDiallingCode, "address_mobile_code_required"),
    ),
    mobile: z.preprocess(
      (v) => (typeof v === "string" || typeof v === "number" ? String(v).replace(/[\s()-]/g, "") : ""),
      z.string().min(1, "address_mobile_required").regex(MOBILE_PATTERN, "address_mobile_invalid"),
    ),
    country: text("address_country_required", ADDRESS_LIMITS.country),
    province: text("address_province_required", ADDRESS_LIMITS.province),
    city: text("address_city_required", ADDRESS_LIMITS.city),
    zip_code: text("address_zip_required", ADDRESS_LIMITS.zip_code),
    address: text("address_detail_required", ADDRESS_LIMITS.address),
    default: z.preprocess((v) => yesNo(v) === true, z.boolean()),
  });

/** `address/address` type and id (fields flat or under `data`). */
export const addressSaveBody = z.object({
  type: z.enum(["add", "edit"], { message: "bad_request" }).catch("add"),
  id: z.coerce.number().int().positive().optional(),
});

/** `address/del` */
export const addressIdBody = z.object({ id: z.coerce.number().int().positive({ message: "not_found" }) });

/** `/api/admin/delivery/save` {unsupported_countries: ["AQ", ...]} (a list, or a comma-separated string). */
export const deliveryRulesBody = z.object({
  unsupported_countries: z.preprocess(
    (v) => (typeof v === "string" ? (v.trim() ? v.split(",") : []) : v === undefined || v === null ? [] : v),
    z.array(z.string().trim().min(1, "bad_request")).max(DELIVERY_RULES_MAX, "bad_request"),
  ),
});
