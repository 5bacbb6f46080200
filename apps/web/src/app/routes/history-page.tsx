import { Typography } from "antd";
import { useTranslation } from "react-i18next";
import { HistoryList } from "../../features/catalogue";

/** `/history`: products the shopper has viewed, newest first. */
export function Component() {
  const { t } = useTranslation();
  return (
    <div className="container page" data-testid="history-page">
      <HistoryList
        title={
          <Typography.Title level={1} className="page-title">
            {t("catalogue.history")}
          </Typography.Title>
        }
      />
    </div>
  );
}
