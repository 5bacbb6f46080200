import { z } from "zod";
import {
  BIO_MAX,
  IMAGE_PATH_MAX,
  REVIEW_REASON_MAX,
  SHOPNAME_FORBIDDEN,
  SHOPNAME_MAX,
  SHOPNAME_MIN,
} from "./merchants.constants.js";
import { fail, ID_MAX, pageQuery } from "./request.js";

/**
 * Shop settings (docs/api.md#shop-settings): the merchant's `shop/setting` and `shop/setting_save`,
 * and the console's review of name changes. Avatar, logo, banner, bio, welcome message and working
 * hours change at once; a new name waits for an operator like the application did.
 */
export const WELCOME_MAX = 300;
/** name changes: 2 under review, 3 approved (the shop is renamed), 4 rejected with a reason */
export const NAME_CHANGE_STATE = { review: 2, approved: 3, rejected: 4 } as const;
export const NAME_CHANGE_STATES = [2, 3, 4] as const;
export type NameChangeState = (typeof NAME_CHANGE_STATE)[keyof typeof NAME_CHANGE_STATE];

/** One day's opening: `day` 0 Sunday .. 6 Saturday, times "HH:MM" (24 h) in the shop's time zone, open before close. */
export interface ShopHoursDay {
  day: number;
  open: string;
  close: string;
}
/** Working hours: an IANA time zone and the open days (a day left out is closed; none at all: not given). */
export interface ShopHours {
  timezone: string;
  days: ShopHoursDay[];
}
export const NO_HOURS: ShopHours = { timezone: "UTC", days: [] };

const TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
const minutes = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

/** Whether the time zone is one this runtime knows (IANA names such as "Europe/Berlin", or "UTC"). */
export function knownTimeZone(tz: string): boolean {
  if (!tz || tz.length > 64) return false;
  try {
    new Intl.DateTimeFormat("en", { timeZone: tz });
    return true;
  } catch {
    return false;
  }
}

/** Whether the shop is open at `now` by its hours; null when it gives no hours. */
export function shopOpenAt(hours: ShopHours, now: Date): boolean | null {
  if (!hours.days.length || !knownTimeZone(hours.timezone)) return null;
  const parts = new Intl.DateTimeFormat("en-US", {
    timeZone: hours.timezone,
    weekday: "short",
    hour: "2-digit",
    minute: "2-digit",
    hourCycle: "h23",
  }).formatToParts(now);
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? "";
  const day = ["Sun", "Mon", "Tue", "Wed", "Thu", "Fri", "Sat"].indexOf(part("weekday"));
  const at = Number(part("hour")) * 60 + Number(part("minute"));
  return hours.days.some((d) => d.day === day && minutes(d.open) <= at && at < minutes(d.close));
}

const trimmed = (v: unknown) => (typeof v === "string" ? v.trim() : (v ?? ""));
const picture = z.preprocess(trimmed, z.string().max(IMAGE_PATH_MAX, "upload_invalid"));
const hoursDay = z.object({
  day: z.coerce.number().int().min(0).max(6),
  open: z.string().regex(TIME),
  close: z.string().regex(TIME),
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
    r.data.days.some((d) => minutes(d.open) >= minutes(d.close))
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
  approve: z.coerce.number().int().min(0).max(1),
  reason: z.preprocess(trimmed, z.string().max(REVIEW_REASON_MAX, "bad_request")),
});

/** A requested name change as the merchant and the console see it. */
export interface ShopNameChange {
  id: number;
  shop_id: number;
  /** the shop's public name when asked (the console shows both) */
  old_name: string;
  shopname: string;
  state: NameChangeState;
  reason: string;
  createtime: number;
  reviewtime: number | null;
}

/** `shop/setting`: the shop's settings, and its latest name change (under review, or the last decision), or null. */
export interface ShopSettings {
  id: number;
  shopname: string;
  avatar: string;
  logo: string;
  banner: string;
  bio: string;
  welcome: string;
  hours: ShopHours;
  name_change: ShopNameChange | null;
}
