import { orderAddressBody, orderCommentBody, orderIdBody } from "@mp/contracts";
import { text } from "@mp/texts";
import { now } from "../../platform/clock.js";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { pageOf } from "../../platform/db/index.js";
import { AppError, pageQuery, parse } from "../../platform/http/index.js";
import { requireUser } from "../accounts/index.js";
import { addReview } from "../catalogue/index.js";
import { notify } from "../messages/index.js";
import { eventsOf } from "./order-events.js";
import { chosenAddress, mustDeliverTo, ownOrder } from "./order-guards.js";
import { cancelOrderTx, confirmReceiptTx, lockOrder, mustAllow, shopOwner, transition } from "./order-moves.js";
import { ORDER_STATE } from "./order-state.js";
import { presentOrders } from "./order-views.js";
import * as repo from "./orders.repo.js";
import { presentRefund, seconds } from "./presenters.js";
import { refundsOfOrder } from "./refunds.repo.js";

type Input = Record<string, unknown>;
const obj = (v: unknown): Input => (v && typeof v === "object" && !Array.isArray(v) ? (v as Input) : {});
const idOf = (input: unknown) => parse(orderIdBody, input).id;

/** The tabs of /my-order: all, 1 unpaid, 2 to ship, 3 to receive, 4 to review, refund (returned). */
const tabOf = (v: unknown): string => (typeof v === "number" ? String(v) : typeof v === "string" ? v : "all");

/** `order/getOrderList` {state, page}: the shopper's own orders, newest first; deleted ones hidden. */
export async function orderList(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const q = parse(pageQuery, input);
  return pageOf(q, repo.userOrders(ctx.db, user.id, tabOf(obj(input).state)), (rows) => presentOrders(ctx.db, rows));
}

async function eventsWithTimes(ctx: Ctx, orderId: number) {
  const rows = await eventsOf(ctx, orderId);
  return rows.map(({ createdAt, ...e }) => ({ ...e, time: seconds(createdAt) }));
}

/** `order/getOrderInfo` {id}: one of the shopper's orders with its events and refunds. */
export async function orderInfo(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const o = await ownOrder(ctx.db, user.id, idOf(input));
  const [presented] = await presentOrders(ctx.db, [o]);
  const refundRows = await refundsOfOrder(ctx.db, o.id);
  return {
    ...presented,
    events: await eventsWithTimes(ctx, o.id),
    refunds: refundRows.map((r) => presentRefund(r, { order_no: o.orderNo })),
  };
}

/** `order/getLogistics` {id}: carrier, tracking number and the order's events. */
export async function orderLogistics(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const o = await ownOrder(ctx.db, user.id, idOf(input));
  return {
    order_no: o.orderNo,
    state: o.state,
    express_name: o.expressName,
    express_no: o.expressNo,
    delivertime: seconds(o.shippedAt),
    events: await eventsWithTimes(ctx, o.id),
  };
}

/** `order/cancelOrder` {id}: unpaid (stock and coupon back) or paid and not shipped (money back too). */
export async function cancelOrder(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const id = idOf(input);
  return inTransaction(ctx, async (tx) => {
    const o = await lockOrder(tx.db, id, { userId: user.id });
    const row = await cancelOrderTx(tx.db, o, `user:${user.id}`, { by: "buyer" });
    if (o.state === ORDER_STATE.TO_SHIP)
      await notify(tx.db, {
        userId: await shopOwner(tx.db, o.shopId),
        kind: "logistics",
        text: text("notice.order_cancelled_by_buyer", { order_no: o.orderNo }),
        modules: "order",
        modulesId: o.id,
      });
    return { id: row.id, state: row.state };
  });
}

/** `order/confirmOrder` {id}: the shopper confirms receipt (3 -> 4). */
export async function confirmOrder(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const id = idOf(input);
  return inTransaction(ctx, async (tx) => {
    const o = await lockOrder(tx.db, id, { userId: user.id });
    const row = await confirmReceiptTx(tx.db, o, text("event.received_by_buyer"));
    return { id: row.id, state: row.state };
  });
}

/**
 * `order/editAddress` {id, address_id}: once, before shipping; the new address is copied in. It
 * must be one of the user's addresses ("no_address") in a country logistics reach ("delivery_unsupported").
 */
export async function editAddress(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const { id, address_id: addressId } = parse(orderAddressBody, input);
  return inTransaction(ctx, async (tx) => {
    const o = await lockOrder(tx.db, id, { userId: user.id });
    mustAllow("editAddress", o);
    if (o.addressEdited) throw new AppError("address_edited");
    // an id that is not one of the user's addresses: "no_address"; a country logistics cannot reach: refused
    const a = await chosenAddress(tx.db, user.id, addressId);
    if (!a) throw new AppError("no_address", { field: "address_id" });
    await mustDeliverTo(tx.db, a);
    const address = {
      name: a.name,
      mobile: a.mobile,
      mobile_code: a.mobileCode,
      country: a.country,
      province: a.province,
      city: a.city,
      zip_code: a.zipCode,
      address: a.address,
    };
    await transition(tx.db, o, "editAddress", { address, addressEdited: true });
    await repo.addEvent(tx.db, o.id, "address", text("event.address_changed"));
    return { id: o.id, address };
  });
}

/** `order/delOrder` {id}: hides a completed or cancelled order from the shopper (the merchant keeps it). */
export async function deleteOrder(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const id = idOf(input);
  return inTransaction(ctx, async (tx) => {
    const o = await lockOrder(tx.db, id, { userId: user.id });
    mustAllow("delete", o);
    await transition(tx.db, o, "delete", { deletedByUser: true });
    return { id };
  });
}

/**
 * `order/comment` {id, items:[{goods_id, score 1-5, content, images[]}]}: reviews the order's
 * goods (rows the product page shows) and completes it (4 -> 6).
 */
export async function commentOrder(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const b = parse(orderCommentBody, input);
  const id = b.id;
  const items = b.items.map((i) => ({ goodsId: i.goods_id, score: i.score, content: i.content, images: i.images }));
  return inTransaction(ctx, async (tx) => {
    const o = await lockOrder(tx.db, id, { userId: user.id });
    mustAllow("comment", o);
    const lines = await repo.linesOf(tx.db, o.id);
    const seen = new Set<number>();
    for (const it of items) {
      if (!lines.some((l) => l.goodsId === it.goodsId) || seen.has(it.goodsId))
        throw new AppError("bad_request", { field: "goods_id" });
      seen.add(it.goodsId);
      await addReview(tx.db, {
        goodsId: it.goodsId,
        userId: user.id,
        stars: it.score,
        content: it.content,
        images: it.images,
      });
      await repo.markLineCommented(tx.db, o.id, it.goodsId);
    }
    const row = await transition(tx.db, o, "comment", { commentedAt: now() });
    await repo.addEvent(tx.db, o.id, "commented", text("event.commented"));
    return { id: row.id, state: row.state };
  });
}
