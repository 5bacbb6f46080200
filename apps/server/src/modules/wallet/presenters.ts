import { toDecimalString } from "@mp/money";
import type { Db } from "../../platform/db/index.js";
import { unixSeconds } from "../../platform/http/index.js";
import { signedUrl } from "../files/index.js";
import type { RechargeRow, WithdrawalRow } from "./wallet.repo.js";

export const money = (v: bigint | string) => toDecimalString(BigInt(v));

export function presentWithdrawal(w: WithdrawalRow) {
  return {
    id: w.id,
    network: w.network,
    destination: w.destination,
    money: money(w.amountMinor),
    fee: money(w.feeMinor),
    actual: money(w.actualMinor),
    status: w.status,
    review_note: w.reviewNote,
    createtime: unixSeconds(w.createdAt),
    reviewtime: w.reviewedAt ? unixSeconds(w.reviewedAt) : null,
  };
}

/** The voucher link is signed: give it only to the owner and to staff. */
export async function presentRecharge(db: Db, r: RechargeRow) {
  return {
    id: r.id,
    method: r.method,
    network: r.network,
    money: money(r.amountMinor),
    voucher: await signedUrl(db, r.voucher),
    status: r.status,
    review_note: r.reviewNote,
    createtime: unixSeconds(r.createdAt),
    reviewtime: r.reviewedAt ? unixSeconds(r.reviewedAt) : null,
  };
}
