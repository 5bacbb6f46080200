import type { Page, ShopOrderTab } from "@mp/contracts/constants";
import { apiPost } from "../../../lib/api-client";

export type { ShopOrderTab } from "@mp/contracts/constants";

export interface ShopOrderLine {
  id: number;
  goods_id: number;
  title: string;
  image: string;
  spec_values: Record<string, string>;
  price: string;
  number: number;
  /** detail only */
  supplier?: boolean;
  buy_price?: string | null;
}

export interface OrderAddress {
  name: string;
  mobile: string;
  mobile_code: string;
  country: string;
  province: string;
  city: string;
  zip_code: string;
  address: string;
}

export interface RefundRow {
  id: number;
  refund_no: string;
  order_id: number;
  type: number;
  state: number;
  money: string;
  reason: string;
  images: string[];
  refuse_reason: string;
  express_name: string;
  express_no: string;
  createtime: number;
}

/** An order as the merchant's list shows it (docs/api.md, shop/order/list). */
export interface ShopOrder {
  id: number;
  order_no: string;
  state: number;
  goods: ShopOrderLine[];
  number: number;
  pay: string;
  freight: string;
  consignee: string;
  phone: string;
  address: OrderAddress;
  express_name: string;
  express_no: string;
  preparing: boolean;
  createtime: number;
  buyer: { id: number; nickname: string; avatar: string };
  supplier: boolean;
  supplier_cost: string;
  delivery_paid: boolean;
  delivery_paid_time: number | null;
  shop: { id: number; name: string };
  /** the supplier desk's queue only */
  refund_open?: boolean;
}

export interface ShopOrderDetail extends ShopOrder {
  remark: string;
  money: {
    goods: string;
    freight: string;
    coupon: string;
    paid: string;
    refunded: string;
    supplier_cost: string;
    supplier_cost_paid: boolean;
    profit: string;
  };
  events: { kind: string; content: string; createtime: number }[];
  refunds: RefundRow[];
  /** unix seconds: when the buyer's after-sales window ends (received orders), else null */
  aftersale_end: number | null;
  actions: {
    ship: boolean;
    pay_ship: boolean;
    refund_agree: boolean;
    refund_refuse: boolean;
    refund_receive: boolean;
    contact: boolean;
  };
}

export type ShopOrderPage = Page<ShopOrder> & { state: ShopOrderTab; counts: Record<ShopOrderTab, number> };

const S = "/api/wanlshop/shop";
const admin = { admin: true } as const;

/** The merchant's order calls (docs/api.md#merchant-orders). */
export const shopOrdersApi = {
  list: (state: ShopOrderTab, page: number, keyword: string) =>
    apiPost<ShopOrderPage>(`${S}/order/list`, { state, page, keyword: keyword || undefined }),
  detail: (id: number) => apiPost<ShopOrderDetail>(`${S}/order/detail`, { id }),
  ship: (id: number, express_name: string, express_no: string) =>
    apiPost<{ id: number; state: number }>(`${S}/order/ship`, { id, express_name, express_no }),
  /**
   * "Pay and ship": supplier goods, no carrier (the supplier desk ships), confirmed with the fund
   * password; a retry with the same key gets the payment's answer. Refusals are shown by the dialog.
   */
  payShip: (id: number, pay_password: string, key: string) =>
    apiPost<{ id: number; state: number; paid: string }>(
      `${S}/order/ship`,
      { id, pay_password },
      { silent: true, headers: { "Idempotency-Key": key } },
    ),
  agree: (id: number) => apiPost(`${S}/refund/agree`, { id }),
  refuse: (id: number, reason: string) => apiPost(`${S}/refund/refuse`, { id, reason }),
  receive: (id: number) => apiPost(`${S}/refund/receive`, { id }),
  /** the merchant's available balance, shown before paying the buy price */
  wallet: () => apiPost<{ available: string; pay_password_set: boolean }>("/api/wanlshop/wallet/info"),
};

/** The console's supplier desk (operators). */
export const supplierDeskApi = {
  queue: (page: number, limit?: number) =>
    apiPost<Page<ShopOrder>>("/api/admin/supplier/queue", { page, limit }, admin),
  ship: (id: number, express_name: string, express_no: string) =>
    apiPost<{ id: number; state: number }>("/api/admin/supplier/ship", { id, express_name, express_no }, admin),
};
