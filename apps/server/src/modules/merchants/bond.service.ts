import {
  BOND_CONTRACT_TYPE,
  BOND_REFUND_STATE,
  type BondInfo,
  type BondPayResult,
  bondPayBody,
  levelOfBond,
  type StoreLevelRule,
} from "@mp/contracts";
import { parseAmount } from "@mp/money";
import { money as amountOf, text } from "@mp/texts";
import type { Ctx } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { AppError, parse, unixSeconds } from "../../platform/http/index.js";
import { idempotent, requestHash, storedAnswer } from "../../platform/idempotency.js";
import { checkPayPassword } from "../accounts/index.js";
import { lockShopRow, requireOwnShop } from "../catalogue/index.js";
import { agreementText } from "../content/index.js";
import { notify } from "../messages/index.js";
import { balanceOf, bondOf, moveMoney, walletOf } from "../wallet/index.js";
import { insertSignature, lastSignature, latestRefund } from "./bond.repo.js";
import { presentRefund } from "./bond-refund.presenter.js";
import { bondForLevel, money, presentLevel, storeLevels } from "./levels.js";
import { forgetPromotionQuotas } from "./promotion-quotas.js";

/** The most bond one payment may bring ($1,000,000): a limit on everything (docs/rules.md). */
export const BOND_PAY_MAX_MINOR = 100_000_000n;

/** `shop/bond_info`: the merchant's level, bond, wallet, what the next level needs, the last refund and signature. */
export async function bondInfo(ctx: Ctx): Promise<BondInfo> {
  const { user, shopId } = await requireOwnShop(ctx);
  const [levels, bond, wallet, refund, signature] = await Promise.all([
    storeLevels(ctx.db),
    balanceOf(ctx.db, bondOf(shopId)),
    balanceOf(ctx.db, walletOf(user.id)),
    latestRefund(ctx.db, shopId),
    lastSignature(ctx.db, shopId),
  ]);
  const level = levelOfBond(levels, bond);
  const next = levels.find((l) => l.level > level);
  return {
    shop_id: shopId,
    level,
    bond: money(bond),
    wallet: money(wallet),
    next: next
      ? { level: next.level, bond: money(next.bond_minor), needed: money(BigInt(next.bond_minor) - bond) }
      : null,
    levels: levels.map(presentLevel),
    refund: refund && refundStillNews(refund, signature) ? presentRefund(refund) : null,
    signature: signature
      ? {
          name: signature.name,
          contract_version: signature.contractVersion,
          contract_lang: signature.contractLang,
          createtime: unixSeconds(signature.createdAt),
        }
      : null,
  };
}

/**
 * The last refund request is the page's news while it waits, or when it was decided after the
 * last payment: paying again leaves an older decision behind (every payment signs: bond_signatures).
 */
function refundStillNews(
  refund: { state: number; reviewedAt: Date | null },
  lastPayment: { createdAt: Date } | null,
): boolean {
  if (refund.state === BOND_REFUND_STATE.pending || !refund.reviewedAt || !lastPayment) return true;
  return refund.reviewedAt > lastPayment.createdAt;
}

/**
 * `shop/contract`: the bond contract in the request's language (English when staff have not
 * written that language's version), with `lang`, the language of the text served, and its version.
 */
export async function bondContract(ctx: Ctx) {
  await requireOwnShop(ctx);
  const c = await agreementText(ctx.db, BOND_CONTRACT_TYPE, ctx.lang);
  if (!c) throw new AppError("not_found");
  return c;
}

/**
 * `shop/bond_pay` {name, contract_version, contract_lang?, amount | level, pay_password}: the
 * merchant signs the contract version shown by typing their name; the fund password confirms; one
 * transaction writes the signature (name, time, version and language of the text, IP) and moves wallet -> bond:<shop> (type `bond`,
 * reference `bond:<signature>:pay`). The shop's row lock queues one shop's bond calls, so a
 * target level read in two tabs is paid once. The level follows the bond at once.
 */
export async function payBond(ctx: Ctx, input: unknown, key: string | null): Promise<BondPayResult> {
  const { user, shopId } = await requireOwnShop(ctx);
  const b = parse(bondPayBody, input);
  const asked = b.level === undefined ? parseAmount(b.amount) : null;
  const hash = requestHash("shop/bond_pay", { shopId, amount: asked?.toString(), level: b.level, name: b.name });
  // a retry of a bond paid already gets its answer, however the contract or the tries stand now
  const replay = await storedAnswer(ctx, `user:${user.id}`, key, hash);
  if (replay) return replay.answer as BondPayResult;
  // the text shown for the request's language (its own version when one exists, else English):
  // the signature records that version and language; another version, or another language than
  // the one the page says it showed, means the merchant read a text that is no longer the one served
  const contract = await agreementText(ctx.db, BOND_CONTRACT_TYPE, ctx.lang);
  if (
    !contract ||
    contract.version !== b.contract_version ||
    (b.contract_lang !== undefined && b.contract_lang !== contract.lang)
  )
    throw new AppError("contract_changed", { field: "contract_version" });
  const levels = await storeLevels(ctx.db);
  if (b.level === undefined && (asked === null || asked <= 0n || asked > BOND_PAY_MAX_MINOR))
    throw new AppError("bond_amount_incorrect", { field: "amount" });
  if (b.level !== undefined && bondForLevel(levels, b.level) === null)
    throw new AppError("bond_amount_incorrect", { field: "level" });
  await checkPayPassword(ctx, user, b.pay_password);
  const paid = await idempotent(ctx, `user:${user.id}`, key, hash, (tx) =>
    signAndPayBond(tx.db, levels, {
      shopId,
      userId: user.id,
      name: b.name,
      contract,
      ip: ctx.ip,
      amount: asked,
      level: b.level,
    }),
  );
  forgetPromotionQuotas(ctx.db);
  return paid;
}

/** A signed bond payment: who signs which contract text, and an amount or the level to reach. */
export interface BondPayment {
  shopId: number;
  userId: number;
  /** the name typed to sign */
  name: string;
  contract: { version: number; lang: string };
  ip: string;
  amount: bigint | null;
  level?: number;
}

/**
 * The payment itself, in the caller's transaction: under the shop's row lock (which queues one
 * shop's bond calls, so a target level read in two tabs is paid once), the signature is written
 * and wallet -> bond:<shop> moves (type `bond`, reference `bond:<signature>:pay`); the merchant is
 * notified. `bond_pay` runs it after the password; the demo seed (bond.seed.ts) runs it too.
 */
export async function signAndPayBond(
  db: Db,
  levels: readonly StoreLevelRule[],
  p: BondPayment,
): Promise<BondPayResult> {
  await lockShopRow(db, p.shopId);
  const before = await balanceOf(db, bondOf(p.shopId));
  const amount = p.amount ?? (bondForLevel(levels, p.level as number) as bigint) - before;
  if (amount <= 0n) throw new AppError("bond_amount_incorrect", { field: "level" });
  const sig = await insertSignature(db, {
    shopId: p.shopId,
    userId: p.userId,
    name: p.name,
    contractVersion: p.contract.version,
    contractLang: p.contract.lang,
    ip: p.ip,
    amountMinor: amount,
  });
  await moveMoney(db, {
    type: "bond",
    reference: `bond:${sig.id}:pay`,
    actor: `user:${p.userId}`,
    memo: text("ledger.bond_paid", { version: p.contract.version, name: p.name }),
    postings: [
      { account: walletOf(p.userId), amount: -amount },
      { account: bondOf(p.shopId), amount },
    ],
  });
  const bond = before + amount;
  const level = levelOfBond(levels, bond);
  await notify(db, {
    userId: p.userId,
    kind: "system",
    text: text("notice.bond_paid", { amount: amountOf(amount), bond: amountOf(bond), level }),
  });
  return { paid: money(amount), bond: money(bond), level, signature_id: sig.id };
}
