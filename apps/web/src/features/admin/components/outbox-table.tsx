import { keepPreviousData, useQuery } from "@tanstack/react-query";
import { Table, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { adminApi, type OutboxMail } from "../api/admin-api";

/** The development mail outbox (admin only): what would have been emailed. */
export function OutboxTable() {
  const { t } = useTranslation();
  const [page, setPage] = useState(1);
  const { data, isFetching } = useQuery({
    queryKey: ["admin-outbox", page],
    queryFn: () => adminApi.outbox(page),
    placeholderData: keepPreviousData,
  });
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
    <Table<OutboxMail>
      rowKey="id"
      columns={columns}
      dataSource={data?.data ?? []}
      loading={isFetching}
      scroll={{ x: 900 }}
      pagination={{
        current: data?.current_page ?? page,
        pageSize: data?.per_page ?? 15,
        total: data?.total ?? 0,
        showSizeChanger: false,
        onChange: setPage,
      }}
    />
  );
}
