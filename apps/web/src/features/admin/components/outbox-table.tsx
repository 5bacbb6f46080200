import { Input, Space, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { PagedTable, pagedTableProps, usePagedQuery } from "../../../ui";
import { adminApi, type OutboxMail } from "../api/admin-api";

/** The development mail outbox (admin only): what would have been emailed, searched by address, subject or text. */
export function OutboxTable() {
  const { t } = useTranslation();
  const [keyword, setKeyword] = useState("");
  const outbox = usePagedQuery(["admin-outbox", keyword], (page) => adminApi.outbox(page, keyword));
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
    <Space orientation="vertical" size="middle" className="full-width">
      <Input.Search
        allowClear
        className="admin-search"
        placeholder={t("admin.outbox_search")}
        aria-label={t("admin.outbox_search")}
        onSearch={(v) => setKeyword(v.trim())}
        data-testid="outbox-search"
      />
      <PagedTable<OutboxMail>
        {...pagedTableProps(outbox)}
        rowKey="id"
        columns={columns}
        scrollX={900}
        label={t("admin.menu_outbox")}
        csv={{
          filename: "outbox",
          load: (page) => adminApi.outbox(page, keyword, 100),
          columns: [
            { title: "id", value: (m) => m.id },
            { title: "time", value: (m) => new Date(m.createtime * 1000).toISOString() },
            { title: "to", value: (m) => m.to },
            { title: "subject", value: (m) => m.subject },
            { title: "text", value: (m) => m.text },
          ],
        }}
      />
    </Space>
  );
}
