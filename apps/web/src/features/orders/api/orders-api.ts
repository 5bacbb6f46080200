import type { Page } from "@mp/contracts";
import { apiPost } from "../../../lib/api-client";
import { newIdempotencyKey } from "../lib/idempotency";

/** A shipping address as `address/getaddress` lists it (SPEC.md section 3). */
export interface ShippingAddress {
  id: number;
  name: string;
  mobile: string;
  mobile_code: string;
  country: string;
  province: string;
  city: string;
  zip_code: string;
  address: string;
  default: number;
  /** 0 when the platform's logistics cannot deliver to its country (published delivery rules) */
  deliverable?: number;
}

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

export interface ConfirmPreview {
  address: ShippingAddress | null;
  shops: ConfirmShop[];
  goods_total: string;
  freight: string;
  discount: string;
  total: string;
}

/** What is being bought: selected cart lines, or one product at once. */
export type Purchase = { cart_ids: number[] } | { goods_id: number; sku_id: number; number: number };

/** The address copied into the order when it was placed. */
export type OrderAddress = Omit<ShippingAddress, "id" | "default">;

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

/** An order as lists and the detail show it (SPEC.md section 3's names in the comments). */
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
  createtime: number;
  paymenttime: number | null;
  delivertime: number | null;
  taketime: number | null;
  /** only in `getOrderInfo`: newest first */
  refunds?: Refund[];
  events?: OrderEvent[];
}

export interface OrderEvent {
  kind: string;
  content: string;
  time: number;
}

export interface Logistics {
  order_no: string;
  state: number;
  express_name: string;
  express_no: string;
  delivertime: number | null;
  events: OrderEvent[];
}

export type OrderTab = "all" | "1" | "2" | "3" | "4" | "refund";

export interface ReviewItem {
  goods_id: number;
  score: number;
  content: string;
  images: string[];
}

export interface RefundInput {
  order_id: number;
  type: number;
  money: string;
  reason: string;
  images: string[];
}

const once = () => ({ headers: { "Idempotency-Key": newIdempotencyKey() } });

/** Checkout, payment, order and refund calls of the buying issue (the agreed interface). */
export const ordersApi = {
  addresses: () => apiPost<{ data: ShippingAddress[] }>("/api/wanlshop/address/getaddress"),
  confirm: (p: Purchase, address_id?: number, coupons?: Record<number, number>) =>
    apiPost<ConfirmPreview>("/api/wanlshop/order/confirm", { ...p, address_id, coupons }),
  addOrder: (p: Purchase, address_id: number, remark: Record<number, string>, coupons: Record<number, number>) =>
    apiPost<{ order_ids: number[]; total: string }>("/api/wanlshop/order/addOrder", {
      ...p,
      address_id,
      remark,
      coupons,
    }),
  wallet: () =>
    apiPost<{ available: string; money_locked: boolean; pay_password_set: boolean }>("/api/wanlshop/wallet/info"),
  /** one Idempotency-Key per attempt: a retried request pays once */
  pay: (order_ids: number[], pay_password: string, key: string) =>
    apiPost<{ order_ids: number[]; paid: string; state: number }>(
      "/api/wanlshop/pay/payment",
      { order_ids, pay_password },
      {
        silent: true,
        headers: { "Idempotency-Key": key },
      },
    ),
  list: (state: OrderTab, page: number) => apiPost<Page<Order>>("/api/wanlshop/order/getOrderList", { state, page }),
  info: (id: number) => apiPost<Order>("/api/wanlshop/order/getOrderInfo", { id }),
  cancel: (id: number) => apiPost<unknown>("/api/wanlshop/order/cancelOrder", { id }, once()),
  confirmReceipt: (id: number) => apiPost<unknown>("/api/wanlshop/order/confirmOrder", { id }),
  editAddress: (id: number, address_id: number) =>
    apiPost<unknown>("/api/wanlshop/order/editAddress", { id, address_id }),
  logistics: (id: number) => apiPost<Logistics>("/api/wanlshop/order/getLogistics", { id }),
  remove: (id: number) => apiPost<unknown>("/api/wanlshop/order/delOrder", { id }),
  comment: (id: number, items: ReviewItem[]) => apiPost<unknown>("/api/wanlshop/order/comment", { id, items }),
  refundApply: (body: RefundInput) => apiPost<Refund>("/api/wanlshop/refund/apply", { ...body }, once()),
  refundInfo: (id: number) => apiPost<Refund>("/api/wanlshop/refund/info", { id }),
  refundCancel: (id: number) => apiPost<unknown>("/api/wanlshop/refund/cancel", { id }),
  /** after the merchant refused: ask the platform to decide */
  escalate: (id: number) => apiPost<unknown>("/api/wanlshop/refund/arbitration", { id }),
  returnShip: (id: number, express_name: string, express_no: string) =>
    apiPost<unknown>("/api/wanlshop/refund/returnShip", { id, express_name, express_no }),
  upload: (file: File) => {
    const form = new FormData();
    form.append("file", file);
    return apiPost<{ url: string; fullurl: string }>("/api/common/upload", form);
  },
};
