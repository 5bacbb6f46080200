import { text } from "@mp/texts";
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
    text: text("notice.welcome"),
  });
  await notify(db, {
    userId,
    kind: "system",
    text: text("notice.coupons_here"),
    modules: "coupon",
  });
}
