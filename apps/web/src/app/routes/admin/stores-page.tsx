import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { StoreLocks } from "../../../features/bond";

/** `/admin/stores`: operators lock and unlock stores, each with a written reason. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("bond.stores_menu")}
      </Typography.Title>
      <StoreLocks />
    </>
  );
}
