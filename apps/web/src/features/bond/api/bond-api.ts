import type {
  BondContract,
  BondInfo,
  BondPayResult,
  BondRefundView,
  Page,
  StaffUserLabel,
  StoreLevelView,
} from "@mp/contracts/constants";
import { apiPost } from "../../../lib/api-client";

export type { BondContract, BondInfo, BondPayResult, BondRefundView, StoreLevelView } from "@mp/contracts/constants";

const S = "/api/wanlshop/shop";
const admin = { admin: true } as const;

export interface BondPayInput {
  name: string;
  contract_version: number;
  /** the language of the contract text shown (`shop/contract`'s `lang`): signed with it */
  contract_lang: string;
  pay_password: string;
  level?: number;
  amount?: string;
}

/** A bond refund in the finance queue: with the shop's name and its bond now. */
export type BondRefundRow = BondRefundView & StaffUserLabel & { shopname: string; user_id: number; bond: string };

export interface ConsoleShop {
  id: number;
  user_id: number;
  owner_email: string;
  owner_nickname: string;
  shopname: string;
  state: number;
  locked: boolean;
  level: number;
  bond: string;
  createtime: number;
}

/** The merchant's bond calls (docs/api.md#store-levels-and-bond). */
export const bondApi = {
  levels: () => apiPost<StoreLevelView[]>(`${S}/levels`),
  /** silent: a user without a shop sees the page's own "not yet a business user" state */
  info: () => apiPost<BondInfo>(`${S}/bond_info`, undefined, { silent: true }),
  contract: () => apiPost<BondContract>(`${S}/contract`),
  pay: (body: BondPayInput, key: string) =>
    apiPost<BondPayResult>(`${S}/bond_pay`, { ...body }, { headers: { "Idempotency-Key": key } }),
  refund: (body: { level?: number; amount?: string }, key: string) =>
    apiPost<BondRefundView>(`${S}/bond_refund`, body, { headers: { "Idempotency-Key": key } }),
};

/** The console: the finance bond-refund queue and the operator's store locks. */
export const bondConsoleApi = {
  refunds: (page: number, state?: number, limit?: number) =>
    apiPost<Page<BondRefundRow>>("/api/admin/shop/bond_refunds", { page, state, limit }, admin),
  review: (id: number, agree: boolean, reason: string) =>
    apiPost<BondRefundView>("/api/admin/shop/bond_refund_review", { id, agree: agree ? 1 : 0, reason }, admin),
  shops: (page: number, keyword?: string, limit?: number) =>
    apiPost<Page<ConsoleShop>>("/api/admin/shop/list", { page, limit, keyword: keyword || undefined }, admin),
  lock: (shop_id: number, locked: boolean, reason: string) =>
    apiPost<{ shop_id: number; locked: boolean }>(
      "/api/admin/shop/lock",
      { shop_id, locked: locked ? 1 : 0, reason },
      admin,
    ),
};
