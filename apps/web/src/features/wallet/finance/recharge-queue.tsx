import { Grid } from "antd";
import { useTranslation } from "react-i18next";
import { PagedTable, pagedTableProps } from "../../../ui";
import { financeApi, type RechargeRecord } from "../api/wallet-api";
import { useReviewRecharge } from "./hooks/use-finance-mutations";
import { useReviewQueue } from "./hooks/use-review-queue";
import { StatusTabs, when } from "./queue-parts";
import { RECHARGE_SCROLL_X, rechargeColumns } from "./recharge-columns";
import { ReviewDialog } from "./review-dialog";

/** Recharge requests by status, with the voucher image and approve / reject with a written note. */
export function RechargeQueue() {
  const { t } = useTranslation();
  const queue = useReviewQueue("finance-recharges", financeApi.recharges);
  const review = useReviewRecharge();
  // the decision stays in sight while the row scrolls, except on a phone, where it would cover half of it
  const fixActions = Grid.useBreakpoint().sm ?? true;
  return (
    <div data-testid="finance-recharges">
      <StatusTabs value={queue.status} onChange={queue.setStatus} />
      <PagedTable<RechargeRecord>
        {...pagedTableProps(queue.list)}
        rowKey="id"
        columns={rechargeColumns(t, queue.setTarget, fixActions)}
        scrollX={RECHARGE_SCROLL_X}
        label={t("finance.tab_recharges")}
        csv={{
          filename: "recharges",
          load: queue.loadAll,
          columns: [
            { title: "id", value: (r) => r.id },
            { title: "user_id", value: (r) => r.user_id },
            { title: "method", value: (r) => r.method },
            { title: "network", value: (r) => r.network },
            { title: "amount", value: (r) => r.money },
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
