import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { AuditLog } from "../../../features/oversight";

/** Every staff decision, filterable, with before and after (admin only). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("finance.menu_audit")}
      </Typography.Title>
      <AuditLog />
    </>
  );
}
