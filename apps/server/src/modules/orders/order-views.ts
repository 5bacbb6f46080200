import type { Db } from "../../platform/db/index.js";
import { shopNames } from "../catalogue/index.js";
import { linesOfOrders, type OrderRow, orderNosOf } from "./orders.repo.js";
import { presentOrder, presentRefund } from "./presenters.js";
import type { RefundRow } from "./refunds.repo.js";

/** Orders and refunds as lists show them, with what they need loaded (lines, shop names, order numbers). */

/** Orders with their lines and shop names, presented. */
export async function presentOrders(db: Db, rows: OrderRow[]) {
  if (!rows.length) return [];
  const [lines, shopRows] = await Promise.all([
    linesOfOrders(
      db,
      rows.map((o) => o.id),
    ),
    shopNames(db, [...new Set(rows.map((o) => o.shopId))]),
  ]);
  const shopById = new Map(shopRows.map((s) => [s.id, s]));
  return rows.map((o) => {
    const presented = presentOrder(
      o,
      lines.filter((l) => l.orderId === o.id),
      shopById.get(o.shopId),
    );
    // fixed at receipt (the timer then in force), so a later change of the timer does not move it
    const end = o.aftersalesUntil ? Math.floor(o.aftersalesUntil.getTime() / 1000) : null;
    return { ...presented, aftersale_end: presented.taketime === null ? null : end };
  });
}

/** Refunds with their orders' numbers, presented. */
export async function presentRefunds(db: Db, rows: RefundRow[]) {
  if (!rows.length) return [];
  const no = await orderNosOf(
    db,
    rows.map((r) => r.orderId),
  );
  return rows.map((r) => presentRefund(r, { order_no: no.get(r.orderId) ?? "" }));
}
