import { Input, Space, Tag, Typography } from "antd";
import type { ColumnsType } from "antd/es/table";
import type { TFunction } from "i18next";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useNavigate } from "react-router";
import { dateTime } from "../../../lib/dates";
import { PagedTable, pagedTableProps, usePagedQuery } from "../../../ui";
import { type ConsoleUser, peopleApi } from "../api/people-api";

export const when = (v: number | null) => (v ? dateTime(v) : "-");

/** A last login, or "Never" for an account that has not logged in yet (not a dash that reads as unknown). */
export function LastLogin({ at }: { at: number | null }) {
  const { t } = useTranslation();
  return at ? dateTime(at) : <Typography.Text type="secondary">{t("people.never_logged_in")}</Typography.Text>;
}

export function StatusTag({ status }: { status: "normal" | "locked" }) {
  const { t } = useTranslation();
  return status === "locked" ? (
    <Tag color="red">{t("admin.status_locked")}</Tag>
  ) : (
    <Tag color="green">{t("admin.status_normal")}</Tag>
  );
}

function columns(t: TFunction): ColumnsType<ConsoleUser> {
  return [
    { title: t("admin.col_id"), dataIndex: "id", width: 80 },
    { title: t("admin.col_email"), dataIndex: "email", render: (v: string) => <bdi>{v}</bdi> },
    { title: t("admin.col_nickname"), dataIndex: "nickname", render: (v: string) => <bdi>{v}</bdi> },
    {
      title: t("admin.col_status"),
      dataIndex: "status",
      render: (s: ConsoleUser["status"]) => <StatusTag status={s} />,
    },
    {
      title: t("people.wallet"),
      dataIndex: "money_locked",
      render: (v: boolean) => (v ? <Tag color="orange">{t("people.frozen")}</Tag> : t("people.wallet_ok")),
    },
    {
      title: t("people.merchant"),
      dataIndex: "is_merchant",
      render: (v: boolean, u) => (v ? <Tag color="blue">{t("people.shop_no", { id: u.shop_id })}</Tag> : "-"),
    },
    {
      title: t("people.last_login"),
      dataIndex: "last_login",
      render: (v: number | null) => <LastLogin at={v} />,
    },
    { title: t("admin.col_created"), dataIndex: "createtime", render: when },
  ];
}

/** `/admin/users`: search by e-mail, nickname or id; a row opens the user's page; Export CSV. */
export function UsersList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [keyword, setKeyword] = useState("");
  const users = usePagedQuery(["people-users", keyword], (page) => peopleApi.users(page, keyword));
  return (
    <Space orientation="vertical" size="middle" className="full-width">
      <Input.Search
        allowClear
        placeholder={t("people.users_search")}
        aria-label={t("people.users_search")}
        onSearch={(v) => setKeyword(v.trim())}
        data-testid="admin-users-search"
        className="admin-search"
      />
      <PagedTable<ConsoleUser>
        {...pagedTableProps(users)}
        rowKey="id"
        columns={columns(t)}
        scrollX={960}
        label={t("admin.menu_users")}
        onRow={(u) => ({
          onClick: () => navigate(`/admin/users/${u.id}`),
          className: "people-row",
          "data-testid": `admin-user-row-${u.id}`,
        })}
        csv={{
          filename: "users",
          load: (page) => peopleApi.users(page, keyword, 100),
          columns: [
            { title: t("admin.col_id"), value: (u) => u.id },
            { title: t("admin.col_email"), value: (u) => u.email },
            { title: t("admin.col_nickname"), value: (u) => u.nickname },
            { title: t("admin.col_status"), value: (u) => t(`admin.status_${u.status}`) },
            { title: t("people.wallet"), value: (u) => (u.money_locked ? t("people.frozen") : t("people.wallet_ok")) },
            { title: t("people.merchant"), value: (u) => u.shop_id ?? "" },
            { title: t("people.last_login"), value: (u) => (u.last_login ? when(u.last_login) : "") },
            { title: t("admin.col_created"), value: (u) => when(u.createtime) },
          ],
        }}
      />
    </Space>
  );
}
