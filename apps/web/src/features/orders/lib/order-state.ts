import {
  AFTER_SALES_MS,
  ORDER_TABS as CONTRACT_TABS,
  OPEN_REFUND_STATES,
  ORDER_STATE,
  REFUND_STATE,
} from "@mp/contracts/constants";
import { parseAmount, toDecimalString } from "@mp/money";
import type { TFunction } from "i18next";
import type { Order, OrderTab } from "../api/orders-api";

export { ORDER_STATE, REFUND_STATE };

/** The label of each tab of `/my-order` (the contract's ORDER_TABS, in the same order). */
const TAB_LABELS: Record<OrderTab, string> = {
  all: "orders.tab_all",
  "1": "orders.tab_unpaid",
  "2": "orders.tab_to_ship",
  "3": "orders.tab_to_receive",
  "4": "orders.tab_to_review",
  refund: "orders.tab_refund",
};
export const ORDER_TABS: { tab: OrderTab; label: string }[] = CONTRACT_TABS.map((tab) => ({
  tab,
  label: TAB_LABELS[tab],
}));

export const stateLabel = (state: number, preparing = false) =>
  state === ORDER_STATE.TO_SHIP && preparing ? "orders.state_preparing" : `orders.state_${state}`;
export const refundStateLabel = (state: number) => `orders.refund_state_${state}`;

/** A refund that is still running blocks a second application and the order's other actions. */
export const refundOpen = (o: Order) =>
  (o.refunds ?? []).some((r) => (OPEN_REFUND_STATES as readonly number[]).includes(r.state));

/** What can still be refunded: the payment less what earlier refunds returned. */
export const refundable = (o: Order): string =>
  toDecimalString((parseAmount(o.pay) ?? 0n) - (parseAmount(o.refunded) ?? 0n));

/**
 * The after-sales window after receipt (docs/rules.md). Only decides whether the button
 * shows; the server checks again and answers "order exceeded after-sales time".
 */
const inAfterSales = (o: Order, now = Date.now()) =>
  o.taketime !== null && now < (o.aftersale_end ?? o.taketime + AFTER_SALES_MS / 1000) * 1000;

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

/** What the shopper may do with an order in its state (docs/states.md; the server decides again). */
export function orderActions(o: Order): OrderAction[] {
  const open = refundOpen(o);
  switch (o.state) {
    case ORDER_STATE.UNPAID:
      return ["pay", "cancel", "contact"];
    case ORDER_STATE.TO_SHIP:
      return open ? ["contact"] : ["cancel", ...(o.address_edited ? [] : (["address"] as const)), "contact"];
    case ORDER_STATE.TO_RECEIVE:
      return open ? ["logistics", "contact"] : ["confirm", "logistics", "refund", "contact"];
    case ORDER_STATE.TO_REVIEW:
      return open ? ["logistics", "contact"] : ["review", "logistics", "refund", "contact"];
    case ORDER_STATE.COMPLETED:
      if (open) return ["logistics", "contact"];
      return inAfterSales(o) ? ["logistics", "refund", "delete", "contact"] : ["logistics", "delete", "contact"];
    case ORDER_STATE.CANCELLED:
      return ["delete", "contact"];
    default:
      return ["contact"];
  }
}

/**
 * An order event's name in the reader's language ("Being prepared by the supplier"); a kind this
 * release does not know (written by a newer server) is a general "Order update", never its code.
 */
export const eventName = (t: TFunction, kind: string): string =>
  t(`orders.event_${kind}`, { defaultValue: t("orders.event_other") });
