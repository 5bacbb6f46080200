import type { Db, PageAsk } from "../../platform/db/index.js";
import { pageOf } from "../../platform/db/index.js";
import { shopNames } from "../catalogue/index.js";
import { ordersOfUserForStaff } from "./orders.repo.js";
import { money } from "./presenters.js";

const secs = (d: Date | null) => (d ? Math.floor(d.getTime() / 1000) : null);

/**
 * One user's orders for the staff console (`/api/admin/users/orders`): newest first, with the
 * shop's name, the state, what was paid and refunded. The caller checks the staff role.
 */
export function userOrdersForStaff(db: Db, ask: PageAsk, userId: number) {
  return pageOf(ask, ordersOfUserForStaff(db, userId), async (rows) => {
    const names = new Map(
      (await shopNames(db, [...new Set(rows.map((o) => o.shopId))])).map((s) => [s.id, s.name] as const),
    );
    return rows.map((o) => ({
      id: o.id,
      order_no: o.orderNo,
      shop_id: o.shopId,
      shop_name: names.get(o.shopId) ?? "",
      state: o.state,
      pay: money(o.payMinor),
      refunded: money(o.refundedMinor),
      deleted_by_user: o.deletedByUser,
      createtime: secs(o.createdAt),
      paytime: secs(o.paidAt),
    }));
  });
}
