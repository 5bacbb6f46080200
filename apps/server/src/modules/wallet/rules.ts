import { RECHARGE_NETWORKS, WITHDRAW_NETWORKS } from "@mp/contracts";
import type { Db } from "../../platform/db/index.js";
import { getSetting } from "../../platform/settings/index.js";
import { payGuardChangedAt } from "../accounts/index.js";

/**
 * The published wallet rules (docs/rules.md), admin-editable data under settings key
 * "wallet_rules". Shown to users before they commit: the withdrawal form shows fee and actual amount.
 */
export { RECHARGE_NETWORKS, UNAVAILABLE_METHODS, WITHDRAW_NETWORKS, type WithdrawNetwork } from "@mp/contracts";

export interface WalletRules {
  withdraw_enabled: boolean;
  /** fee in parts per million of the amount (6000 = 0.6%) */
  withdraw_fee_ppm: number;
  withdraw_min_minor: number;
  /** the most one withdrawal may be */
  withdraw_max_minor: number;
  withdraw_monthly_count: number;
  /** hours withdrawals wait after the fund password or the login email changes (0: none) */
  withdraw_cooldown_hours: number;
  /** the withdrawal networks open now (a subset of WITHDRAW_NETWORKS) */
  withdraw_networks: string[];
  recharge_enabled: boolean;
  /** the USDT networks open for recharge (a subset of RECHARGE_NETWORKS) */
  recharge_networks: string[];
  recharge_bank_enabled: boolean;
  recharge_min_minor: number;
  recharge_max_minor: number;
  /** the platform's receiving addresses per USDT network */
  usdt_addresses: Record<string, string>;
  /** an uploaded QR image (`/uploads/public/...`) per USDT network, or none */
  usdt_qr: Record<string, string>;
  bank: { bank_name: string; account_name: string; account_no: string; swift: string };
}

export const DEFAULT_WALLET_RULES: WalletRules = {
  withdraw_enabled: true,
  withdraw_fee_ppm: 6000,
  withdraw_min_minor: 1000,
  withdraw_max_minor: 5_000_000,
  withdraw_monthly_count: 10,
  withdraw_cooldown_hours: 24,
  withdraw_networks: [...WITHDRAW_NETWORKS],
  recharge_enabled: true,
  recharge_networks: [...RECHARGE_NETWORKS],
  recharge_bank_enabled: true,
  recharge_min_minor: 100,
  recharge_max_minor: 10_000_000,
  usdt_addresses: {
    "USDT-TRC20": "TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE",
    "USDT-ERC20": "0x8Fd3B2b1c1B1d2E3a4F5a6B7c8D9e0F1a2B3c4D5",
  },
  usdt_qr: {},
  bank: {
    bank_name: "Marketplace Settlement Bank",
    account_name: "Marketplace Ltd",
    account_no: "6222 0000 1234 5678",
    swift: "MKTPLXXX",
  },
};

export const WALLET_RULES_SETTING = "wallet_rules";

/** Read from the database on every call (no cache): a saved change reaches every process at once. */
export const walletRules = (db: Db) => getSetting(db, WALLET_RULES_SETTING, DEFAULT_WALLET_RULES);

/**
 * When withdrawals open again after a change of the fund password or the login email (the
 * accounts module keeps the time of the change), or null when they are open now.
 */
export async function withdrawalsOpenAt(db: Db, userId: number, rules: WalletRules): Promise<Date | null> {
  const changed = await payGuardChangedAt(db, userId);
  if (!changed) return null;
  const opens = new Date(changed.getTime() + rules.withdraw_cooldown_hours * 3_600_000);
  return opens.getTime() > Date.now() ? opens : null;
}
