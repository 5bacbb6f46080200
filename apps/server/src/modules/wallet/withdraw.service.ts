import { withdrawBody as body, SHOP_STATE } from "@mp/contracts";
import { mulPpm, parseAmount } from "@mp/money";
import { text } from "@mp/texts";
import { now } from "../../platform/clock.js";
import type { Ctx } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { AppError, pageQuery, parse, unixSeconds } from "../../platform/http/index.js";
import { idempotent, requestHash, storedAnswer } from "../../platform/idempotency.js";
import { checkPayPassword, requireUser } from "../accounts/index.js";
import { shopOfOwner } from "../catalogue/index.js";
import { bondOf, holdOf, walletOf } from "./account-codes.js";
import { ownAddress } from "./addresses.service.js";
import { balanceOf } from "./ledger.js";
import { moveMoney } from "./move.js";
import { presentWithdrawal } from "./presenters.js";
import { walletRules, withdrawalsOpenAt } from "./rules.js";
import { insertWithdrawal, lockUserWithdrawals, withdrawalPage, withdrawalsSince } from "./wallet.repo.js";

const monthStart = () => {
  const d = now();
  return new Date(Date.UTC(d.getUTCFullYear(), d.getUTCMonth(), 1));
};

/** The fee and what arrives, as the form shows them before the user commits. */
export function withdrawalQuote(amount: bigint, feePpm: number) {
  const fee = mulPpm(amount, BigInt(feePpm));
  return { fee, actual: amount - fee };
}

/**
 * A withdrawal request: the amount moves from the wallet to a hold at once (wallet -> hold);
 * a finance operator then pays it out or rejects it, which returns every cent. The owner of a
 * locked store is refused with 402 first, as every merchant call of that store is.
 */
export async function requestWithdrawal(ctx: Ctx, input: unknown, key: string | null) {
  const user = await requireUser(ctx);
  const b = parse(body, input);
  const addressId = Number(b.address_id);
  const amount = parseAmount(b.amount);
  const hash = requestHash("withdraw", { addressId, amount: amount?.toString() });
  // a retry of a request made already gets its answer, however the rules or the tries stand now
  const replay = await storedAnswer(ctx, `user:${user.id}`, key, hash);
  if (replay) return replay.answer as ReturnType<typeof presentWithdrawal>;
  // a locked store's owner is blocked like every merchant call on it: 402 (SPEC section 6)
  if ((await shopOfOwner(ctx.db, user.id))?.state === SHOP_STATE.locked) throw new AppError("store_locked");
  const rules = await walletRules(ctx.db);
  if (!rules.withdraw_enabled) throw new AppError("withdraw_closed");
  const opensAt = await withdrawalsOpenAt(ctx.db, user.id, rules);
  if (opensAt) throw new AppError("withdraw_cooldown", { data: { open_at: unixSeconds(opensAt) } });
  if (!Number.isInteger(addressId) || addressId <= 0)
    throw new AppError("withdraw_address_required", { field: "address_id" });
  const address = await ownAddress(ctx, user.id, addressId);
  if (!rules.withdraw_networks.includes(address.network)) throw new AppError("withdraw_closed");
  if (amount === null || amount < BigInt(rules.withdraw_min_minor))
    throw new AppError("withdraw_amount_incorrect", { field: "amount" });
  if (amount > BigInt(rules.withdraw_max_minor)) throw new AppError("exceeds_limit", { field: "amount" });
  const { fee, actual } = withdrawalQuote(amount, rules.withdraw_fee_ppm);
  if (actual <= 0n) throw new AppError("withdraw_amount_incorrect", { field: "amount" });
  await checkPayPassword(ctx, user, b.pay_password);

  const destination =
    address.network === "BANK" ? `${address.bankName} / ${address.accountName} / ${address.address}` : address.address;
  return idempotent(ctx, `user:${user.id}`, key, hash, async (tx) => {
    // one user's withdrawals queue here, so the monthly count cannot be raced past
    await lockUserWithdrawals(tx.db, user.id);
    if ((await withdrawalsSince(tx.db, user.id, monthStart())) >= rules.withdraw_monthly_count)
      throw new AppError("withdraw_monthly_limit");
    await mustNotNeedBond(tx.db, user.id, amount);
    const w = await insertWithdrawal(tx.db, {
      userId: user.id,
      network: address.network,
      destination,
      amountMinor: amount,
      feeMinor: fee,
      actualMinor: actual,
    });
    await moveMoney(tx.db, {
      type: "withdraw",
      reference: `withdrawal:${w.id}:request`,
      actor: `user:${user.id}`,
      memo: text("ledger.withdrawal_requested", { id: w.id }),
      postings: [
        { account: walletOf(user.id), amount: -amount },
        { account: holdOf(user.id), amount },
      ],
    });
    return presentWithdrawal(w);
  });
}

export async function withdrawalList(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const q = parse(pageQuery, input);
  return withdrawalPage(ctx.db, q, { userId: user.id }, (rows) => rows.map(presentWithdrawal));
}

/**
 * A withdrawal the wallet cannot cover but the wallet and the shop's bond could: the merchant is
 * told to ask customer service to lower the store level first (docs/rules.md#store-levels);
 * any other shortfall stays "insufficient_balance" (the ledger refuses it).
 */
async function mustNotNeedBond(db: Db, userId: number, amount: bigint) {
  const wallet = await balanceOf(db, walletOf(userId));
  if (wallet >= amount) return;
  const shop = await shopOfOwner(db, userId);
  if (shop && wallet + (await balanceOf(db, bondOf(shop.id))) >= amount) throw new AppError("lower_level_first");
}
