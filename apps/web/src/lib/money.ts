import {
  type Cents,
  formatMoney,
  type MoneyType,
  moneyType,
  parseAmount,
  parseRate,
  type Rates,
  toDecimalString,
} from "@mp/money";
import { useCallback, useMemo } from "react";
import { useAppStore } from "./app-store";

/** init's rates by money type code (units of that currency per 1 USD). */
export function useRates(): Rates {
  const types = useAppStore((s) => s.init_data?.money_types);
  return useMemo<Rates>(() => Object.fromEntries((types ?? []).map((m) => [m.code, m.rate])), [types]);
}

/**
 * An amount in the ledger's own currency, US dollars ("US$1,234.50"), whatever money type is
 * chosen: the one formatter of the staff console, the bond and the wallet's rules. A USD decimal
 * string from the API ("1500.00") or cents.
 */
export const usd = (v: string | Cents): string => formatMoney(v, "en");

/** Cents given as a number or its digits (dashboard figures, catalogue prices in minor units) as US dollars. */
export const usdCents = (cents: number | string): string => usd(BigInt(Math.round(Number(cents))));

/** A signed ledger posting ("+25.00", "-3.00"; "0.00" has none) in US dollars, keeping its sign: "+US$25.00", "-US$3.00". */
export const signedUsd = (v: string): string => (/^[+-]/.test(v) ? `${v[0]}${usd(v.slice(1))}` : usd(v));

/** Formats USD decimal strings from the API in the chosen money type, with init's rates. */
export function useMoney(): (usd: string) => string {
  const moneyType = useAppStore((s) => s.moneyType);
  const rates = useRates();
  return useCallback((usd: string) => formatMoney(usd, moneyType, rates), [moneyType, rates]);
}

/** The chosen money type; USD when init has no rate for it (formatMoney falls back the same way). */
export function useMoneyType(): MoneyType {
  const code = useAppStore((s) => s.moneyType);
  const rates = useRates();
  const type = moneyType(code);
  return type.currency === "USD" || parseRate(rates[type.code]) !== null ? type : moneyType("en");
}

const AMOUNT = /^(\d{1,12})(?:\.(\d{1,2}))?$/;

/**
 * An amount the shopper typed in the chosen money type -> USD decimal string for a list filter
 * (the API filters in USD). The low end rounds down and the high end up, so that the range
 * never drops a product the shopper would see inside it. Null when the amount is malformed.
 */
export function toUsdFilter(amount: string, type: MoneyType, rates: Rates, end: "low" | "high"): string | null {
  // the amount in hundredths of the chosen currency (the same digits as a USD amount)
  const hundredths = AMOUNT.test(amount.trim()) ? parseAmount(amount) : null;
  if (hundredths === null) return null;
  const rate = type.currency === "USD" ? 1_000_000n : parseRate(rates[type.code]);
  if (!rate) return toDecimalString(hundredths);
  const num = hundredths * 1_000_000n;
  let cents: Cents = num / rate;
  if (end === "high" && num % rate !== 0n) cents += 1n;
  return toDecimalString(cents);
}
