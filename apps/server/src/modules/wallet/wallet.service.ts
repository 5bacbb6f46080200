import { walletRecordsQuery as recordsQuery } from "@mp/contracts";
import { renderStored } from "@mp/texts";
import type { Ctx } from "../../platform/context.js";
import { parse, unixSeconds } from "../../platform/http/index.js";
import { requireUser } from "../accounts/index.js";
import { readerOf } from "../content/index.js";
import { holdOf, walletOf } from "./account-codes.js";
import { balanceOf, ENTRY_TYPES } from "./ledger.js";
import { money } from "./presenters.js";
import { RECHARGE_NETWORKS, UNAVAILABLE_METHODS, WITHDRAW_NETWORKS, walletRules, withdrawalsOpenAt } from "./rules.js";
import { postingsPage } from "./wallet.repo.js";

/** The wallet page: balance (wallet + pending withdrawals) and what can be spent now. */
export async function walletInfo(ctx: Ctx) {
  const user = await requireUser(ctx);
  const [available, held, opensAt] = await Promise.all([
    balanceOf(ctx.db, walletOf(user.id)),
    balanceOf(ctx.db, holdOf(user.id)),
    walletRules(ctx.db).then((rules) => withdrawalsOpenAt(ctx.db, user.id, rules)),
  ]);
  return {
    balance: money(available + held),
    available: money(available),
    withdrawing: money(held),
    money_locked: user.moneyLocked,
    pay_password_set: user.payPasswordHash !== null,
    /** unix seconds when withdrawals open again after a fund-password or email change, else null */
    withdraw_open_at: opensAt ? unixSeconds(opensAt) : null,
  };
}

/** Everything the user sees before committing: fees, limits, networks, addresses to pay to. */
export async function walletRulesView(ctx: Ctx) {
  const r = await walletRules(ctx.db);
  return {
    withdraw: {
      enabled: r.withdraw_enabled,
      fee_rate: (r.withdraw_fee_ppm / 10_000).toFixed(2), // percent, e.g. "0.60"
      fee_ppm: r.withdraw_fee_ppm,
      min: money(BigInt(r.withdraw_min_minor)),
      max: money(BigInt(r.withdraw_max_minor)),
      monthly_count: r.withdraw_monthly_count,
      cooldown_hours: r.withdraw_cooldown_hours,
      networks: WITHDRAW_NETWORKS.filter((n) => r.withdraw_networks.includes(n)),
    },
    recharge: {
      enabled: r.recharge_enabled,
      min: money(BigInt(r.recharge_min_minor)),
      max: money(BigInt(r.recharge_max_minor)),
      usdt: RECHARGE_NETWORKS.filter((n) => r.recharge_networks.includes(n) && r.usdt_addresses[n]).map((network) => ({
        network,
        address: r.usdt_addresses[network] as string,
        qr: r.usdt_qr[network] || null,
        confirmations: 1,
      })),
      bank: r.bank,
      bank_enabled: r.recharge_bank_enabled,
      unavailable: UNAVAILABLE_METHODS,
    },
  };
}

/** Income and expense details: the user's own wallet postings, newest first, filtered by type. */
export async function walletRecords(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  return recordsOf(ctx, user.id, input);
}

/** A user's wallet postings (the owner's records; staff's ledger view of that user). */
export async function recordsOf(ctx: Ctx, userId: number, input: unknown) {
  const q = parse(recordsQuery, input);
  const reader = await readerOf(ctx);
  return postingsPage(ctx.db, q, { account: walletOf(userId), type: q.type }, (rows) =>
    rows.map((r) => ({
      id: r.id,
      type: (ENTRY_TYPES as readonly string[]).includes(r.type) ? r.type : "unknown",
      money: `${BigInt(r.amount) > 0n ? "+" : ""}${money(r.amount)}`,
      /** what the record is, in the reader's language */
      memo: renderStored(r.memo_text, r.memo, reader),
      /** words staff wrote with it (a bank reference, a reason), to show as a quotation */
      note: r.note,
      reference: r.reference,
      createtime: Math.floor(new Date(r.created_at).getTime() / 1000),
    })),
  );
}
