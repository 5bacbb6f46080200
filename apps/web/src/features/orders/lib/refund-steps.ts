import type { Refund } from "../api/orders-api";
import { REFUND_STATE, refundStateLabel } from "./order-state";

/** The steps a refund goes through, and where this one is (DOMAIN.md section 2). */
export function refundSteps(r: Refund): { title: string; status: "finish" | "process" | "wait" | "error" }[] {
  const s = r.state;
  const returned = r.type === 1;
  const agreedOrLater = s === REFUND_STATE.agreed || s === REFUND_STATE.returnShipped || s === REFUND_STATE.refunded;
  const list: { title: string; status: "finish" | "process" | "wait" | "error" }[] = [
    { title: "orders.refund_step_applied", status: "finish" },
    {
      title:
        s === REFUND_STATE.refused || s === REFUND_STATE.arbitration
          ? refundStateLabel(s)
          : "orders.refund_step_merchant",
      status: agreedOrLater
        ? "finish"
        : s === REFUND_STATE.applied
          ? "process"
          : s === REFUND_STATE.closed
            ? "wait"
            : "error",
    },
  ];
  if (returned)
    list.push({
      title: "orders.refund_step_return",
      status:
        s === REFUND_STATE.returnShipped || s === REFUND_STATE.refunded
          ? "finish"
          : s === REFUND_STATE.agreed
            ? "process"
            : "wait",
    });
  list.push({
    title: s === REFUND_STATE.closed ? "orders.refund_state_5" : "orders.refund_step_done",
    status: s === REFUND_STATE.refunded ? "finish" : s === REFUND_STATE.closed ? "error" : "wait",
  });
  return list;
}
