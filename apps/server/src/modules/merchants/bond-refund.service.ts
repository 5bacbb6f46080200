import { BOND_REFUND_STATE, bondRefundBody, bondRefundQueueQuery, bondRefundReviewBody } from "@mp/contracts";
import { parseAmount } from "@mp/money";
import { money as amountOf, text } from "@mp/texts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse } from "../../platform/http/index.js";
import { idempotent, requestHash } from "../../platform/idempotency.js";
import { accountsAdmin } from "../accounts/index.js";
import { lockShopRow, requireOwnShop, shopNamesById } from "../catalogue/index.js";
import { notify } from "../messages/index.js";
import { shopHasUnsettledOrders } from "../orders/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { balanceOf, bondOf, moveMoney, walletOf } from "../wallet/index.js";
import { decideRefund, findRefund, insertRefund, refundPage } from "./bond.repo.js";
import { presentRefund } from "./bond-refund.presenter.js";
import { forgetShelvedGoods, shelveForLevel } from "./level-drop.js";
import { bondForLevel, money, storeLevels } from "./levels.js";
import { forgetPromotionQuotas } from "./promotion-quotas.js";

const FINANCE = ["finance"] as const;

/**
 * `shop/bond_refund` {amount | level}: asks for bond back (lowering the level). Refused while any
 * order of the shop is not settled yet (docs/rules.md#store-levels); the check runs under the shop's row
 * lock, which paying an order takes too, so a payment committing meanwhile is seen. The money
 * stays in the bond until finance agrees.
 */
export async function requestBondRefund(ctx: Ctx, input: unknown, key: string | null) {
  const { user, shopId } = await requireOwnShop(ctx);
  const b = parse(bondRefundBody, input);
  const levels = await storeLevels(ctx.db);
  if (b.level !== undefined && bondForLevel(levels, b.level) === null)
    throw new AppError("bond_amount_incorrect", { field: "level" });
  const asked = b.level === undefined ? parseAmount(b.amount) : null;
  if (b.level === undefined && (asked === null || asked <= 0n))
    throw new AppError("bond_amount_incorrect", { field: "amount" });
  const hash = requestHash("shop/bond_refund", { shopId, amount: asked?.toString(), level: b.level });
  return idempotent(ctx, `user:${user.id}`, key, hash, async (tx) => {
    await lockShopRow(tx.db, shopId);
    const bond = await balanceOf(tx.db, bondOf(shopId));
    const amount = asked ?? bond - (bondForLevel(levels, b.level as number) as bigint);
    if (amount <= 0n || amount > bond)
      throw new AppError("bond_amount_incorrect", { field: asked ? "amount" : "level" });
    if (await shopHasUnsettledOrders(tx.db, shopId)) throw new AppError("bond_refund_blocked");
    const row = await insertRefund(tx.db, { shopId, userId: user.id, amountMinor: amount });
    if (!row) throw new AppError("bond_refund_pending");
    return presentRefund(row);
  });
}

/** `/api/admin/shop/bond_refunds`: the finance queue, newest first, with the shop's name and bond. */
export async function bondRefundQueue(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, FINANCE);
  const q = parse(bondRefundQueueQuery, input);
  return refundPage(ctx.db, q, q.state, async (rows) => {
    const names = await shopNamesById(ctx.db, [...new Set(rows.map((r) => r.shopId))]);
    const page = await Promise.all(
      rows.map(async (r) => ({
        ...presentRefund(r),
        shopname: names.get(r.shopId) ?? "",
        user_id: r.userId,
        bond: money(await balanceOf(ctx.db, bondOf(r.shopId))),
      })),
    );
    return accountsAdmin.withUserLabels(ctx.db, page);
  });
}

/**
 * `/api/admin/shop/bond_refund_review` {id, agree, reason}: agree returns the bond to the
 * merchant's wallet through the ledger (bond -> wallet, type `bond`); disagree needs a reason.
 * Agreeing checks the orders again under the shop's row lock: an order paid since the request
 * blocks it. Goods the lower level does not allow leave the shelf in the same transaction
 * (level-drop.ts). Decided once; audited; the merchant gets a system notice.
 */
export async function reviewBondRefund(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, FINANCE);
  const b = parse(bondRefundReviewBody, input);
  const agree = b.agree === 1;
  if (!agree && !b.reason) throw new AppError("reason_required", { field: "reason" });
  let shelved = 0;
  const decided = await inTransaction(ctx, async (tx) => {
    const found = await findRefund(tx.db, b.id);
    if (!found) throw new AppError("not_found");
    await lockShopRow(tx.db, found.shopId);
    if (agree && found.state === BOND_REFUND_STATE.pending && (await shopHasUnsettledOrders(tx.db, found.shopId)))
      throw new AppError("bond_refund_blocked");
    const r = await decideRefund(tx.db, b.id, { agree, staffId: staff.id, reason: b.reason || null });
    if (!r) throw new AppError("already_reviewed");
    if (agree)
      await moveMoney(tx.db, {
        type: "bond",
        reference: `bond_refund:${r.id}:agree`,
        actor: `staff:${staff.id}`,
        memo: text("ledger.bond_refund_agreed", { id: r.id }),
        note: b.reason ?? "",
        postings: [
          { account: bondOf(r.shopId), amount: -r.amountMinor },
          { account: walletOf(r.userId), amount: r.amountMinor },
        ],
      });
    await audit(tx, staff.id, agree ? "bond_refund.agree" : "bond_refund.disagree", `bond_refund:${r.id}`, {
      reason: b.reason ?? "",
      shop_id: r.shopId,
      amount: money(r.amountMinor),
    });
    await notify(tx.db, {
      userId: r.userId,
      kind: "system",
      text: text(agree ? "notice.bond_refund_agreed" : "notice.bond_refund_refused", {
        amount: amountOf(r.amountMinor),
      }),
      note: agree ? "" : (b.reason ?? ""),
    });
    // the level may have dropped: what it no longer allows leaves the shelf now, with a notice
    if (agree) shelved = await shelveForLevel(tx.db, r.shopId, await storeLevels(tx.db));
    return presentRefund(r);
  });
  // the bond went down: the shop's promoted impressions follow its new level
  if (agree) forgetPromotionQuotas(ctx.db);
  await forgetShelvedGoods(ctx, shelved);
  return decided;
}
