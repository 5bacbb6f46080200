import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { RefundQueue } from "../../../features/oversight";

/** Refunds taken to the platform: read both sides and decide with a note (support, operators). */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("oversight.refunds_title")}
      </Typography.Title>
      <RefundQueue />
    </>
  );
}
