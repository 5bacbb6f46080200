import { type Cents, parseAmount } from "./cents.js";
import { moneyType } from "./money-types.js";

/** Rates are units of the target currency per 1 USD, as decimal strings ("157.25"). */
export type Rates = Record<string, string>;

const RATE = /^(\d{1,9})(?:\.(\d{1,6}))?$/;

/** "157.25" -> 157_250_000n (micro units); null when malformed. */
export function parseRate(rate: string | undefined): bigint | null {
  if (!rate) return null;
  const m = RATE.exec(rate);
  if (!m) return null;
  return BigInt(m[1] as string) * 1_000_000n + BigInt((m[2] ?? "").padEnd(6, "0"));
}

function groupThousands(digits: string): string {
  return digits.replace(/\B(?=(\d{3})+(?!\d))/g, ",");
}

/**
 * Converts USD cents to the chosen money type and formats it with thousands separators
 * (the spec's rule: "1,234.50"), rounding half up. An unknown rate shows USD.
 */
export function formatMoney(usd: Cents | string, mtype: string, rates: Rates = {}): string {
  const cents = typeof usd === "string" ? (parseSignedAmount(usd) ?? 0n) : usd;
  let type = moneyType(mtype);
  let rateMicros = type.currency === "USD" ? 1_000_000n : parseRate(rates[type.code]);
  if (rateMicros === null) {
    type = moneyType("en");
    rateMicros = 1_000_000n;
  }
  const scale = type.digits === 2 ? 100n : 1n;
  // target minor = cents * rate * scale / (100 * 1e6), half up
  const num = (cents < 0n ? -cents : cents) * rateMicros * scale;
  const den = 100n * 1_000_000n;
  const minor = (num * 2n + den) / (den * 2n);
  const whole = type.digits === 2 ? minor / 100n : minor;
  const frac = type.digits === 2 ? `.${(minor % 100n).toString().padStart(2, "0")}` : "";
  const body = `${groupThousands(whole.toString())}${frac}`;
  const sign = cents < 0n ? "-" : "";
  return type.position === "prefix" ? `${sign}${type.symbol}${body}` : `${sign}${body}${type.symbol}`;
}

function parseSignedAmount(s: string): Cents | null {
  const t = s.trim();
  if (t.startsWith("-")) {
    const v = parseAmount(t.slice(1));
    return v === null ? null : -v;
  }
  return parseAmount(t);
}
