import { z } from "zod";
import { bitField, pageQuery } from "./request.js";
import {
  ENTRY_TYPES,
  REVIEW_STATUSES,
  VOUCHER_PATH_MAX,
  WALLET_NAME_MAX,
  WITHDRAW_NETWORKS,
} from "./wallet.constants.js";

/** a staff note or reason */
const NOTE_MAX = 300;
const userId = z.coerce.number().int().positive();

/** `wallet/records` (and the finance ledger): an unknown type lists every type. */
export const walletRecordsQuery = pageQuery.extend({ type: z.enum(ENTRY_TYPES).optional().catch(undefined) });

/** `wallet/address_save`: the address is checked against its network's format afterwards. */
export const walletAddressSaveBody = z.object({
  id: z.coerce.number().int().positive().optional(),
  network: z.enum(WITHDRAW_NETWORKS, { message: "network_required" }),
  address: z.preprocess(
    (v) => (typeof v === "string" ? v.replace(/\s+/g, "") : ""),
    z.string().min(1, "withdraw_address_required"),
  ),
  bank_name: z.string().trim().max(WALLET_NAME_MAX).optional(),
  account_name: z.string().trim().max(WALLET_NAME_MAX).optional(),
});
/** `wallet/address_delete` */
export const walletAddressIdBody = z.object({ id: z.coerce.number().int().positive() });

/** `pay/recharge`: checked afterwards in the spec's order of messages (amount, method, channel, voucher). */
export const rechargeBody = z.object({
  amount: z.unknown().optional(),
  method: z.string().trim().toLowerCase().optional(),
  network: z.string().trim().optional(),
  voucher: z.string().trim().max(VOUCHER_PATH_MAX).optional(),
});

/** `pay/withdraw`: checked afterwards (address, amount, limits, fund password). */
export const withdrawBody = z.object({
  address_id: z.unknown().optional(),
  amount: z.unknown().optional(),
  pay_password: z.unknown().optional(),
});

/** The finance desk's queues: an unknown status lists every status. */
export const financeQueueQuery = pageQuery.extend({ status: z.enum(REVIEW_STATUSES).optional().catch(undefined) });
/** `/api/admin/finance/recharge_review` and `withdrawal_review` */
export const financeReviewBody = z.object({
  id: z.coerce.number().int().positive(),
  approve: bitField(),
  note: z.string().trim().max(NOTE_MAX).optional(),
});
/** `/api/admin/finance/correction` */
export const financeCorrectionBody = z.object({
  user_id: userId,
  /** signed decimal: "12.50" credits, "-3.00" debits */
  amount: z
    .string()
    .trim()
    .regex(/^-?\d{1,11}(\.\d{1,2})?$/, "withdraw_amount_incorrect"),
  reason: z.string().trim().max(NOTE_MAX).optional(),
});
/** `/api/admin/finance/ledger` (its page and type as `walletRecordsQuery`) */
export const financeUserBody = z.object({ user_id: userId });
/** `/api/admin/finance/freeze` */
export const financeFreezeBody = z.object({
  user_id: userId,
  frozen: bitField(),
  /** why, for the audit log (the console may send none yet) */
  reason: z.string().trim().max(NOTE_MAX).optional(),
});
