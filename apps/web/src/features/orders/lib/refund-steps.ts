import type { Refund } from "../api/orders-api";
import { REFUND_STATE, refundStateLabel } from "./order-state";

/** The steps a refund goes through, and where this one is (docs/states.md). */
export function refundSteps(r: Refund): { title: string; status: "finish" | "process" | "wait" | "error" }[] {
  const s = r.state;
  const returned = r.type === 1;
  const agreedOrLater = s === REFUND_STATE.AGREED || s === REFUND_STATE.RETURN_SHIPPED || s === REFUND_STATE.REFUNDED;
  const list: { title: string; status: "finish" | "process" | "wait" | "error" }[] = [
    { title: "orders.refund_step_applied", status: "finish" },
    {
      title:
        s === REFUND_STATE.REFUSED || s === REFUND_STATE.ARBITRATION
          ? refundStateLabel(s)
          : "orders.refund_step_merchant",
      status: agreedOrLater
        ? "finish"
        : s === REFUND_STATE.APPLIED
          ? "process"
          : s === REFUND_STATE.CLOSED
            ? "wait"
            : "error",
    },
  ];
  if (returned)
    list.push({
      title: "orders.refund_step_return",
      status:
        s === REFUND_STATE.RETURN_SHIPPED || s === REFUND_STATE.REFUNDED
          ? "finish"
          : s === REFUND_STATE.AGREED
            ? "process"
            : "wait",
    });
  list.push({
    title: s === REFUND_STATE.CLOSED ? "orders.refund_state_5" : "orders.refund_step_done",
    status: s === REFUND_STATE.REFUNDED ? "finish" : s === REFUND_STATE.CLOSED ? "error" : "wait",
  });
  return list;
}
