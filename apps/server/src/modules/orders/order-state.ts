/**
 * The order state machine (DOMAIN.md section 2) as data. Every action names the states it may
 * start from and the state it leads to (null: the state does not change). Services apply a
 * transition with a conditional UPDATE (`where state in (from)`), so two racing actions cannot
 * both pass.
 */
export const ORDER_STATE = {
  UNPAID: 1,
  TO_SHIP: 2,
  TO_RECEIVE: 3,
  TO_REVIEW: 4,
  COMPLETED: 6,
  CANCELLED: 7,
} as const;
export type OrderState = (typeof ORDER_STATE)[keyof typeof ORDER_STATE];
export const ORDER_STATES: readonly OrderState[] = [1, 2, 3, 4, 6, 7];

export type OrderAction =
  | "pay"
  | "cancel"
  | "ship"
  | "confirm"
  | "comment"
  | "editAddress"
  | "delete"
  | "refund"
  | "settle";

export const ORDER_TRANSITIONS: Record<OrderAction, { from: readonly OrderState[]; to: OrderState | null }> = {
  pay: { from: [1], to: 2 },
  /** before payment it releases stock and coupon; after payment the money also returns */
  cancel: { from: [1, 2], to: 7 },
  ship: { from: [2], to: 3 },
  confirm: { from: [3], to: 4 },
  comment: { from: [4], to: 6 },
  /** once, before shipping */
  editAddress: { from: [1, 2], to: null },
  /** finished or cancelled orders disappear from the shopper's lists */
  delete: { from: [6, 7], to: null },
  /** after-sales: paid orders, within the window (checked separately) */
  refund: { from: [2, 3, 4, 6], to: null },
  /** the end of the after-sales window: an order still waiting for its review completes */
  settle: { from: [4, 6], to: 6 },
};

export const allowed = (action: OrderAction, state: number): boolean =>
  (ORDER_TRANSITIONS[action].from as readonly number[]).includes(state);

/** Refund states (DOMAIN.md section 2). */
export const REFUND_STATE = {
  APPLIED: 0,
  AGREED: 1,
  REFUSED: 2,
  ARBITRATION: 3,
  REFUNDED: 4,
  CLOSED: 5,
  RETURN_SHIPPED: 6,
} as const;
/** a refund in one of these states blocks settlement and a second application */
export const OPEN_REFUND_STATES = [0, 1, 2, 3, 6] as const;

export type RefundAction = "cancel" | "agree" | "refuse" | "returnShip" | "receive" | "escalate" | "arbitrate";
export const REFUND_TRANSITIONS: Record<RefundAction, readonly number[]> = {
  /** the shopper withdraws the request */
  cancel: [0, 1, 2],
  agree: [0],
  refuse: [0],
  /** return and refund: the shopper sends the goods back after the merchant agreed */
  returnShip: [1],
  receive: [6],
  /** the shopper asks the platform to decide after a refusal */
  escalate: [2],
  arbitrate: [2, 3],
};

/** Order timers (DOMAIN.md section 4). */
export const UNPAID_CANCEL_MS = 2 * 86_400_000;
export const AUTO_CONFIRM_MS = 7 * 86_400_000;
export const AFTER_SALES_MS = 7 * 86_400_000;
