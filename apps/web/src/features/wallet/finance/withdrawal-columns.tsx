import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { usd } from "../../../lib/money";
import { Amount } from "../../../ui";
import type { WithdrawalRecord } from "../api/wallet-api";
import { ReviewButtons, StatusWithNote, userColumn, userName, when } from "./queue-parts";
import type { ReviewTarget } from "./review-dialog";

/** Every column's width: their sum is the queue's scrollX and fits the console at 1280 px (recharge-columns.tsx). */
export const WITHDRAWAL_WIDTHS = {
  id: 72,
  user: 170,
  amount: 150,
  destination: 180,
  status: 170,
  created: 120,
  actions: 140,
};
export const WITHDRAWAL_SCROLL_X = Object.values(WITHDRAWAL_WIDTHS).reduce((a, b) => a + b, 0);

/**
 * The withdrawal queue's columns: the amount with its fee and what is paid out under it, the
 * destination, the status with the desk's note, and the decision (fixed at the end from tablet
 * width up, as in the recharge queue).
 */
export function withdrawalColumns(
  t: TFunction,
  onReview: (target: ReviewTarget) => void,
  fixActions = true,
): ColumnsType<WithdrawalRecord> {
  const w = WITHDRAWAL_WIDTHS;
  const review = (r: WithdrawalRecord, approve: boolean) =>
    onReview({
      id: r.id,
      approve,
      summary: t("finance.withdrawal_summary", {
        id: r.id,
        user: userName(r),
        amount: usd(r.money),
        actual: usd(r.actual),
        destination: r.destination,
      }),
    });
  return [
    { title: t("admin.col_id"), dataIndex: "id", width: w.id },
    { ...userColumn<WithdrawalRecord>(t("finance.user")), width: w.user },
    {
      title: t("finance.amount"),
      dataIndex: "money",
      width: w.amount,
      render: (v: string, r) => (
        <span className="finance-amounts">
          <Amount testId={`finance-amount-${r.id}`}>{usd(v)}</Amount>
          <span className="finance-sub">
            {t("wallet.fee")}: <Amount>{usd(r.fee)}</Amount>
          </span>
          <span className="finance-sub">
            {t("wallet.actual")}: <Amount>{usd(r.actual)}</Amount>
          </span>
        </span>
      ),
    },
    {
      title: t("finance.destination"),
      key: "destination",
      width: w.destination,
      render: (_: unknown, r) => (
        <span>
          <strong>{r.network === "BANK" ? t("wallet.network_bank") : r.network}</strong>
          <br />
          <bdi className="wallet-break wallet-mono">{r.destination}</bdi>
        </span>
      ),
    },
    {
      title: t("admin.col_status"),
      dataIndex: "status",
      width: w.status,
      render: (s: string, r) => (
        <StatusWithNote status={s} note={r.review_note} id={r.id} noteLabel={t("finance.note")} />
      ),
    },
    { title: t("admin.col_created"), dataIndex: "createtime", width: w.created, render: when },
    {
      title: t("admin.col_actions"),
      key: "actions",
      fixed: fixActions ? "right" : undefined,
      width: w.actions,
      render: (_: unknown, r) =>
        r.status === "daishen" ? (
          <ReviewButtons id={r.id} onReview={(approve) => review(r, approve)} />
        ) : (
          when(r.reviewtime)
        ),
    },
  ];
}
