import { eq } from "drizzle-orm";
import type { Db } from "../../platform/db/index.js";
import { notify } from "./messages.service.js";
import { notices } from "./messages.tables.js";

/** The demo shopper's first notices (a welcome and where coupons are), once. */
export async function seedDemoNotices(db: Db, userId: number): Promise<void> {
  const [any] = await db.select({ id: notices.id }).from(notices).where(eq(notices.userId, userId)).limit(1);
  if (any) return;
  await notify(db, {
    userId,
    kind: "system",
    title: "Welcome to the marketplace",
    content: "Your account is ready. Coupons from the platform and from shops are waiting in the member centre.",
  });
  await notify(db, {
    userId,
    kind: "system",
    title: "Coupons are here",
    content: "Claim a coupon on the coupons page; checkout takes it off the shop's order.",
    modules: "coupon",
  });
}
