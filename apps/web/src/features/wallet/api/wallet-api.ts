import type {
  Page,
  RechargeRecord,
  ReviewStatus,
  UserLedger,
  WalletAddress,
  WalletAddressInput,
  WalletInfo,
  WalletRecord,
  WalletRulesView,
  WithdrawalRecord,
} from "@mp/contracts/constants";
import { apiPost } from "../../../lib/api-client";
import { newIdempotencyKey } from "../lib/idempotency";

export type {
  EntryType,
  RechargeRecord,
  ReviewStatus,
  UserLedger,
  WalletAddress,
  WalletAddressInput as AddressInput,
  WalletInfo,
  WalletRecord,
  WalletRulesView as WalletRules,
  WithdrawalRecord,
  WithdrawNetwork as AddressNetwork,
} from "@mp/contracts/constants";
export { ENTRY_TYPES } from "@mp/contracts/constants";

const once = () => ({ headers: { "Idempotency-Key": newIdempotencyKey() } });
const admin = { admin: true } as const;

/** Shopper wallet calls (docs/product.md#entities, docs/money.md). */
export const walletApi = {
  info: () => apiPost<WalletInfo>("/api/wanlshop/wallet/info"),
  rules: () => apiPost<WalletRulesView>("/api/wanlshop/wallet/rules"),
  records: (page: number, type?: string) =>
    apiPost<Page<WalletRecord>>("/api/wanlshop/wallet/records", { page, type: type || undefined }),
  addresses: () => apiPost<WalletAddress[]>("/api/wanlshop/wallet/address_list"),
  saveAddress: (body: WalletAddressInput) => apiPost<WalletAddress>("/api/wanlshop/wallet/address_save", { ...body }),
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
  recharges: (page: number, status?: ReviewStatus, limit?: number) =>
    apiPost<Page<RechargeRecord>>("/api/admin/finance/recharges", { page, status, limit }, admin),
  withdrawals: (page: number, status?: ReviewStatus, limit?: number) =>
    apiPost<Page<WithdrawalRecord>>("/api/admin/finance/withdrawals", { page, status, limit }, admin),
  reviewRecharge: (id: number, approve: boolean, note: string) =>
    apiPost<RechargeRecord>("/api/admin/finance/recharge_review", { id, approve: approve ? 1 : 0, note }, admin),
  reviewWithdrawal: (id: number, approve: boolean, note: string) =>
    apiPost<WithdrawalRecord>("/api/admin/finance/withdrawal_review", { id, approve: approve ? 1 : 0, note }, admin),
  ledger: (user_id: number, page: number, type?: string, limit?: number) =>
    apiPost<UserLedger>("/api/admin/finance/ledger", { user_id, page, type: type || undefined, limit }, admin),
  correction: (user_id: number, amount: string, reason: string) =>
    apiPost<{ reference: string; amount: string }>("/api/admin/finance/correction", { user_id, amount, reason }, admin),
  /** users whose e-mail or nickname holds the keyword, or whose id it is (the ledger's lookup) */
  findUsers: (keyword: string) =>
    apiPost<Page<{ id: number; email: string; nickname: string }>>(
      "/api/admin/users/list",
      { keyword, page: 1, limit: 20 },
      admin,
    ),
  freeze: (user_id: number, frozen: boolean) =>
    apiPost<{ user_id: number; money_locked: boolean }>(
      "/api/admin/finance/freeze",
      { user_id, frozen: frozen ? 1 : 0 },
      admin,
    ),
};
