import { text } from "@mp/texts";
import type { Ctx } from "../../platform/context.js";
import { AppError } from "../../platform/http/index.js";
import { idempotent, requestHash, storedAnswer } from "../../platform/idempotency.js";
import { checkPayPassword, type UserRow } from "../accounts/index.js";
import { notify } from "../messages/index.js";
import { moveMoney, walletOf } from "../wallet/index.js";
import { hasOpenRefund, lockOrder, mustAllow } from "./order-moves.js";
import { addEvent, linesOf, type OrderLineRow, type OrderRow } from "./orders.repo.js";
import { money } from "./presenters.js";
import * as repo from "./shop-orders.repo.js";

/** What the order's supplier goods cost the merchant: buy price x quantity (0 without supplier goods). */
export const supplierCostOf = (lines: OrderLineRow[]): bigint =>
  lines.reduce((a, l) => a + (l.buyPriceMinor ?? 0n) * BigInt(l.number), 0n);

export type PayAndShipAnswer = {
  id: number;
  state: number;
  express_name: "";
  express_no: "";
  preparing: true;
  paid: string;
};

/** What refuses "Pay and ship" on this order now; checked before the password and again under the lock. */
async function mustBeReady(ctx: Ctx, o: OrderRow): Promise<void> {
  mustAllow("ship", o);
  if (o.deliveryPaidAt) throw new AppError("delivery_paid");
  if (await hasOpenRefund(ctx.db, o.id, { refusedCounts: false })) throw new AppError("refund_open");
}

/**
 * "Pay and ship" (`shop/order/ship` on an order with supplier goods): the merchant pays the buy
 * price of its supplier lines from the wallet (merchant wallet -> platform:supplier, type
 * `delivery`, reference `order:<id>:delivery`, once per order), and the order, still in state 2,
 * waits for the supplier desk. A payment like the bond's and a withdrawal's: a retry with the
 * Idempotency-Key of one made gets its answer first; otherwise what the order allows is checked,
 * then the fund password (the same tries and answers: accounts/pay-password.ts), then one
 * transaction checks the order again under its lock and moves the money.
 */
export async function payAndShip(
  ctx: Ctx,
  user: UserRow,
  found: OrderRow,
  payPassword: unknown,
  key: string | null,
): Promise<PayAndShipAnswer> {
  const scope = `user:${user.id}`;
  const hash = requestHash("shop/order/ship", { id: found.id });
  const replay = await storedAnswer(ctx, scope, key, hash);
  if (replay) return replay.answer as PayAndShipAnswer;
  await mustBeReady(ctx, found);
  await checkPayPassword(ctx, user, payPassword);
  return idempotent(ctx, scope, key, hash, async (tx) => {
    const o = await lockOrder(tx.db, found.id, { shopId: found.shopId });
    await mustBeReady(tx, o);
    const cost = supplierCostOf(await linesOf(tx.db, o.id));
    await moveMoney(tx.db, {
      type: "delivery",
      reference: `order:${o.id}:delivery`,
      actor: `user:${user.id}`,
      memo: text("ledger.supplier_cost_paid", { order_no: o.orderNo }),
      postings: [
        { account: walletOf(user.id), amount: -cost },
        { account: "platform:supplier", amount: cost },
      ],
    });
    const row = await repo.markDeliveryPaid(tx.db, o.id, cost);
    if (!row) throw new AppError("delivery_paid");
    await addEvent(tx.db, o.id, "preparing", text("event.preparing"));
    await notify(tx.db, {
      userId: o.userId,
      kind: "logistics",
      text: text("notice.order_preparing", { order_no: o.orderNo }),
      modules: "order",
      modulesId: o.id,
    });
    return { id: row.id, state: row.state, express_name: "", express_no: "", preparing: true, paid: money(cost) };
  });
}
