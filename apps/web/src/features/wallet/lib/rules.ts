import { formatMoney, mulPpm, parseAmount, toDecimalString } from "@mp/money";
import type { AddressNetwork } from "../api/wallet-api";

/** Address formats per network; the server checks the same (addresses.service.ts). */
export const ADDRESS_FORMATS: Record<AddressNetwork, RegExp> = {
  "USDT-TRC20": /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  "USDT-ERC20": /^0x[0-9a-fA-F]{40}$/,
  BANK: /^\d{8,30}$/,
};

/** Spaces are ignored in addresses and card numbers, as the server does. */
export const compact = (s: string) => s.replace(/\s+/g, "");

export function addressValid(network: AddressNetwork, address: string): boolean {
  return ADDRESS_FORMATS[network].test(compact(address));
}

/**
 * The fee and the actual amount of a withdrawal, as the server computes them:
 * fee = amount x fee_ppm / 1,000,000 rounded half up to the cent. Null when the amount is malformed.
 */
export function withdrawalQuote(amount: string, feePpm: number): { fee: string; actual: string } | null {
  const cents = parseAmount(amount);
  if (cents === null) return null;
  const fee = mulPpm(cents, BigInt(feePpm));
  return { fee: toDecimalString(fee), actual: toDecimalString(cents - fee) };
}

/** Whether a USD amount string lies within [min, max] (both inclusive). */
export function withinLimits(amount: string, min: string, max: string): boolean {
  const a = parseAmount(amount);
  const lo = parseAmount(min);
  const hi = parseAmount(max);
  return a !== null && a > 0n && (lo === null || a >= lo) && (hi === null || a <= hi);
}

/** A USD amount as the forms take it (requests are in USD): "US$1,234.50". */
export const usd = (v: string) => formatMoney(v, "en");
