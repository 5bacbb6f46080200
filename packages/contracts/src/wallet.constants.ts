import type { StaffUserLabel } from "./accounts.constants.js";
import type { Page } from "./envelope.js";

/** Wallet entry types (docs/states.md); a record of any other type arrives as "unknown". */
export const ENTRY_TYPES = [
  "pay",
  "groupbuy",
  "refund",
  "sys",
  "delivery",
  "recharge",
  "withdraw",
  "bond",
  "settlement",
] as const;
export type EntryType = (typeof ENTRY_TYPES)[number];

/** Review states of recharges and withdrawals: waiting, approved, rejected. */
export const REVIEW_STATUSES = ["daishen", "tongguo", "jujue"] as const;
export type ReviewStatus = (typeof REVIEW_STATUSES)[number];

export const WITHDRAW_NETWORKS = ["USDT-TRC20", "USDT-ERC20", "BANK"] as const;
export type WithdrawNetwork = (typeof WITHDRAW_NETWORKS)[number];
export const RECHARGE_NETWORKS = ["USDT-TRC20", "USDT-ERC20"] as const;
/** shown, but not available until a real card gateway is configured */
export const UNAVAILABLE_METHODS = ["visa", "mastercard", "paypal"] as const;

/** Address formats per network, checked once spaces are taken out (`compactAddress`). */
export const ADDRESS_FORMATS: Readonly<Record<WithdrawNetwork, RegExp>> = {
  "USDT-TRC20": /^T[1-9A-HJ-NP-Za-km-z]{33}$/,
  "USDT-ERC20": /^0x[0-9a-fA-F]{40}$/,
  BANK: /^\d{8,30}$/,
};
/** Spaces are ignored in addresses and card numbers. */
export const compactAddress = (s: string): string => s.replace(/\s+/g, "");
/** A user keeps at most this many withdrawal addresses. */
export const MAX_WALLET_ADDRESSES = 20;
export const WALLET_NAME_MAX = 60;
export const VOUCHER_PATH_MAX = 200;

export interface WalletInfo {
  balance: string;
  available: string;
  withdrawing: string;
  money_locked: boolean;
  pay_password_set: boolean;
  /** unix seconds when withdrawals open again after a fund-password or email change; null when open */
  withdraw_open_at: number | null;
}

/** `wallet/rules`: the published rules, shown before the user commits. */
export interface WalletRulesView {
  withdraw: {
    enabled: boolean;
    fee_rate: string;
    fee_ppm: number;
    min: string;
    max: string;
    monthly_count: number;
    /** hours withdrawals wait after the fund password or the login email changes */
    cooldown_hours: number;
    networks: WithdrawNetwork[];
  };
  recharge: {
    enabled: boolean;
    min: string;
    max: string;
    /** the open USDT networks; `qr` an uploaded QR image of the address, or null (the page draws one) */
    usdt: { network: string; address: string; qr: string | null; confirmations: number }[];
    bank: { bank_name: string; account_name: string; account_no: string; swift: string };
    /** whether the bank-transfer channel is open */
    bank_enabled: boolean;
    unavailable: string[];
  };
}

export interface WalletRecord {
  id: number;
  type: EntryType | "unknown";
  money: string;
  /** what the record is, in the reader's language */
  memo: string;
  /** words staff wrote with it (a bank reference, a reason), as written; "" when none */
  note: string;
  reference: string;
  createtime: number;
}

export interface WalletAddress {
  id: number;
  network: WithdrawNetwork;
  address: string;
  bank_name: string;
  account_name: string;
  createtime: number;
}

export interface RechargeRecord extends StaffUserLabel {
  id: number;
  method: string;
  network: string;
  money: string;
  voucher: string;
  status: ReviewStatus;
  review_note: string | null;
  createtime: number;
  reviewtime: number | null;
  user_id?: number;
}

export interface WithdrawalRecord extends StaffUserLabel {
  id: number;
  network: string;
  destination: string;
  money: string;
  fee: string;
  actual: string;
  status: ReviewStatus;
  review_note: string | null;
  createtime: number;
  reviewtime: number | null;
  user_id?: number;
}

/** `wallet/address_save` */
export interface WalletAddressInput {
  id?: number;
  network: WithdrawNetwork;
  address: string;
  bank_name?: string;
  account_name?: string;
}

/** `/api/admin/finance/ledger`: one user's balances and records. */
export interface UserLedger {
  user_id: number;
  available: string;
  withdrawing: string;
  records: Page<WalletRecord>;
}

/** `user_id`: the shopper or merchant the entry concerns (object `user:N` or the detail's), null when none. */
export interface AuditEntry extends StaffUserLabel {
  id: number;
  action: string;
  target: string;
  detail: unknown;
  staff: string;
  /** who acted: the staff member's id and e-mail (null and "" when the account is gone) */
  staff_id: number | null;
  staff_email: string;
  createtime: number;
  user_id?: number | null;
}
