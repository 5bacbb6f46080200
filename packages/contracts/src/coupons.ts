import { z } from "zod";
import {
  COUPON_KINDS,
  COUPON_NAME_MAX,
  COUPON_PER_USER_MAX,
  COUPON_TAB_ALIASES,
  COUPON_TABS,
  COUPON_TOTAL_MAX,
} from "./coupons.constants.js";
import { pageQuery } from "./request.js";

/** `coupon/lists` {type, page}: a tab in any of the spellings clients send; none is "all". */
export const couponListBody = pageQuery.extend({
  type: z.preprocess(
    (v) => (typeof v === "string" ? (COUPON_TAB_ALIASES[v.trim().toLowerCase()] ?? v.trim().toLowerCase()) : "all"),
    z.enum(COUPON_TABS, { message: "bad_request" }),
  ),
});
/** `coupon/receive` {id} */
export const couponIdBody = z.object({ id: z.coerce.number().int().positive({ message: "coupon_not_found" }) });

/** A USD amount in cents (parsed by @mp/money's parseAmount, passed in); left out reads as 0. */
const moneyWith = (parseAmount: (v: unknown) => bigint | null) =>
  z
    .preprocess((v) => (v === undefined || v === "" || v === null ? "0" : v), z.unknown())
    .transform((v, ctx) => {
      const cents = parseAmount(v);
      if (cents === null) ctx.addIssue({ code: "custom", message: "bad_request" });
      return cents ?? 0n;
    });
/** unix seconds, or a date string */
const time = z.union([z.coerce.number().int().positive(), z.string().min(1)]).transform((v, ctx) => {
  const d = typeof v === "number" ? new Date(v * 1000) : new Date(v);
  if (Number.isNaN(d.getTime())) ctx.addIssue({ code: "custom", message: "bad_request" });
  return d;
});

/**
 * `/api/admin/coupon/add`: checked so the database CHECKs never have to refuse it. Amounts go
 * through the money package's parser, which the caller passes (contracts stay dependency-free).
 */
export const couponAddBodyWith = (parseAmount: (v: unknown) => bigint | null) => {
  const money = moneyWith(parseAmount);
  return z.object({
    shop_id: z.preprocess(
      (v) => (v === "" || v === null || v === 0 || v === "0" ? undefined : v),
      z.coerce.number().int().positive().optional(),
    ),
    kind: z.enum(COUPON_KINDS, { message: "bad_request" }),
    name: z.string().trim().min(1, "bad_request").max(COUPON_NAME_MAX, "bad_request"),
    amount: money,
    discount: z.coerce.number().int().min(0).max(99).default(0),
    max_discount: money.optional(),
    threshold: money,
    total: z.coerce.number().int().min(1).max(COUPON_TOTAL_MAX),
    per_user: z.coerce.number().int().min(1).max(COUPON_PER_USER_MAX).default(1),
    starts_at: time.optional(),
    ends_at: time,
  });
};

/**
 * `/api/admin/coupon/save`: what may change once a coupon is issued: its name, how many in all
 * (not fewer than are claimed), how many per shopper, and its end (later than now; the unused
 * claims end with it). Its value, threshold, shop and start are what shoppers claimed: they stay.
 */
export const couponSaveBody = z.object({
  id: z.coerce.number().int().positive({ message: "coupon_not_found" }),
  name: z.string().trim().min(1, "bad_request").max(COUPON_NAME_MAX, "bad_request"),
  total: z.coerce.number().int().min(1).max(COUPON_TOTAL_MAX),
  per_user: z.coerce.number().int().min(1).max(COUPON_PER_USER_MAX),
  ends_at: time,
});
/** `/api/admin/coupon/end` and `/api/admin/coupon/del` {id} */
export const couponAdminIdBody = couponIdBody;
