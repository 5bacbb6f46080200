import { type Cents, parseAmount, toDecimalString } from "@mp/money";

/** Why a typed amount was refused; each reason has its message under `ui.amount_*`. */
export type MoneyProblem = "invalid" | "negative" | "min" | "max";

export type MoneyParse = { ok: true; cents: Cents; text: string } | { ok: false; problem: MoneyProblem };

export interface MoneyLimits {
  /** inclusive lower bound in cents */
  min?: Cents;
  /** inclusive upper bound in cents */
  max?: Cents;
  /** accept a leading minus (staff corrections); otherwise a negative amount is refused */
  signed?: boolean;
}

/** Up to 13 whole digits (the API's limit), then at most two decimals. */
const DOLLARS = /^([+-]?)(\d{1,13})(?:\.(\d{0,2}))?$/;

/**
 * A dollars amount as typed ("12", "12.5", "12.34", "-3.00") -> integer cents and the API's
 * "12.34" string. Never goes through a float. More than two decimals, letters, grouping commas
 * and (unless `signed`) a minus are refused, and so is anything outside [min, max].
 */
export function parseDollars(input: string, limits: MoneyLimits = {}): MoneyParse {
  const s = input.trim();
  const m = DOLLARS.exec(s);
  if (!m) return { ok: false, problem: "invalid" };
  const negative = m[1] === "-";
  // the digits without their sign ("12." as "12"): the regex above leaves parseAmount nothing to refuse
  const abs = parseAmount(m[3] ? `${m[2]}.${m[3]}` : m[2]) as Cents;
  const cents = negative ? -abs : abs;
  if (negative && !limits.signed && abs !== 0n) return { ok: false, problem: "negative" };
  if (limits.min !== undefined && cents < limits.min) return { ok: false, problem: "min" };
  if (limits.max !== undefined && cents > limits.max) return { ok: false, problem: "max" };
  return { ok: true, cents, text: toDecimalString(cents) };
}

const TYPING = /^[+-]?\d{0,13}(\.\d{0,2})?$/;

/** Whether a keystroke leaves text that can still become an amount (the input ignores the rest). */
export function typingAllowed(text: string, signed = false): boolean {
  return TYPING.test(text) && (signed || !text.startsWith("-"));
}
