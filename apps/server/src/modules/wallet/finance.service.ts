import { randomUUID } from "node:crypto";
import {
  financeCorrectionBody as correction,
  financeUserBody,
  financeFreezeBody as freezeBody,
  financeQueueQuery as queue,
  financeReviewBody as review,
} from "@mp/contracts";
import { parseAmount } from "@mp/money";
import { text } from "@mp/texts";
import { type Ctx, inTransaction } from "../../platform/context.js";
import { AppError, parse } from "../../platform/http/index.js";
import { accountsAdmin } from "../accounts/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { holdOf, walletOf } from "./account-codes.js";
import { balanceOf } from "./ledger.js";
import { moveMoney } from "./move.js";
import { money, presentRecharge, presentWithdrawal } from "./presenters.js";
import { decideRecharge, decideWithdrawal, rechargePage, withdrawalPage } from "./wallet.repo.js";
import { recordsOf } from "./wallet.service.js";

/**
 * The finance desk: every decision is made by a named operator with a written note, moves money
 * only through the ledger, and is audited. A request can be decided once (pending -> decided,
 * guarded in the UPDATE), so racing approvals move money once.
 */
const FINANCE = ["finance"] as const;

export async function rechargeQueue(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, FINANCE);
  const q = parse(queue, input);
  return rechargePage(ctx.db, q, { status: q.status }, async (rows) =>
    accountsAdmin.withUserLabels(
      ctx.db,
      await Promise.all(rows.map(async (r) => ({ ...(await presentRecharge(ctx.db, r)), user_id: r.userId }))),
    ),
  );
}

export async function withdrawalQueue(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, FINANCE);
  const q = parse(queue, input);
  return withdrawalPage(ctx.db, q, { status: q.status }, (rows) =>
    accountsAdmin.withUserLabels(
      ctx.db,
      rows.map((w) => ({ ...presentWithdrawal(w), user_id: w.userId })),
    ),
  );
}

export async function reviewRecharge(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, FINANCE);
  const b = parse(review, input);
  if (!b.note) throw new AppError("reason_required", { field: "note" });
  return inTransaction(ctx, async (tx) => {
    const r = await decideRecharge(tx.db, b.id, {
      approve: b.approve === 1,
      staffId: staff.id,
      note: b.note as string,
    });
    if (!r) throw new AppError("already_reviewed");
    if (b.approve)
      await moveMoney(tx.db, {
        type: "recharge",
        reference: `recharge:${r.id}:approve`,
        actor: `staff:${staff.id}`,
        memo: text("ledger.recharge_approved", { id: r.id }),
        note: b.note,
        postings: [
          { account: "external:recharge", amount: -r.amountMinor },
          { account: walletOf(r.userId), amount: r.amountMinor },
        ],
      });
    await audit(tx, staff.id, b.approve ? "recharge.approve" : "recharge.reject", `recharge:${r.id}`, {
      note: b.note,
      user_id: r.userId,
      amount: money(r.amountMinor),
    });
    return presentRecharge(tx.db, r);
  });
}

export async function reviewWithdrawal(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, FINANCE);
  const b = parse(review, input);
  if (!b.note) throw new AppError("reason_required", { field: "note" });
  return inTransaction(ctx, async (tx) => {
    const w = await decideWithdrawal(tx.db, b.id, {
      approve: b.approve === 1,
      staffId: staff.id,
      note: b.note as string,
    });
    if (!w) throw new AppError("already_reviewed");
    const hold = holdOf(w.userId);
    const postings = b.approve
      ? [
          { account: hold, amount: -w.amountMinor },
          { account: "external:payout", amount: w.actualMinor },
          ...(w.feeMinor > 0n ? [{ account: "platform:fees", amount: w.feeMinor }] : []),
        ]
      : [
          { account: hold, amount: -w.amountMinor },
          { account: walletOf(w.userId), amount: w.amountMinor },
        ];
    await moveMoney(tx.db, {
      type: "withdraw",
      reference: `withdrawal:${w.id}:${b.approve ? "approve" : "reject"}`,
      actor: `staff:${staff.id}`,
      memo: text(b.approve ? "ledger.withdrawal_paid" : "ledger.withdrawal_rejected", { id: w.id }),
      note: b.note,
      postings,
    });
    await audit(tx, staff.id, b.approve ? "withdrawal.approve" : "withdrawal.reject", `withdrawal:${w.id}`, {
      note: b.note,
      user_id: w.userId,
      amount: money(w.amountMinor),
    });
    return presentWithdrawal(w);
  });
}

/** An operator's correction: a "system business" entry against platform:adjustments, with a reason the user sees. */
export async function correct(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, FINANCE);
  const b = parse(correction, input);
  if (!b.reason) throw new AppError("reason_required", { field: "reason" });
  const negative = b.amount.startsWith("-");
  const cents = parseAmount(negative ? b.amount.slice(1) : b.amount);
  if (!cents) throw new AppError("withdraw_amount_incorrect", { field: "amount" });
  const amount = negative ? -cents : cents;
  return inTransaction(ctx, async (tx) => {
    const ref = `correction:${randomUUID()}`;
    await moveMoney(tx.db, {
      type: "sys",
      reference: ref,
      actor: `staff:${staff.id}`,
      memo: text("ledger.correction"),
      note: b.reason,
      postings: [
        { account: "platform:adjustments", amount: -amount },
        { account: walletOf(b.user_id), amount },
      ],
    });
    await audit(tx, staff.id, "wallet.correction", `user:${b.user_id}`, {
      amount: money(amount),
      reason: b.reason,
      ref,
    });
    return { reference: ref, amount: money(amount) };
  });
}

/** A user's ledger as the finance desk sees it: balances and every wallet posting. */
export async function userLedger(ctx: Ctx, input: unknown) {
  await requireStaff(ctx, FINANCE);
  const { user_id } = parse(financeUserBody, input);
  return userLedgerView(ctx, user_id, input);
}

/**
 * A user's balances and wallet postings (paged by `input`'s page, limit, type): the finance
 * desk's ledger and the console's user page (`/api/admin/users/ledger`). The caller checks roles.
 */
export async function userLedgerView(ctx: Ctx, user_id: number, input: unknown) {
  const [available, held] = await Promise.all([
    balanceOf(ctx.db, walletOf(user_id)),
    balanceOf(ctx.db, holdOf(user_id)),
  ]);
  return {
    user_id,
    available: money(available),
    withdrawing: money(held),
    records: await recordsOf(ctx, user_id, input),
  };
}

/** Freezes (every debit refused, credits still arrive) or unfreezes a wallet; audited with the reason. */
export async function freeze(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, FINANCE);
  const b = parse(freezeBody, input);
  return inTransaction(ctx, async (tx) => {
    const change = await accountsAdmin.setMoneyLocked(tx.db, b.user_id, b.frozen === 1);
    await audit(tx, staff.id, b.frozen ? "wallet.freeze" : "wallet.unfreeze", `user:${b.user_id}`, {
      ...change,
      reason: b.reason ?? "",
    });
    return { user_id: b.user_id, money_locked: b.frozen === 1 };
  });
}
