import type { ShippingAddress } from "./addresses.constants.js";

/**
 * The order state machine (docs/states.md) as data. Every action names the states it may
 * start from and the state it leads to (null: the state does not change). The server applies a
 * transition with a conditional UPDATE (`where state in (from)`), so two racing actions cannot
 * both pass; the web reads the same table to decide which buttons show.
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
/** paid and not cancelled: to ship, to receive, to review, completed (where a settlement or a refund can still come) */
export const PAID_ORDER_STATES = [
  ORDER_STATE.TO_SHIP,
  ORDER_STATE.TO_RECEIVE,
  ORDER_STATE.TO_REVIEW,
  ORDER_STATE.COMPLETED,
] as const;

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

/** Refund states (docs/states.md). */
export const REFUND_STATE = {
  APPLIED: 0,
  AGREED: 1,
  REFUSED: 2,
  ARBITRATION: 3,
  REFUNDED: 4,
  CLOSED: 5,
  RETURN_SHIPPED: 6,
} as const;
export type RefundState = (typeof REFUND_STATE)[keyof typeof REFUND_STATE];
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

/** Order timers (docs/rules.md). */
export const UNPAID_CANCEL_MS = 2 * 86_400_000;
export const AUTO_CONFIRM_MS = 7 * 86_400_000;
export const AFTER_SALES_MS = 7 * 86_400_000;

/** The most of one line a cart or an order holds, and the most lines a cart holds. */
export const MAX_QUANTITY = 999;
export const MAX_CART_LINES = 100;
/** images of one review or refund */
export const MAX_IMAGES = 9;
/** reviews of one order in one call */
export const MAX_REVIEW_ITEMS = 50;
export const REVIEW_TEXT_MAX = 1000;
/** an order's remark to the shop */
export const REMARK_MAX = 200;

/** The tabs of `/my-order` (docs/product.md#screens): the `state` each asks `order/getOrderList` for. */
export const ORDER_TABS = ["all", "1", "2", "3", "4", "refund"] as const;
export type OrderTab = (typeof ORDER_TABS)[number];

/** One product line of an order (`spec_values`) or of the checkout preview (`spec` text). */
export interface OrderLine {
  goods_id: number;
  sku_id: number | null;
  title: string;
  image: string;
  spec?: string;
  spec_values?: Record<string, string>;
  price: string;
  number: number;
  commented?: boolean;
}

/** A claimed coupon the shop's order can use, as `order/confirm` offers it. */
export interface CouponOption {
  user_coupon_id: number;
  name: string;
  kind: string;
  funded_by: "platform" | "shop";
  threshold: string;
  /** the order reaches the coupon's threshold */
  reachable: boolean;
  discount: string;
}

/** The preview of one shop's order at checkout, priced by the server. */
export interface ConfirmShop {
  shop: { id: number; name: string };
  lines: OrderLine[];
  goods_total: string;
  freight: string;
  discount: string;
  total: string;
  coupon: { user_coupon_id: number; funded_by: string } | null;
  coupons: CouponOption[];
}

/** `order/confirm`: the address shown (its `deliverable` 0 when logistics cannot reach it) and the shops' orders. */
export interface ConfirmPreview {
  address: (Omit<ShippingAddress, "country_code" | "createtime" | "deliverable"> & { deliverable?: 0 | 1 }) | null;
  shops: ConfirmShop[];
  goods_total: string;
  freight: string;
  discount: string;
  total: string;
}

/** The address copied into the order when it was placed. */
export type OrderAddress = Pick<
  ShippingAddress,
  "name" | "mobile" | "mobile_code" | "country" | "province" | "city" | "zip_code" | "address"
>;

export interface Refund {
  id: number;
  refund_no: string;
  order_id: number;
  order_no: string;
  type: number;
  state: number;
  money: string;
  reason: string;
  images: string[];
  refuse_reason: string;
  express_name: string;
  express_no: string;
  arbitration_note: string;
  createtime: number;
  updatetime: number | null;
  completetime: number | null;
}

export interface OrderEvent {
  kind: string;
  content: string;
  time: number;
}

/** An order as lists and the detail show it (the names of docs/product.md#entities in the comments). */
export interface Order {
  id: number;
  order_no: string;
  state: number;
  shop: { id: number; name: string };
  goods: OrderLine[];
  number: number;
  /** spzj */
  goods_total: string;
  freight: string;
  discount: string;
  /** sjzf */
  pay: string;
  refunded: string;
  /** ddbz */
  remark: string;
  consignee: string;
  phone: string;
  address: OrderAddress;
  address_edited: boolean;
  express_name: string;
  express_no: string;
  /** to ship, and the supplier goods are paid for: the supplier desk is preparing the parcel */
  preparing: boolean;
  createtime: number;
  paymenttime: number | null;
  delivertime: number | null;
  taketime: number | null;
  /** unix seconds: when the after-sales window ends (received orders; the order_timers setting), else null */
  aftersale_end: number | null;
  /** only in `getOrderInfo`: newest first */
  refunds?: Refund[];
  events?: OrderEvent[];
}

export interface Logistics {
  order_no: string;
  state: number;
  express_name: string;
  express_no: string;
  delivertime: number | null;
  events: OrderEvent[];
}

/** What is being bought (`order/confirm`, `order/addOrder`): selected cart lines, or one product at once. */
export type Purchase = { cart_ids: number[] } | { goods_id: number; sku_id: number; number: number };

/** One product's review in `order/comment` {id, items}. */
export interface OrderReviewInput {
  goods_id: number;
  score: number;
  content: string;
  images: string[];
}

/** `refund/apply`: type 0 refund only, 1 return and refund. */
export interface RefundApplyInput {
  order_id: number;
  type: number;
  money: string;
  reason: string;
  images: string[];
}

/** One cart line as `cart/synchro` answers it (money as USD strings). */
export interface CartLine {
  id: number;
  goods_id: number;
  /** null for goods without specifications */
  sku_id: number | null;
  number: number;
  /** the line is selected for checkout */
  checked: boolean;
  price: string;
  freight?: string;
  /** the chosen specification, e.g. "Colour: Black, Storage: 128GB" */
  spec: string;
  spec_values?: Record<string, string>;
  stock: number;
  /** off the shelf, shop closed or SKU gone: cannot be checked out */
  invalid?: boolean;
  goods: { id: number; title: string; image: string };
  shop: { id: number; name: string };
}

/** A line `cart/add` and `cart/merge` take (the server decides the price). */
export interface CartAdd {
  goods_id: number;
  sku_id: number | null;
  number: number;
}

/**
 * The tabs of the merchant's `shop/order/list` (docs/states.md): every order, one order state, the
 * orders with an open refund, and three views of "to ship" for the worklist: own goods to ship
 * (`ship_own`), supplier goods the merchant has not paid for yet (`pay_supplier`) and supplier
 * goods paid for and waiting for the supplier desk (`at_desk`).
 */
export const SHOP_ORDER_TABS = [
  "all",
  "1",
  "2",
  "3",
  "4",
  "6",
  "7",
  "refund",
  "ship_own",
  "pay_supplier",
  "at_desk",
] as const;
export type ShopOrderTab = (typeof SHOP_ORDER_TABS)[number];
