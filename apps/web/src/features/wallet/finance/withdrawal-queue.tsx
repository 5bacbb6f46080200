import { useTranslation } from "react-i18next";
import { PagedTable, pagedTableProps } from "../../../ui";
import { financeApi, type WithdrawalRecord } from "../api/wallet-api";
import { useReviewWithdrawal } from "./hooks/use-finance-mutations";
import { useReviewQueue } from "./hooks/use-review-queue";
import { StatusTabs } from "./queue-parts";
import { ReviewDialog } from "./review-dialog";
import { withdrawalColumns } from "./withdrawal-columns";

/** Withdrawal requests: amount, fee, actual amount and destination; pay out with a reference or reject with a reason. */
export function WithdrawalQueue() {
  const { t } = useTranslation();
  const queue = useReviewQueue("finance-withdrawals", financeApi.withdrawals);
  const review = useReviewWithdrawal();
  return (
    <div data-testid="finance-withdrawals">
      <StatusTabs value={queue.status} onChange={queue.setStatus} />
      <PagedTable<WithdrawalRecord>
        {...pagedTableProps(queue.list)}
        rowKey="id"
        columns={withdrawalColumns(t, queue.setTarget)}
        scrollX={1100}
        label={t("finance.tab_withdrawals")}
      />
      {queue.target && <ReviewDialog target={queue.target} onClose={queue.close} review={review} />}
    </div>
  );
}
