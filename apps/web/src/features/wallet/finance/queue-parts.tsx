import { REVIEW_STATUSES } from "@mp/contracts/constants";
import { Button, Space, Tabs } from "antd";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import type { ReviewStatus } from "../api/wallet-api";

export type QueueFilter = ReviewStatus | "all";
export const when = (s: number | null) => (s ? dayjs.unix(s).format("L LT") : "—");

/** Status tabs above a queue: pending first (the work to do), then decided and all. */
export function StatusTabs({ value, onChange }: { value: QueueFilter; onChange: (v: QueueFilter) => void }) {
  const { t } = useTranslation();
  const keys: QueueFilter[] = [...REVIEW_STATUSES, "all"];
  return (
    <Tabs
      activeKey={value}
      onChange={(k) => onChange(k as QueueFilter)}
      items={keys.map((k) => ({
        key: k,
        label: <span data-testid={`finance-tab-${k}`}>{t(k === "all" ? "finance.all" : `wallet.status_${k}`)}</span>,
      }))}
    />
  );
}

/** Approve and reject buttons of a pending row. */
export function ReviewButtons({ id, onReview }: { id: number; onReview: (approve: boolean) => void }) {
  const { t } = useTranslation();
  return (
    <Space wrap size="small">
      <Button size="small" type="primary" onClick={() => onReview(true)} data-testid={`finance-approve-${id}`}>
        {t("finance.approve")}
      </Button>
      <Button size="small" danger onClick={() => onReview(false)} data-testid={`finance-reject-${id}`}>
        {t("finance.reject")}
      </Button>
    </Space>
  );
}
