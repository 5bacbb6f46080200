import {
  cartDelBody,
  cartEditBody,
  cartLineBody,
  cartMergeBody,
  cartSelectBody,
  checkoutBody,
  expressBody,
  financeReportBody,
  orderAddressBody,
  orderCommentBody,
  orderIdBody,
  orderTimersBody,
  pageQuery,
  paymentBody,
  purchaseBody,
  refundArbitrateBody,
  refundRefuseBody,
  settleListBody,
  shopOrderListBody,
  shopShipBody,
} from "@mp/contracts";
import type { FastifyInstance, FastifyRequest } from "fastify";
import { ok } from "../../platform/http/index.js";
import { type RouteDocs, routeDocs } from "../../platform/http/route-docs.js";
import * as cart from "./cart.service.js";
import { addOrder, confirmOrder as previewOrder } from "./checkout.service.js";
import { readOrderTimers, saveOrderTimers } from "./order-timers.js";
import * as orders from "./orders.service.js";
import { payOrders } from "./payment.service.js";
import * as refunds from "./refunds.service.js";
import { applyBody } from "./refunds.service.js";
import * as finance from "./shop-finance.service.js";
import * as shop from "./shop-orders.service.js";

const cartDoc = routeDocs("Cart");
const orderDoc = routeDocs("Orders");
const refundDoc = routeDocs("Refunds");
const shopDoc = routeDocs("Shop orders");
const financeDoc = routeDocs("Shop finance");
const rulesDoc = routeDocs("Staff: rules");
const arbitrationDoc = routeDocs("Staff: refunds");
const supplierDoc = routeDocs("Staff: supplier orders");

const idemKey = (req: FastifyRequest) => {
  const v = req.headers["idempotency-key"];
  return typeof v === "string" && v.length > 0 ? v : null;
};

/** Cart, checkout, payment, orders and refunds (issue 5); merchant calls under shop/, staff under /api/admin/refund. */
export async function ordersRoutes(app: FastifyInstance): Promise<void> {
  const post = (url: string, docs: RouteDocs, run: (req: FastifyRequest) => Promise<unknown>, msg?: string) =>
    app.post(url, docs, async (req) => ok(await run(req), msg));
  const W = "/api/wanlshop";
  post(`${W}/cart/synchro`, cartDoc("The cart", "shopper", "none"), (req) => cart.cartList(req.ctx));
  post(
    `${W}/cart/add`,
    cartDoc("Add to the cart", "shopper", cartLineBody),
    (req) => cart.cartAdd(req.ctx, req.body),
    "Added to cart",
  );
  post(`${W}/cart/edit`, cartDoc("Change a cart line's number", "shopper", cartEditBody), (req) =>
    cart.cartEdit(req.ctx, req.body),
  );
  post(`${W}/cart/del`, cartDoc("Remove cart lines", "shopper", cartDelBody), (req) => cart.cartDel(req.ctx, req.body));
  post(`${W}/cart/select`, cartDoc("Select cart lines", "shopper", cartSelectBody), (req) =>
    cart.cartSelect(req.ctx, req.body),
  );
  post(`${W}/cart/merge`, cartDoc("Merge a guest cart (Idempotency-Key)", "shopper", cartMergeBody), (req) =>
    cart.cartMerge(req.ctx, req.body, idemKey(req)),
  );

  post(`${W}/order/confirm`, orderDoc("Preview a checkout", "shopper", purchaseBody), (req) =>
    previewOrder(req.ctx, req.body),
  );
  post(`${W}/order/addOrder`, orderDoc("Place orders", "shopper", checkoutBody), (req) => addOrder(req.ctx, req.body));
  post(
    `${W}/pay/payment`,
    orderDoc("Pay orders (Idempotency-Key)", "shopper", paymentBody),
    (req) => payOrders(req.ctx, req.body, idemKey(req)),
    "Payment successful",
  );
  post(`${W}/order/getOrderList`, orderDoc("My orders (page; `state` tab)", "shopper", pageQuery), (req) =>
    orders.orderList(req.ctx, req.body),
  );
  post(`${W}/order/getOrderInfo`, orderDoc("One order", "shopper", orderIdBody), (req) =>
    orders.orderInfo(req.ctx, req.body),
  );
  post(`${W}/order/cancelOrder`, orderDoc("Cancel an unpaid order", "shopper", orderIdBody), (req) =>
    orders.cancelOrder(req.ctx, req.body),
  );
  post(`${W}/order/confirmOrder`, orderDoc("Confirm receipt", "shopper", orderIdBody), (req) =>
    orders.confirmOrder(req.ctx, req.body),
  );
  post(`${W}/order/editAddress`, orderDoc("Change an unshipped order's address", "shopper", orderAddressBody), (req) =>
    orders.editAddress(req.ctx, req.body),
  );
  post(`${W}/order/getLogistics`, orderDoc("An order's logistics", "shopper", orderIdBody), (req) =>
    orders.orderLogistics(req.ctx, req.body),
  );
  post(`${W}/order/delOrder`, orderDoc("Delete a finished order", "shopper", orderIdBody), (req) =>
    orders.deleteOrder(req.ctx, req.body),
  );
  post(`${W}/order/comment`, orderDoc("Review an order", "shopper", orderCommentBody), (req) =>
    orders.commentOrder(req.ctx, req.body),
  );

  post(`${W}/refund/apply`, refundDoc("Ask for a refund", "shopper", applyBody), (req) =>
    refunds.applyRefund(req.ctx, req.body),
  );
  post(`${W}/refund/list`, refundDoc("My refunds", "shopper", pageQuery), (req) =>
    refunds.refundList(req.ctx, req.body),
  );
  post(`${W}/refund/info`, refundDoc("One refund", "shopper", orderIdBody), (req) =>
    refunds.refundInfo(req.ctx, req.body),
  );
  post(`${W}/refund/cancel`, refundDoc("Withdraw a refund request", "shopper", orderIdBody), (req) =>
    refunds.cancelRefund(req.ctx, req.body),
  );
  post(`${W}/refund/returnShip`, refundDoc("Send the return's tracking number", "shopper", expressBody), (req) =>
    refunds.returnShip(req.ctx, req.body),
  );
  post(`${W}/refund/arbitration`, refundDoc("Ask the platform to arbitrate", "shopper", orderIdBody), (req) =>
    refunds.escalateRefund(req.ctx, req.body),
  );

  post(`${W}/shop/order/list`, shopDoc("The shop's orders", "merchant", shopOrderListBody), (req) =>
    shop.shopOrderList(req.ctx, req.body),
  );
  post(`${W}/shop/order/detail`, shopDoc("One of the shop's orders", "merchant", orderIdBody), (req) =>
    shop.shopOrderDetail(req.ctx, req.body),
  );
  post(`${W}/shop/order/ship`, shopDoc("Ship an order, or pay and ship", "merchant", shopShipBody), (req) =>
    shop.shipOrder(req.ctx, req.body, idemKey(req)),
  );
  post(`${W}/shop/refund/list`, shopDoc("The shop's refunds", "merchant", pageQuery), (req) =>
    shop.shopRefundList(req.ctx, req.body),
  );
  post(`${W}/shop/refund/agree`, shopDoc("Agree to a refund", "merchant", orderIdBody), (req) =>
    refunds.merchantAgree(req.ctx, req.body),
  );
  post(`${W}/shop/refund/refuse`, shopDoc("Refuse a refund", "merchant", refundRefuseBody), (req) =>
    refunds.merchantRefuse(req.ctx, req.body),
  );
  post(`${W}/shop/refund/receive`, shopDoc("Confirm the returned goods arrived", "merchant", orderIdBody), (req) =>
    refunds.merchantReceive(req.ctx, req.body),
  );

  post(`${W}/shop/settle/pending`, financeDoc("Orders awaiting settlement", "merchant", settleListBody), (req) =>
    finance.pendingSettlement(req.ctx, req.body),
  );
  post(`${W}/shop/settle/list`, financeDoc("Settled orders", "merchant", settleListBody), (req) =>
    finance.settledList(req.ctx, req.body),
  );
  post(`${W}/shop/finance/report`, financeDoc("The finance report", "merchant", financeReportBody), (req) =>
    finance.financeReport(req.ctx, req.body),
  );

  post("/api/admin/rules/order_timers", rulesDoc("Order timers", "staff", "none"), (req) => readOrderTimers(req.ctx));
  post(
    "/api/admin/rules/order_timers_save",
    rulesDoc("Save the order timers", "staff", orderTimersBody),
    (req) => saveOrderTimers(req.ctx, req.body),
    "Saved",
  );

  post("/api/admin/refund/list", arbitrationDoc("Refunds waiting for arbitration", "staff", pageQuery), (req) =>
    refunds.arbitrationQueue(req.ctx, req.body),
  );
  post("/api/admin/refund/detail", arbitrationDoc("One refund under arbitration", "staff", orderIdBody), (req) =>
    refunds.arbitrationDetail(req.ctx, req.body),
  );
  post("/api/admin/refund/arbitrate", arbitrationDoc("Arbitrate a refund", "staff", refundArbitrateBody), (req) =>
    refunds.arbitrate(req.ctx, req.body),
  );
  post("/api/admin/supplier/queue", supplierDoc("Supplier orders to ship", "staff", pageQuery), (req) =>
    shop.supplierQueue(req.ctx, req.body),
  );
  post(
    "/api/admin/supplier/ship",
    supplierDoc("Ship a supplier order", "staff", expressBody),
    (req) => shop.supplierShip(req.ctx, req.body),
    "Shipped",
  );
}
