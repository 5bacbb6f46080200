import type { ColumnsType } from "antd/es/table";
import { useTranslation } from "react-i18next";
import { PagedTable, pagedTableProps, usePagedQuery } from "../../../ui";
import { type AuditEntry, financeApi } from "../api/wallet-api";
import { when } from "./queue-parts";

const detailText = (d: unknown) => (d === null || d === undefined ? "" : typeof d === "string" ? d : JSON.stringify(d));

/** Every staff decision, newest first (admin only). */
export function AuditLog() {
  const { t } = useTranslation();
  const audit = usePagedQuery(["admin-audit"], financeApi.audit);
  const columns: ColumnsType<AuditEntry> = [
    { title: t("admin.col_id"), dataIndex: "id", width: 70 },
    { title: t("finance.audit_time"), dataIndex: "createtime", width: 170, render: when },
    { title: t("finance.audit_staff"), dataIndex: "staff", width: 140 },
    {
      title: t("finance.audit_action"),
      dataIndex: "action",
      width: 170,
      render: (v: string) => t(`finance.action_${v.replace(/\W/g, "_")}`, { defaultValue: v }),
    },
    { title: t("finance.audit_target"), dataIndex: "target", width: 140, render: (v: string) => <code>{v}</code> },
    {
      title: t("finance.audit_detail"),
      dataIndex: "detail",
      render: (v: unknown) => <code className="wallet-break">{detailText(v)}</code>,
    },
  ];
  return (
    <div data-testid="audit-log">
      <PagedTable<AuditEntry>
        {...pagedTableProps(audit)}
        rowKey="id"
        columns={columns}
        scrollX={900}
        label={t("finance.menu_audit")}
      />
    </div>
  );
}
