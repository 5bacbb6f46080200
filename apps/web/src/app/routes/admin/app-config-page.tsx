import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { AppConfigForm } from "../../../features/content-admin";

/** Content: app config (operators and admins). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("contentAdmin.menu_app_config")}
      </Typography.Title>
      <AppConfigForm />
    </>
  );
}
