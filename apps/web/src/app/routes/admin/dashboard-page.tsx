import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { useStaff } from "../../../features/admin";
import { Dashboard } from "../../../features/oversight";

/** The console's home: figures, charts, pending reviews for the role, the last ledger check. */
export function Component() {
  const { t } = useTranslation();
  const role = useStaff().data?.role;
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("admin.menu_dashboard")}
      </Typography.Title>
      <Dashboard canRunLedgerCheck={role === "admin" || role === "finance"} />
    </>
  );
}
