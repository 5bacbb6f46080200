import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { StatsCards } from "../../../features/admin";

export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("admin.menu_dashboard")}
      </Typography.Title>
      <StatsCards />
    </>
  );
}
