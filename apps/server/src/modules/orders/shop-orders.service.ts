import { expressBody, orderIdBody, pageQuery, type ShopOrderTab, shopOrderListBody, shopShipBody } from "@mp/contracts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { pageOf } from "../../platform/db/index.js";
import { AppError, parse, toPage } from "../../platform/http/index.js";
import { publicProfiles, userIdsContainingSql } from "../accounts/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { eventsOf } from "./order-events.js";
import { requireOwnShop } from "./order-guards.js";
import { lockOrder, mustAllow, shipTx } from "./order-moves.js";
import { allowed, ORDER_STATE, REFUND_STATE } from "./order-state.js";
import { presentOrders } from "./order-views.js";
import { linesOf, linesOfOrders, type OrderRow } from "./orders.repo.js";
import { payAndShip, supplierCostOf } from "./pay-and-ship.js";
import { money, presentLine, presentRefund, seconds } from "./presenters.js";
import { refundsOfOrder, shopRefunds } from "./refunds.repo.js";
import * as repo from "./shop-orders.repo.js";

type Input = Record<string, unknown>;
const obj = (v: unknown): Input => (v && typeof v === "object" && !Array.isArray(v) ? (v as Input) : {});

/**
 * `shop/order/ship` {id, express_name, express_no, pay_password}. Own goods: 2 -> 3 with carrier
 * and tracking (both required). An order with supplier goods is "Pay and ship" (pay-and-ship.ts):
 * the merchant pays the buy price of its supplier lines with the fund password, and the order,
 * still in state 2, waits for the supplier desk, which ships the whole parcel (own lines of a
 * mixed order included); carrier and tracking are then the desk's and not read.
 */
export async function shipOrder(ctx: Ctx, input: unknown, key: string | null = null) {
  const { user, shopId } = await requireOwnShop(ctx);
  const b = parse(shopShipBody, input);
  const found = await repo.findShopOrder(ctx.db, shopId, b.id);
  if (!found) throw new AppError("order_not_found");
  if (supplierCostOf(await linesOf(ctx.db, found.id)) > 0n) return payAndShip(ctx, user, found, b.pay_password, key);
  const { id, express_name: expressName, express_no: expressNo } = b;
  return inTransaction(ctx, async (tx) => {
    const o = await lockOrder(tx.db, id, { shopId });
    if (!expressName || !expressNo) throw new AppError("express_required");
    const row = await shipTx(tx.db, o, expressName, expressNo);
    return { id: row.id, state: row.state, express_name: expressName, express_no: expressNo, preparing: false };
  });
}

/** The order's buyer search: an order number as typed, or buyers whose e-mail or nickname holds the words. */
function searchOf(keyword: string | undefined): repo.OrderSearch {
  const k = keyword?.trim();
  if (!k) return null;
  return { orderNo: k, buyers: userIdsContainingSql(k) };
}

/** The merchant's view of orders: the shopper's fields, the buyer, the supplier cost and what waits. */
async function presentShopOrders(ctx: Ctx, rows: OrderRow[]) {
  if (!rows.length) return [];
  const [presented, lines, buyers] = await Promise.all([
    presentOrders(ctx.db, rows),
    linesOfOrders(
      ctx.db,
      rows.map((o) => o.id),
    ),
    publicProfiles(ctx.db, [...new Set(rows.map((o) => o.userId))]),
  ]);
  return presented.map((p, i) => {
    const o = rows[i] as OrderRow;
    const own = lines.filter((l) => l.orderId === o.id);
    const cost = o.deliveryMinor > 0n ? o.deliveryMinor : supplierCostOf(own);
    return {
      ...p,
      buyer: {
        id: o.userId,
        nickname: buyers.get(o.userId)?.nickname ?? "",
        avatar: buyers.get(o.userId)?.avatar ?? "",
      },
      supplier: own.some((l) => l.buyPriceMinor !== null),
      supplier_cost: money(cost),
      delivery_paid: o.deliveryPaidAt !== null,
      delivery_paid_time: seconds(o.deliveryPaidAt),
    };
  });
}

/**
 * `shop/order/list` {state, page, limit, keyword}: the shop's orders on a tab (all, a state, open
 * refunds, or the three "to ship" views), newest first, with every tab's count in `counts`
 * (one grouped statement, not a count per tab). The search takes an order number, or any part
 * of a buyer's e-mail or nickname, in any case.
 */
export async function shopOrderList(ctx: Ctx, input: unknown) {
  const { shopId } = await requireOwnShop(ctx);
  const q = parse(shopOrderListBody, input);
  const tab: ShopOrderTab = q.state;
  const search = searchOf(q.keyword);
  const offset = (q.page - 1) * q.limit;
  const [rows, counts, searched] = await Promise.all([
    repo.shopOrderRows(ctx.db, shopId, tab, search, q.limit, offset),
    repo.shopOrderCounts(ctx.db, shopId),
    search ? repo.shopOrderSearchTotal(ctx.db, shopId, tab, search) : Promise.resolve(null),
  ]);
  const page = toPage(await presentShopOrders(ctx, rows), searched ?? counts[tab], q.page, q.limit);
  return { ...page, state: tab, counts };
}

/** What the merchant may do with the order now (the server decides again on each call). */
function nextActions(o: OrderRow, supplier: boolean, refundRows: Awaited<ReturnType<typeof refundsOfOrder>>) {
  const open = refundRows.find((r) =>
    (
      [REFUND_STATE.APPLIED, REFUND_STATE.AGREED, REFUND_STATE.ARBITRATION, REFUND_STATE.RETURN_SHIPPED] as number[]
    ).includes(r.state),
  );
  const canShip = allowed("ship", o.state) && !open;
  return {
    ship: canShip && !supplier,
    pay_ship: canShip && supplier && o.deliveryPaidAt === null,
    refund_agree: refundRows.some((r) => r.state === REFUND_STATE.APPLIED),
    refund_refuse: refundRows.some((r) => r.state === REFUND_STATE.APPLIED),
    refund_receive: refundRows.some((r) => r.state === REFUND_STATE.RETURN_SHIPPED),
    contact: true,
  };
}

/**
 * `shop/order/detail` {id}: one of the shop's orders: lines (with buy prices of supplier goods),
 * the buyer (nickname and avatar; the address carries what shipping needs), the money (goods,
 * freight, coupon, paid, refunded, supplier cost, expected profit), events, refunds, and `actions`.
 */
export async function shopOrderDetail(ctx: Ctx, input: unknown) {
  const { shopId } = await requireOwnShop(ctx);
  const o = await repo.findShopOrder(ctx.db, shopId, parse(orderIdBody, input).id);
  if (!o) throw new AppError("order_not_found");
  const [[presented], lines, refundRows, events] = await Promise.all([
    presentShopOrders(ctx, [o]),
    linesOf(ctx.db, o.id),
    refundsOfOrder(ctx.db, o.id),
    eventsOf(ctx, o.id),
  ]);
  const supplier = lines.some((l) => l.buyPriceMinor !== null);
  const cost = o.deliveryMinor > 0n ? o.deliveryMinor : supplierCostOf(lines);
  // the shop keeps what was paid (plus a platform coupon's part), less refunds and the supplier cost
  const held = o.payMinor + (o.couponFundedBy === "platform" ? o.discountMinor : 0n) - o.refundedMinor;
  const returned =
    o.state === ORDER_STATE.CANCELLED || refundRows.some((r) => r.state === REFUND_STATE.REFUNDED && r.type === 1);
  const profit = o.paidAt ? held - (returned && o.deliveryMinor > 0n ? 0n : cost) : 0n;
  return {
    ...presented,
    goods: lines.map((l) => ({
      ...presentLine(l),
      supplier: l.buyPriceMinor !== null,
      buy_price: l.buyPriceMinor === null ? null : money(l.buyPriceMinor),
    })),
    money: {
      goods: money(o.goodsTotalMinor),
      freight: money(o.freightMinor),
      coupon: money(o.discountMinor),
      coupon_funded_by: o.couponFundedBy,
      paid: money(o.payMinor),
      refunded: money(o.refundedMinor),
      supplier_cost: money(cost),
      supplier_cost_paid: o.deliveryMinor > 0n,
      profit: money(profit),
    },
    events: events.map(({ createdAt, ...e }) => ({ ...e, createtime: seconds(createdAt) })),
    refunds: refundRows.map((r) => presentRefund(r, { order_no: o.orderNo })),
    // when the buyer's after-sales window ends (received orders), as the buyer's order shows it
    aftersale_end: o.receivedAt && o.aftersalesUntil ? seconds(o.aftersalesUntil) : null,
    actions: nextActions(o, supplier, refundRows),
  };
}

/** `shop/refund/list` {page, state?}: the refunds of the merchant's orders, of one state or all. */
export async function shopRefundList(ctx: Ctx, input: unknown) {
  const { shopId } = await requireOwnShop(ctx);
  const q = parse(pageQuery, input);
  const raw = obj(input).state;
  const s = Number(raw);
  const state = raw !== undefined && raw !== "" && Number.isInteger(s) && s >= 0 && s <= 6 ? s : null;
  return pageOf(q, shopRefunds(ctx.db, shopId, state), (rows) => rows.map((r) => presentRefund(r)));
}

/** The supplier desk's roles: operators (and admins, who pass every role check). */
const DESK = ["operator"] as const;

/**
 * `POST /api/admin/supplier/queue` {page, limit}: orders whose supplier goods the merchant paid
 * for, waiting to be shipped, oldest payment first, with their lines and address. One with an
 * open refund shows `refund_open` (the desk waits for the decision).
 */
export async function supplierQueue(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, DESK);
  const q = parse(pageQuery, input);
  return pageOf(q, repo.supplierQueue(ctx.db), async (rows) => {
    const [presented, blocked] = await Promise.all([
      presentShopOrders(ctx, rows),
      repo.ordersWithOpenRefund(
        ctx.db,
        rows.map((o) => o.id),
        true,
      ),
    ]);
    return presented.map((p) => ({ ...p, refund_open: blocked.has(p.id) }));
  });
}

/**
 * `POST /api/admin/supplier/ship` {id, express_name, express_no}: the desk ships a paid-for order
 * (2 -> 3) through the same transition as a merchant's own goods; audited.
 */
export async function supplierShip(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, DESK);
  const { id, express_name: expressName, express_no: expressNo } = parse(expressBody, input);
  if (!expressName || !expressNo) throw new AppError("express_required");
  return inTransaction(ctx, async (tx) => {
    const o = await lockOrder(tx.db, id);
    mustAllow("ship", o);
    if (!o.deliveryPaidAt) throw new AppError("delivery_unpaid");
    const row = await shipTx(tx.db, o, expressName, expressNo, true);
    await audit(tx, staff.id, "supplier.ship", `order:${o.id}`, { express_name: expressName, express_no: expressNo });
    return { id: row.id, state: row.state, express_name: expressName, express_no: expressNo };
  });
}
