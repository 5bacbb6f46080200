import { orderAddressBody, orderCommentBody, orderIdBody } from "@mp/contracts";
import { and, count, desc, eq, inArray, type SQL, sql } from "drizzle-orm";
import { type Ctx, inTransaction } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { AppError, pageQuery, parse, toPage } from "../../platform/http/index.js";
import { requireUser } from "../accounts/index.js";
import { reviews, shops } from "../catalogue/index.js";
import { notify } from "../messages/index.js";
import { chosenAddress, mustDeliverTo } from "./checkout.service.js";
import {
  addEvent,
  cancelOrderTx,
  confirmReceiptTx,
  lockOrder,
  mustAllow,
  shopOwner,
  transition,
} from "./order-moves.js";
import { orderEvents, orderGoods, orders, refunds } from "./orders.tables.js";
import { presentOrder, presentRefund, seconds } from "./presenters.js";

type Input = Record<string, unknown>;
const obj = (v: unknown): Input => (v && typeof v === "object" && !Array.isArray(v) ? (v as Input) : {});
const idOf = (input: unknown) => parse(orderIdBody, input).id;

/** Orders with their lines and shop names, presented. */
export async function presentOrders(db: Db, rows: (typeof orders.$inferSelect)[]) {
  if (!rows.length) return [];
  const ids = rows.map((o) => o.id);
  const [lines, shopRows] = await Promise.all([
    db.select().from(orderGoods).where(inArray(orderGoods.orderId, ids)).orderBy(orderGoods.id),
    db
      .select({ id: shops.id, name: shops.name })
      .from(shops)
      .where(inArray(shops.id, [...new Set(rows.map((o) => o.shopId))])),
  ]);
  const shopById = new Map(shopRows.map((s) => [s.id, s]));
  return rows.map((o) =>
    presentOrder(
      o,
      lines.filter((l) => l.orderId === o.id),
      shopById.get(o.shopId),
    ),
  );
}

/** The tabs of /my-order: all, 1 unpaid, 2 to ship, 3 to receive, 4 to review, refund (returned). */
function stateFilter(v: unknown): SQL | undefined {
  const s = typeof v === "number" ? String(v) : typeof v === "string" ? v : "all";
  if (s === "refund") return sql`exists (select 1 from ${refunds} r where r.order_id = ${orders.id})`;
  if (["1", "2", "3", "4", "6", "7"].includes(s)) return eq(orders.state, Number(s));
  return undefined;
}

/** `order/getOrderList` {state, page}: the shopper's own orders, newest first; deleted ones hidden. */
export async function orderList(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const q = parse(pageQuery, input);
  const where = and(eq(orders.userId, user.id), eq(orders.deletedByUser, false), stateFilter(obj(input).state));
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(orders)
      .where(where)
      .orderBy(desc(orders.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    ctx.db.select({ n: count() }).from(orders).where(where),
  ]);
  return toPage(await presentOrders(ctx.db, rows), Number(total?.n ?? 0), q.page, q.limit);
}

async function ownOrder(ctx: Ctx, userId: number, id: number) {
  const [o] = await ctx.db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.userId, userId), eq(orders.deletedByUser, false)));
  if (!o) throw new AppError("order_not_found");
  return o;
}

async function eventsOf(db: Db, orderId: number) {
  const rows = await db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.orderId, orderId))
    .orderBy(desc(orderEvents.id));
  return rows.map((e) => ({ kind: e.kind, content: e.content, time: seconds(e.createdAt) }));
}

/** `order/getOrderInfo` {id}: one of the shopper's orders with its events and refunds. */
export async function orderInfo(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const o = await ownOrder(ctx, user.id, idOf(input));
  const [presented] = await presentOrders(ctx.db, [o]);
  const refundRows = await ctx.db.select().from(refunds).where(eq(refunds.orderId, o.id)).orderBy(desc(refunds.id));
  return {
    ...presented,
    events: await eventsOf(ctx.db, o.id),
    refunds: refundRows.map((r) => presentRefund(r, { order_no: o.orderNo })),
  };
}

/** `order/getLogistics` {id}: carrier, tracking number and the order's events. */
export async function orderLogistics(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const o = await ownOrder(ctx, user.id, idOf(input));
  return {
    order_no: o.orderNo,
    state: o.state,
    express_name: o.expressName,
    express_no: o.expressNo,
    delivertime: seconds(o.shippedAt),
    events: await eventsOf(ctx.db, o.id),
  };
}

/** `order/cancelOrder` {id}: unpaid (stock and coupon back) or paid and not shipped (money back too). */
export async function cancelOrder(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const id = idOf(input);
  return inTransaction(ctx, async (tx) => {
    const o = await lockOrder(tx.db, id, { userId: user.id });
    const row = await cancelOrderTx(tx.db, o, `user:${user.id}`, "Cancelled by the buyer.");
    if (o.state === 2)
      await notify(tx.db, {
        userId: await shopOwner(tx.db, o.shopId),
        kind: "logistics",
        title: "Order cancelled",
        content: `Order ${o.orderNo} was cancelled by the buyer before shipping; the payment went back to them.`,
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
    const row = await confirmReceiptTx(tx.db, o, "Receipt confirmed by the buyer");
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
    await addEvent(tx.db, o.id, "address", "Shipping address changed by the buyer");
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
    const lines = await tx.db.select().from(orderGoods).where(eq(orderGoods.orderId, o.id));
    const seen = new Set<number>();
    for (const it of items) {
      if (!lines.some((l) => l.goodsId === it.goodsId) || seen.has(it.goodsId))
        throw new AppError("bad_request", { field: "goods_id" });
      seen.add(it.goodsId);
      await tx.db
        .insert(reviews)
        .values({ goodsId: it.goodsId, userId: user.id, stars: it.score, content: it.content, images: it.images });
      await tx.db.execute(
        sql`update goods set review_count = review_count + 1, review_stars_sum = review_stars_sum + ${it.score} where id = ${it.goodsId}`,
      );
      await tx.db
        .update(orderGoods)
        .set({ commented: true })
        .where(and(eq(orderGoods.orderId, o.id), eq(orderGoods.goodsId, it.goodsId)));
    }
    const row = await transition(tx.db, o, "comment", { commentedAt: new Date() });
    await addEvent(tx.db, o.id, "commented", "Reviewed by the buyer");
    return { id: row.id, state: row.state };
  });
}
