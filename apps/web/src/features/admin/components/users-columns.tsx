import { Button, Tag } from "antd";
import type { ColumnsType } from "antd/es/table";
import dayjs from "dayjs";
import type { TFunction } from "i18next";
import type { AdminUser } from "../api/admin-api";

/** The users table's columns; the last one locks or unlocks the row's user. */
export function usersColumns(t: TFunction, onLock: (u: AdminUser) => void): ColumnsType<AdminUser> {
  return [
    { title: t("admin.col_id"), dataIndex: "id", width: 80 },
    // <bdi>: a Latin name ending in "." keeps its dot at the end in a right-to-left page
    { title: t("admin.col_email"), dataIndex: "email", render: (v: string) => <bdi>{v}</bdi> },
    { title: t("admin.col_nickname"), dataIndex: "nickname", render: (v: string) => <bdi>{v}</bdi> },
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
          onClick={() => onLock(u)}
          data-testid={`admin-lock-${u.id}`}
        >
          {u.status === "locked" ? t("admin.unlock") : t("admin.lock")}
        </Button>
      ),
    },
  ];
}
