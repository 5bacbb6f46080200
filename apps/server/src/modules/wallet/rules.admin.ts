import { dollarsToCents, rechargeRulesBody, withdrawRulesBody } from "@mp/contracts";
import { sql } from "drizzle-orm";
import { type Ctx, inTransaction } from "../../platform/context.js";
import type { Db } from "../../platform/db/index.js";
import { parse } from "../../platform/http/index.js";
import { putSetting } from "../../platform/settings/index.js";
import { audit, requireStaff } from "../staff/index.js";
import { money } from "./presenters.js";
import { RECHARGE_NETWORKS, WALLET_RULES_SETTING, type WalletRules, WITHDRAW_NETWORKS, walletRules } from "./rules.js";

/**
 * The withdrawal and recharge settings in the console (docs/rules.md#wallet-rules), finance.
 * Both halves live in the setting `wallet_rules`; each save changes only its own half, under a
 * lock so two saves cannot undo each other. Read per request, so the next request on every process
 * uses them; a withdrawal already asked for keeps the fee stored on its row.
 */

/** "0.60" per cent -> 6000 ppm (the string has passed the contract: at most two decimals) */
const percentToPpm = (s: string) => {
  const [whole, frac = ""] = s.split(".");
  return Number(whole) * 10_000 + Number(frac.padEnd(2, "0")) * 100;
};
const ppmToPercent = (ppm: number) => (ppm / 10_000).toFixed(2);

const withdrawView = (r: WalletRules) => ({
  enabled: r.withdraw_enabled,
  fee_rate: ppmToPercent(r.withdraw_fee_ppm),
  min: money(BigInt(r.withdraw_min_minor)),
  max: money(BigInt(r.withdraw_max_minor)),
  monthly_count: r.withdraw_monthly_count,
  cooldown_hours: r.withdraw_cooldown_hours,
  networks: r.withdraw_networks,
  all_networks: WITHDRAW_NETWORKS,
});

const rechargeView = (r: WalletRules) => ({
  enabled: r.recharge_enabled,
  min: money(BigInt(r.recharge_min_minor)),
  max: money(BigInt(r.recharge_max_minor)),
  usdt: RECHARGE_NETWORKS.map((network) => ({
    network,
    enabled: r.recharge_networks.includes(network),
    address: r.usdt_addresses[network] ?? "",
    qr: r.usdt_qr[network] ?? "",
  })),
  bank: { enabled: r.recharge_bank_enabled, ...r.bank },
});

/** Saves part of the wallet rules with one audit entry holding that part before and after. */
async function saveHalf<T extends object>(
  ctx: Ctx,
  staffId: number,
  action: string,
  view: (r: WalletRules) => T,
  change: (r: WalletRules) => Partial<WalletRules>,
): Promise<T> {
  return inTransaction(ctx, async (tx) => {
    await lockRules(tx.db);
    const current = await walletRules(tx.db);
    const next: WalletRules = { ...current, ...change(current) };
    await putSetting(tx.db, WALLET_RULES_SETTING, next);
    const after = view(next);
    await audit(tx, staffId, action, `setting:${WALLET_RULES_SETTING}`, { before: view(current), after });
    return after;
  });
}

const lockRules = (db: Db) =>
  db.execute(sql`select pg_advisory_xact_lock(hashtext(${`setting:${WALLET_RULES_SETTING}`}))`);

/** `/api/admin/rules/withdraw` (finance) */
export async function readWithdrawRules(ctx: Ctx) {
  await requireStaff(ctx, ["finance"]);
  return withdrawView(await walletRules(ctx.db));
}

/**
 * `/api/admin/rules/withdraw_save` {enabled, fee_rate: "0.60", min: "10.00", max: "50000.00",
 * monthly_count, cooldown_hours, networks}: applies to withdrawals asked for from now on.
 */
export async function saveWithdrawRules(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, ["finance"]);
  const b = parse(withdrawRulesBody, input);
  return saveHalf(ctx, staff.id, "rules.withdraw", withdrawView, () => ({
    withdraw_enabled: b.enabled,
    withdraw_fee_ppm: percentToPpm(b.fee_rate),
    withdraw_min_minor: dollarsToCents(b.min),
    withdraw_max_minor: dollarsToCents(b.max),
    withdraw_monthly_count: b.monthly_count,
    withdraw_cooldown_hours: b.cooldown_hours,
    withdraw_networks: WITHDRAW_NETWORKS.filter((n) => b.networks.includes(n)),
  }));
}

/** `/api/admin/rules/recharge` (finance) */
export async function readRechargeRules(ctx: Ctx) {
  await requireStaff(ctx, ["finance"]);
  return rechargeView(await walletRules(ctx.db));
}

/**
 * `/api/admin/rules/recharge_save` {enabled, min, max, usdt: [{network, enabled, address, qr}],
 * bank: {enabled, bank_name, account_name, account_no, swift}}; `qr` is a path the upload call
 * answered (`/uploads/public/...webp`). Networks left out keep their address and QR.
 */
export async function saveRechargeRules(ctx: Ctx, input: unknown) {
  const staff = await requireStaff(ctx, ["finance"]);
  const b = parse(rechargeRulesBody, input);
  return saveHalf(ctx, staff.id, "rules.recharge", rechargeView, (r) => {
    const given = new Map(b.usdt.map((u) => [u.network as string, u]));
    const addresses = { ...r.usdt_addresses };
    const qr = { ...r.usdt_qr };
    for (const u of b.usdt) {
      addresses[u.network] = u.address;
      qr[u.network] = u.qr;
    }
    return {
      recharge_enabled: b.enabled,
      recharge_min_minor: dollarsToCents(b.min),
      recharge_max_minor: dollarsToCents(b.max),
      recharge_networks: RECHARGE_NETWORKS.filter((n) =>
        given.has(n) ? given.get(n)?.enabled : r.recharge_networks.includes(n),
      ),
      usdt_addresses: addresses,
      usdt_qr: qr,
      recharge_bank_enabled: b.bank.enabled,
      bank: {
        bank_name: b.bank.bank_name,
        account_name: b.bank.account_name,
        account_no: b.bank.account_no,
        swift: b.bank.swift,
      },
    };
  });
}
