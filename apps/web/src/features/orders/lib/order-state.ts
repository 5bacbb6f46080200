import { parseAmount, toDecimalString } from "@mp/money";
import type { Order, OrderTab } from "../api/orders-api";

/** Order states of DOMAIN.md section 2. */
export const ORDER_STATE = {
  unpaid: 1,
  toShip: 2,
  toReceive: 3,
  toReview: 4,
  completed: 6,
  cancelled: 7,
} as const;

/** Refund states of DOMAIN.md section 2. */
export const REFUND_STATE = {
  applied: 0,
  agreed: 1,
  refused: 2,
  arbitration: 3,
  refunded: 4,
  closed: 5,
  returnShipped: 6,
} as const;

/** The tabs of `/my-order` (SPEC.md section 2) and the `state` each asks `getOrderList` for. */
export const ORDER_TABS: { tab: OrderTab; label: string }[] = [
  { tab: "all", label: "orders.tab_all" },
  { tab: "1", label: "orders.tab_unpaid" },
  { tab: "2", label: "orders.tab_to_ship" },
  { tab: "3", label: "orders.tab_to_receive" },
  { tab: "4", label: "orders.tab_to_review" },
  { tab: "refund", label: "orders.tab_refund" },
];

export const stateLabel = (state: number) => `orders.state_${state}`;
export const refundStateLabel = (state: number) => `orders.refund_state_${state}`;

/** A refund that is still running blocks a second application and the order's other actions. */
export const refundOpen = (o: Order) =>
  (o.refunds ?? []).some((r) => r.state !== REFUND_STATE.refunded && r.state !== REFUND_STATE.closed);

/** What can still be refunded: the payment less what earlier refunds returned. */
export const refundable = (o: Order): string =>
  toDecimalString((parseAmount(o.pay) ?? 0n) - (parseAmount(o.refunded) ?? 0n));

/**
 * The after-sales window after receipt (DOMAIN.md section 4). Only decides whether the button
 * shows; the server checks again and answers "order exceeded after-sales time".
 */
export const AFTER_SALES_DAYS = 7;
const inAfterSales = (o: Order, now = Date.now()) =>
  o.taketime !== null && now < (o.taketime + AFTER_SALES_DAYS * 86_400) * 1000;

export type OrderAction =
  | "pay"
  | "cancel"
  | "confirm"
  | "review"
  | "address"
  | "logistics"
  | "refund"
  | "delete"
  | "contact";

/** What the shopper may do with an order in its state (SPEC.md section 4; the server decides again). */
export function orderActions(o: Order): OrderAction[] {
  const open = refundOpen(o);
  switch (o.state) {
    case ORDER_STATE.unpaid:
      return ["pay", "cancel", "contact"];
    case ORDER_STATE.toShip:
      return open ? ["contact"] : ["cancel", ...(o.address_edited ? [] : (["address"] as const)), "contact"];
    case ORDER_STATE.toReceive:
      return open ? ["logistics", "contact"] : ["confirm", "logistics", "refund", "contact"];
    case ORDER_STATE.toReview:
      return open ? ["logistics", "contact"] : ["review", "logistics", "refund", "contact"];
    case ORDER_STATE.completed:
      if (open) return ["logistics", "contact"];
      return inAfterSales(o) ? ["logistics", "refund", "delete", "contact"] : ["logistics", "delete", "contact"];
    case ORDER_STATE.cancelled:
      return ["delete", "contact"];
    default:
      return ["contact"];
  }
}
