import { paymentBody } from "@mp/contracts";
import { and, asc, eq, inArray, sql } from "drizzle-orm";
import type { Ctx } from "../../platform/context.js";
import { type Db, queryRows } from "../../platform/db/index.js";
import { AppError, parse } from "../../platform/http/index.js";
import { idempotent, requestHash } from "../../platform/idempotency.js";
import { checkPayPassword, requireUser } from "../accounts/index.js";
import { type Notice, notifyAll } from "../messages/index.js";
import { moveMoney, settlementOf, walletOf } from "../wallet/index.js";
import { countSales } from "./goods-lines.js";
import type { OrderRow } from "./order-moves.js";
import { mustAllow } from "./order-moves.js";
import { ORDER_TRANSITIONS } from "./order-state.js";
import { orders } from "./orders.tables.js";
import { money } from "./presenters.js";

type PayingOrder = OrderRow & { owner: number; lines: { goods_id: number; number: number }[] };

/**
 * The user's orders to pay, locked, each with its shop's owner and its lines (goods and number):
 * one statement, where three were.
 */
async function lockForPayment(db: Db, userId: number, ids: number[]): Promise<PayingOrder[]> {
  const rows = await db
    .select({
      order: orders,
      // qualified by hand: drizzle writes a lone table's columns unqualified, and inside these
      // subqueries "id" would name the inner table's column
      owner: sql<number>`(select s.user_id from shops s where s.id = "orders"."shop_id")`,
      lines: sql<
        PayingOrder["lines"]
      >`(select coalesce(json_agg(json_build_object('goods_id', l.goods_id, 'number', l.number)), '[]'::json)
        from order_goods l where l.order_id = "orders"."id")`,
    })
    .from(orders)
    .where(and(inArray(orders.id, ids), eq(orders.userId, userId)))
    .orderBy(asc(orders.id))
    .for("update", { of: orders });
  return rows.map((r) => ({ ...r.order, owner: r.owner, lines: r.lines }));
}

/** Paid (1 -> 2) with a "paid" event each, in one statement; the rows are locked and checked already. */
async function markPaid(db: Db, ids: number[], at: Date): Promise<void> {
  const { from, to } = ORDER_TRANSITIONS.pay;
  const paid = await queryRows(
    db,
    sql`with u as (
          update orders set state = ${to}, paid_at = ${at}
          where id in (${sql.join(
            ids.map((id) => sql`${id}`),
            sql`, `,
          )}) and state in (${sql.join(
            from.map((s) => sql`${s}`),
            sql`, `,
          )}) returning id
        )
        insert into order_events (order_id, kind, content, created_at)
        select id, 'paid', 'Paid from the wallet', ${at} from u returning order_id`,
  );
  if (paid.length !== ids.length) throw new AppError("order_state");
}

/**
 * `pay/payment` {order_ids, pay_password}: pays the user's unpaid orders from the wallet. The
 * password is checked first (wrong ones count towards the lockout); then one transaction locks
 * the orders, moves wallet -> settlement:<shop> per order (plus platform:promotions -> settlement
 * for a platform coupon) with the reference `order:<id>:pay`, and sets them to state 2. Paying an
 * order twice, even at the same instant, moves money once: the second finds it paid.
 */
export async function payOrders(ctx: Ctx, input: unknown, key: string | null) {
  const user = await requireUser(ctx);
  const b = parse(paymentBody, input);
  const ids = b.order_ids.sort((x, y) => x - y);
  await checkPayPassword(ctx, user, b.pay_password);
  return idempotent(ctx, `user:${user.id}`, key, requestHash("pay/payment", { ids }), async (tx) => {
    const rows = await lockForPayment(tx.db, user.id, ids);
    if (rows.length !== ids.length) throw new AppError("order_not_found");
    for (const o of rows) mustAllow("pay", o);
    // goods and shops first (in id order), then the money in shop order: the lock order every
    // path keeps, so concurrent checkouts, payments and cancels cannot deadlock
    await countSales(
      tx.db,
      rows.flatMap((o) => o.lines.map((l) => ({ goodsId: l.goods_id, shopId: o.shopId, number: l.number }))),
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
          memo: `Order ${o.orderNo}`,
          postings: nonZero,
        });
      notices.push(
        {
          userId: user.id,
          kind: "logistics",
          title: "Payment successful",
          content: `Order ${o.orderNo} is paid ($${money(o.payMinor)}) and waits for shipping.`,
          modules: "order",
          modulesId: o.id,
        },
        {
          userId: o.owner,
          kind: "logistics",
          title: "New paid order",
          content: `Order ${o.orderNo} has been paid; please ship it.`,
          modules: "order",
          modulesId: o.id,
        },
      );
      total += o.payMinor;
    }
    await markPaid(
      tx.db,
      rows.map((o) => o.id),
      new Date(),
    );
    await notifyAll(tx.db, notices);
    return { order_ids: rows.map((o) => o.id), paid: money(total), state: 2 };
  });
}
