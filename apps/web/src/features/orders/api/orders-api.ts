import type {
  ConfirmPreview,
  Logistics,
  Order,
  OrderReviewInput,
  OrderTab,
  Page,
  Purchase,
  Refund,
  RefundApplyInput,
  ShippingAddress,
} from "@mp/contracts/constants";
import { apiPost } from "../../../lib/api-client";
import { newIdempotencyKey } from "../lib/idempotency";

export type {
  ConfirmPreview,
  ConfirmShop,
  CouponOption,
  Logistics,
  Order,
  OrderAddress,
  OrderEvent,
  OrderLine,
  OrderReviewInput as ReviewItem,
  OrderTab,
  Purchase,
  Refund,
  RefundApplyInput as RefundInput,
  ShippingAddress,
} from "@mp/contracts/constants";

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
  comment: (id: number, items: OrderReviewInput[]) => apiPost<unknown>("/api/wanlshop/order/comment", { id, items }),
  refundApply: (body: RefundApplyInput) => apiPost<Refund>("/api/wanlshop/refund/apply", { ...body }, once()),
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
