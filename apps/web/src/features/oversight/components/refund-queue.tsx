import { REFUND_STATE } from "@mp/contracts/constants";
import { Button, Select, Space, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { Amount, PagedTable, pagedTableProps, UserCell, usePagedQuery } from "../../../ui";
import { type ArbitrationRefund, oversightApi } from "../api/oversight-api";
import { usd, when } from "../format";
import { RefundDecision } from "./refund-decision";

/** Refund states (docs/states.md): 3 is the platform's arbitration, the queue's default. */
export const REFUND_STATES = [3, 0, 1, 2, 6, 4, 5] as const;
type StateFilter = (typeof REFUND_STATES)[number] | "all";

/** The refund arbitration queue (support and operators): by state, each opened to decide. */
export function RefundQueue() {
  const { t } = useTranslation();
  const [state, setState] = useState<StateFilter>(3);
  const [open, setOpen] = useState<number | null>(null);
  const list = usePagedQuery(["admin-refunds", state], (page) => oversightApi.refunds(page, state));
  const stateName = (s: number) => t(`oversight.refund_state_${s}`);
  const typeName = (v: number) => t(v === 1 ? "oversight.refund_type_return" : "oversight.refund_type_money");
  const columns: ColumnsType<ArbitrationRefund> = [
    { title: t("oversight.refund_no"), dataIndex: "refund_no", width: 190 },
    { title: t("oversight.order_no"), dataIndex: "order_no", width: 190 },
    {
      title: t("oversight.buyer"),
      key: "buyer",
      width: 200,
      render: (_: unknown, r) => (
        <UserCell id={r.user_id} nickname={r.user_nickname} email={r.user_email} testId={`refund-user-${r.id}`} />
      ),
    },
    { title: t("oversight.refund_type"), dataIndex: "type", width: 130, render: typeName },
    {
      title: t("oversight.refund_money"),
      dataIndex: "money",
      width: 110,
      render: (v: string) => <Amount>{usd(v)}</Amount>,
    },
    { title: t("oversight.refund_reason"), dataIndex: "reason", width: 220, ellipsis: true },
    {
      title: t("oversight.refund_state"),
      dataIndex: "state",
      width: 150,
      render: (s: number) => <Tag color={s === 3 ? "orange" : undefined}>{stateName(s)}</Tag>,
    },
    { title: t("oversight.applied_at"), dataIndex: "createtime", width: 150, render: when },
    {
      title: "",
      key: "open",
      width: 110,
      fixed: "right",
      render: (_: unknown, r) => (
        <Button
          size="small"
          type={r.state === REFUND_STATE.ARBITRATION ? "primary" : "default"}
          onClick={() => setOpen(r.id)}
          data-testid={`refund-open-${r.id}`}
        >
          {r.state === REFUND_STATE.ARBITRATION ? t("oversight.decide") : t("oversight.view")}
        </Button>
      ),
    },
  ];
  return (
    <Space orientation="vertical" style={{ inlineSize: "100%" }} data-testid="refund-queue">
      <Space wrap>
        <span>{t("oversight.refund_state")}</span>
        <Select<StateFilter>
          value={state}
          onChange={setState}
          style={{ minInlineSize: 220 }}
          data-testid="refund-state-filter"
          options={[
            ...REFUND_STATES.map((s) => ({ value: s, label: stateName(s) })),
            { value: "all" as const, label: t("oversight.all") },
          ]}
        />
      </Space>
      <PagedTable<ArbitrationRefund>
        {...pagedTableProps(list)}
        rowKey="id"
        columns={columns}
        scrollX={1450}
        label={t("oversight.refunds_title")}
        csv={{
          filename: "refunds",
          load: (page) => oversightApi.refunds(page, state, 100),
          columns: [
            { title: "refund_no", value: (r) => r.refund_no },
            { title: "order_no", value: (r) => r.order_no },
            { title: "type", value: (r) => typeName(r.type) },
            { title: "money", value: (r) => r.money },
            { title: "state", value: (r) => stateName(r.state) },
            { title: "reason", value: (r) => r.reason },
            { title: "merchant_statement", value: (r) => r.refuse_reason },
            { title: "decision_note", value: (r) => r.arbitration_note },
            { title: "applied_at", value: (r) => when(r.createtime) },
            { title: "completed_at", value: (r) => when(r.completetime) },
            { title: "buyer_nickname", value: (r) => r.user_nickname },
            { title: "buyer_email", value: (r) => r.user_email },
          ],
        }}
      />
      {open !== null && <RefundDecision id={open} onClose={() => setOpen(null)} />}
    </Space>
  );
}
