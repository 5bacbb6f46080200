import { Tabs, Typography } from "antd";
import { useTranslation } from "react-i18next";
import { ApplicationQueue } from "../../../features/merchants";
import { NameChangeQueue } from "../../../features/shop-settings";

/** The console's shop review (operators): applications by state, and shop name changes; approve or reject with a reason. */
export function Component() {
  const { t } = useTranslation();
  return (
    <>
      <Typography.Title level={1} className="page-title">
        {t("merchants.console_title")}
      </Typography.Title>
      <Tabs
        items={[
          { key: "applications", label: t("shop_settings.console_applications"), children: <ApplicationQueue /> },
          {
            key: "names",
            label: <span data-testid="shop-review-names">{t("shop_settings.console_names")}</span>,
            children: <NameChangeQueue />,
          },
        ]}
      />
    </>
  );
}
