import { Image } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { usd } from "../../../lib/money";
import { Amount } from "../../../ui";
import type { RechargeRecord } from "../api/wallet-api";
import { ReviewButtons, StatusWithNote, userColumn, userName, when } from "./queue-parts";
import type { ReviewTarget } from "./review-dialog";

/**
 * Every column's width: their sum is the queue's scrollX, and it fits the console's content at
 * 1280 px (1008 px beside the side menu), so no column lies under the fixed Actions column on a
 * desktop; narrower, the table scrolls sideways. Wide enough that a one-word heading ("الرقم")
 * is not broken mid-word.
 */
export const RECHARGE_WIDTHS = { id: 72, user: 180, amount: 130, method: 150, status: 180, created: 124, actions: 140 };
export const RECHARGE_SCROLL_X = Object.values(RECHARGE_WIDTHS).reduce((a, b) => a + b, 0);

/**
 * The recharge queue's columns: the method with the voucher image under it, the status with the
 * finance desk's note under it, and approve / reject on a pending row (fixed at the end from
 * tablet width up; on a phone it scrolls with the rest instead of covering half the screen).
 */
export function rechargeColumns(
  t: TFunction,
  onReview: (target: ReviewTarget) => void,
  fixActions = true,
): ColumnsType<RechargeRecord> {
  const w = RECHARGE_WIDTHS;
  const review = (r: RechargeRecord, approve: boolean) =>
    onReview({
      id: r.id,
      approve,
      summary: t("finance.recharge_summary", { id: r.id, user: userName(r), amount: usd(r.money) }),
    });
  return [
    { title: t("admin.col_id"), dataIndex: "id", width: w.id },
    { ...userColumn<RechargeRecord>(t("finance.user")), width: w.user },
    {
      title: t("finance.amount"),
      dataIndex: "money",
      width: w.amount,
      render: (v: string, r) => <Amount testId={`finance-amount-${r.id}`}>{usd(v)}</Amount>,
    },
    {
      title: t("finance.method"),
      key: "method",
      width: w.method,
      render: (_: unknown, r) => (
        <span className="finance-method">
          <span>
            {t(r.method === "usdt" ? "wallet.method_usdt" : "wallet.method_bank")}
            {r.network ? ` · ${r.network}` : ""}
          </span>
          <span data-testid={`finance-voucher-${r.id}`}>
            <Image src={r.voucher} width={56} height={56} className="voucher__img" alt={t("wallet.voucher")} />
          </span>
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
