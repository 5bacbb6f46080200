/**
 * Shop settings (docs/api.md#shop-settings), zod-free: limits, states, working hours and the
 * answers of `shop/setting` and the console's name-change review.
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

/** "HH:MM" on a 24-hour clock; "24:00" closes at midnight */
export const HOURS_TIME = /^([01]\d|2[0-3]):[0-5]\d$|^24:00$/;
export const minutesOf = (hhmm: string) => Number(hhmm.slice(0, 2)) * 60 + Number(hhmm.slice(3, 5));

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
  return hours.days.some((d) => d.day === day && minutesOf(d.open) <= at && at < minutesOf(d.close));
}

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
  /** the introduction in other languages */
  texts: { lang: string; bio: string }[];
}
