import type { Page } from "@mp/contracts";
import { apiPost } from "../../../lib/api-client";
import { newIdempotencyKey } from "../lib/idempotency";

export type ReviewStatus = "daishen" | "tongguo" | "jujue";
export type AddressNetwork = "USDT-TRC20" | "USDT-ERC20" | "BANK";
/** Wallet entry types of DOMAIN.md section 2; anything else arrives as "unknown". */
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
export type EntryType = (typeof ENTRY_TYPES)[number] | "unknown";

export interface WalletInfo {
  balance: string;
  available: string;
  withdrawing: string;
  money_locked: boolean;
  pay_password_set: boolean;
}

export interface WalletRules {
  withdraw: {
    enabled: boolean;
    fee_rate: string;
    fee_ppm: number;
    min: string;
    max: string;
    monthly_count: number;
    networks: AddressNetwork[];
  };
  recharge: {
    enabled: boolean;
    min: string;
    max: string;
    usdt: { network: string; address: string; confirmations: number }[];
    bank: { bank_name: string; account_name: string; account_no: string; swift: string };
    unavailable: string[];
  };
}

export interface WalletRecord {
  id: number;
  type: EntryType;
  money: string;
  memo: string;
  reference: string;
  createtime: number;
}

export interface WalletAddress {
  id: number;
  network: AddressNetwork;
  address: string;
  bank_name: string;
  account_name: string;
  createtime: number;
}

export interface RechargeRecord {
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

export interface WithdrawalRecord {
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

export interface AddressInput {
  id?: number;
  network: AddressNetwork;
  address: string;
  bank_name?: string;
  account_name?: string;
}

export interface UserLedger {
  user_id: number;
  available: string;
  withdrawing: string;
  records: Page<WalletRecord>;
}

export interface AuditEntry {
  id: number;
  action: string;
  target: string;
  detail: unknown;
  staff: string;
  createtime: number;
}

const once = () => ({ headers: { "Idempotency-Key": newIdempotencyKey() } });
const admin = { admin: true } as const;

/** Shopper wallet calls (SPEC.md section 3 Wallet; DOMAIN.md section 3). */
export const walletApi = {
  info: () => apiPost<WalletInfo>("/api/wanlshop/wallet/info"),
  rules: () => apiPost<WalletRules>("/api/wanlshop/wallet/rules"),
  records: (page: number, type?: string) =>
    apiPost<Page<WalletRecord>>("/api/wanlshop/wallet/records", { page, type: type || undefined }),
  addresses: () => apiPost<WalletAddress[]>("/api/wanlshop/wallet/address_list"),
  saveAddress: (body: AddressInput) => apiPost<WalletAddress>("/api/wanlshop/wallet/address_save", { ...body }),
  deleteAddress: (id: number) => apiPost<null>("/api/wanlshop/wallet/address_delete", { id }),
  /** a private voucher image: `url` goes back with the recharge, `preview` is a signed link */
  uploadVoucher: (file: File) => {
    const form = new FormData();
    form.append("purpose", "voucher"); // before the file: the server reads fields sent ahead of it
    form.append("file", file);
    return apiPost<{ url: string; preview: string }>("/api/common/upload", form);
  },
  recharge: (body: { amount: string; method: string; network?: string; voucher: string }) =>
    apiPost<RechargeRecord>("/api/wanlshop/pay/recharge", body, once()),
  rechargeList: (page: number) => apiPost<Page<RechargeRecord>>("/api/wanlshop/pay/recharge_list", { page }),
  withdraw: (body: { address_id: number; amount: string; pay_password: string }) =>
    apiPost<WithdrawalRecord>("/api/wanlshop/pay/withdraw", body, once()),
  withdrawList: (page: number) => apiPost<Page<WithdrawalRecord>>("/api/wanlshop/pay/withdraw_list", { page }),
};

/** The finance desk (staff token): queues, reviews, a user's ledger, corrections, freezing. */
export const financeApi = {
  recharges: (page: number, status?: ReviewStatus) =>
    apiPost<Page<RechargeRecord>>("/api/admin/finance/recharges", { page, status }, admin),
  withdrawals: (page: number, status?: ReviewStatus) =>
    apiPost<Page<WithdrawalRecord>>("/api/admin/finance/withdrawals", { page, status }, admin),
  reviewRecharge: (id: number, approve: boolean, note: string) =>
    apiPost<RechargeRecord>("/api/admin/finance/recharge_review", { id, approve: approve ? 1 : 0, note }, admin),
  reviewWithdrawal: (id: number, approve: boolean, note: string) =>
    apiPost<WithdrawalRecord>("/api/admin/finance/withdrawal_review", { id, approve: approve ? 1 : 0, note }, admin),
  ledger: (user_id: number, page: number, type?: string) =>
    apiPost<UserLedger>("/api/admin/finance/ledger", { user_id, page, type: type || undefined }, admin),
  correction: (user_id: number, amount: string, reason: string) =>
    apiPost<{ reference: string; amount: string }>("/api/admin/finance/correction", { user_id, amount, reason }, admin),
  freeze: (user_id: number, frozen: boolean) =>
    apiPost<{ user_id: number; money_locked: boolean }>(
      "/api/admin/finance/freeze",
      { user_id, frozen: frozen ? 1 : 0 },
      admin,
    ),
  audit: (page: number) => apiPost<Page<AuditEntry>>("/api/admin/audit/list", { page }, admin),
};
