import { ADDRESS_FORMATS, compactAddress as compact, type WithdrawNetwork } from "@mp/contracts/constants";
import { mulPpm, parseAmount, toDecimalString } from "@mp/money";

/** Address formats per network and the spaces rule are the contract's: the server checks the same. */
export { ADDRESS_FORMATS, compact };

export function addressValid(network: WithdrawNetwork, address: string): boolean {
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

/** A USD amount as the forms take it (requests are in USD): "US$1,234.50", by the app's one formatter. */
export { usd } from "../../../lib/money";
