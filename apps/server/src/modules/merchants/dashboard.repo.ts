import { APPLY_STATE, BOND_REFUND_STATE, NAME_CHANGE_STATE } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { type Db, literal, queryRows } from "../../platform/db/index.js";

/** What waits for staff in the merchants module: shop applications, name changes, bond refunds. */
export async function pendingShopReviews(
  db: Db,
): Promise<{ applications: number; name_changes: number; bond_refunds: number }> {
  const [row] = await queryRows<{ applications: number; name_changes: number; bond_refunds: number }>(
    db,
    sql`select (select count(*)::int from shop_applications where state = ${literal(APPLY_STATE.review)}) as applications,
               (select count(*)::int from shop_name_changes where state = ${literal(NAME_CHANGE_STATE.review)}) as name_changes,
               (select count(*)::int from bond_refunds where state = ${literal(BOND_REFUND_STATE.pending)}) as bond_refunds`,
  );
  return row ?? { applications: 0, name_changes: 0, bond_refunds: 0 };
}
