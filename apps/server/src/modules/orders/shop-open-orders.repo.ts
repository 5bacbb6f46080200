import { OPEN_REFUND_STATES, PAID_ORDER_STATES } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { type Db, literal, queryRows } from "../../platform/db/index.js";

/**
 * Orders of a shop that are not settled yet (docs/rules.md#store-levels): paid and not cancelled
 * (states 2, 3, 4 and 6) with no settlement, that is to ship, to receive, or received and still
 * inside the after-sales window, where a refund can still come; or an open refund on any of its
 * orders. A bond refund is refused while there is one (the `orders_shop_pending_idx` partial
 * index answers it); the caller holds the shop's row lock, which paying an order also takes.
 */
export async function shopHasUnsettledOrders(db: Db, shopId: number): Promise<boolean> {
  const [row] = await queryRows<{ open: boolean }>(
    db,
    sql`select exists (select 1 from orders where shop_id = ${shopId} and settled_at is null
          and paid_at is not null and state in (${literal(...PAID_ORDER_STATES)}))
        or exists (select 1 from refunds r where r.shop_id = ${shopId} and r.state in (${sql.join(
          OPEN_REFUND_STATES.map((s) => sql`${s}`),
          sql`, `,
        )})) as open`,
  );
  return Boolean(row?.open);
}
