/**
 * Money is integer minor units (US cents) as bigint. Never a float.
 * The API speaks USD decimal strings with two decimals ("12.50"); these helpers convert.
 */
export type Cents = bigint;

const AMOUNT = /^(\d{1,13})(?:\.(\d{1,2}))?$/;

/** Parses a non-negative decimal amount with at most two decimals. Returns null when malformed. */
export function parseAmount(input: unknown): Cents | null {
  if (typeof input === "number") input = Number.isFinite(input) ? String(input) : "";
  if (typeof input !== "string") return null;
  const m = AMOUNT.exec(input.trim());
  if (!m) return null;
  const whole = BigInt(m[1] as string);
  const frac = BigInt((m[2] ?? "").padEnd(2, "0"));
  return whole * 100n + frac;
}

/**
 * Orders two decimal amounts by value, for `sort` and comparisons of API strings ("9.50" before
 * "10.00") without a float; a malformed amount counts as zero.
 */
export function compareAmounts(a: unknown, b: unknown): number {
  const x = parseAmount(a) ?? 0n;
  const y = parseAmount(b) ?? 0n;
  return x < y ? -1 : x > y ? 1 : 0;
}

/** 1250n -> "12.50"; -5n -> "-0.05". */
export function toDecimalString(cents: Cents): string {
  const neg = cents < 0n;
  const abs = neg ? -cents : cents;
  const whole = abs / 100n;
  const frac = (abs % 100n).toString().padStart(2, "0");
  return `${neg ? "-" : ""}${whole}.${frac}`;
}

/** Multiplies by parts-per-million with half-up rounding (fees, ratios, rates). */
export function mulPpm(cents: Cents, ppm: bigint): Cents {
  const product = cents * ppm;
  const q = product / 1_000_000n;
  const r = product % 1_000_000n;
  const twice = (r < 0n ? -r : r) * 2n;
  if (twice >= 1_000_000n) return product < 0n ? q - 1n : q + 1n;
  return q;
}

/**
 * Splits a total into parts proportional to weights; the parts always sum to the total
 * (largest-remainder method), so no cent is created or lost.
 */
export function allocate(total: Cents, weights: readonly bigint[]): Cents[] {
  const sum = weights.reduce((a, b) => a + b, 0n);
  if (sum <= 0n) throw new Error("allocate: weights must sum to a positive number");
  const parts = weights.map((w) => (total * w) / sum);
  let rest = total - parts.reduce((a, b) => a + b, 0n);
  const order = weights
    .map((w, i) => ({ i, rem: (total * w) % sum }))
    .sort((a, b) => (b.rem > a.rem ? 1 : b.rem < a.rem ? -1 : a.i - b.i));
  for (let k = 0; rest > 0n; k = (k + 1) % order.length, rest--) {
    const idx = (order[k] as { i: number }).i;
    parts[idx] = (parts[idx] as bigint) + 1n;
  }
  return parts;
}
