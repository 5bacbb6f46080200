import { expressBody } from "@mp/contracts";
import { and, count, desc, eq, sql } from "drizzle-orm";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { queryRows } from "../../platform/db/index.js";
import { AppError, pageQuery, parse, toPage } from "../../platform/http/index.js";
import { requireUser } from "../accounts/index.js";
import { notify } from "../messages/index.js";
import { moveMoney, walletOf } from "../wallet/index.js";
import { scheduleJob } from "./jobs.js";
import { addEvent, hasOpenRefund, lockOrder, mustAllow, transition } from "./order-moves.js";
import { AUTO_CONFIRM_MS } from "./order-state.js";
import { presentOrders } from "./orders.service.js";
import { orderGoods, orders, refunds } from "./orders.tables.js";
import { presentRefund } from "./presenters.js";

type Input = Record<string, unknown>;
const obj = (v: unknown): Input => (v && typeof v === "object" && !Array.isArray(v) ? (v as Input) : {});

/** The merchant behind the request and their shop: "no_shop" without one; a locked store answers 402. */
export async function requireOwnShop(ctx: Ctx) {
  const user = await requireUser(ctx);
  const [shop] = await queryRows<{ id: number; state: number }>(
    ctx.db,
    sql`select id, state from shops where user_id = ${user.id}`,
  );
  if (!shop) throw new AppError("no_shop");
  if (shop.state === 2) throw new AppError("store_locked");
  return { user, shopId: shop.id };
}

/**
 * `shop/order/ship` {id, express_name, express_no}: 2 -> 3, logged as logistics, the shopper is
 * told, and auto-confirm is set 7 days ahead. Supplier goods cost the merchant their buy price
 * (merchant wallet -> platform:supplier, type `delivery`) when they ship.
 */
export async function shipOrder(ctx: Ctx, input: unknown) {
  const { user, shopId } = await requireOwnShop(ctx);
  const { id, express_name: expressName, express_no: expressNo } = parse(expressBody, input);
  if (!expressName || !expressNo) throw new AppError("express_required");
  return inTransaction(ctx, async (tx) => {
    const o = await lockOrder(tx.db, id, { shopId });
    mustAllow("ship", o);
    // a refund the merchant refused does not hold the parcel back
    if (await hasOpenRefund(tx.db, o.id, { refusedCounts: false })) throw new AppError("refund_open");
    const lines = await tx.db.select().from(orderGoods).where(eq(orderGoods.orderId, o.id));
    const supplierCost = lines.reduce((a, l) => a + (l.buyPriceMinor ?? 0n) * BigInt(l.number), 0n);
    if (supplierCost > 0n)
      await moveMoney(tx.db, {
        type: "delivery",
        reference: `order:${o.id}:delivery`,
        actor: `user:${user.id}`,
        memo: `Supplier goods of order ${o.orderNo}`,
        postings: [
          { account: walletOf(user.id), amount: -supplierCost },
          { account: "platform:supplier", amount: supplierCost },
        ],
      });
    const now = new Date();
    const row = await transition(tx.db, o, "ship", {
      shippedAt: now,
      expressName,
      expressNo,
      deliveryMinor: supplierCost,
    });
    await addEvent(tx.db, o.id, "shipped", `Shipped with ${expressName}, tracking number ${expressNo}`);
    await scheduleJob(tx.db, "auto_confirm", o.id, new Date(now.getTime() + AUTO_CONFIRM_MS));
    await notify(tx.db, {
      userId: o.userId,
      kind: "logistics",
      title: "Order shipped",
      content: `Order ${o.orderNo} was shipped with ${expressName}, tracking number ${expressNo}.`,
      modules: "order",
      modulesId: o.id,
    });
    return { id: row.id, state: row.state, express_name: expressName, express_no: expressNo };
  });
}

/** `shop/order/list` {state, page}: the merchant's orders (all of them, deleted-by-shopper included). */
export async function shopOrderList(ctx: Ctx, input: unknown) {
  const { shopId } = await requireOwnShop(ctx);
  const q = parse(pageQuery, input);
  const s = Number(obj(input).state);
  const where = and(eq(orders.shopId, shopId), [1, 2, 3, 4, 6, 7].includes(s) ? eq(orders.state, s) : undefined);
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

/** `shop/refund/list` {page}: the refunds of the merchant's orders. */
export async function shopRefundList(ctx: Ctx, input: unknown) {
  const { shopId } = await requireOwnShop(ctx);
  const q = parse(pageQuery, input);
  const where = eq(refunds.shopId, shopId);
  const [rows, [total]] = await Promise.all([
    ctx.db
      .select()
      .from(refunds)
      .where(where)
      .orderBy(desc(refunds.id))
      .limit(q.limit)
      .offset((q.page - 1) * q.limit),
    ctx.db.select({ n: count() }).from(refunds).where(where),
  ]);
  return toPage(
    rows.map((r) => presentRefund(r)),
    Number(total?.n ?? 0),
    q.page,
    q.limit,
  );
}
