import type { Db } from "../../platform/db/index.js";
import { shopOwnerId } from "../catalogue/index.js";
import { findOrder, linesOfOrders } from "./orders.repo.js";
import { money } from "./presenters.js";

/** An order as a chat card: what both sides see of it, in no one's words (each reader's app labels it). */
export interface OrderCard {
  id: number;
  order_no: string;
  /** the first line's picture and title; `lines` how many lines there are in all */
  image: string;
  title: string;
  lines: number;
  /** how many items, and what the buyer paid (USD decimal string) */
  number: number;
  pay: string;
  shop_id: number;
  buyer_id: number;
}

/**
 * The order's card for a chat message from `senderId`, with who may receive it: the order's buyer
 * and its shop's owner write it to each other (or to customer service). Null for an order that
 * does not exist or that the sender is neither side of, so that no one learns of another's order.
 */
export async function orderCardFor(
  db: Db,
  orderId: number,
  senderId: number,
): Promise<{ card: OrderCard; buyerId: number; ownerId: number | null } | null> {
  const o = await findOrder(db, orderId);
  if (!o) return null;
  const ownerId = await shopOwnerId(db, o.shopId);
  if (senderId !== o.userId && senderId !== ownerId) return null;
  const lines = await linesOfOrders(db, [o.id]);
  const first = lines[0];
  return {
    card: {
      id: o.id,
      order_no: o.orderNo,
      image: first?.image ?? "",
      title: first?.title ?? "",
      lines: lines.length,
      number: lines.reduce((n, l) => n + l.number, 0),
      pay: money(o.payMinor),
      shop_id: o.shopId,
      buyer_id: o.userId,
    },
    buyerId: o.userId,
    ownerId,
  };
}
