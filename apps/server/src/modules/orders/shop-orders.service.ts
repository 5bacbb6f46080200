import { expressBody } from "@mp/contracts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { pageOf } from "../../platform/db/index.js";
import { AppError, pageQuery, parse } from "../../platform/http/index.js";
import { notify } from "../messages/index.js";
import { moveMoney, walletOf } from "../wallet/index.js";
import { scheduleJob } from "./jobs.repo.js";
import { requireOwnShop } from "./order-guards.js";
import { hasOpenRefund, lockOrder, mustAllow, transition } from "./order-moves.js";
import { minutesMs, orderTimers } from "./order-timers.js";
import { presentOrders } from "./order-views.js";
import { addEvent, linesOf, shopOrders } from "./orders.repo.js";
import { presentRefund } from "./presenters.js";
import { shopRefunds } from "./refunds.repo.js";

type Input = Record<string, unknown>;
const obj = (v: unknown): Input => (v && typeof v === "object" && !Array.isArray(v) ? (v as Input) : {});

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
    const lines = await linesOf(tx.db, o.id);
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
    const { auto_confirm_minutes: confirmAfter } = await orderTimers(tx.db);
    await scheduleJob(tx.db, "auto_confirm", o.id, new Date(now.getTime() + minutesMs(confirmAfter)));
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
  const state = [1, 2, 3, 4, 6, 7].includes(s) ? s : null;
  return pageOf(q, shopOrders(ctx.db, shopId, state), (rows) => presentOrders(ctx.db, rows));
}

/** `shop/refund/list` {page}: the refunds of the merchant's orders. */
export async function shopRefundList(ctx: Ctx, input: unknown) {
  const { shopId } = await requireOwnShop(ctx);
  const q = parse(pageQuery, input);
  return pageOf(q, shopRefunds(ctx.db, shopId), (rows) => rows.map((r) => presentRefund(r)));
}
