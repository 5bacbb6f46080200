import { ORDER_TRANSITIONS, type OrderAction } from "@mp/contracts";

/**
 * The order and refund state machines (docs/states.md) are contract data, shared with the
 * web. Services apply a transition with a conditional UPDATE (`where state in (from)`), so two
 * racing actions cannot both pass.
 */
export {
  OPEN_REFUND_STATES,
  ORDER_STATE,
  ORDER_STATES,
  ORDER_TRANSITIONS,
  type OrderAction,
  type OrderState,
  PAID_ORDER_STATES,
  REFUND_STATE,
  REFUND_TRANSITIONS,
  type RefundAction,
} from "@mp/contracts";

export const allowed = (action: OrderAction, state: number): boolean =>
  (ORDER_TRANSITIONS[action].from as readonly number[]).includes(state);
