import { toDecimalString } from "@mp/money";
import { now } from "../../platform/clock.js";
import { ORDER_STATE } from "./order-state.js";
import type { OrderAddress, orderGoods, orders, refunds } from "./orders.tables.js";

export const money = (v: bigint | string | number): string => toDecimalString(BigInt(v));
export const seconds = (d: Date | string | null | undefined): number | null =>
  d ? Math.floor(new Date(d).getTime() / 1000) : null;

type OrderRow = typeof orders.$inferSelect;
type LineRow = typeof orderGoods.$inferSelect;
type RefundRow = typeof refunds.$inferSelect;

/** "Order No. 2026112200000012": the date and the order's id, so numbers are unique and readable. */
export const orderNo = (id: number, at = now()) =>
  `${at.toISOString().slice(0, 10).replaceAll("-", "")}${String(id).padStart(8, "0")}`;

export function presentLine(l: LineRow) {
  return {
    id: l.id,
    goods_id: l.goodsId,
    sku_id: l.skuId,
    title: l.title,
    image: l.image,
    spec_values: l.specValues,
    price: money(l.priceMinor),
    number: l.number,
    commented: l.commented,
  };
}

/** An order as lists and the detail page show it (docs/product.md#entities names in brackets). */
export function presentOrder(o: OrderRow, lines: LineRow[], shop: { id: number; name: string } | undefined) {
  const a: OrderAddress = o.address;
  return {
    id: o.id,
    order_no: o.orderNo,
    state: o.state,
    shop: shop ?? { id: o.shopId, name: "" },
    goods: lines.map(presentLine),
    number: lines.reduce((n, l) => n + l.number, 0),
    goods_total: money(o.goodsTotalMinor), // spzj
    freight: money(o.freightMinor),
    discount: money(o.discountMinor),
    pay: money(o.payMinor), // sjzf
    refunded: money(o.refundedMinor),
    remark: o.remark, // ddbz
    consignee: a.name,
    phone: `${a.mobile_code ? `+${a.mobile_code.replace(/^\+/, "")} ` : ""}${a.mobile}`,
    address: a,
    address_edited: o.addressEdited,
    express_name: o.expressName,
    express_no: o.expressNo,
    /** to ship, and the supplier goods are paid for: the supplier desk is preparing the parcel */
    preparing: o.state === ORDER_STATE.TO_SHIP && o.deliveryPaidAt !== null,
    createtime: seconds(o.createdAt),
    paymenttime: seconds(o.paidAt),
    delivertime: seconds(o.shippedAt),
    taketime: seconds(o.receivedAt),
    commenttime: seconds(o.commentedAt),
    canceltime: seconds(o.cancelledAt),
    settletime: seconds(o.settledAt),
  };
}

export function presentRefund(r: RefundRow, order?: { order_no: string }) {
  return {
    id: r.id,
    refund_no: r.refundNo, // RefundNo
    order_id: r.orderId,
    order_no: order?.order_no ?? "",
    type: r.type,
    state: r.state,
    money: money(r.moneyMinor),
    reason: r.reason,
    images: r.images,
    refuse_reason: r.refuseReason,
    express_name: r.expressName,
    express_no: r.expressNo,
    arbitration_note: r.arbitrationNote,
    createtime: seconds(r.createdAt), // application time
    updatetime: seconds(r.updatedAt),
    completetime: seconds(r.completedAt),
  };
}
