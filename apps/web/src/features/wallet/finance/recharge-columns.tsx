import { Image } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import type { RechargeRecord } from "../api/wallet-api";
import { StatusTag } from "../components/status-tag";
import { usd } from "../lib/rules";
import { ReviewButtons, userColumn, userName, when } from "./queue-parts";
import type { ReviewTarget } from "./review-dialog";

/** The recharge queue's columns: the voucher image, and approve / reject on a pending row. */
export function rechargeColumns(t: TFunction, onReview: (target: ReviewTarget) => void): ColumnsType<RechargeRecord> {
  const review = (r: RechargeRecord, approve: boolean) =>
    onReview({
      id: r.id,
      approve,
      summary: t("finance.recharge_summary", { id: r.id, user: userName(r), amount: usd(r.money) }),
    });
  return [
    // every column has a width (their sum is the queue's scrollX), wide enough that a one-word
    // heading ("الرقم", "Überweisungsbeleg") is not broken mid-word
    { title: t("admin.col_id"), dataIndex: "id", width: 80 },
    userColumn<RechargeRecord>(t("finance.user")),
    { title: t("finance.amount"), dataIndex: "money", width: 110, render: (v: string) => <bdi>{usd(v)}</bdi> },
    {
      title: t("finance.method"),
      key: "method",
      width: 150,
      render: (_: unknown, r) =>
        `${t(r.method === "usdt" ? "wallet.method_usdt" : "wallet.method_bank")}${r.network ? ` · ${r.network}` : ""}`,
    },
    {
      title: t("wallet.voucher"),
      dataIndex: "voucher",
      width: 170,
      render: (v: string, r) => (
        <span data-testid={`finance-voucher-${r.id}`}>
          <Image src={v} width={56} height={56} className="voucher__img" alt={t("wallet.voucher")} />
        </span>
      ),
    },
    {
      title: t("admin.col_status"),
      dataIndex: "status",
      width: 120,
      render: (s: string, r) => <StatusTag status={s} testId={`record-status-${r.id}`} />,
    },
    {
      title: t("finance.note"),
      dataIndex: "review_note",
      width: 180,
      ellipsis: true,
      render: (v: string | null) => v ?? "—",
    },
    { title: t("admin.col_created"), dataIndex: "createtime", width: 150, render: when },
    {
      title: t("admin.col_actions"),
      key: "actions",
      fixed: "right",
      width: 170,
      render: (_: unknown, r) =>
        r.status === "daishen" ? (
          <ReviewButtons id={r.id} onReview={(approve) => review(r, approve)} />
        ) : (
          when(r.reviewtime)
        ),
    },
  ];
}
