import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok } from "../../platform/http/index.js";
import * as cart from "./cart.service.js";
import { addOrder, confirmOrder as previewOrder } from "./checkout.service.js";
import { readOrderTimers, saveOrderTimers } from "./order-timers.js";
import * as orders from "./orders.service.js";
import { payOrders } from "./payment.service.js";
import * as refunds from "./refunds.service.js";
import * as finance from "./shop-finance.service.js";
import * as shop from "./shop-orders.service.js";

const idemKey = (req: FastifyRequest) => {
  const v = req.headers["idempotency-key"];
  return typeof v === "string" && v.length > 0 ? v : null;
};

/** Cart, checkout, payment, orders and refunds (issue 5); merchant calls under shop/, staff under /api/admin/refund. */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const post = (url: string, run: (req: FastifyRequest) => Promise<unknown>, msg?: string) =>
    app.post(url, async (req) => ok(await run(req), msg));
  const W = "/api/wanlshop";
  post(`${W}/cart/synchro`, (req) => cart.cartList(req.ctx));
  post(`${W}/cart/add`, (req) => cart.cartAdd(req.ctx, req.body), "Added to cart");
  post(`${W}/cart/edit`, (req) => cart.cartEdit(req.ctx, req.body));
  post(`${W}/cart/del`, (req) => cart.cartDel(req.ctx, req.body));
  post(`${W}/cart/select`, (req) => cart.cartSelect(req.ctx, req.body));
  post(`${W}/cart/merge`, (req) => cart.cartMerge(req.ctx, req.body, idemKey(req)));

  post(`${W}/order/confirm`, (req) => previewOrder(req.ctx, req.body));
  post(`${W}/order/addOrder`, (req) => addOrder(req.ctx, req.body));
  post(`${W}/pay/payment`, (req) => payOrders(req.ctx, req.body, idemKey(req)), "Payment successful");
  post(`${W}/order/getOrderList`, (req) => orders.orderList(req.ctx, req.body));
  post(`${W}/order/getOrderInfo`, (req) => orders.orderInfo(req.ctx, req.body));
  post(`${W}/order/cancelOrder`, (req) => orders.cancelOrder(req.ctx, req.body));
  post(`${W}/order/confirmOrder`, (req) => orders.confirmOrder(req.ctx, req.body));
  post(`${W}/order/editAddress`, (req) => orders.editAddress(req.ctx, req.body));
  post(`${W}/order/getLogistics`, (req) => orders.orderLogistics(req.ctx, req.body));
  post(`${W}/order/delOrder`, (req) => orders.deleteOrder(req.ctx, req.body));
  post(`${W}/order/comment`, (req) => orders.commentOrder(req.ctx, req.body));

  post(`${W}/refund/apply`, (req) => refunds.applyRefund(req.ctx, req.body));
  post(`${W}/refund/list`, (req) => refunds.refundList(req.ctx, req.body));
  post(`${W}/refund/info`, (req) => refunds.refundInfo(req.ctx, req.body));
  post(`${W}/refund/cancel`, (req) => refunds.cancelRefund(req.ctx, req.body));
  post(`${W}/refund/returnShip`, (req) => refunds.returnShip(req.ctx, req.body));
  post(`${W}/refund/arbitration`, (req) => refunds.escalateRefund(req.ctx, req.body));

  post(`${W}/shop/order/list`, (req) => shop.shopOrderList(req.ctx, req.body));
  post(`${W}/shop/order/detail`, (req) => shop.shopOrderDetail(req.ctx, req.body));
  post(`${W}/shop/order/ship`, (req) => shop.shipOrder(req.ctx, req.body));
  post(`${W}/shop/refund/list`, (req) => shop.shopRefundList(req.ctx, req.body));
  post(`${W}/shop/refund/agree`, (req) => refunds.merchantAgree(req.ctx, req.body));
  post(`${W}/shop/refund/refuse`, (req) => refunds.merchantRefuse(req.ctx, req.body));
  post(`${W}/shop/refund/receive`, (req) => refunds.merchantReceive(req.ctx, req.body));

  post(`${W}/shop/settle/pending`, (req) => finance.pendingSettlement(req.ctx, req.body));
  post(`${W}/shop/settle/list`, (req) => finance.settledList(req.ctx, req.body));
  post(`${W}/shop/finance/report`, (req) => finance.financeReport(req.ctx, req.body));

  post("/api/admin/rules/order_timers", (req) => readOrderTimers(req.ctx));
  post("/api/admin/rules/order_timers_save", (req) => saveOrderTimers(req.ctx, req.body), "Saved");

  post("/api/admin/refund/list", (req) => refunds.arbitrationQueue(req.ctx, req.body));
  post("/api/admin/refund/detail", (req) => refunds.arbitrationDetail(req.ctx, req.body));
  post("/api/admin/refund/arbitrate", (req) => refunds.arbitrate(req.ctx, req.body));
  post("/api/admin/supplier/queue", (req) => shop.supplierQueue(req.ctx, req.body));
  post("/api/admin/supplier/ship", (req) => shop.supplierShip(req.ctx, req.body), "Shipped");
}
