import { Grid } from "antd";
import { useTranslation } from "react-i18next";
import { PagedTable, pagedTableProps } from "../../../ui";
import { financeApi, type WithdrawalRecord } from "../api/wallet-api";
import { useReviewWithdrawal } from "./hooks/use-finance-mutations";
import { useReviewQueue } from "./hooks/use-review-queue";
import { StatusTabs, when } from "./queue-parts";
import { ReviewDialog } from "./review-dialog";
import { WITHDRAWAL_SCROLL_X, withdrawalColumns } from "./withdrawal-columns";

/** Withdrawal requests: amount, fee, actual amount and destination; pay out with a reference or reject with a reason. */
export function WithdrawalQueue() {
  const { t } = useTranslation();
  const queue = useReviewQueue("finance-withdrawals", financeApi.withdrawals);
  const review = useReviewWithdrawal();
  // as in the recharge queue: the decision stays in sight, except on a phone
  const fixActions = Grid.useBreakpoint().sm ?? true;
  return (
    <div data-testid="finance-withdrawals">
      <StatusTabs value={queue.status} onChange={queue.setStatus} />
      <PagedTable<WithdrawalRecord>
        {...pagedTableProps(queue.list)}
        rowKey="id"
        columns={withdrawalColumns(t, queue.setTarget, fixActions)}
        scrollX={WITHDRAWAL_SCROLL_X}
        label={t("finance.tab_withdrawals")}
        csv={{
          filename: "withdrawals",
          load: queue.loadAll,
          columns: [
            { title: "id", value: (r) => r.id },
            { title: "user_id", value: (r) => r.user_id },
            { title: "network", value: (r) => r.network },
            { title: "destination", value: (r) => r.destination },
            { title: "amount", value: (r) => r.money },
            { title: "fee", value: (r) => r.fee },
            { title: "actual", value: (r) => r.actual },
            { title: "status", value: (r) => r.status },
            { title: "review_note", value: (r) => r.review_note },
            { title: "created", value: (r) => when(r.createtime) },
            { title: "reviewed", value: (r) => when(r.reviewtime) },
            { title: "user_nickname", value: (r) => r.user_nickname },
            { title: "user_email", value: (r) => r.user_email },
          ],
        }}
      />
      {queue.target && <ReviewDialog target={queue.target} onClose={queue.close} review={review} />}
    </div>
  );
}
