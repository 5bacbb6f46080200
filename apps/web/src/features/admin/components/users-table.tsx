import { keepPreviousData, useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import { App, Button, Input, Space, Table, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import dayjs from "dayjs";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { type AdminUser, adminApi } from "../api/admin-api";

/** Users with search, paging and lock/unlock after confirmation. */
export function UsersTable() {
  const { t } = useTranslation();
  const { modal, message } = App.useApp();
  const client = useQueryClient();
  const [page, setPage] = useState(1);
  const [keyword, setKeyword] = useState("");
  const { data, isFetching } = useQuery({
    queryKey: ["admin-users", page, keyword],
    queryFn: () => adminApi.users(page, keyword),
    placeholderData: keepPreviousData,
  });
  const lock = useMutation({
    mutationFn: (u: AdminUser) => adminApi.lockUser(u.id, u.status !== "locked"),
    onSuccess: () => {
      message.success(t("admin.done"));
      void client.invalidateQueries({ queryKey: ["admin-users"] });
      void client.invalidateQueries({ queryKey: ["admin-stats"] });
    },
  });

  const confirmLock = (u: AdminUser) => {
    const locking = u.status !== "locked";
    modal.confirm({
      type: locking ? "warning" : "confirm",
      title: t(locking ? "admin.lock_confirm" : "admin.unlock_confirm", { email: u.email }),
      okText: t(locking ? "admin.lock" : "admin.unlock"),
      cancelText: t("common.cancel"),
      okButtonProps: { danger: locking },
      onOk: () => lock.mutateAsync(u).catch(() => undefined),
    });
  };

  const columns: ColumnsType<AdminUser> = [
    { title: t("admin.col_id"), dataIndex: "id", width: 80 },
    { title: t("admin.col_email"), dataIndex: "email" },
    { title: t("admin.col_nickname"), dataIndex: "nickname" },
    {
      title: t("admin.col_status"),
      dataIndex: "status",
      render: (s: AdminUser["status"]) =>
        s === "locked" ? (
          <Tag color="red">{t("admin.status_locked")}</Tag>
        ) : (
          <Tag color="green">{t("admin.status_normal")}</Tag>
        ),
    },
    { title: t("admin.col_created"), dataIndex: "createtime", render: (v: number) => dayjs.unix(v).format("L LT") },
    {
      title: t("admin.col_actions"),
      key: "actions",
      render: (_: unknown, u) => (
        <Button
          size="small"
          danger={u.status !== "locked"}
          onClick={() => confirmLock(u)}
          data-testid={`admin-lock-${u.id}`}
        >
          {u.status === "locked" ? t("admin.unlock") : t("admin.lock")}
        </Button>
      ),
    },
  ];

  return (
    <Space direction="vertical" size="middle" className="full-width">
      <Input.Search
        allowClear
        placeholder={t("admin.users_search")}
        aria-label={t("admin.users_search")}
        onSearch={(v) => {
          setKeyword(v.trim());
          setPage(1);
        }}
        data-testid="admin-users-search"
        className="admin-search"
      />
      <Table<AdminUser>
        rowKey="id"
        columns={columns}
        dataSource={data?.data ?? []}
        loading={isFetching}
        scroll={{ x: 720 }}
        pagination={{
          current: data?.current_page ?? page,
          pageSize: data?.per_page ?? 15,
          total: data?.total ?? 0,
          showSizeChanger: false,
          onChange: setPage,
        }}
      />
    </Space>
  );
}
