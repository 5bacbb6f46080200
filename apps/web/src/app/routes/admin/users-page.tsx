import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { UsersList } from "../../../features/people";

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("admin.menu_users")}
      </Typography.Title>
      <UsersList />
    </>
  );
}
