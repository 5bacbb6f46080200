import { money, type Text, text } from "@mp/texts";
import { now } from "../../platform/clock.js";
import type { Db } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";
import { shopOwnerId } from "../catalogue/index.js";
import { releaseCoupon } from "../coupons/index.js";
import { notify } from "../messages/index.js";
import { moveMoney, settlementOf, walletOf } from "../wallet/index.js";
import { returnStock, uncountSales } from "./goods-lines.js";
import { scheduleJob } from "./jobs.repo.js";
import {
  allowed,
  OPEN_REFUND_STATES,
  ORDER_STATE,
  ORDER_TRANSITIONS,
  type OrderAction,
  REFUND_STATE,
} from "./order-state.js";
import { minutesMs, orderTimers } from "./order-timers.js";
import { addEvent, linesOf, lockOrderRow, type OrderRow, updateOrderFrom } from "./orders.repo.js";
import { completeRefundsIn, hasRefundIn } from "./refunds.repo.js";

/**
 * The order transitions that move money or stock, shared by the shopper's calls, the merchant's
 * and the timers. Each runs in the caller's transaction on an order row it has locked
 * (`lockOrder`), applies the transition with a conditional UPDATE, and records an event.
 */
export async function lockOrder(db: Db, id: number, owner: { userId?: number; shopId?: number } = {}) {
  const row = await lockOrderRow(db, id, owner);
  if (!row) throw new AppError("order_not_found");
  return row;
}

export function mustAllow(action: OrderAction, o: OrderRow): void {
  if (!allowed(action, o.state))
    throw new AppError(action === "pay" && o.state !== ORDER_STATE.CANCELLED ? "order_paid" : "order_state");
}

/** Moves the order to the action's state, only from an allowed state (a racing action finds nothing). */
export async function transition(db: Db, o: OrderRow, action: OrderAction, set: Partial<OrderRow> = {}) {
  const { from, to } = ORDER_TRANSITIONS[action];
  const row = await updateOrderFrom(db, o.id, from, { ...set, ...(to === null ? {} : { state: to }) });
  if (!row) throw new AppError("order_state");
  return row;
}

/** An open refund on the order; `refusedCounts: false` ignores one the merchant refused (it may still be escalated). */
export async function hasOpenRefund(db: Db, orderId: number, opts = { refusedCounts: true }): Promise<boolean> {
  const states = OPEN_REFUND_STATES.filter((s) => opts.refusedCounts || s !== REFUND_STATE.REFUSED);
  return hasRefundIn(db, orderId, states);
}

export async function shopOwner(db: Db, shopId: number): Promise<number> {
  const owner = await shopOwnerId(db, shopId);
  if (owner === null) throw new Error(`shop ${shopId} has no owner`);
  return owner;
}

/** What the shop's settlement account holds for this order: what was paid, a platform coupon, less refunds. */
export const heldFor = (o: OrderRow): bigint =>
  o.payMinor + (o.couponFundedBy === "platform" ? o.discountMinor : 0n) - o.refundedMinor;

/** Stock back in (goods, SKU) order; `unsell` for a paid order also takes back its sales. */
export async function giveStockBack(db: Db, o: OrderRow, unsell = false) {
  const lines = await linesOf(db, o.id);
  const sorted = [...lines].sort((a, b) => a.goodsId - b.goodsId || (a.skuId ?? 0) - (b.skuId ?? 0));
  for (const l of sorted) await returnStock(db, l, unsell);
  if (unsell) {
    const total = lines.reduce((n, l) => n + l.number, 0);
    await uncountSales(db, o.shopId, total);
  }
}

/**
 * Cancels an order (state 1 or 2 -> 7): stock and coupon come back; after payment the money held
 * in settlement returns to the shopper's wallet (and a platform coupon's part to promotions).
 */
/** Why an order is cancelled: by its buyer, or by the timer of unpaid orders after `wait`. */
export type CancelWhy = { by: "buyer" } | { by: "timer"; wait: { text: Text } };

export async function cancelOrderTx(db: Db, o: OrderRow, actor: string, why: CancelWhy) {
  mustAllow("cancel", o);
  if (await hasOpenRefund(db, o.id)) throw new AppError("refund_open");
  const row = await transition(db, o, "cancel", { cancelledAt: now() });
  await giveStockBack(db, o, o.state === ORDER_STATE.TO_SHIP);
  if (o.userCouponId !== null) await releaseCoupon(db, { orderId: o.id });
  if (o.state === ORDER_STATE.TO_SHIP) {
    const postings = [
      { account: settlementOf(o.shopId), amount: -heldFor(o) },
      { account: walletOf(o.userId), amount: o.payMinor - o.refundedMinor },
    ];
    if (o.couponFundedBy === "platform" && o.discountMinor > 0n)
      postings.push({ account: "platform:promotions", amount: o.discountMinor });
    await moveMoney(db, {
      type: "refund",
      reference: `order:${o.id}:cancel`,
      actor,
      memo: text("ledger.order_cancelled", { order_no: o.orderNo }),
      postings: postings.filter((p) => p.amount !== 0n),
    });
    await returnSupplierCost(db, o, actor);
  }
  await addEvent(
    db,
    o.id,
    "cancelled",
    why.by === "buyer" ? text("event.cancelled_by_buyer") : text("event.cancelled_unpaid", { wait: why.wait }),
  );
  await notify(db, {
    userId: o.userId,
    kind: "logistics",
    text:
      why.by === "timer"
        ? text("notice.order_cancelled_unpaid", { order_no: o.orderNo, wait: why.wait })
        : text(
            o.state === ORDER_STATE.TO_SHIP
              ? "notice.order_cancelled_by_you_refunded"
              : "notice.order_cancelled_by_you",
            {
              order_no: o.orderNo,
            },
          ),
    modules: "order",
    modulesId: o.id,
  });
  return row;
}

/**
 * The buy price the merchant paid for the order's supplier goods goes back to them
 * (platform:supplier -> merchant wallet, type `refund`), at most once per order (the reference is
 * the one a refund uses too): the order was cancelled, or refunded in full or with the goods back.
 */
export async function returnSupplierCost(db: Db, o: OrderRow, actor: string): Promise<void> {
  if (o.deliveryMinor <= 0n) return;
  await moveMoney(db, {
    type: "refund",
    reference: `order:${o.id}:supplier-return`,
    actor,
    memo: text("ledger.supplier_cost_returned", { order_no: o.orderNo }),
    postings: [
      { account: "platform:supplier", amount: -o.deliveryMinor },
      { account: walletOf(await shopOwner(db, o.shopId)), amount: o.deliveryMinor },
    ],
  });
}

/**
 * Ships the order (2 -> 3) with carrier and tracking number: one logistics event, the shopper is
 * told, and auto-confirm is set after the `order_timers` setting's wait. The merchant's own goods
 * and the supplier desk use it.
 */
export async function shipTx(db: Db, o: OrderRow, expressName: string, expressNo: string, byDesk = false) {
  mustAllow("ship", o);
  // a refund the merchant refused does not hold the parcel back
  if (await hasOpenRefund(db, o.id, { refusedCounts: false })) throw new AppError("refund_open");
  const at = now();
  const row = await transition(db, o, "ship", { shippedAt: at, expressName, expressNo });
  const shipped = { carrier: expressName, tracking: expressNo };
  await addEvent(db, o.id, "shipped", text(byDesk ? "event.shipped_by_desk" : "event.shipped", shipped));
  const { auto_confirm_minutes: confirmAfter } = await orderTimers(db);
  await scheduleJob(db, "auto_confirm", o.id, new Date(at.getTime() + minutesMs(confirmAfter)));
  await notify(db, {
    userId: o.userId,
    kind: "logistics",
    text: text("notice.order_shipped", { order_no: o.orderNo, ...shipped }),
    modules: "order",
    modulesId: o.id,
  });
  return row;
}

/** Confirms receipt (3 -> 4) and starts the after-sales window, at whose end the shop is settled. */
/** `why` is the event's text: confirmed by the buyer, or automatically after the wait. */
export async function confirmReceiptTx(db: Db, o: OrderRow, why: Text) {
  mustAllow("confirm", o);
  const at = now();
  // the window is fixed now, by the timer in force: a later change of the timer does not move it
  const { after_sales_minutes: window } = await orderTimers(db);
  const until = new Date(at.getTime() + minutesMs(window));
  const row = await transition(db, o, "confirm", { receivedAt: at, aftersalesUntil: until });
  await addEvent(db, o.id, "received", why);
  await scheduleJob(db, "settle", o.id, until);
  return row;
}

/**
 * The end of the after-sales window: what settlement holds for the order goes to the merchant's
 * wallet (type `settlement`). Returns false (try later) while a refund is open.
 */
export async function settleOrderTx(db: Db, o: OrderRow): Promise<boolean> {
  if (o.settledAt || !allowed("settle", o.state)) return true;
  // a refusal the shopper did not take to arbitration within the after-sales window is closed
  await completeRefundsIn(db, o.id, REFUND_STATE.REFUSED, REFUND_STATE.CLOSED);
  if (await hasOpenRefund(db, o.id)) return false;
  const amount = heldFor(o);
  const owner = await shopOwner(db, o.shopId);
  if (amount > 0n)
    await moveMoney(db, {
      type: "settlement",
      reference: `order:${o.id}:settle`,
      actor: "system",
      memo: text("ledger.order_settled", { order_no: o.orderNo }),
      postings: [
        { account: settlementOf(o.shopId), amount: -amount },
        { account: walletOf(owner), amount },
      ],
    });
  await transition(db, o, "settle", { settledAt: now() });
  await addEvent(db, o.id, "settled", text("event.settled"));
  await notify(db, {
    userId: owner,
    kind: "system",
    text:
      amount > 0n
        ? text("notice.order_settled", { order_no: o.orderNo, amount: money(amount) })
        : text("notice.order_settled_nothing", { order_no: o.orderNo }),
    modules: "order",
    modulesId: o.id,
  });
  return true;
}
