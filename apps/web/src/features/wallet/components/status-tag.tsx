import { Tag } from "antd";
import { useTranslation } from "react-i18next";
import type { ReviewStatus } from "../api/wallet-api";

const COLOR: Record<ReviewStatus, string> = { daishen: "gold", tongguo: "green", jujue: "red" };

/** Recharge and withdrawal status: pending review, approved, rejected (unknown otherwise). */
export function StatusTag({ status, testId }: { status: string; testId?: string }) {
  const { t } = useTranslation();
  const known = status in COLOR;
  return (
    <Tag color={known ? COLOR[status as ReviewStatus] : "default"} data-testid={testId}>
      {t(known ? `wallet.status_${status}` : "wallet.status_unknown")}
    </Tag>
  );
}
