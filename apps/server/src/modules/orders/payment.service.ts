import { paymentBody, SHOP_STATE } from "@mp/contracts";
import { money as amountOf, text } from "@mp/texts";
import { now } from "../../platform/clock.js";
import type { Ctx } from "../../platform/context.js";
import { AppError, parse } from "../../platform/http/index.js";
import { idempotent, requestHash, storedAnswer } from "../../platform/idempotency.js";
import { checkPayPassword, requireUser } from "../accounts/index.js";
import { type Notice, notifyAll } from "../messages/index.js";
import { moveMoney, settlementOf, walletOf } from "../wallet/index.js";
import { countSales } from "./goods-lines.js";
import { mustLevelAllow } from "./level-guard.js";
import { mustAllow } from "./order-moves.js";
import { ORDER_STATE } from "./order-state.js";
import { lockForPayment, markPaid } from "./payment.repo.js";
import { money } from "./presenters.js";

type PaymentAnswer = { order_ids: number[]; paid: string; state: number };

/**
 * `pay/payment` {order_ids, pay_password}: pays the user's unpaid orders from the wallet. A retry
 * with the Idempotency-Key of a payment made gets its answer at once; otherwise the password is
 * checked first (wrong ones count towards the lockout); then one transaction locks
 * the orders, moves wallet -> settlement:<shop> per order (plus platform:promotions -> settlement
 * for a platform coupon) with the reference `order:<id>:pay`, and sets them to state 2. Paying an
 * order twice, even at the same instant, moves money once: the second finds it paid.
 */
export async function payOrders(ctx: Ctx, input: unknown, key: string | null) {
  const user = await requireUser(ctx);
  const b = parse(paymentBody, input);
  const ids = b.order_ids.sort((x, y) => x - y);
  const [scope, hash] = [`user:${user.id}`, requestHash("pay/payment", { ids })];
  // a retry of a payment made already gets its answer, however the password tries stand now
  const replay = await storedAnswer(ctx, scope, key, hash);
  if (replay) return replay.answer as PaymentAnswer;
  await checkPayPassword(ctx, user, b.pay_password);
  return idempotent(ctx, scope, key, hash, async (tx): Promise<PaymentAnswer> => {
    const rows = await lockForPayment(tx.db, user.id, ids);
    if (rows.length !== ids.length) throw new AppError("order_not_found");
    for (const o of rows) mustAllow("pay", o);
    // a store locked (or closed) since the order was placed sells nothing more
    if (rows.some((o) => o.shopState !== SHOP_STATE.open)) throw new AppError("shop_closed");
    // goods and shops first (in id order), then the money in shop order: the lock order every
    // path keeps, so concurrent checkouts, payments and cancels cannot deadlock
    await countSales(
      tx.db,
      rows.flatMap((o) => o.lines.map((l) => ({ goodsId: l.goods_id, shopId: o.shopId, number: l.number }))),
    );
    // the shops' rows are locked now: a store level lowered since the order was placed is seen
    // (a bond refund takes the same lock), and what it no longer allows is not paid for
    await mustLevelAllow(
      tx.db,
      rows.flatMap((o) =>
        o.lines.map((l) => ({ shopId: o.shopId, goodsId: l.goods_id, priceMinor: BigInt(l.price_minor) })),
      ),
    );
    let total = 0n;
    const notices: Notice[] = [];
    for (const o of [...rows].sort((a, b) => a.shopId - b.shopId || a.id - b.id)) {
      const postings = [
        { account: walletOf(user.id), amount: -o.payMinor },
        { account: settlementOf(o.shopId), amount: o.payMinor },
      ];
      if (o.couponFundedBy === "platform" && o.discountMinor > 0n)
        postings.push(
          { account: "platform:promotions", amount: -o.discountMinor },
          { account: settlementOf(o.shopId), amount: o.discountMinor },
        );
      const nonZero = postings.filter((p) => p.amount !== 0n);
      if (nonZero.length >= 2)
        await moveMoney(tx.db, {
          type: "pay",
          reference: `order:${o.id}:pay`,
          actor: `user:${user.id}`,
          memo: text("ledger.order_paid", { order_no: o.orderNo }),
          postings: nonZero,
        });
      notices.push(
        {
          userId: user.id,
          kind: "logistics",
          text: text("notice.payment_successful", { order_no: o.orderNo, amount: amountOf(o.payMinor) }),
          modules: "order",
          modulesId: o.id,
        },
        {
          userId: o.owner,
          kind: "logistics",
          text: text("notice.new_paid_order", { order_no: o.orderNo }),
          modules: "order",
          modulesId: o.id,
        },
      );
      total += o.payMinor;
    }
    await markPaid(
      tx.db,
      rows.map((o) => o.id),
      now(),
    );
    await notifyAll(tx.db, notices);
    return { order_ids: rows.map((o) => o.id), paid: money(total), state: ORDER_STATE.TO_SHIP };
  });
}
