import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { FooterEditor } from "../../../features/content-admin";

/** Content: footer (operators and admins). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("contentAdmin.menu_footer")}
      </Typography.Title>
      <FooterEditor />
    </>
  );
}
