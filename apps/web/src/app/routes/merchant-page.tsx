import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { MerchantEntry } from "../../features/merchants";

/** `/merchant`: the merchant entry (back office, application state, or an invitation to apply). */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page" data-testid="merchant-page">
      <Typography.Title level={1} className="page-title">
        {t("merchants.title")}
      </Typography.Title>
      <MerchantEntry />
    </div>
  );
}
