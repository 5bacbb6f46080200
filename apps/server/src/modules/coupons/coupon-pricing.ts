import { mulPpm } from "@mp/money";
import type { CouponKind } from "./coupons.tables.js";

/** What a coupon takes off a goods total, in cents. Pure; the threshold is checked by the caller. */
export function couponDiscount(
  c: { kind: CouponKind; amountMinor: bigint; discountPercent: number; maxDiscountMinor: bigint | null },
  goodsTotalCents: bigint,
): bigint {
  let off: bigint;
  if (c.kind === "discount") {
    // percent off, rounded half up to the cent, within the cap
    off = mulPpm(goodsTotalCents, BigInt(c.discountPercent) * 10_000n);
    if (c.maxDiscountMinor !== null && off > c.maxDiscountMinor) off = c.maxDiscountMinor;
  } else {
    off = c.amountMinor;
  }
  // never more than the goods cost
  return off > goodsTotalCents ? goodsTotalCents : off < 0n ? 0n : off;
}
