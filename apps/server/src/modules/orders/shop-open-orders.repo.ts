import { OPEN_REFUND_STATES } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { type Db, queryRows } from "../../platform/db/index.js";

/**
 * "Unprocessed orders" of a shop (docs/rules.md#store-levels): orders to ship or to receive
 * (states 2 and 3), or an open refund on any of its orders. A bond refund is refused while
 * there is one; the caller holds the shop's row lock, which paying an order also takes.
 */
export async function shopHasUnprocessedOrders(db: Db, shopId: number): Promise<boolean> {
  const [row] = await queryRows<{ open: boolean }>(
    db,
    sql`select exists (select 1 from orders where shop_id = ${shopId} and state in (2, 3))
        or exists (select 1 from refunds r where r.shop_id = ${shopId} and r.state in (${sql.join(
          OPEN_REFUND_STATES.map((s) => sql`${s}`),
          sql`, `,
        )})) as open`,
  );
  return Boolean(row?.open);
}
