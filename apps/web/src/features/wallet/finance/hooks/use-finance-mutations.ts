import { useTranslation } from "react-i18next";
import { useApiMutation } from "../../../../ui";
import { useFeedback } from "../../../../ui/app-feedback";
import { financeApi } from "../../api/wallet-api";

/** A review of one request: approve with a reference, or reject with a reason. */
export interface ReviewVars {
  id: number;
  approve: boolean;
  note: string;
}

function useDone() {
  const { t } = useTranslation();
  const { message } = useFeedback();
  return () => void message.success(t("admin.done"));
}

/** POST /api/admin/finance/recharge_review */
export function useReviewRecharge() {
  const done = useDone();
  return useApiMutation((v: ReviewVars) => financeApi.reviewRecharge(v.id, v.approve, v.note), {
    invalidate: [["finance-recharges"]],
    onSuccess: done,
  });
}

/** POST /api/admin/finance/withdrawal_review */
export function useReviewWithdrawal() {
  const done = useDone();
  return useApiMutation((v: ReviewVars) => financeApi.reviewWithdrawal(v.id, v.approve, v.note), {
    invalidate: [["finance-withdrawals"]],
    onSuccess: done,
  });
}

/** POST /api/admin/finance/correction: a signed "system business" entry with its reason. */
export function useCorrection(onDone: () => void) {
  const done = useDone();
  return useApiMutation(
    (v: { userId: number; amount: string; reason: string }) => financeApi.correction(v.userId, v.amount, v.reason),
    {
      invalidate: [["finance-ledger"]],
      onSuccess: () => {
        done();
        onDone();
      },
    },
  );
}

/** POST /api/admin/finance/freeze: the answer says whether the wallet is frozen now. */
export function useFreeze(userId: number) {
  const done = useDone();
  return useApiMutation((frozen: boolean) => financeApi.freeze(userId, frozen), { onSuccess: done });
}
