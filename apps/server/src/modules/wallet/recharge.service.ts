import { rechargeBody as body } from "@mp/contracts";
import { parseAmount } from "@mp/money";
import type { Ctx } from "../../platform/context.js";
import { AppError, pageQuery, parse } from "../../platform/http/index.js";
import { idempotent, requestHash } from "../../platform/idempotency.js";
import { requireUser } from "../accounts/index.js";
import { ownerOf } from "../files/index.js";
import { presentRecharge } from "./presenters.js";
import { RECHARGE_NETWORKS, UNAVAILABLE_METHODS, walletRules } from "./rules.js";
import { insertRecharge, rechargePage } from "./wallet.repo.js";

/**
 * A recharge request: the user has sent USDT or a bank transfer and uploads the voucher; money
 * arrives only when a finance operator approves it (finance.service.ts). Checked in the order
 * the spec lists its messages: amount, method, channel, voucher.
 */
export async function requestRecharge(ctx: Ctx, input: unknown, key: string | null) {
  const user = await requireUser(ctx);
  const b = parse(body, input);
  const amount = parseAmount(b.amount);
  if (amount === null || amount <= 0n) throw new AppError("recharge_amount_required", { field: "amount" });
  if (!b.method) throw new AppError("recharge_method_required", { field: "method" });
  if ((UNAVAILABLE_METHODS as readonly string[]).includes(b.method)) throw new AppError("payment_unavailable");
  if (b.method !== "usdt" && b.method !== "bank") throw new AppError("recharge_method_required", { field: "method" });
  const rules = await walletRules(ctx.db);
  if (!rules.recharge_enabled) throw new AppError("recharge_maintenance");
  const network = b.method === "usdt" ? (b.network ?? "") : "";
  if (b.method === "usdt" && !(RECHARGE_NETWORKS as readonly string[]).includes(network))
    throw new AppError("network_required", { field: "network" });
  if (b.method === "usdt" ? !rules.recharge_networks.includes(network) : !rules.recharge_bank_enabled)
    throw new AppError("recharge_maintenance");
  if (amount < BigInt(rules.recharge_min_minor) || amount > BigInt(rules.recharge_max_minor))
    throw new AppError("exceeds_limit", { field: "amount" });
  if (!b.voucher || (await ownerOf(ctx.db, b.voucher)) !== user.id)
    throw new AppError("voucher_required", { field: "voucher" });
  const hash = requestHash("recharge", { amount: amount.toString(), method: b.method, network, voucher: b.voucher });
  return idempotent(ctx, `user:${user.id}`, key, hash, async (tx) => {
    const row = await insertRecharge(tx.db, {
      userId: user.id,
      method: b.method as string,
      network,
      amountMinor: amount,
      voucher: b.voucher as string,
    });
    return presentRecharge(tx.db, row);
  });
}

export async function rechargeList(ctx: Ctx, input: unknown) {
  const user = await requireUser(ctx);
  const q = parse(pageQuery, input);
  return rechargePage(ctx.db, q, { userId: user.id }, (rows) =>
    Promise.all(rows.map((r) => presentRecharge(ctx.db, r))),
  );
}
