import { z } from "zod";
import { shopTextsField } from "./goods-texts.js";
import {
  BIO_MAX,
  IMAGE_PATH_MAX,
  REVIEW_REASON_MAX,
  SHOPNAME_FORBIDDEN,
  SHOPNAME_MAX,
  SHOPNAME_MIN,
} from "./merchants.constants.js";
import { bitField, fail, ID_MAX, pageQuery } from "./request.js";
import {
  HOURS_TIME,
  knownTimeZone,
  minutesOf,
  NAME_CHANGE_STATES,
  NO_HOURS,
  type ShopHours,
  WELCOME_MAX,
} from "./shop-settings.constants.js";

export * from "./shop-settings.constants.js";

/**
 * Shop settings (docs/api.md#shop-settings): the merchant's `shop/setting` and `shop/setting_save`,
 * and the console's review of name changes. Avatar, logo, banner, bio, welcome message and working
 * hours change at once; a new name waits for an operator like the application did.
 */
const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : (v ?? ""));
const picture = z.preprocess(trimmed, z.string().max(IMAGE_PATH_MAX, "upload_invalid"));
const hoursDay = z.object({
  day: z.coerce.number().int().min(0).max(6),
  open: z.string().regex(HOURS_TIME),
  close: z.string().regex(HOURS_TIME),
});
const hoursShape = z.object({
  timezone: z.string().max(64),
  days: z.array(hoursDay).max(7),
});
/** working hours: a known zone, at most one entry per day, each opening before it closes; anything else is "hours_invalid" */
export const shopHours = z.unknown().transform((v, ctx): ShopHours => {
  const r = hoursShape.safeParse(v === undefined || v === null || v === "" ? NO_HOURS : v);
  if (
    !r.success ||
    !knownTimeZone(r.data.timezone) ||
    new Set(r.data.days.map((d) => d.day)).size !== r.data.days.length ||
    r.data.days.some((d) => minutesOf(d.open) >= minutesOf(d.close))
  )
    return fail(ctx, "hours_invalid", "hours");
  return { timezone: r.data.timezone, days: [...r.data.days].sort((a, b) => a.day - b.day) };
});

/** `shop/setting_save`: the whole form; a `shopname` other than the shop's name asks for a name change. */
export const shopSettingBody = z.object({
  shopname: z.preprocess(
    trimmed,
    z
      .string()
      .min(SHOPNAME_MIN, "shopname_invalid")
      .max(SHOPNAME_MAX, "shopname_invalid")
      .refine((v) => !SHOPNAME_FORBIDDEN.test(v), "shopname_invalid"),
  ),
  avatar: picture,
  logo: picture,
  banner: picture,
  bio: z.preprocess(trimmed, z.string().max(BIO_MAX, "bio_too_long")),
  welcome: z.preprocess(trimmed, z.string().max(WELCOME_MAX, "welcome_too_long")),
  hours: shopHours,
  /** the introduction in other languages (absent: kept as stored) */
  texts: shopTextsField(BIO_MAX),
});
export type ShopSettingBody = z.infer<typeof shopSettingBody>;

/** `/api/admin/shop/name_changes`: an unknown state lists every state. */
export const shopNameChangesQuery = pageQuery.extend({
  state: z.coerce
    .number()
    .int()
    .refine((v) => (NAME_CHANGE_STATES as readonly number[]).includes(v))
    .optional()
    .catch(undefined),
});
/** `/api/admin/shop/name_review`: approve 1 renames the shop; 0 rejects it with the reason the merchant sees. */
export const shopNameReviewBody = z.object({
  id: z.coerce.number().int().positive().max(ID_MAX),
  approve: bitField(),
  reason: z.preprocess(trimmed, z.string().max(REVIEW_REASON_MAX, "bad_request")),
});
