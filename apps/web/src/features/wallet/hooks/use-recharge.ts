import { useApiMutation } from "../../../ui";
import { type RechargeRecord, walletApi } from "../api/wallet-api";

/** POST pay/recharge: one request per submit (the API adds a fresh idempotency key). */
export function useRechargeSubmit(onDone: (rec: RechargeRecord) => void) {
  return useApiMutation(walletApi.recharge, { invalidate: [["wallet-recharges"]], onSuccess: onDone });
}
