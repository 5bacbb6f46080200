import { REVIEW_STATUSES } from "@mp/contracts/constants";
import { Button, Space, Tabs } from "antd";
import { useTranslation } from "react-i18next";
import { dateTime } from "../../../lib/dates";
import { UserCell } from "../../../ui";
import type { ReviewStatus } from "../api/wallet-api";
import { StatusTag } from "../components/status-tag";

export type QueueFilter = ReviewStatus | "all";
export const when = (s: number | null) => (s ? dateTime(s) : "—");

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

/** A request's status, with the finance desk's note (a bank reference, a reason) quoted under it. */
export function StatusWithNote({
  status,
  note,
  id,
  noteLabel,
}: {
  status: string;
  note: string | null;
  id: number;
  noteLabel: string;
}) {
  return (
    <span className="finance-status">
      <StatusTag status={status} testId={`record-status-${id}`} />
      {note ? (
        <q
          className="finance-status__note"
          dir="auto"
          title={`${noteLabel}: ${note}`}
          data-testid={`record-note-${id}`}
        >
          {note}
        </q>
      ) : null}
    </span>
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

/** Who asked, as the review dialog's summary names them: "nickname (e-mail)", else the id. */
export const userName = (r: { user_id?: number; user_nickname?: string; user_email?: string }) =>
  r.user_nickname ? `${r.user_nickname}${r.user_email ? ` (${r.user_email})` : ""}` : `#${r.user_id ?? "?"}`;

/** The queues' user column: nickname and e-mail, not a bare id. */
export function userColumn<T extends { id: number; user_id?: number; user_nickname?: string; user_email?: string }>(
  title: string,
) {
  return {
    title,
    key: "user",
    width: 200,
    render: (_: unknown, r: T) => (
      <UserCell id={r.user_id} nickname={r.user_nickname} email={r.user_email} testId={`finance-user-${r.id}`} />
    ),
  };
}
