import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ApplicationQueue } from "../../../features/merchants";

/** The console's shop review (operators): applications by state, approve or reject with a reason. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("merchants.console_title")}
      </Typography.Title>
      <ApplicationQueue />
    </>
  );
}
