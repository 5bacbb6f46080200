import { Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import dayjs from "dayjs";
import { useTranslation } from "react-i18next";
import { PagedTable, pagedTableProps, usePagedQuery } from "../../../ui";
import { adminApi, type OutboxMail } from "../api/admin-api";

/** The development mail outbox (admin only): what would have been emailed. */
export function OutboxTable() {
  const { t } = useTranslation();
  const outbox = usePagedQuery(["admin-outbox"], (page) => adminApi.outbox(page));
  const columns: ColumnsType<OutboxMail> = [
    {
      title: t("admin.outbox_time"),
      dataIndex: "createtime",
      width: 170,
      render: (v: number) => dayjs.unix(v).format("L LTS"),
    },
    { title: t("admin.outbox_to"), dataIndex: "to", width: 220 },
    { title: t("admin.outbox_subject"), dataIndex: "subject", width: 240 },
    {
      title: t("admin.outbox_text"),
      dataIndex: "text",
      render: (v: string) => <Typography.Paragraph className="outbox-text">{v}</Typography.Paragraph>,
    },
  ];
  return (
    <PagedTable<OutboxMail>
      {...pagedTableProps(outbox)}
      rowKey="id"
      columns={columns}
      scrollX={900}
      label={t("admin.menu_outbox")}
      csv={{
        filename: "outbox",
        load: (page) => adminApi.outbox(page, 100),
        columns: [
          { title: "id", value: (m) => m.id },
          { title: "time", value: (m) => new Date(m.createtime * 1000).toISOString() },
          { title: "to", value: (m) => m.to },
          { title: "subject", value: (m) => m.subject },
          { title: "text", value: (m) => m.text },
        ],
      }}
    />
  );
}
