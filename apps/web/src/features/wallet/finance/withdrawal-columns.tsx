import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import type { WithdrawalRecord } from "../api/wallet-api";
import { StatusTag } from "../components/status-tag";
import { usd } from "../lib/rules";
import { ReviewButtons, userColumn, userName, when } from "./queue-parts";
import type { ReviewTarget } from "./review-dialog";

/** The withdrawal queue's columns: amount, fee, actual amount, destination, and the decision. */
export function withdrawalColumns(
  t: TFunction,
  onReview: (target: ReviewTarget) => void,
): ColumnsType<WithdrawalRecord> {
  const review = (w: WithdrawalRecord, approve: boolean) =>
    onReview({
      id: w.id,
      approve,
      summary: t("finance.withdrawal_summary", {
        id: w.id,
        user: userName(w),
        amount: usd(w.money),
        actual: usd(w.actual),
        destination: w.destination,
      }),
    });
  return [
    // wide enough that a one-word heading ("الرقم", "المستخدم") is not broken mid-word
    { title: t("admin.col_id"), dataIndex: "id", width: 80 },
    userColumn<WithdrawalRecord>(t("finance.user")),
    { title: t("finance.amount"), dataIndex: "money", width: 110, render: (v: string) => <bdi>{usd(v)}</bdi> },
    { title: t("wallet.fee"), dataIndex: "fee", width: 100, render: (v: string) => <bdi>{usd(v)}</bdi> },
    { title: t("wallet.actual"), dataIndex: "actual", width: 120, render: (v: string) => <bdi>{usd(v)}</bdi> },
    {
      title: t("finance.destination"),
      key: "destination",
      width: 260,
      render: (_: unknown, w) => (
        <span>
          <strong>{w.network === "BANK" ? t("wallet.network_bank") : w.network}</strong>
          <br />
          <bdi className="wallet-break wallet-mono">{w.destination}</bdi>
        </span>
      ),
    },
    {
      title: t("admin.col_status"),
      dataIndex: "status",
      width: 120,
      render: (s: string, w) => <StatusTag status={s} testId={`record-status-${w.id}`} />,
    },
    { title: t("finance.note"), dataIndex: "review_note", width: 200, render: (v: string | null) => v ?? "—" },
    { title: t("admin.col_created"), dataIndex: "createtime", width: 150, render: when },
    {
      title: t("admin.col_actions"),
      key: "actions",
      fixed: "right",
      width: 170,
      render: (_: unknown, w) =>
        w.status === "daishen" ? (
          <ReviewButtons id={w.id} onReview={(approve) => review(w, approve)} />
        ) : (
          when(w.reviewtime)
        ),
    },
  ];
}
