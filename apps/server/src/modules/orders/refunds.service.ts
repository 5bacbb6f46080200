import { expressBody, orderIdBody, refundApplyBodyWith, refundArbitrateBody, refundRefuseBody } from "@mp/contracts";
import { parseAmount } from "@mp/money";
import { text } from "@mp/texts";
import { now, nowMs } from "../../platform/clock.js";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { pageOf } from "../../platform/db/index.js";
import { AppError, pageQuery, parse } from "../../platform/http/index.js";
import { accountsAdmin, requireUser } from "../accounts/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { eventsOf } from "./order-events.js";
import { requireOwnShop } from "./order-guards.js";
import { hasOpenRefund, lockOrder, mustAllow, shopOwner } from "./order-moves.js";
import { ORDER_STATE, REFUND_STATE } from "./order-state.js";
import { presentOrders, presentRefunds } from "./order-views.js";
import { addEvent, findOrder } from "./orders.repo.js";
import { presentRefund } from "./presenters.js";
import { completeRefund, lockRefund, refundNotice, refundTransition } from "./refund-moves.js";
import * as repo from "./refunds.repo.js";

type Input = Record<string, unknown>;
const obj = (v: unknown): Input => (v && typeof v === "object" && !Array.isArray(v) ? (v as Input) : {});
/** The contract's body, its amount read by the money package. */
export const applyBody = refundApplyBodyWith(parseAmount);

export const refundNo = (id: number, at = now()) =>
  `R${at.toISOString().slice(0, 10).replaceAll("-", "")}${String(id).padStart(8, "0")}`;

/**
 * `refund/apply` {order_id, type 0|1, money, reason, images[]}: within the after-sales window
 * (paid orders; 7 days after receipt; never after settlement), at most what was paid and not yet
 * refunded, one open refund per order. Return and refund (type 1) needs the goods shipped.
 */
export async function applyRefund(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const { order_id: orderId, type, money: amount, reason, images } = parse(applyBody, input);
  return inTransaction(ctx, async (tx) => {
    const o = await lockOrder(tx.db, orderId, { userId: user.id });
    const windowOver = o.settledAt !== null || (o.aftersalesUntil !== null && o.aftersalesUntil.getTime() <= nowMs());
    if (windowOver && [ORDER_STATE.TO_REVIEW, ORDER_STATE.COMPLETED].some((s) => s === o.state))
      throw new AppError("after_sales_expired");
    mustAllow("refund", o);
    if (type === 1 && o.state === ORDER_STATE.TO_SHIP) throw new AppError("order_state", { field: "type" });
    if (await hasOpenRefund(tx.db, o.id)) throw new AppError("refund_open");
    if (amount > o.payMinor - o.refundedMinor) throw new AppError("refund_amount", { field: "money" });
    const { created: r, numbered: row } = await repo.insertRefund(
      tx.db,
      { orderId: o.id, userId: user.id, shopId: o.shopId, type, moneyMinor: amount, reason, images },
      refundNo,
    );
    await addEvent(
      tx.db,
      o.id,
      "refund",
      text(type === 1 ? "event.refund_requested_return" : "event.refund_requested_only"),
    );
    await refundNotice(
      tx.db,
      r,
      await shopOwner(tx.db, o.shopId),
      text("notice.refund_requested", { order_no: o.orderNo }),
    );
    return presentRefund(row ?? r, { order_no: o.orderNo });
  });
}

/** `refund/list` {page}: the shopper's own refunds, newest first. */
export async function refundList(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const q = parse(pageQuery, input);
  return pageOf(q, repo.userRefunds(ctx.db, user.id), (rows) => presentRefunds(ctx.db, rows));
}

/** `refund/info` {id}: one of the shopper's refunds. */
export async function refundInfo(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const r = await repo.findUserRefund(ctx.db, user.id, parse(orderIdBody, input).id);
  if (!r) throw new AppError("refund_not_found");
  return (await presentRefunds(ctx.db, [r]))[0];
}

/** `refund/cancel` {id}: the shopper withdraws a refund that is not decided or paid (-> 5 closed). */
export async function cancelRefund(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const id = parse(orderIdBody, input).id;
  return inTransaction(ctx, async (tx) => {
    const r = await lockRefund(tx.db, id, { userId: user.id });
    const row = await refundTransition(tx.db, r, "cancel", { state: REFUND_STATE.CLOSED, completedAt: now() });
    await addEvent(tx.db, r.orderId, "refund", text("event.refund_withdrawn", { refund_no: r.refundNo }));
    return presentRefund(row);
  });
}

/** `refund/returnShip` {id, express_name, express_no}: the goods are on their way back (1 -> 6). */
export async function returnShip(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const { id, express_name: expressName, express_no: expressNo } = parse(expressBody, input);
  if (!expressName || !expressNo) throw new AppError("express_required");
  return inTransaction(ctx, async (tx) => {
    const r = await lockRefund(tx.db, id, { userId: user.id });
    if (r.type !== 1) throw new AppError("refund_state");
    const row = await refundTransition(tx.db, r, "returnShip", {
      state: REFUND_STATE.RETURN_SHIPPED,
      expressName,
      expressNo,
    });
    const parcel = { carrier: expressName, tracking: expressNo };
    await addEvent(tx.db, r.orderId, "refund", text("event.refund_goods_sent_back", parcel));
    await refundNotice(
      tx.db,
      row,
      await shopOwner(tx.db, r.shopId),
      text("notice.refund_goods_sent_back", { refund_no: r.refundNo, ...parcel }),
    );
    return presentRefund(row);
  });
}

/** `refund/arbitration` {id}: after a refusal the shopper asks the platform to decide (2 -> 3). */
export async function escalateRefund(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const id = parse(orderIdBody, input).id;
  return inTransaction(ctx, async (tx) => {
    const r = await lockRefund(tx.db, id, { userId: user.id });
    const row = await refundTransition(tx.db, r, "escalate", { state: REFUND_STATE.ARBITRATION });
    await addEvent(tx.db, r.orderId, "refund", text("event.refund_to_arbitration", { refund_no: r.refundNo }));
    return presentRefund(row);
  });
}

/** `shop/refund/agree` {id}: refund only pays out at once; return and refund waits for the goods (0 -> 1). */
export async function merchantAgree(ctx: Ctx, input: unknown) {
  const { user, shopId } = await requireOwnShop(ctx);
  const id = parse(orderIdBody, input).id;
  return inTransaction(ctx, async (tx) => {
    const r = await lockRefund(tx.db, id, { shopId });
    if (r.type === 0) return presentRefund(await completeRefund(tx.db, r, `user:${user.id}`));
    const row = await refundTransition(tx.db, r, "agree", { state: REFUND_STATE.AGREED });
    await addEvent(tx.db, r.orderId, "refund", text("event.refund_agreed", { refund_no: r.refundNo }));
    await refundNotice(tx.db, row, r.userId, text("notice.refund_agreed", { refund_no: r.refundNo }));
    return presentRefund(row);
  });
}

/** `shop/refund/refuse` {id, reason}: 0 -> 2; the shopper may then ask for arbitration. */
export async function merchantRefuse(ctx: Ctx, input: unknown) {
  const { shopId } = await requireOwnShop(ctx);
  const { id, reason } = parse(refundRefuseBody, input);
  return inTransaction(ctx, async (tx) => {
    const r = await lockRefund(tx.db, id, { shopId });
    const row = await refundTransition(tx.db, r, "refuse", { state: REFUND_STATE.REFUSED, refuseReason: reason });
    await addEvent(tx.db, r.orderId, "refund", text("event.refund_refused", { refund_no: r.refundNo }), reason);
    await refundNotice(tx.db, row, r.userId, text("notice.refund_refused", { refund_no: r.refundNo }), reason);
    return presentRefund(row);
  });
}

/** `shop/refund/receive` {id}: the returned goods arrived; the refund pays out (6 -> 4). */
export async function merchantReceive(ctx: Ctx, input: unknown) {
  const { user, shopId } = await requireOwnShop(ctx);
  const id = parse(orderIdBody, input).id;
  return inTransaction(ctx, async (tx) => {
    const r = await lockRefund(tx.db, id, { shopId });
    if (r.state !== REFUND_STATE.RETURN_SHIPPED) throw new AppError("refund_state");
    return presentRefund(await completeRefund(tx.db, r, `user:${user.id}`));
  });
}

/** `/api/admin/refund/arbitrate` {id, approve 0|1, note}: a named staff member decides (-> 4 or 5), audited. */
export async function arbitrate(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, ["support", "operator"]);
  const { id, approve, note } = parse(refundArbitrateBody, input);
  return inTransaction(ctx, async (tx) => {
    const r = await lockRefund(tx.db, id);
    const set = { arbitratedBy: staff.id, arbitrationNote: note };
    const row = approve
      ? await completeRefund(tx.db, r, `staff:${staff.id}`, set)
      : await refundTransition(tx.db, r, "arbitrate", { ...set, state: REFUND_STATE.CLOSED, completedAt: now() });
    if (!approve) {
      const refund = { refund_no: r.refundNo };
      await addEvent(tx.db, r.orderId, "refund", text("event.refund_closed_by_platform", refund), note);
      await refundNotice(tx.db, row, r.userId, text("notice.refund_refused_by_platform", refund), note);
    }
    await audit(tx, staff.id, approve ? "refund.arbitrate.approve" : "refund.arbitrate.reject", `refund:${r.id}`, {
      before: { state: r.state },
      after: { state: row.state },
      note,
    });
    return presentRefund(row);
  });
}

/** `/api/admin/refund/list` {state?, page}: the arbitration queue. */
export async function arbitrationQueue(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, ["support", "operator"]);
  const q = parse(pageQuery, input);
  const s = Number(obj(input).state ?? REFUND_STATE.ARBITRATION);
  const state = Number.isInteger(s) && s >= 0 && s <= 6 ? s : null;
  return pageOf(q, repo.refundsInState(ctx.db, state), async (rows) => {
    const shown = await presentRefunds(ctx.db, rows);
    // the buyer, named for the console (accounts' door)
    return accountsAdmin.withUserLabels(
      ctx.db,
      shown.map((r, i) => ({ ...r, user_id: rows[i]?.userId ?? null })),
    );
  });
}

/**
 * `/api/admin/refund/detail` {id} (support, operator): the refund with both sides' statements
 * (the buyer's reason and pictures, the merchant's refusal), its order with lines and who bought,
 * and the order's history, newest first.
 */
export async function arbitrationDetail(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, ["support", "operator"]);
  const { id } = parse(orderIdBody, input);
  const r = await repo.findRefund(ctx.db, id);
  if (!r) throw new AppError("refund_not_found", { field: "id" });
  const order = await findOrder(ctx.db, r.orderId);
  if (!order) throw new AppError("order_not_found");
  const [[presented], events, [refund]] = await Promise.all([
    presentOrders(ctx.db, [order]),
    eventsOf(ctx, order.id),
    presentRefunds(ctx.db, [r]),
  ]);
  const [buyer] = await accountsAdmin.withUserLabels(ctx.db, [{ user_id: order.userId }]);
  return {
    refund: { ...refund, user_id: r.userId, shop_id: r.shopId },
    order: { ...presented, ...buyer },
    events: events.map(({ createdAt, ...e }) => ({ ...e, createtime: Math.floor(createdAt.getTime() / 1000) })),
  };
}
