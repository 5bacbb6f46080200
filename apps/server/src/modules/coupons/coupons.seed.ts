import type { Db } from "../../platform/db/index.js";
import * as repo from "./coupons.repo.js";

const DAY = 86_400_000;

/** Demo coupons: three platform ones (one of each kind) and two per given shop. Skipped when any exist. */
export async function seedDemoCoupons(db: Db, shopIds: number[]): Promise<void> {
  if ((await repo.adminPage(db, { page: 1, limit: 1 }, (rows) => rows)).total > 0) return;
  const now = Date.now();
  const base = { startsAt: new Date(now - DAY), endsAt: new Date(now + 60 * DAY), createdBy: "system" };
  await repo.insertCoupon(db, { ...base, kind: "instant", name: "Welcome $5 off", amountMinor: 500n, total: 1000 });
  await repo.insertCoupon(db, {
    ...base,
    kind: "reduction",
    name: "$20 off orders over $150",
    amountMinor: 2000n,
    thresholdMinor: 15000n,
    total: 500,
  });
  await repo.insertCoupon(db, {
    ...base,
    kind: "discount",
    name: "10% off orders over $50",
    discountPercent: 10,
    maxDiscountMinor: 3000n,
    thresholdMinor: 5000n,
    total: 500,
    perUser: 2,
  });
  for (const shopId of shopIds) {
    await repo.insertCoupon(db, {
      ...base,
      shopId,
      kind: "reduction",
      name: "Shop deal: $8 off over $60",
      amountMinor: 800n,
      thresholdMinor: 6000n,
      total: 200,
    });
    await repo.insertCoupon(db, {
      ...base,
      shopId,
      kind: "instant",
      name: "Shop gift: $2 off",
      amountMinor: 200n,
      total: 100,
    });
  }
}
