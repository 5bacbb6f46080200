import { z } from "zod";
import { email } from "./accounts.js";
import {
  APPLY_STATES,
  APPLY_TEXT_MAX,
  BIO_MAX,
  ID_NUMBER_PATTERN,
  IMAGE_PATH_MAX,
  MERCHANT_MIN_AGE,
  OPEN_STORE_TYPES,
  POSTAL_CODE_MAX,
  REVIEW_REASON_MAX,
  SHOPNAME_FORBIDDEN,
  SHOPNAME_MAX,
  SHOPNAME_MIN,
  STREET_MAX,
} from "./merchants.constants.js";
import { bitField, pageQuery, yesNo } from "./request.js";

/**
 * Shop application contracts (docs/api.md#shop-applications). Fields are checked in the order the
 * wizard shows them; each failure answers its catalogue key and names its field.
 */
const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : (v ?? ""));
const text = (key: "field_required", max: number) =>
  z.preprocess(trimmed, z.string({ message: key }).min(1, key).max(max, key));
const ticked = (key: "agreement_required" | "address_confirm_required") =>
  z.preprocess((v) => yesNo(v) === true, z.literal(true, { message: key }));

/** today as YYYY-MM-DD (UTC) */
export const todayIso = (now = new Date()): string => now.toISOString().slice(0, 10);
/** a real calendar day written YYYY-MM-DD, or null */
export function isoDay(v: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(v)) return null;
  const d = new Date(`${v}T00:00:00Z`);
  return Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== v ? null : v;
}
/** the latest birthday of someone who is MERCHANT_MIN_AGE today */
export function adultBornBy(now = new Date()): string {
  const d = new Date(now);
  d.setUTCFullYear(d.getUTCFullYear() - MERCHANT_MIN_AGE);
  return todayIso(d);
}

const birthday = z.preprocess(
  trimmed,
  z
    .string({ message: "birthday_invalid" })
    .refine((v) => isoDay(v) !== null && v >= "1900-01-01" && v <= todayIso(), "birthday_invalid")
    .refine((v) => v <= adultBornBy(), "applicant_too_young"),
);
const idValidity = z.preprocess(
  trimmed,
  z
    .string({ message: "id_validity_invalid" })
    .refine((v) => isoDay(v) !== null && v >= todayIso() && v <= "2200-12-31", "id_validity_invalid"),
);
const photo = z.preprocess(trimmed, z.string().min(1, "id_photo_required").max(IMAGE_PATH_MAX, "id_photo_required"));
const picture = z.preprocess(trimmed, z.string().max(IMAGE_PATH_MAX, "upload_invalid"));

/** `shop/apply`: the whole application */
export const shopApplyBody = z.object({
  store_type: z.preprocess(
    (v) => (v === "" || v === undefined || v === null ? Number.NaN : Number(v)),
    z.number({ message: "store_type_closed" }).refine((v) => OPEN_STORE_TYPES.includes(v), "store_type_closed"),
  ),
  name: text("field_required", APPLY_TEXT_MAX),
  birthday,
  birthplace: text("field_required", APPLY_TEXT_MAX),
  residence: text("field_required", APPLY_TEXT_MAX),
  nationality: text("field_required", APPLY_TEXT_MAX),
  issuing_country: text("field_required", APPLY_TEXT_MAX),
  id_number: z.preprocess(trimmed, z.string().regex(ID_NUMBER_PATTERN, "id_number_invalid")),
  id_validity: idValidity,
  id_front: photo,
  id_back: photo,
  shopname: z.preprocess(
    trimmed,
    z
      .string()
      .min(SHOPNAME_MIN, "shopname_invalid")
      .max(SHOPNAME_MAX, "shopname_invalid")
      .refine((v) => !SHOPNAME_FORBIDDEN.test(v), "shopname_invalid"),
  ),
  street: text("field_required", STREET_MAX),
  city: text("field_required", APPLY_TEXT_MAX),
  postal_code: text("field_required", POSTAL_CODE_MAX),
  email,
  avatar: picture,
  logo: picture,
  bio: z.preprocess(trimmed, z.string().max(BIO_MAX, "bio_too_long")),
  agreement: ticked("agreement_required"),
  address_confirm: ticked("address_confirm_required"),
});
export type ShopApplyBody = z.infer<typeof shopApplyBody>;

/** `/api/admin/shop/applications`: an unknown state lists every state. */
export const shopApplicationsQuery = pageQuery.extend({
  state: z.coerce
    .number()
    .int()
    .refine((v) => (APPLY_STATES as readonly number[]).includes(v))
    .optional()
    .catch(undefined),
});
/** `/api/admin/shop/review`: approve 1 opens the shop; 0 fails it with the reason the applicant sees. */
export const shopReviewBody = z.object({
  id: z.coerce.number().int().positive(),
  approve: bitField(),
  reason: z.preprocess(trimmed, z.string().max(REVIEW_REASON_MAX, "bad_request")),
});
