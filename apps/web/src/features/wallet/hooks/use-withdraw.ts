import { useApiMutation } from "../../../ui";
import { type WithdrawalRecord, walletApi } from "../api/wallet-api";
import { walletKeys } from "./wallet-queries";

/** POST pay/withdraw: the balance, the withdrawal list and the records change with it. */
export function useWithdrawSubmit(onDone: (rec: WithdrawalRecord) => void) {
  return useApiMutation(walletApi.withdraw, {
    invalidate: [walletKeys.info, ["wallet-withdrawals"], ["wallet-records"]],
    onSuccess: onDone,
  });
}
