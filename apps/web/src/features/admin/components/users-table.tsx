import { Input, Space } from "antd";
import { useTranslation } from "react-i18next";
import { PagedTable, pagedTableProps } from "../../../ui";
import type { AdminUser } from "../api/admin-api";
import { useUsersTable } from "../hooks/use-users-table";
import { usersColumns } from "./users-columns";

/** Users with search, paging and lock/unlock after confirmation. */
export function UsersTable() {
  const { t } = useTranslation();
  const { users, search, confirmLock } = useUsersTable();
  return (
    <Space orientation="vertical" size="middle" className="full-width">
      <Input.Search
        allowClear
        placeholder={t("admin.users_search")}
        aria-label={t("admin.users_search")}
        onSearch={search}
        data-testid="admin-users-search"
        className="admin-search"
      />
      <PagedTable<AdminUser>
        {...pagedTableProps(users)}
        rowKey="id"
        columns={usersColumns(t, confirmLock)}
        scrollX={720}
        label={t("admin.menu_users")}
      />
    </Space>
  );
}
