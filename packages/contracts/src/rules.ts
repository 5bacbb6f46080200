import { z } from "zod";
import { yesNoField } from "./request.js";
import { RECHARGE_NETWORKS, WITHDRAW_NETWORKS } from "./wallet.constants.js";

/**
 * The published rules tables staff edit in the console (docs/rules.md): store levels, money-type
 * rates, withdrawal and recharge settings. Money is a USD decimal string ("10.00", at most two
 * decimals); percents are strings ("0.60"); counts are whole numbers.
 */

const AMOUNT = /^\d{1,11}(\.\d{1,2})?$/;
/** a USD amount as a decimal string with at most two decimals */
export const dollars = (key: string) =>
  z.preprocess((v) => (typeof v === "number" ? String(v) : v), z.string({ message: key }).trim().regex(AMOUNT, key));
/** "10.00" -> 1000 (the string has passed `dollars`) */
export const dollarsToCents = (s: string) => {
  const [whole, frac = ""] = s.split(".");
  return Number(whole) * 100 + Number(frac.padEnd(2, "0"));
};
const count = (key: string, max: number) => z.coerce.number({ message: key }).int(key).min(0, key).max(max, key);

const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;
/** a percent string with at most two decimals, within [min, below) */
const percent = (key: string, check: (n: number) => boolean) =>
  z.preprocess(
    (v) => (typeof v === "number" ? String(v) : v),
    z
      .string({ message: key })
      .trim()
      .regex(PERCENT, key)
      .refine((s) => check(Number(s)), key),
  );

/** One row of `/api/admin/rules/store_levels_save`: bond and price cap in dollars; null = unlimited / no cap. */
export const storeLevelRow = z.object({
  level: z.coerce.number({ message: "levels_invalid" }).int("levels_invalid").min(1, "levels_invalid"),
  bond: dollars("level_amount_invalid"),
  profit_ratio: percent("ratio_invalid", (n) => n > 0 && n <= 100),
  daily_impressions: count("level_count_invalid", 10_000_000),
  product_limit: z.union([
    z.null(),
    z.coerce
      .number({ message: "level_count_invalid" })
      .int("level_count_invalid")
      .min(1, "level_count_invalid")
      .max(1_000_000, "level_count_invalid"),
  ]),
  price_cap: z.union([z.null(), dollars("level_amount_invalid")]),
});

/**
 * `/api/admin/rules/store_levels_save` {levels}: numbered 1, 2, 3... in order, level 1 at a bond of
 * 0 and each next level's bond above the one before (the level is a function of the bond).
 */
export const storeLevelsBody = z
  .object({
    levels: z.array(storeLevelRow, { message: "levels_invalid" }).min(1, "levels_invalid").max(20, "levels_invalid"),
  })
  .superRefine((v, ctx) => {
    v.levels.forEach((l, i) => {
      if (l.level !== i + 1) ctx.addIssue({ code: "custom", message: "levels_invalid", path: ["levels"] });
    });
    if (v.levels[0] && dollarsToCents(v.levels[0].bond) !== 0)
      ctx.addIssue({ code: "custom", message: "levels_bond_order", path: ["levels"] });
    for (let i = 1; i < v.levels.length; i++) {
      const prev = v.levels[i - 1];
      const cur = v.levels[i];
      if (prev && cur && dollarsToCents(cur.bond) <= dollarsToCents(prev.bond))
        ctx.addIssue({ code: "custom", message: "levels_bond_order", path: ["levels"] });
    }
  });
export type StoreLevelsBody = z.infer<typeof storeLevelsBody>;

/** A money-type rate: units per 1 USD, above 0, at most 6 decimals. */
export const moneyRate = z.preprocess(
  (v) => (typeof v === "number" ? String(v) : v),
  z
    .string({ message: "rate_invalid" })
    .trim()
    .regex(/^\d{1,9}(\.\d{1,6})?$/, "rate_invalid")
    .refine((s) => Number(s) > 0, "rate_invalid"),
);
/** `/api/admin/rules/money_rates_save` {rates: {code: "150.00"}} (codes checked by the server against MONEY_TYPES). */
export const moneyRatesBody = z.object({ rates: z.record(z.string(), moneyRate, { message: "rate_invalid" }) });

/**
 * `/api/admin/rules/withdraw_save`: `fee_rate` a percent of the amount ("0.60" = 0.6 %, 0 up to
 * below 100, at most two decimals); `min`, `max` USD decimal strings ("10.00"); `networks` the
 * enabled subset of WITHDRAW_NETWORKS.
 */
export const withdrawRulesBody = z
  .object({
    enabled: yesNoField(),
    fee_rate: percent("fee_rate_invalid", (n) => n >= 0 && n < 100),
    min: dollars("limit_invalid"),
    max: dollars("limit_invalid"),
    monthly_count: count("count_invalid", 1000),
    cooldown_hours: count("count_invalid", 24 * 90),
    networks: z.array(z.enum(WITHDRAW_NETWORKS, { message: "networks_invalid" }), { message: "networks_invalid" }),
  })
  .superRefine((v, ctx) => {
    if (dollarsToCents(v.min) > dollarsToCents(v.max))
      ctx.addIssue({ code: "custom", message: "limits_order", path: ["max"] });
    if (new Set(v.networks).size !== v.networks.length)
      ctx.addIssue({ code: "custom", message: "networks_invalid", path: ["networks"] });
  });
export type WithdrawRulesBody = z.infer<typeof withdrawRulesBody>;

/** An uploaded public image path (`/uploads/public/...`), or "" for none. */
const imagePath = z
  .string({ message: "qr_invalid" })
  .trim()
  .regex(/^(\/uploads\/public\/[A-Za-z0-9_/-]+\.webp)?$/, "qr_invalid")
  .refine((s) => !s.includes(".."), "qr_invalid");
const text = (max: number) => z.string({ message: "field_required" }).trim().max(max, "field_required");

/**
 * `/api/admin/rules/recharge_save`: the platform's USDT address and QR image per network, the
 * bank details, on/off per channel and the amount limits (USD decimal strings).
 */
export const rechargeRulesBody = z
  .object({
    enabled: yesNoField(),
    min: dollars("limit_invalid"),
    max: dollars("limit_invalid"),
    usdt: z.array(
      z.object({
        network: z.enum(RECHARGE_NETWORKS, { message: "networks_invalid" }),
        enabled: yesNoField(),
        address: text(120),
        qr: imagePath,
      }),
      { message: "networks_invalid" },
    ),
    bank: z.object({
      enabled: yesNoField(),
      bank_name: text(120),
      account_name: text(120),
      account_no: text(60),
      swift: text(20),
    }),
  })
  .superRefine((v, ctx) => {
    if (dollarsToCents(v.min) > dollarsToCents(v.max))
      ctx.addIssue({ code: "custom", message: "limits_order", path: ["max"] });
    if (new Set(v.usdt.map((u) => u.network)).size !== v.usdt.length)
      ctx.addIssue({ code: "custom", message: "networks_invalid", path: ["usdt"] });
    v.usdt.forEach((u, i) => {
      if (u.enabled && !u.address)
        ctx.addIssue({ code: "custom", message: "field_required", path: ["usdt", i, "address"] });
    });
    if (v.bank.enabled)
      for (const k of ["bank_name", "account_name", "account_no"] as const)
        if (!v.bank[k]) ctx.addIssue({ code: "custom", message: "field_required", path: ["bank", k] });
  });
export type RechargeRulesBody = z.infer<typeof rechargeRulesBody>;
