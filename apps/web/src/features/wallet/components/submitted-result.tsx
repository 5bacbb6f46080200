import { CheckCircleOutlined } from "@ant-design/icons";
import { Button, Result } from "antd";
import { useTranslation } from "react-i18next";
import { Link } from "react-router";
import type { ReviewStatus } from "../api/wallet-api";
import { StatusTag } from "./status-tag";

interface Props {
  kind: "recharge" | "withdraw";
  amount: string;
  record: { id: number; status: ReviewStatus };
}

/** What a shopper sees once a recharge or a withdrawal is sent for review. */
export function SubmittedResult({ kind, amount, record }: Props) {
  const { t } = useTranslation();
  const tab = kind === "recharge" ? "recharges" : "withdrawals";
  return (
    <Result
      icon={<CheckCircleOutlined />}
      title={t(`wallet.${kind}_submitted`)}
      subTitle={t(`wallet.${kind}_submitted_text`)}
      extra={[
        <div key="rec" className="wallet-result" data-testid={`${kind}-result`}>
          <bdi>{amount}</bdi> <StatusTag status={record.status} testId={`record-status-${record.id}`} />
        </div>,
        <Link key="wallet" to={`/money-package?tab=${tab}`}>
          <Button type="primary" tabIndex={-1}>
            {t("wallet.view_records")}
          </Button>
        </Link>,
      ]}
    />
  );
}
