import { money as amountOf, type Text, text } from "@mp/texts";
import { now } from "../../platform/clock.js";
import type { Db } from "../../platform/db/index.js";
import { AppError } from "../../platform/http/index.js";
import { notify } from "../messages/index.js";
import { moveMoney, settlementOf, walletOf } from "../wallet/index.js";
import { giveStockBack, returnSupplierCost, shopOwner } from "./order-moves.js";
import { ORDER_STATE, REFUND_STATE, REFUND_TRANSITIONS, type RefundAction } from "./order-state.js";
import { addEvent, lockOrderRow, type OrderRow, setRefunded } from "./orders.repo.js";
import { lockRefundRow, type RefundRow, updateRefundFrom } from "./refunds.repo.js";

export async function lockRefund(db: Db, id: number, owner: { userId?: number; shopId?: number } = {}) {
  const row = await lockRefundRow(db, id, owner);
  if (!row) throw new AppError("refund_not_found");
  return row;
}

/** Moves a refund along its state machine, only from an allowed state (racing decisions find nothing). */
export async function refundTransition(db: Db, r: RefundRow, action: RefundAction, set: Partial<RefundRow>) {
  const from = REFUND_TRANSITIONS[action];
  if (!from.includes(r.state)) throw new AppError("refund_state");
  const row = await updateRefundFrom(db, r.id, from, set);
  if (!row) throw new AppError("refund_state");
  return row;
}

export const refundNotice = (db: Db, r: RefundRow, userId: number, notice: Text, note = "") =>
  notify(db, { userId, kind: "logistics", text: notice, note, modules: "refund", modulesId: r.id });

/**
 * Refund succeeded (-> 4): settlement:<shop> -> shopper wallet (type `refund`, reference
 * `refund:<id>`). A refund that returns everything paid closes the order (7), gives a platform
 * coupon's part back to promotions, and returns the stock if the goods never left or came back.
 * Supplier goods whose buy price was deducted at shipping: the supplier cost goes back to the
 * merchant (platform:supplier -> merchant wallet) when the goods come back (type 1) or the whole
 * order is refunded (docs/money.md).
 */
export async function completeRefund(db: Db, r: RefundRow, actor: string, set: Partial<RefundRow> = {}) {
  const order = (await lockOrderRow(db, r.orderId)) as OrderRow;
  const action: RefundAction = set.arbitratedBy
    ? "arbitrate"
    : r.state === REFUND_STATE.RETURN_SHIPPED
      ? "receive"
      : "agree";
  const row = await refundTransition(db, r, action, { ...set, state: REFUND_STATE.REFUNDED, completedAt: now() });
  const refunded = order.refundedMinor + r.moneyMinor;
  if (refunded > order.payMinor) throw new AppError("refund_amount");
  const full = refunded === order.payMinor;
  const owner = await shopOwner(db, order.shopId);
  // goods rows before ledger accounts, the lock order of every path
  if (full && (order.state === ORDER_STATE.TO_SHIP || r.type === 1)) await giveStockBack(db, order);
  const postings = [
    { account: settlementOf(order.shopId), amount: -r.moneyMinor },
    { account: walletOf(order.userId), amount: r.moneyMinor },
  ];
  if (full && order.couponFundedBy === "platform" && order.discountMinor > 0n)
    postings.push(
      { account: settlementOf(order.shopId), amount: -order.discountMinor },
      { account: "platform:promotions", amount: order.discountMinor },
    );
  await moveMoney(db, {
    type: "refund",
    reference: `refund:${r.id}`,
    actor,
    memo: text("ledger.refund", { refund_no: r.refundNo }),
    postings,
  });
  if (r.type === 1 || full) await returnSupplierCost(db, order, actor);
  await setRefunded(db, order.id, refunded, full);
  const amount = amountOf(r.moneyMinor);
  await addEvent(db, order.id, "refund", text("event.refund_succeeded", { refund_no: r.refundNo, amount }));
  await refundNotice(db, row, order.userId, text("notice.refund_succeeded", { refund_no: r.refundNo, amount }));
  await refundNotice(
    db,
    row,
    owner,
    text("notice.refund_paid_out", { refund_no: r.refundNo, order_no: order.orderNo }),
  );
  return row;
}
