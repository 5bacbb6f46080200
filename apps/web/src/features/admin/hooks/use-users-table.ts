import { App } from "antd";
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { usePagedQuery, whenSettled } from "../../../ui";
import { type AdminUser, adminApi } from "../api/admin-api";
import { useLockUser } from "./use-admin-mutations";

/** The users list: the search word, the page, and lock / unlock after a confirmation. */
export function useUsersTable() {
  const { t } = useTranslation();
  const { modal } = App.useApp();
  const [keyword, setKeyword] = useState("");
  const users = usePagedQuery(["admin-users", keyword], (page) => adminApi.users(page, keyword));
  const lock = useLockUser();

  const confirmLock = (u: AdminUser) => {
    const locking = u.status !== "locked";
    modal.confirm({
      type: locking ? "warning" : "confirm",
      title: t(locking ? "admin.lock_confirm" : "admin.unlock_confirm", { email: u.email }),
      okText: t(locking ? "admin.lock" : "admin.unlock"),
      cancelText: t("common.cancel"),
      okButtonProps: { danger: locking },
      onOk: () => whenSettled(lock, u),
    });
  };
  return { users, search: (v: string) => setKeyword(v.trim()), confirmLock };
}
