import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { AgreementEditor } from "../../../features/content-admin";

/** Content: agreements (operators and admins). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("contentAdmin.menu_agreements")}
      </Typography.Title>
      <AgreementEditor />
    </>
  );
}
