import { useTranslation } from "react-i18next";
import { PagedTable, pagedTableProps } from "../../../ui";
import { financeApi, type RechargeRecord } from "../api/wallet-api";
import { useReviewRecharge } from "./hooks/use-finance-mutations";
import { useReviewQueue } from "./hooks/use-review-queue";
import { StatusTabs } from "./queue-parts";
import { rechargeColumns } from "./recharge-columns";
import { ReviewDialog } from "./review-dialog";

/** Recharge requests by status, with the voucher image and approve / reject with a written note. */
export function RechargeQueue() {
  const { t } = useTranslation();
  const queue = useReviewQueue("finance-recharges", financeApi.recharges);
  const review = useReviewRecharge();
  return (
    <div data-testid="finance-recharges">
      <StatusTabs value={queue.status} onChange={queue.setStatus} />
      <PagedTable<RechargeRecord>
        {...pagedTableProps(queue.list)}
        rowKey="id"
        columns={rechargeColumns(t, queue.setTarget)}
        scrollX={900}
        label={t("finance.tab_recharges")}
      />
      {queue.target && <ReviewDialog target={queue.target} onClose={queue.close} review={review} />}
    </div>
  );
}
